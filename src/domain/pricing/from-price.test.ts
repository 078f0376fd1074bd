import { describe, expect, it } from 'vitest';
import { fromPricePerPerson } from './from-price';

describe('fromPricePerPerson', () => {
  it('adds the taxes per person to the day’s double-room price', () => {
    expect(fromPricePerPerson(95_000, 4_500)).toBe(99_500);
  });

  it('rounds each part up as the engine charges it, so the "from" is an adult’s price in that room', () => {
    // 973,40 + 20,10 + 159,35 = 1.152,85 €, but charged 974 + 21 + 160 = 1.155 €.
    expect(fromPricePerPerson(97_340, 15_935, 2_010)).toBe(115_500);
  });
});
