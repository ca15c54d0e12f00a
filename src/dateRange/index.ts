// The date-range picker of the games list (games 4.8, 9):
//
//   <DateRangeField value={range} onChange={setRange} />   // range: {from, to} as YYYY-MM-DD, or null
//   encodeRange(range)  → 'YYYYMMDD-YYYYMMDD' (the `d` query key); decodeRange(d) reads it back
//
// Three months ending with the current one, only days up to today, Monday first, Slovak names; the
// first click sets from = to, the second 'to' (swapped if earlier), a third starts over. 'Použiť'
// applies, 'Zrušiť' and the clear button reset. The calendars are loaded on first opening.
export { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
export {
  clickDay,
  dayOf,
  decodeRange,
  displayRange,
  encodeRange,
  monthsShown,
  todaySelection,
  type Day,
  type DayRange,
  type RangeSelection,
} from './range';
