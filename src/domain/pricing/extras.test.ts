import { describe, expect, it } from 'vitest';
import { extrasTotal } from './extras';
import { PricingInputError } from './types';

describe('excursions', () => {
  it('charges each traveller aged 2 or more and lets babies go free', () => {
    const result = extrasTotal(
      [
        { id: 1, name: 'Catamarán', day: '2026-12-03', pricePerPerson: 6500 },
        { id: 2, name: 'Ciudad', day: '2026-12-04', pricePerPerson: 4000 },
      ],
      { adults: 2, children: 1 },
    );
    expect(result.lines.map((line) => line.total)).toEqual([19500, 12000]);
    expect(result.total).toBe(31500);
  });

  it('is zero without excursions and refuses bad input', () => {
    expect(extrasTotal([], { adults: 1, children: 0 }).total).toBe(0);
    expect(() => extrasTotal([], { adults: 0, children: 0 })).toThrow(PricingInputError);
    expect(() =>
      extrasTotal([{ id: 1, name: 'x', day: '2026-12-03', pricePerPerson: 10.5 }], {
        adults: 1,
        children: 0,
      }),
    ).toThrow(PricingInputError);
  });
});
