import { describe, expect, it } from 'vitest';
import { extrasTotal, offerTotal, pricePerPersonWithExtras } from './extras';
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

  it('charges an excursion priced in cents at whole euros, rounded up, as the offer shows it', () => {
    const result = extrasTotal([{ id: 3, name: 'Saona', day: '2026-12-05', pricePerPerson: 4_050 }], {
      adults: 2,
      children: 0,
    });
    expect(result.lines[0]).toMatchObject({ pricePerPerson: 4_100, total: 8_200 });
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

  it('adds the excursions to the package for the total, and shares it among the paying travellers', () => {
    const breakdown = { totalGeneral: 260_600, travellers: { adults: 2, children: 1 } };
    const extras = extrasTotal([{ id: 1, name: 'Catamarán', day: '2026-12-03', pricePerPerson: 5200 }], {
      adults: 2,
      children: 1,
    });
    expect(offerTotal(breakdown, undefined)).toBe(260_600);
    expect(offerTotal(breakdown, extras)).toBe(260_600 + 15_600);
    expect(pricePerPersonWithExtras(breakdown, extras)).toBe(92_100); // 920.67 € rounded up
  });
});
