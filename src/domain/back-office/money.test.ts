import { describe, expect, it } from 'vitest';
import { parseEuros } from './money';

describe('parseEuros reads an amount the way the team types it', () => {
  it.each([
    ['1250', 125_000],
    ['1.250,50', 125_050],
    ['1,250.50', 125_050],
    ['1250,5', 125_050],
    ['1250.05', 125_005],
    ['1 250 €', 125_000],
    ['€90', 9_000],
    ['0,99', 99],
    ['12.000', 1_200_000],
  ])('%s is %i cents', (typed, cents) => {
    expect(parseEuros(typed)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.25.0', '12,3456', '1e5', '999999999', '12..5', '0,001', '0.500'])(
    '%s is not an amount',
    (typed) => {
      expect(parseEuros(typed)).toBeUndefined();
    },
  );
});
