// The calendars of the date-range picker (games 4.8, 9), loaded lazily by DateRangeField: three
// months side by side ending with the current one, built on the free @mui/x-date-pickers DateCalendar
// with its own month header (no navigation) and a day that paints the range. Every day is a button of
// the calendar grid: arrows move within a month, Enter or Space clicks, Tab goes to the next month.
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/sk';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';
import { useTranslate } from 'react-admin';
import { focusTarget, inRange, monthsShown, type Day, type DayRange } from './range';

export interface DateRangeCalendarProps {
  range: DayRange | null;
  today: Day;
  onDay(day: Day): void;
}

const RangeContext = createContext<DayRange | null>(null);
const ISO = 'YYYY-MM-DD';

/** A day of the grid: the two ends selected, the days between them shaded. */
function RangeDay(props: PickersDayProps) {
  const range = useContext(RangeContext);
  const { day, outsideCurrentMonth, sx, ...rest } = props;
  const iso = (day as Dayjs).format(ISO);
  const end = !!range && (iso === range.from || iso === range.to);
  const between = !outsideCurrentMonth && !end && inRange(range, iso);
  return (
    <PickersDay
      {...rest}
      day={day}
      outsideCurrentMonth={outsideCurrentMonth}
      selected={!outsideCurrentMonth && end}
      aria-selected={!outsideCurrentMonth && (end || between)}
      data-day={iso}
      data-in-range={between || end ? 'true' : undefined}
      sx={[
        between && {
          bgcolor: 'primary.light',
          color: 'primary.contrastText',
          '&:hover, &:focus': { bgcolor: 'primary.main' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/** The month's name and year in place of the navigating header. */
function MonthHeader({ currentMonth, labelId }: PickersCalendarHeaderProps) {
  const translate = useTranslate();
  const month = currentMonth as Dayjs;
  const names = translate('dateRange.months').split(' ');
  return (
    <Typography
      id={labelId}
      variant="subtitle1"
      component="div"
      sx={{ textAlign: 'center', fontWeight: 600, mt: 1.5, mb: 1 }}
      data-testid="date-range-month"
    >
      {`${names[month.month()] ?? ''} ${month.year()}`}
    </Typography>
  );
}

export function DateRangeCalendar({ range, today, onDay }: DateRangeCalendarProps) {
  const translate = useTranslate();
  const weekDays = translate('dateRange.weekDays').split(' ');
  const months = useMemo(() => monthsShown(today), [today]);
  const todayDate = dayjs(today);
  const box = useRef<HTMLDivElement>(null);
  // The keyboard starts on the selection's first day, or today. Focused after the popover has
  // placed its own focus; focusing a day also makes it the grid's focused day.
  const firstFocus = useRef(focusTarget(range, today));
  useEffect(() => {
    const timer = setTimeout(() =>
      box.current?.querySelector<HTMLElement>(`[data-day="${firstFocus.current}"]`)?.focus(),
    );
    return () => clearTimeout(timer);
  }, []);
  // Its own provider: the app has no global one (only the screens that use pickers load them).
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="sk">
      <RangeContext.Provider value={range}>
        <Box ref={box} sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center' }}>
          {months.map((first) => {
            const monthStart = dayjs(first);
            const last = monthStart.endOf('month');
            const max = last.isAfter(todayDate) ? todayDate : last;
            const focusDay = dayjs(firstFocus.current).isSame(first, 'month')
              ? dayjs(firstFocus.current)
              : monthStart;
            return (
              <Box key={first} data-testid="date-range-calendar" data-month={first.slice(0, 7)}>
                <DateCalendar
                  value={null}
                  onChange={(date: Dayjs | null) => date && onDay(date.format(ISO))}
                  referenceDate={focusDay}
                  minDate={monthStart}
                  maxDate={max}
                  views={['day']}
                  fixedWeekNumber={6}
                  // Monday first: the 'sk' adapter locale starts weeks on Monday; the labels are Slovak
                  dayOfWeekFormatter={(date) => weekDays[((date as Dayjs).day() + 6) % 7] ?? ''}
                  slots={{ day: RangeDay, calendarHeader: MonthHeader }}
                  sx={{ width: 296, height: 'auto' }}
                />
              </Box>
            );
          })}
        </Box>
      </RangeContext.Provider>
    </LocalizationProvider>
  );
}
