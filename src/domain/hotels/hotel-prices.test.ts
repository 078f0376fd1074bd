import { describe, expect, it } from 'vitest';
import { MONDAY, PARIS, rate, room, TWO } from './hotel-fixtures.test-helpers';
import {
  cancellationFeeOn,
  cancellationTerms,
  nightPrice,
  partyFactor,
  stayDiscount,
  stayQuote,
} from './hotel-prices';
import { easterSunday, seasonFactor, weekdayFactor } from './hotel-seasons';

const PUNTA_CANA = { kind: 'beach', latitude: 18.5601 } as const;
const FRIDAY = '2025-11-14';

describe('nightPrice', () => {
  it('is whole euros in cents, every night of two years', () => {
    for (let i = 0; i < 730; i += 1) {
      const night = new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10);
      expect(nightPrice(rate(), PARIS, night) % 100).toBe(0);
      expect(nightPrice(rate({ basePerNight: 8_700 }), PUNTA_CANA, night) % 100).toBe(0);
    }
  });

  it('is a pure function: the same rate, place and night give the same price', () => {
    expect(nightPrice(rate(), PARIS, '2026-05-12')).toBe(nightPrice(rate(), PARIS, '2026-05-12'));
  });

  it('stays within the season, weekday and a 3 % variation of the base', () => {
    const price = nightPrice(rate(), PARIS, MONDAY);
    const expected = 12_000 * seasonFactor(PARIS, MONDAY);
    expect(price).toBeGreaterThanOrEqual(Math.floor(expected * 0.97));
    expect(price).toBeLessThanOrEqual(Math.ceil(expected * 1.03) + 100);
  });

  it('follows the Caribbean seasons: Christmas and February dear, October cheap', () => {
    expect(seasonFactor(PUNTA_CANA, '2025-12-28')).toBeGreaterThan(seasonFactor(PUNTA_CANA, '2026-02-10'));
    expect(seasonFactor(PUNTA_CANA, '2026-02-10')).toBeGreaterThan(seasonFactor(PUNTA_CANA, '2026-08-10'));
    expect(seasonFactor(PUNTA_CANA, '2026-08-10')).toBeGreaterThan(seasonFactor(PUNTA_CANA, '2026-06-10'));
    expect(seasonFactor(PUNTA_CANA, '2026-06-10')).toBeGreaterThan(seasonFactor(PUNTA_CANA, '2026-10-10'));
    expect(nightPrice(rate(), PUNTA_CANA, '2026-02-10')).toBeGreaterThan(
      nightPrice(rate(), PUNTA_CANA, '2026-10-13'),
    );
  });

  it('treats Salvador de Bahia, south of the equator, as the Caribbean', () => {
    const salvador = { kind: 'city', latitude: -12.98 } as const;
    expect(seasonFactor(salvador, '2026-10-10')).toBe(seasonFactor(PUNTA_CANA, '2026-10-10'));
  });

  it('follows European cities’ seasons: spring and autumn high, August and January low', () => {
    expect(seasonFactor(PARIS, '2026-05-12')).toBeGreaterThan(seasonFactor(PARIS, '2026-08-11'));
    expect(seasonFactor(PARIS, '2026-10-06')).toBeGreaterThan(seasonFactor(PARIS, '2026-01-20'));
    expect(seasonFactor(PARIS, '2025-12-24')).toBeGreaterThan(seasonFactor(PARIS, '2025-12-02'));
    expect(seasonFactor(PARIS, '2025-12-31')).toBeGreaterThan(seasonFactor(PARIS, '2025-12-24'));
  });

  it('raises Holy Week, found by the computus', () => {
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(easterSunday(2025).toISOString().slice(0, 10)).toBe('2025-04-20');
    expect(easterSunday(2027).toISOString().slice(0, 10)).toBe('2027-03-28');
    expect(seasonFactor(PARIS, '2027-03-25')).toBeGreaterThan(seasonFactor(PARIS, '2027-03-10'));
    expect(seasonFactor(PUNTA_CANA, '2026-04-02')).toBeGreaterThan(seasonFactor(PUNTA_CANA, '2026-04-20'));
  });

  it('makes city hotels dearer on Friday and Saturday nights, beach resorts a little', () => {
    expect(weekdayFactor(PARIS, FRIDAY)).toBe(1.15);
    expect(weekdayFactor(PARIS, '2025-11-15')).toBe(1.15);
    expect(weekdayFactor(PARIS, '2025-11-16')).toBe(1);
    expect(weekdayFactor(PARIS, MONDAY)).toBe(1);
    expect(weekdayFactor(PUNTA_CANA, FRIDAY)).toBe(1.05);
    expect(nightPrice(rate(), PARIS, FRIDAY)).toBeGreaterThan(nightPrice(rate(), PARIS, '2025-11-13'));
  });
});

