import { describe, expect, it } from 'vitest';
import { MONDAY, PARIS, rate, room, TWO } from './hotel-fixtures.test-helpers';
import { hotelOptions } from './hotel-offer';
import { stayQuote } from './hotel-prices';

const THURSDAY = '2025-11-13';
/** The day the options are asked for: well before every free-cancellation deadline. */
const BOOKED_ON = '2025-10-01';

const refundableAd = rate({ supplier: 'WBD', basePerNight: 10_000, allotment: 2 });
const nonRefundableAd = rate({
  supplier: 'RST',
  basePerNight: 9_000,
  refundable: false,
  freeCancellationDays: 0,
  cancellationFeePercent: 100,
  allotment: 2,
});
const hotel = {
  rooms: [
    room({
      code: 'DBL',
      rates: [refundableAd, nonRefundableAd, rate({ mealPlan: 'MP', basePerNight: 13_000 })],
    }),
    room({
      code: 'FAM',
      maxAdults: 3,
      maxChildren: 3,
      maxOccupancy: 5,
      rates: [rate({ basePerNight: 15_000 })],
    }),
  ],
};
const plenty = () => 10;
/** Nothing booked yet: each rate's whole allotment is left. */
const allotments = (code: string, supplier: string) =>
  hotel.rooms.find((r) => r.code === code)?.rates.find((r) => r.supplier === supplier)?.allotment ?? 0;
const summary = (options: ReturnType<typeof hotelOptions>) =>
  options.map((option) => [
    option.mealPlan,
    option.refundable,
    option.rooms.map((r) => `${r.roomCode} ${r.supplier}`),
  ]);

describe('a hotel’s options for a party', () => {
  it('gives each meal plan’s cheapest rooms, and the cheapest that can all be cancelled free, cheapest first', () => {
    const options = hotelOptions(
      hotel,
      PARIS,
      MONDAY,
      THURSDAY,
      [TWO, { adults: 2, childAges: [4, 6, 9] }],
      plenty,
      BOOKED_ON,
    );
    // No half-board option: the family room has none.
    expect(summary(options)).toEqual([
      ['AD', false, ['DBL RST', 'FAM HBD']],
      ['AD', true, ['DBL WBD', 'FAM HBD']],
    ]);
    const [cheapest] = options;
    expect(cheapest!.total).toBe(cheapest!.rooms[0]!.total + cheapest!.rooms[1]!.total);
    expect(cheapest!.rooms[0]!.total).toBe(
      stayQuote(hotel.rooms[0]!, nonRefundableAd, PARIS, MONDAY, THURSDAY, TWO)!.total,
    );
    expect(cheapest!.rooms.map((r) => r.roomNumber)).toEqual([1, 2]);
  });

  it('counts each rate’s rooms left, the party’s own included', () => {
    const options = hotelOptions(hotel, PARIS, MONDAY, THURSDAY, [TWO, TWO, TWO], allotments, BOOKED_ON);
    expect(options[0]!.rooms.map((r) => r.supplier)).toEqual(['RST', 'RST', 'WBD']);
    const lastRoom = hotelOptions(
      hotel,
      PARIS,
      MONDAY,
      THURSDAY,
      [TWO, TWO],
      (code, supplier) => (code === 'DBL' && supplier === 'RST' ? 1 : 0),
      BOOKED_ON,
    );
    expect(lastRoom).toEqual([]);
  });

  it('prefers a refundable rate at the same price', () => {
    const same = {
      rooms: [room({ rates: [rate({ refundable: false }), rate({ allotment: 3 })] })],
    };
    const [first] = hotelOptions(same, PARIS, MONDAY, THURSDAY, [TWO], plenty, BOOKED_ON);
    expect(first).toMatchObject({ refundable: true, rooms: [{ supplier: 'HBD', refundable: true }] });
  });

  it('gives nothing when a requested room fits nowhere', () => {
    expect(
      hotelOptions(hotel, PARIS, MONDAY, THURSDAY, [TWO, { adults: 4, childAges: [] }], plenty, BOOKED_ON),
    ).toEqual([]);
  });

  it('says a refundable rate is no longer free to cancel once its free days are past, and until when it is', () => {
    const [early] = hotelOptions(hotel, PARIS, MONDAY, THURSDAY, [TWO], plenty, BOOKED_ON).filter(
      (o) => o.refundable,
    );
    // WBD's refundable double: free until 7 days before check-in.
    expect(early).toMatchObject({
      refundable: true,
      freeUntil: '2025-11-03',
      rooms: [{ supplier: 'WBD', freeUntil: '2025-11-03' }],
    });
    const late = hotelOptions(hotel, PARIS, MONDAY, THURSDAY, [TWO], plenty, '2025-11-04');
    expect(late.filter((o) => o.refundable)).toEqual([]);
    expect(late.every((o) => o.freeUntil === null && o.rooms.every((r) => r.freeUntil === null))).toBe(true);
    // Past its free days a refundable rate costs its fee (35 %), not the whole stay as a non-refundable one does.
    const [wbd] = hotelOptions(
      { rooms: [room({ rates: [refundableAd] })] },
      PARIS,
      MONDAY,
      THURSDAY,
      [TWO],
      plenty,
      '2025-11-04',
    )[0]!.rooms;
    expect(wbd).toMatchObject({ refundable: false, freeUntil: null });
    expect(wbd!.cancellationFee).toBe(Math.round(wbd!.total * 0.35));
    const rst = late.flatMap((o) => o.rooms).find((r) => r.supplier === 'RST')!;
    expect(rst.cancellationFee).toBe(rst.total);
  });
});
