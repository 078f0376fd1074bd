import { describe, expect, it } from 'vitest';
import { promiseState, promiseWhen } from './promise';

describe('the 48-hour promise', () => {
  // 20:00 in Madrid (UTC+1 in winter).
  const now = new Date('2026-11-28T19:00:00Z');

  it('is overdue once its moment has passed, due today until Madrid’s midnight, later after it', () => {
    expect(promiseWhen('2026-11-28T18:59:00Z', now)).toBe('overdue');
    expect(promiseWhen('2026-11-28T22:59:00Z', now)).toBe('today');
    // 00:01 on the 29th in Madrid, still the 28th in UTC: already tomorrow for the team.
    expect(promiseWhen('2026-11-28T23:01:00Z', now)).toBe('later');
    expect(promiseWhen('2026-11-30T10:00:00Z', now)).toBe('later');
  });

  it('counts the time left, or overdue, in hours and minutes', () => {
    expect(promiseState('2026-11-28T21:30:00Z', now)).toEqual({ overdue: false, hours: 2, minutes: 30 });
    expect(promiseState('2026-11-28T18:00:00Z', now)).toEqual({ overdue: true, hours: 1, minutes: 0 });
  });
});
