import { describe, expect, it } from 'vitest';
import { fromPricePerPerson } from './from-price';

describe('fromPricePerPerson', () => {
  it('adds the taxes per person to the day’s double-room price', () => {
    expect(fromPricePerPerson(95_000, 4_500)).toBe(99_500);
  });
});