describe('stayQuote', () => {
  it('prices each night in whole euros and totals exactly their sum', () => {
    for (const [checkIn, checkOut] of [
      ['2026-03-01', '2026-03-04'],
      ['2026-07-20', '2026-08-09'],
      ['2025-12-20', '2026-01-02'],
    ] as const)
      for (const party of [TWO, { adults: 1, childAges: [] }, { adults: 2, childAges: [5] }]) {
        const quote = stayQuote(room(), rate({ basePerNight: 9_900 }), PUNTA_CANA, checkIn, checkOut, party)!;
        for (const night of quote.nights) expect(night.price % 100).toBe(0);
        expect(quote.total).toBe(quote.nights.reduce((sum, night) => sum + night.price, 0));
        expect(quote.perNight % 100).toBe(0);
        expect(quote.perNight).toBe(Math.ceil(quote.total / quote.nights.length / 100) * 100);
      }
  });

  it('has one night per date from check-in to the night before check-out', () => {
    const quote = stayQuote(room(), rate(), PARIS, '2026-02-27', '2026-03-02', TWO)!;
    expect(quote.nights.map((night) => night.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('charges two adults the night price, under a week', () => {
    const quote = stayQuote(room(), rate(), PARIS, MONDAY, '2025-11-13', TWO)!;
    expect(quote.nights.map((night) => night.price)).toEqual(
      ['2025-11-10', '2025-11-11', '2025-11-12'].map((night) => nightPrice(rate(), PARIS, night)),
    );
  });

  it('gives nothing for a stay without nights', () => {
    expect(stayQuote(room(), rate(), PARIS, MONDAY, MONDAY, TWO)).toBeNull();
    expect(stayQuote(room(), rate(), PARIS, MONDAY, '2025-11-09', TWO)).toBeNull();
  });

  it('takes 8 % off every night from 7 nights and 12 % from 14, nothing at 6 or 13 more', () => {
    expect([6, 7, 13, 14, 21].map(stayDiscount)).toEqual([1, 0.92, 0.92, 0.88, 0.88]);
    const flat = rate({ basePerNight: 10_000 });
    // The first night of a stay on the same Monday, priced as the stay's length says.
    const firstNight = (nights: number) =>
      stayQuote(room(), flat, PARIS, MONDAY, addNights(MONDAY, nights), TWO)!.nights[0]!.price;
    const full = nightPrice(flat, PARIS, MONDAY);
    expect(firstNight(6)).toBe(full);
    expect(firstNight(7)).toBeLessThan(full);
    expect(firstNight(7)).toBe(firstNight(13));
    expect(firstNight(14)).toBeLessThan(firstNight(13));
    expect(firstNight(7) / full).toBeCloseTo(0.92, 1);
    expect(firstNight(14) / full).toBeCloseTo(0.88, 1);
  });

  it('prices the party: one adult 80 %, a third adult +30 %, a child of 2–11 +25 %, infants free', () => {
    expect(partyFactor(TWO)).toBe(1);
    expect(partyFactor({ adults: 1, childAges: [] })).toBe(0.8);
    expect(partyFactor({ adults: 3, childAges: [] })).toBeCloseTo(1.3);
    expect(partyFactor({ adults: 2, childAges: [7] })).toBeCloseTo(1.25);
    expect(partyFactor({ adults: 2, childAges: [1] })).toBe(1);
    expect(partyFactor({ adults: 2, childAges: [12] })).toBeCloseTo(1.3);
    expect(partyFactor({ adults: 2, childAges: [11, 2, 0] })).toBeCloseTo(1.5);
    expect(partyFactor({ adults: 1, childAges: [4] })).toBeCloseTo(1.05);
  });

  it('charges those factors on each night, rounded up once', () => {
    const flat = rate({ basePerNight: 10_000 });
    const twoAdults = stayQuote(room(), flat, PARIS, MONDAY, '2025-11-11', TWO)!.total;
    const withInfant = stayQuote(room(), flat, PARIS, MONDAY, '2025-11-11', { adults: 2, childAges: [1] })!;
    const withChild = stayQuote(room(), flat, PARIS, MONDAY, '2025-11-11', { adults: 2, childAges: [8] })!;
    const alone = stayQuote(room(), flat, PARIS, MONDAY, '2025-11-11', { adults: 1, childAges: [] })!;
    expect(withInfant.total).toBe(twoAdults);
    // The two-adult night was itself rounded up: the unrounded price is within a euro below it.
    expect(withChild.total).toBeGreaterThanOrEqual((twoAdults - 100) * 1.25);
    expect(withChild.total).toBeLessThanOrEqual(twoAdults * 1.25 + 100);
    expect(alone.total).toBeGreaterThanOrEqual(twoAdults * 0.8 - 100);
    expect(alone.total).toBeLessThanOrEqual(twoAdults * 0.8 + 100);
  });

  it('refuses a party that does not fit, but lets an infant sleep in a cot', () => {
    const double = room({ maxAdults: 2, maxChildren: 1, maxOccupancy: 3 });
    const quote = (adults: number, childAges: number[]) =>
      stayQuote(double, rate(), PARIS, MONDAY, '2025-11-12', { adults, childAges });
    expect(quote(3, [])).toBeNull();
    expect(quote(2, [4, 6])).toBeNull();
    expect(quote(2, [4])).not.toBeNull();
    expect(quote(2, [4, 1])).not.toBeNull();
    expect(quote(0, [9])).toBeNull();
    const single = room({ code: 'SGL', maxAdults: 1, maxChildren: 0, maxOccupancy: 1 });
    expect(
      stayQuote(single, rate(), PARIS, MONDAY, '2025-11-12', { adults: 1, childAges: [] }),
    ).not.toBeNull();
    expect(stayQuote(single, rate(), PARIS, MONDAY, '2025-11-12', { adults: 1, childAges: [3] })).toBeNull();
    const family = room({ maxAdults: 3, maxChildren: 3, maxOccupancy: 4 });
    expect(
      stayQuote(family, rate(), PARIS, MONDAY, '2025-11-12', { adults: 2, childAges: [3, 5, 8] }),
    ).toBeNull();
    expect(
      stayQuote(family, rate(), PARIS, MONDAY, '2025-11-12', { adults: 1, childAges: [3, 5, 8] }),
    ).not.toBeNull();
  });

  it('counts a child of 12 or more as a child for the room, as an adult for the price', () => {
    const double = room({ maxAdults: 2, maxChildren: 1, maxOccupancy: 3 });
    expect(
      stayQuote(double, rate(), PARIS, MONDAY, '2025-11-11', { adults: 2, childAges: [14] }),
    ).not.toBeNull();
  });
});

describe('cancellationTerms', () => {
  it('charges all of a non-refundable rate, from the start', () => {
    const terms = cancellationTerms(
      rate({ refundable: false, freeCancellationDays: 0, cancellationFeePercent: 100 }),
      '2026-03-10',
      123_400,
    );
    expect(terms).toEqual({ refundable: false, freeUntil: null, fee: 123_400 });
    expect(cancellationFeeOn(terms, '2026-01-01')).toBe(123_400);
  });

  it('is free up to and including the last free day, then the fee to the cent', () => {
    const terms = cancellationTerms(
      rate({ freeCancellationDays: 7, cancellationFeePercent: 35 }),
      '2026-03-10',
      123_400,
    );
    expect(terms).toEqual({ refundable: true, freeUntil: '2026-03-03', fee: 43_190 });
    expect(cancellationFeeOn(terms, '2026-03-02')).toBe(0);
    expect(cancellationFeeOn(terms, '2026-03-03')).toBe(0);
    expect(cancellationFeeOn(terms, '2026-03-04')).toBe(43_190);
    expect(cancellationTerms(rate({ cancellationFeePercent: 15 }), '2026-03-10', 12_345).fee).toBe(1852);
  });

  it('crosses months and years back from check-in', () => {
    expect(cancellationTerms(rate({ freeCancellationDays: 14 }), '2026-01-05', 100).freeUntil).toBe(
      '2025-12-22',
    );
  });
});

function addNights(day: string, nights: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10);
}
