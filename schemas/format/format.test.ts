import { describe, expect, it } from 'vitest';
// The shared formatters of platform 9 (schemas/format): the app's lists and the invoice PDF.
import {
  countryName,
  formatDate,
  formatDateTime,
  formatDay,
  formatDistance,
  formatEur,
  formatFileSize,
  formatPercent,
  formatZip,
} from '.';

const words = { today: 'Dnes', yesterday: 'Včera' };
/** Epoch seconds of a local date and time. */
const at = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime() / 1000;
// The separators a Slovak reader sees are non-breaking spaces (a price never wraps).
const nbsp = (s: string) => s.replace(/ /g, '\u00a0');

describe('formatEur (platform 9)', () => {
  it('groups thousands with a space, uses a decimal comma and 2 decimals, then €', () => {
    expect(formatEur(1234.5)).toBe(nbsp('1 234,50 €'));
    expect(formatEur(1234567.891)).toBe(nbsp('1 234 567,89 €'));
    expect(formatEur(0)).toBe(nbsp('0,00 €'));
    expect(formatEur(99.999)).toBe(nbsp('100,00 €'));
    expect(formatEur('15.2')).toBe(nbsp('15,20 €'));
  });

  it('is empty without a number', () => {
    expect(formatEur(null)).toBe('');
    expect(formatEur(undefined)).toBe('');
    expect(formatEur('')).toBe('');
    expect(formatEur('abc')).toBe('');
  });

  it('keeps the sign of a negative amount, and plain spaces when asked (the PDF)', () => {
    expect(formatEur(-1234.5)).toBe(nbsp('-1 234,50 €'));
    expect(formatEur(-0.001)).toBe(nbsp('0,00 €'));
    expect(formatEur(1234567.891, { space: ' ' })).toBe('1 234 567,89 €');
    expect(formatEur(0.5, { space: ' ' })).toBe('0,50 €');
  });
});

describe('formatPercent', () => {
  it('writes a decimal comma and at most 2 decimals', () => {
    expect(formatPercent(20)).toBe('20 %');
    expect(formatPercent(10.5)).toBe('10,5 %');
    expect(formatPercent(33.3333)).toBe('33,33 %');
  });
});

describe('formatDate / formatDay (platform 9)', () => {
  const now = new Date(2026, 2, 15, 10, 30); // 15.3.2026 10:30 local

  it('writes d.m.yyyy without leading zeros', () => {
    expect(formatDate(at(2026, 1, 5))).toBe('5.1.2026');
    expect(formatDate(at(2025, 12, 31, 23, 59))).toBe('31.12.2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });

  it('writes a moment as d.m.yyyy HH:MM (hours and minutes with two digits)', () => {
    expect(formatDateTime(at(2026, 1, 5, 9, 5))).toBe('5.1.2026 09:05');
    expect(formatDateTime(at(2025, 12, 31, 23, 59))).toBe('31.12.2025 23:59');
    expect(formatDateTime(undefined)).toBe('');
  });

  it("reads 'YYYY-MM-DD', 'YYYYMMDD', epoch digits, ISO timestamps and Dates (the PDF's form values)", () => {
    expect(formatDate('2026-01-09')).toBe('9.1.2026');
    expect(formatDate('20261231')).toBe('31.12.2026');
    expect(formatDate(String(at(2026, 4, 2)))).toBe('2.4.2026');
    expect(formatDate(new Date(2026, 6, 4, 15))).toBe('4.7.2026');
    expect(formatDate(new Date(2026, 6, 4, 15).toISOString())).toBe('4.7.2026');
    expect(formatDate('')).toBe('');
    expect(formatDate('zajtra')).toBe('');
    expect(formatDate({})).toBe('');
  });

  it("shows 'Dnes' for any time today and 'Včera' for yesterday, the date otherwise", () => {
    expect(formatDay(at(2026, 3, 15, 0, 0), words, now)).toBe('Dnes');
    expect(formatDay(at(2026, 3, 15, 23, 59), words, now)).toBe('Dnes');
    expect(formatDay(at(2026, 3, 14, 0, 1), words, now)).toBe('Včera');
    expect(formatDay(at(2026, 3, 13, 23, 59), words, now)).toBe('13.3.2026');
    expect(formatDay(at(2026, 3, 16, 8), words, now)).toBe('16.3.2026');
    expect(formatDay(undefined, words, now)).toBe('');
  });

  it('treats the day before the 1st as yesterday across a month and a year', () => {
    expect(formatDay(at(2025, 12, 31), words, new Date(2026, 0, 1, 9))).toBe('Včera');
    expect(formatDay(at(2026, 2, 28), words, new Date(2026, 2, 1, 9))).toBe('Včera');
  });
});

describe('formatZip (platform 9)', () => {
  it('puts a space after the first 3 characters', () => {
    expect(formatZip('01001')).toBe('010 01');
    expect(formatZip('010 01')).toBe('010 01');
    expect(formatZip('811')).toBe('811');
    expect(formatZip(null)).toBe('');
  });

  it("with a user's country splits only a Slovak code (platform 3.5)", () => {
    expect(formatZip('01001', { country: 'sk' })).toBe('010 01');
    expect(formatZip('010 01', { country: 'sk' })).toBe('010 01');
    expect(formatZip(' 97401 ', { country: 'SK' })).toBe('974 01');
    expect(formatZip('10000', { country: 'cz' })).toBe('10000');
    expect(formatZip('1010', { country: 'at' })).toBe('1010');
    expect(formatZip('01001', { country: undefined })).toBe('01001');
    expect(formatZip('010', { country: 'sk' })).toBe('010');
    expect(formatZip(undefined, { country: 'sk' })).toBe('');
  });
});

describe('countryName', () => {
  it('names a country in Slovak from the codelist, else shows the code', () => {
    expect(countryName('sk')).toBe('Slovensko');
    expect(countryName(' CZ ')).toBe('Česko');
    expect(countryName('ua')).toBe('Ukrajina');
    expect(countryName('xx')).toBe('xx');
    expect(countryName('')).toBe('');
    expect(countryName(undefined)).toBe('');
  });
});

describe('formatFileSize', () => {
  it('bytes, kilobytes and megabytes with a decimal comma', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1024)).toBe('1 kB');
    expect(formatFileSize(12_697)).toBe('12,4 kB');
    expect(formatFileSize(3.1 * 1024 * 1024)).toBe('3,1 MB');
  });
});

describe('formatDistance', () => {
  it('whole metres under a kilometre', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(349.6)).toBe('350 m');
    expect(formatDistance(999.4)).toBe('999 m');
  });

  it('kilometres with one decimal comma from 1 km, whole kilometres from 100 km', () => {
    expect(formatDistance(999.6)).toBe('1,0 km');
    expect(formatDistance(1234)).toBe('1,2 km');
    expect(formatDistance(1250)).toBe('1,3 km');
    expect(formatDistance(12_040)).toBe('12,0 km');
    expect(formatDistance(99_949)).toBe('99,9 km');
    expect(formatDistance(99_950)).toBe('100 km');
    expect(formatDistance(1_234_400)).toBe('1 234 km');
  });

  it("is '' without a number", () => {
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBe('');
  });
});
