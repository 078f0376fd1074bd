import type { BedBankCity, BedBankHotel, BedBankText, HotelSupplier, RoomParty } from './bed-bank';
import type { MealPlanCode } from '../catalogue/offer-filters';
import { cancellationTerms, freeCancellationUntil, stayQuote } from './hotel-prices';

/** One requested room, as the hotel would sell it: its room type and a supplier's rate. */
export interface RoomOffer {
  /** The requested room it is for, from 1. */
  roomNumber: number;
  roomCode: string;
  roomName: BedBankText;
  supplier: HotelSupplier;
  mealPlan: MealPlanCode;
  /** Free to cancel, as booked today: a refundable rate whose free days are not past yet. */
  refundable: boolean;
  /** The last day to cancel free; null when `refundable` is false. */
  freeUntil: string | null;
  freeCancellationDays: number;
  cancellationFeePercent: number;
  /** What cancelling costs once it is not free (all of it for a non-refundable rate), in cents to the cent. */
  cancellationFee: number;
  remarks: BedBankText;
  /** The stay in this room, in cents (whole euros: the sum of its nights). */
  total: number;
}

/** A way to lodge the whole party: one offer per requested room, all on one meal plan; refundable when every room is. */
export interface HotelOption {
  mealPlan: MealPlanCode;
  refundable: boolean;
  /** The last day every room can be cancelled free (the earliest of theirs); null unless refundable. */
  freeUntil: string | null;
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
 * left (on equal prices one free to cancel, then the hotel's order). A refundable rate whose free
 * days are past on `today` is not free to cancel any more: the option says so: simple, and the same answer for
 * the same stock, which is what the booking prices again.
 */
export function hotelOptions(
  hotel: Pick<BedBankHotel, 'rooms'>,
  city: Pick<BedBankCity, 'kind' | 'latitude'>,
  checkIn: string,
  checkOut: string,
  party: readonly RoomParty[],
  roomsLeft: RoomsLeft,
  today: string,
): HotelOption[] {
  const candidates = hotel.rooms.flatMap((room) =>
    room.rates.map((rate) => ({
      room,
      rate,
      freeUntil: freeCancellationUntil(rate, checkIn, today),
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
          (quote.total === best.total && candidate.freeUntil !== null && best.candidate.freeUntil === null);
        if (better) best = { candidate, total: quote.total };
      }
      if (!best) return null;
      const { room, rate, freeUntil } = best.candidate;
      taken.set(best.candidate, (taken.get(best.candidate) ?? 0) + 1);
      rooms.push({
        roomNumber: index + 1,
        roomCode: room.code,
        roomName: room.name,
        supplier: rate.supplier,
        mealPlan: rate.mealPlan,
        refundable: freeUntil !== null,
        freeUntil,
        freeCancellationDays: rate.freeCancellationDays,
        cancellationFeePercent: rate.cancellationFeePercent,
        cancellationFee: cancellationTerms(rate, checkIn, best.total).fee,
        remarks: rate.remarks,
        total: best.total,
      });
    }
    return rooms;
  };
  const option = (mealPlan: MealPlanCode, rooms: RoomOffer[]): HotelOption => ({
    mealPlan,
    refundable: rooms.every((room) => room.refundable),
    freeUntil: rooms.every((room) => room.refundable)
      ? rooms.map((room) => room.freeUntil!).reduce((earliest, day) => (day < earliest ? day : earliest))
      : null,
    rooms,
    total: rooms.reduce((sum, room) => sum + room.total, 0),
  });

  const options: HotelOption[] = [];
  for (const mealPlan of new Set(candidates.map(({ rate }) => rate.mealPlan))) {
    const cheapest = lodge(({ rate }) => rate.mealPlan === mealPlan);
    if (!cheapest) continue;
    options.push(option(mealPlan, cheapest));
    if (cheapest.every((room) => room.refundable)) continue;
    const refundable = lodge(({ rate, freeUntil }) => rate.mealPlan === mealPlan && freeUntil !== null);
    if (refundable) options.push(option(mealPlan, refundable));
  }
  return options.sort((a, b) => a.total - b.total || Number(b.refundable) - Number(a.refundable));
}
