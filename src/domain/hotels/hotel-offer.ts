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

/** A way to lodge the whole party: one offer per requested room, all on one meal plan and one refund policy. */
export interface HotelOption {
  mealPlan: MealPlanCode;
  refundable: boolean;
  rooms: RoomOffer[];
  total: number;
}

/** How many rooms of a rate are still free on every night of the stay. */
export type RoomsLeft = (roomCode: string, supplier: HotelSupplier) => number;

/**
 * The hotel's options for a party: for each meal plan and refund policy it sells, the cheapest
 * rooms that lodge every requested room, taking each rate's rooms left into account (two requested
 * rooms on the last free room of a rate get it once). Cheapest option first; none when the hotel
 * cannot lodge the party.
 *
 * Each requested room, in order, takes the cheapest room and rate that fits it and still has a room
 * left: simple, and the same answer for the same stock, which is what the booking prices again.
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
  const policies = new Map<string, { mealPlan: MealPlanCode; refundable: boolean }>();
  for (const { rate } of candidates)
    policies.set(`${rate.mealPlan}|${rate.refundable}`, {
      mealPlan: rate.mealPlan,
      refundable: rate.refundable,
    });

  const options: HotelOption[] = [];
  for (const policy of policies.values()) {
    const taken = new Map<string, number>();
    const rooms: RoomOffer[] = [];
    for (const [index] of party.entries()) {
      let best: { candidate: (typeof candidates)[number]; total: number } | null = null;
      for (const candidate of candidates) {
        const { room, rate } = candidate;
        if (rate.mealPlan !== policy.mealPlan || rate.refundable !== policy.refundable) continue;
        const quote = candidate.quotes[index];
        if (!quote) continue;
        const key = `${room.code}|${rate.supplier}`;
        if (roomsLeft(room.code, rate.supplier) - (taken.get(key) ?? 0) <= 0) continue;
        if (!best || quote.total < best.total) best = { candidate, total: quote.total };
      }
      if (!best) break;
      const { room, rate } = best.candidate;
      const key = `${room.code}|${rate.supplier}`;
      taken.set(key, (taken.get(key) ?? 0) + 1);
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
    if (rooms.length === party.length)
      options.push({ ...policy, rooms, total: rooms.reduce((sum, room) => sum + room.total, 0) });
  }
  return options.sort((a, b) => a.total - b.total || Number(b.refundable) - Number(a.refundable));
}
