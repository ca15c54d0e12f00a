// The 'Dátum' field of the games list (games 2.5, 4.8, 9): shows the applied range as d.m.yyyy, opens
// the three-month picker (loaded on first use), 'Použiť' applies the selection, 'Zrušiť' and the
// clear button reset the filter.
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, CircularProgress, IconButton, InputAdornment, Popover, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import EventIcon from '@mui/icons-material/Event';
import { useTranslate } from 'react-admin';
import { clickDay, dayOf, displayRange, todaySelection, type Day, type DayRange } from './range';

const LazyCalendar = lazy(() =>
  import('./DateRangeCalendar').then((m) => ({ default: m.DateRangeCalendar })),
);

export interface DateRangeFieldProps {
  /** The applied range; null = no date filter. */
  value: DayRange | null;
  onChange(value: DayRange | null): void;
  /** Today (YYYY-MM-DD); the current local day when absent. */
  today?: Day;
}

export function DateRangeField({ value, onChange, today }: DateRangeFieldProps) {
  const translate = useTranslate();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const currentDay = today ?? dayOf(new Date());
  const [selection, setSelection] = useState(() => todaySelection(currentDay));

  const openPicker = () => {
    // opened again it starts from the applied range, else from today (games 9)
    setSelection(value ? { range: value, clicks: 2 } : todaySelection(currentDay));
    setOpen(true);
  };
  const apply = () => {
    setOpen(false);
    onChange(selection.range);
  };
  const reset = () => {
    setOpen(false);
    onChange(null);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      openPicker();
    }
  };

  return (
    <>
      <TextField
        ref={anchor}
        label={translate('dateRange.label')}
        value={displayRange(value)}
        size="small"
        onClick={openPicker}
        onKeyDown={onKeyDown}
        sx={{ minWidth: 220 }}
        slotProps={{
          htmlInput: {
            readOnly: true,
            'aria-haspopup': 'dialog',
            'data-testid': 'date-range-input',
            style: { cursor: 'pointer' },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {value ? (
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={translate('dateRange.clear')}
                    onClick={(e) => {
                      e.stopPropagation();
                      reset();
                    }}
                  >
                    <ClearIcon fontSize="small" />
                  </IconButton>
                ) : (
                  <EventIcon fontSize="small" color="action" />
                )}
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': translate('dateRange.label'),
            'data-testid': 'date-range-picker',
          } as object,
        }}
      >
        <Suspense
          fallback={
            <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
              <CircularProgress size={24} aria-label={translate('dateRange.loading')} />
            </Box>
          }
        >
          <LazyCalendar
            range={selection.range}
            today={currentDay}
            onDay={(day) => setSelection((s) => clickDay(s, day))}
          />
        </Suspense>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            gap: 1,
            px: 2,
            pb: 2,
          }}
        >
          <Box sx={{ flexGrow: 1 }} data-testid="date-range-selection" aria-live="polite">
            {displayRange(selection.range)}
          </Box>
          <Button onClick={reset}>{translate('dateRange.cancel')}</Button>
          <Button variant="contained" onClick={apply} disabled={!selection.range}>
            {translate('dateRange.apply')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
