import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_COSTS,
  cancellationBand,
  daysBeforeDeparture,
  estimatedCancellationCost,
} from './cancellation-costs';

describe('cancellation costs', () => {
  it('counts calendar days to the departure', () => {
    expect(daysBeforeDeparture('2026-11-24', '2026-12-04')).toBe(10);
    expect(daysBeforeDeparture('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBeforeDeparture('2026-11-24', '2026-11-20')).toBe(-4);
  });

  it('covers every day from 0 upwards with exactly one band', () => {
    for (let days = 0; days <= 400; days++) {
      const covering = CANCELLATION_COSTS.filter(
        (band) => days >= band.fromDays && (band.toDays === null || days <= band.toDays),
      );
      expect(covering).toHaveLength(1);
      expect(cancellationBand(days)).toBe(covering[0]);
    }
  });

  it('charges more the closer the departure', () => {
    expect([60, 31, 30, 16, 15, 10, 7, 6, 3, 2, 0].map((days) => cancellationBand(days).percent)).toEqual([
      5, 5, 15, 15, 50, 50, 50, 75, 75, 100, 100,
    ]);
    expect(cancellationBand(-3).percent).toBe(100);
  });

  it('estimates half of a 2,345.50 EUR trip ten days before departure, to the cent', () => {
    expect(estimatedCancellationCost(234_550, 10)).toMatchObject({ cents: 117_275, daysLeft: 10 });
    // 5 % of 1.712 € is 85,60 €, not 86 €.
    expect(estimatedCancellationCost(171_200, 40).cents).toBe(8_560);
    expect(estimatedCancellationCost(3, 20).cents).toBe(0); // 15 % of 3 cents is 0,45 of a cent: nothing
    expect(estimatedCancellationCost(234_550, 10).band.percent).toBe(50);
  });
});
