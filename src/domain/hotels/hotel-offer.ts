import type { BedBankCity, BedBankHotel, BedBankText, HotelSupplier, RoomParty } from './bed-bank';
import type { MealPlanCode } from '../catalogue/offer-filters';
import { stayQuote } from './hotel-prices';

/** One requested room, as the hotel would sell it: its room type and a supplier's rate. */
export interface RoomOffer {
  /** The requested room it is for, from 1. */
  roomNumber: number;
  roomCode: string;
  roomName: BedBankText;
  supplier: HotelSupplier;
  mealPlan: MealPlanCode;
  refundable: boolean;
  freeCancellationDays: number;
  cancellationFeePercent: number;
  remarks: BedBankText;
  /** The stay in this room, in cents (whole euros: the sum of its nights). */
  total: number;
}

/** A way to lodge the whole party: one offer per requested room, all on one meal plan; refundable when every room is. */
export interface HotelOption {
  mealPlan: MealPlanCode;
  refundable: boolean;
  rooms: RoomOffer[];
  total: number;
}

/** How many rooms of a rate are still free on every night of the stay. */
export type RoomsLeft = (roomCode: string, supplier: HotelSupplier) => number;

/**
 * The hotel's options for a party: for each meal plan it sells, the cheapest rooms that lodge every
 * requested room on it, and, when some of those rooms cannot be cancelled free, the cheapest that
 * all can. Each rate's rooms left are counted (two requested rooms on the last free room of a rate
 * get it once). Cheapest option first; none when the hotel cannot lodge the party.
 *
 * Each requested room, in order, takes the cheapest room and rate that fits it and still has a room
 * left (on equal prices a refundable rate, then the hotel's order): simple, and the same answer for
 * the same stock, which is what the booking prices again.
 */
export function hotelOptions(
  hotel: Pick<BedBankHotel, 'rooms'>,
  city: Pick<BedBankCity, 'kind' | 'latitude'>,
  checkIn: string,
  checkOut: string,
  party: readonly RoomParty[],
  roomsLeft: RoomsLeft,
): HotelOption[] {
  const candidates = hotel.rooms.flatMap((room) =>
    room.rates.map((rate) => ({
      room,
      rate,
      quotes: party.map((roomParty) => stayQuote(room, rate, city, checkIn, checkOut, roomParty)),
    })),
  );
  type Candidate = (typeof candidates)[number];

  const lodge = (accepts: (candidate: Candidate) => boolean): RoomOffer[] | null => {
    const taken = new Map<Candidate, number>();
    const rooms: RoomOffer[] = [];
    for (const index of party.keys()) {
      let best: { candidate: Candidate; total: number } | null = null;
      for (const candidate of candidates) {
        const quote = candidate.quotes[index];
        if (!quote || !accepts(candidate)) continue;
        if (roomsLeft(candidate.room.code, candidate.rate.supplier) - (taken.get(candidate) ?? 0) <= 0)
          continue;
        const better =
          !best ||
          quote.total < best.total ||
          (quote.total === best.total && candidate.rate.refundable && !best.candidate.rate.refundable);
        if (better) best = { candidate, total: quote.total };
      }
      if (!best) return null;
      const { room, rate } = best.candidate;
      taken.set(best.candidate, (taken.get(best.candidate) ?? 0) + 1);
      rooms.push({
        roomNumber: index + 1,
        roomCode: room.code,
        roomName: room.name,
        supplier: rate.supplier,
        mealPlan: rate.mealPlan,
        refundable: rate.refundable,
        freeCancellationDays: rate.freeCancellationDays,
        cancellationFeePercent: rate.cancellationFeePercent,
        remarks: rate.remarks,
        total: best.total,
      });
    }
    return rooms;
  };
  const option = (mealPlan: MealPlanCode, rooms: RoomOffer[]): HotelOption => ({
    mealPlan,
    refundable: rooms.every((room) => room.refundable),
    rooms,
    total: rooms.reduce((sum, room) => sum + room.total, 0),
  });

  const options: HotelOption[] = [];
  for (const mealPlan of new Set(candidates.map(({ rate }) => rate.mealPlan))) {
    const cheapest = lodge(({ rate }) => rate.mealPlan === mealPlan);
    if (!cheapest) continue;
    options.push(option(mealPlan, cheapest));
    if (cheapest.every((room) => room.refundable)) continue;
    const refundable = lodge(({ rate }) => rate.mealPlan === mealPlan && rate.refundable);
    if (refundable) options.push(option(mealPlan, refundable));
  }
  return options.sort((a, b) => a.total - b.total || Number(b.refundable) - Number(a.refundable));
}
