import { describe, expect, it } from 'vitest';
import { fullPaymentDue, teamContactBy } from './deadlines';

describe('booking deadlines', () => {
  it('the team calls within two days of the request', () => {
    expect(teamContactBy('2026-11-30')).toBe('2026-12-02');
  });
  it('names a working day: a request on Thursday or Friday is answered by Monday', () => {
    expect(teamContactBy('2026-11-26')).toBe('2026-11-30'); // Thursday: Saturday → Monday
    expect(teamContactBy('2026-11-27')).toBe('2026-11-30'); // Friday: Sunday → Monday
    expect(teamContactBy('2026-11-28')).toBe('2026-11-30'); // Saturday: Monday
  });
  it('the whole price is due 30 days before departure, across a month end', () => {
    expect(fullPaymentDue('2027-03-15')).toBe('2027-02-13');
  });
});
