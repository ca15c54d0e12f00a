// Display formats of platform 9 "Dates and numbers": formatEur ('1 234,50 €'), formatDate (d.m.yyyy),
// formatDay ('Dnes' / 'Včera' / d.m.yyyy) and its hook useFormatDay, formatZip ('010 01').
export { formatDate, formatDay, formatEur, formatZip, type RelativeDayWords } from './format';
export { useFormatDay } from './useFormatDay';
