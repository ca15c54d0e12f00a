import { describe, expect, it } from 'vitest';
import { dateFieldBounds, selectableDateRange, SELECTABLE_DAYS } from './dateBounds';

const day = (d: { format(f: string): string }) => d.format('YYYY-MM-DD');
const at = (h: number, m: number) => new Date(2024, 2, 10, h, m, 0);

describe('selectableDateRange (platform 5.7)', () => {
  it('starts tomorrow until 19:59 and the day after tomorrow from 20:00', () => {
    expect(day(selectableDateRange(at(0, 0)).min)).toBe('2024-03-11');
    expect(day(selectableDateRange(at(18, 59)).min)).toBe('2024-03-11');
    expect(day(selectableDateRange(at(19, 0)).min)).toBe('2024-03-11');
    expect(day(selectableDateRange(at(19, 59)).min)).toBe('2024-03-11');
    expect(day(selectableDateRange(at(20, 0)).min)).toBe('2024-03-12');
    expect(day(selectableDateRange(at(23, 59)).min)).toBe('2024-03-12');
  });

  it('runs for 1825 days from the earliest day', () => {
    const { min, max } = selectableDateRange(at(10, 0));
    expect(max.diff(min, 'day') + 1).toBe(SELECTABLE_DAYS);
    expect(day(max)).toBe('2029-03-09');
    const late = selectableDateRange(at(20, 0));
    expect(day(late.max)).toBe('2029-03-10');
  });

  it('crosses month and year ends', () => {
    expect(day(selectableDateRange(new Date(2024, 11, 31, 21, 0)).min)).toBe('2025-01-02');
    expect(day(selectableDateRange(new Date(2024, 1, 28, 8, 0)).min)).toBe('2024-02-29');
  });

  it('uses the server attrs min/max when a field has them', () => {
    const b = dateFieldBounds('2020-01-01', '2020-12-31', at(10, 0));
    expect([day(b.min), day(b.max)]).toEqual(['2020-01-01', '2020-12-31']);
    const fallback = dateFieldBounds(undefined, 5, at(10, 0));
    expect([day(fallback.min), day(fallback.max)]).toEqual(['2024-03-11', '2029-03-09']);
  });
});
