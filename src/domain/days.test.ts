import { describe, expect, it } from 'vitest';
import { addDays, compactToIso, daysBetween, daysFrom, isoToCompact } from './days';

describe('days', () => {
  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-28', -7)).toBe('2026-11-21');
  });

  it('lists consecutive days, both ends included', () => {
    expect(daysFrom('2026-12-30', 3)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(daysBetween('2026-12-01', '2026-12-03')).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(daysBetween('2026-12-03', '2026-12-01')).toEqual([]);
  });

  it('converts between YYYYMMDD and ISO days', () => {
    expect(compactToIso('20261205')).toBe('2026-12-05');
    expect(compactToIso('2026-12-05')).toBeUndefined();
    expect(compactToIso(null)).toBeUndefined();
    expect(isoToCompact('2026-12-05')).toBe('20261205');
  });
});
