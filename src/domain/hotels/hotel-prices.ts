import { addDays, daysBetween } from '../days';
import { hashUnit } from '../random';
import type { HotelRate, HotelRoom, RoomParty } from './bed-bank';
import { seasonFactor, weekdayFactor, type SeasonPlace } from './hotel-seasons';

/**
 * The bed bank's prices (issue 30) as pure functions of a rate, the place and the dates, so any
 * server or page computes the same figure without storing a calendar. Amounts are in cents; every
 * night's price is whole euros, rounded up once, so a stay's total is exactly the sum of its nights.
 */

/** A rate's price moves by up to this much either way from one night to another, as suppliers' do. */
const NIGHTLY_VARIATION = 0.03;

/** Length-of-stay discounts on every night: the longest the stay reaches applies. */
const STAY_DISCOUNTS: readonly [fromNights: number, factor: number][] = [
  [14, 0.88],
  [7, 0.92],
];

/** A rate is for two adults; each pays half of it (a person's share). */
const PERSON_SHARE = 0.5;
/** One adult alone pays this much of the two-adult rate. */
const SINGLE_USE = 0.8;
/** A third (or fourth) adult pays this much of a person's share. */
const EXTRA_ADULT = 0.6;
/** A child of 2 to 11 pays this much of an adult's share; the rates carry no free-child offer. */
const CHILD = 0.5;
/** Under this age a child sleeps in a cot, free and not counted in the room's occupancy. */
export const INFANT_UNTIL = 2;
/** From this age a child pays as an adult (but still counts as a child for the room's limits). */
export const ADULT_PRICE_FROM = 12;

const wholeEurosUp = (cents: number) => Math.ceil(Math.round(cents) / 100) * 100;

/** A night's price before rounding: the rate moved by season, night of the week and the supplier's own variation. */
function nightValue(rate: HotelRate, place: SeasonPlace, night: string): number {
  const variation =
    1 + (hashUnit(`${rate.supplier}:${rate.basePerNight}:${night}`) * 2 - 1) * NIGHTLY_VARIATION;
  return rate.basePerNight * seasonFactor(place, night) * weekdayFactor(place, night) * variation;
}

/**
 * A stay's price per night as shown beside its total: the total over the nights, rounded up to
 * whole euros (a display figure; the total is what is booked).
 */
export function perNightPrice(total: number, nights: number): number {
  return wholeEurosUp(total / Math.max(1, nights));
}

/** The price of one night (ISO date) for the room and two adults, in cents: whole euros. */
export function nightPrice(rate: HotelRate, city: SeasonPlace, night: string): number {
  return wholeEurosUp(nightValue(rate, city, night));
}

/** Whether a party fits a room: infants under 2 sleep in a cot and count for nothing. */
export function partyFits(
  room: Pick<HotelRoom, 'maxAdults' | 'maxChildren' | 'maxOccupancy'>,
  party: RoomParty,
) {
  const children = party.childAges.filter((age) => age >= INFANT_UNTIL).length;
  return (
    party.adults >= 1 &&
    party.adults <= room.maxAdults &&
    children <= room.maxChildren &&
    party.adults + children <= room.maxOccupancy
  );
}

/**
 * What a party pays of the two-adult rate: one adult 80 %; a third adult and more 60 % of a
 * person's share each; children of 12 or more as adults; children of 2 to 11 half an adult's
 * share; infants nothing.
 */
export function partyFactor(party: RoomParty): number {
  const payingAdults = party.adults + party.childAges.filter((age) => age >= ADULT_PRICE_FROM).length;
  const children = party.childAges.filter((age) => age >= INFANT_UNTIL && age < ADULT_PRICE_FROM).length;
  const adults =
    payingAdults === 1 ? SINGLE_USE : 1 + Math.max(0, payingAdults - 2) * EXTRA_ADULT * PERSON_SHARE;
  return adults + children * CHILD * PERSON_SHARE;
}

export function stayDiscount(nights: number): number {
  return STAY_DISCOUNTS.find(([fromNights]) => nights >= fromNights)?.[1] ?? 1;
}

export interface StayQuote {
  nights: { date: string; price: number }[];
  /** Cents: the sum of the nights' prices. */
  total: number;
  /**
   * Cents: the total divided by the nights, rounded up to whole euros. A display figure ("from
   * 85 € a night"): it times the nights may exceed the total by less than a euro a night.
   */
  perNight: number;
}

/**
 * A party's stay in a room at a rate, night by night from `checkIn` to the night before
 * `checkOut`: each night's two-adult price times the party's share and the length-of-stay
 * discount, rounded up to whole euros once. Null when the party does not fit the room or the
 * dates give no night.
 */
export function stayQuote(
  room: HotelRoom,
  rate: HotelRate,
  city: SeasonPlace,
  checkIn: string,
  checkOut: string,
  party: RoomParty,
): StayQuote | null {
  if (!partyFits(room, party) || checkOut <= checkIn) return null;
  const dates = daysBetween(checkIn, addDays(checkOut, -1));
  const factor = partyFactor(party) * stayDiscount(dates.length);
  const nights = dates.map((date) => ({ date, price: wholeEurosUp(nightValue(rate, city, date) * factor) }));
  const total = nights.reduce((sum, night) => sum + night.price, 0);
  return { nights, total, perNight: perNightPrice(total, nights.length) };
}

export interface CancellationTerms {
  refundable: boolean;
  /** The last day (ISO) to cancel free of charge; null for a non-refundable rate. */
  freeUntil: string | null;
  /** Cents, to the cent: what cancelling costs after `freeUntil` (a non-refundable rate: the total). */
  fee: number;
}

export function cancellationTerms(
  rate: Pick<HotelRate, 'refundable' | 'freeCancellationDays' | 'cancellationFeePercent'>,
  checkIn: string,
  total: number,
): CancellationTerms {
  if (!rate.refundable) return { refundable: false, freeUntil: null, fee: total };
  return {
    refundable: true,
    freeUntil: addDays(checkIn, -rate.freeCancellationDays),
    fee: Math.round((total * rate.cancellationFeePercent) / 100),
  };
}

/**
 * The last day (ISO) a rate can still be cancelled free for a stay from `checkIn`, or null when it
 * cannot be any more (a non-refundable rate, or its free days already past on `today`).
 */
export function freeCancellationUntil(
  rate: Pick<HotelRate, 'refundable' | 'freeCancellationDays'>,
  checkIn: string,
  today: string,
): string | null {
  if (!rate.refundable) return null;
  const until = addDays(checkIn, -rate.freeCancellationDays);
  return until >= today ? until : null;
}

/** What cancelling on a day (ISO) costs under the terms: nothing up to and including `freeUntil`. */
export function cancellationFeeOn(terms: CancellationTerms, day: string): number {
  return terms.freeUntil !== null && day <= terms.freeUntil ? 0 : terms.fee;
}
