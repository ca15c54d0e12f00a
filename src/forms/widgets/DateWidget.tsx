import { useMemo, useRef } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/sk';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_FORMAT, dateFieldBounds } from '../dateBounds';
import { HelperLines } from './HelperLines';
import { useFieldTexts } from './fieldText';
import type { WidgetProps } from './types';

/** What a date field holds while its text is not a date: the server answers invalid_format. */
export const INVALID_DATE = 'invalid';

const ISO = 'YYYY-MM-DD';

/** date: MUI DatePicker, d.m.yyyy, Monday first, six weeks, from tomorrow for 1825 days (platform 5.7). */
export function DateWidget({ field, attr, value, onChange, disabled, inputId }: WidgetProps) {
  const stored = typeof value === 'string' ? value : '';
  const texts = useFieldTexts(field.spec, attr, stored);
  // The picker's own invalid value is passed back as it was, so the typed text is not reset.
  const last = useRef<{ text: string; date: Dayjs | null } | null>(null);
  const pickerValue = useMemo(() => {
    if (last.current && last.current.text === stored) return last.current.date;
    if (stored === '') return null;
    const date = dayjs(stored);
    return date.isValid() ? date : null;
  }, [stored]);
  const bounds = useMemo(() => dateFieldBounds(attr.min, attr.max), [attr.min, attr.max]);

  const change = (date: Dayjs | null) => {
    const text = date === null ? '' : date.isValid() ? date.format(ISO) : INVALID_DATE;
    last.current = { text, date };
    onChange(text);
  };

  return (
    <DatePicker
      label={field.spec.label}
      value={pickerValue}
      onChange={change}
      format={DATE_FORMAT}
      fixedWeekNumber={6}
      minDate={bounds.min}
      maxDate={bounds.max}
      disabled={disabled}
      readOnly={!!attr.forced}
      slotProps={{
        field: { shouldRespectLeadingZeros: true },
        textField: {
          id: inputId,
          name: field.id,
          required: !!attr.required,
          error: !!texts.error,
          helperText: <HelperLines texts={texts} />,
          fullWidth: true,
          margin: 'dense',
          size: 'small',
          slotProps: { formHelperText: { component: 'div' } as object },
        },
      }}
    />
  );
}
