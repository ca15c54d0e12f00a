// Display formats of platform 9 "Dates and numbers" for the app: the shared formatters of
// schemas/format (formatEur '1 234,50 €', formatDate d.m.yyyy, formatDay 'Dnes' / 'Včera' / d.m.yyyy,
// formatZip '010 01', countryName 'Slovensko', formatDistance '1,2 km' / '350 m'), and useFormatDay with
// the Slovak words.
export {
  countryName,
  formatDate,
  formatDateTime,
  formatDay,
  formatDistance,
  formatEur,
  formatZip,
  type RelativeDayWords,
} from '../../schemas/format';
export { useFormatDay } from './useFormatDay';
