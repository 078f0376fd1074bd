import { describe, expect, it } from 'vitest';
import {
  addDays,
  compactToIso,
  daysBetween,
  daysFrom,
  isoToCompact,
  isoToDisplayDate,
  isRealDay,
  daysUntil,
  readTypedDay,
} from './days';

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

describe('real days', () => {
  it('tells a day of the calendar from one that does not exist', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2023-02-29')).toBe(false);
    expect(isRealDay('2024-04-31')).toBe(false);
    expect(isRealDay('2024-13-10')).toBe(false);
    expect(isRealDay('2024-2-9')).toBe(false);
  });

  it('writes a day as DD/MM/YYYY', () => {
    expect(isoToDisplayDate('2024-02-29')).toBe('29/02/2024');
  });
});

describe('readTypedDay', () => {
  it('reads a day typed by hand or written by a date picker', () => {
    for (const text of ['04/12/2026', '4/12/2026', '04-12-2026', '4.12.2026', '04122026', ' 2026-12-04 '])
      expect(readTypedDay(text), text).toEqual({ day: '2026-12-04' });
  });

  it('says whether a text is not written as a day, or names no day', () => {
    for (const text of ['', 'mañana', '4/12/26', '2026/12/04', '2026-12-4', '04/12/2026 10:00'])
      expect(readTypedDay(text), text).toEqual({ problem: 'format' });
    for (const text of ['30/02/2026', '29/02/2027', '00/01/2026', '01/13/2026', '2026-02-30'])
      expect(readTypedDay(text), text).toEqual({ problem: 'invalid' });
  });

  it('counts the days from one day to another', () => {
    expect(daysUntil('2026-12-04', '2026-12-11')).toBe(7);
    expect(daysUntil('2027-03-27', '2027-03-29')).toBe(2);
    expect(daysUntil('2026-12-04', '2026-12-01')).toBe(-3);
  });
});
