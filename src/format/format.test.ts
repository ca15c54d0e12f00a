import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatEur, formatZip } from './format';

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
});

describe('formatDate / formatDay (platform 9)', () => {
  const now = new Date(2026, 2, 15, 10, 30); // 15.3.2026 10:30 local

  it('writes d.m.yyyy without leading zeros', () => {
    expect(formatDate(at(2026, 1, 5))).toBe('5.1.2026');
    expect(formatDate(at(2025, 12, 31, 23, 59))).toBe('31.12.2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
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
});
