import { describe, expect, it } from 'vitest';
import { fullPaymentDue, teamContactBy } from './deadlines';

describe('booking deadlines', () => {
  it('the team calls within two days of the request', () => {
    expect(teamContactBy('2026-11-30')).toBe('2026-12-02');
  });
  it('the whole price is due 30 days before departure, across a month end', () => {
    expect(fullPaymentDue('2027-03-15')).toBe('2027-02-13');
  });
});
