import { addDays } from '../../domain/days';
import { kelvinToCelsius } from '../../domain/format';
import type { Language } from '../../domain/language';
import { centsToEuros } from '../../domain/pricing/money';
import { fromPricePerPerson } from '../../domain/pricing/from-price';
import type { AccommodationRow, ServiceRoomRow } from './repository/accommodations.repository';
import type { CalendarRow } from './repository/calendar.repository';
import type { DestinationRow } from './repository/places.repository';
import type { ExtraRow, NoteRow, SegmentRow, ServiceRow, TaxRow } from './repository/services.repository';
import { mealPlanName, taxName } from './texts/catalogue-terms';

/**
 * The catalogue as the pages read it: plain English view models (the packages API names the same
 * rows in the specification's words, api-fields.ts). Money: a price shown "from" or per person is
 * in euros (`price`, `pricePerPerson` of a room or a day), as price tags read it; amounts that are
 * added up (excursions, taxes) stay in cents and say so.
 */

export function accommodationView(row: AccommodationRow, language: Language) {
  return {
    id: row.id,
    destinationCode: row.destinationCode,
    countryCode: row.countryCode,
    name: row.name,
    picture: row.image,
    description: row.description,
    /** Rooms are lettered per group in a breakdown. */
    groupCode: row.groupCode,
    stars: row.category,
    mealPlanCode: row.mealPlan,
    /** The meal plan's name in the language. */
    mealPlan: mealPlanName(row.mealPlan, language),
    amenities: row.amenities,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
export type AccommodationView = ReturnType<typeof accommodationView>;

export function destinationView(row: DestinationRow) {
  return {
    code: row.code,
    countryCode: row.countryCode,
    name: row.name,
    slug: row.slug,
    picture: row.image,
    description: row.description,
    latitude: row.latitude,
    longitude: row.longitude,
    /** Monthly mean maxima in °C, January first. */
    temperatures: row.temperaturesKelvin.map(kelvinToCelsius),
  };
}
export type DestinationView = ReturnType<typeof destinationView>;

/** A bookable day of the calendar and its price per person, taxes included (euros). */
export function calendarDayView(row: CalendarRow, taxPerPerson: number) {
  return {
    day: row.day,
    serviceId: row.serviceId,
    price: centsToEuros(fromPricePerPerson(row.price, taxPerPerson)),
  };
}

/** A room option of a service, priced per person, taxes included (euros), for a day's price (basePrice, cents). */
export function roomOptionView(service: ServiceRow, room: ServiceRoomRow, basePrice: number) {
  return {
    roomId: room.roomId,
    name: room.name,
    roomTypeId: room.roomTypeId,
    code: room.code,
    maxAdults: room.maxAdults,
    maxOccupancy: room.maxOccupancy,
    pricePerPerson: centsToEuros(fromPricePerPerson(basePrice, service.taxPerPerson, room.supplement)),
  };
}

/** A flight of the itinerary, dated from the departure day (YYYY-MM-DD). */
export function flightView(segment: SegmentRow, departure: string) {
  const departureDate = addDays(departure, segment.dayOffset);
  const overnight = segment.arrivalTime < segment.departureTime;
  return {
    segment: segment.segment,
    providerCode: segment.providerCode,
    airline: segment.providerName,
    originStation: segment.originStation,
    originName: segment.originName,
    originCountry: segment.originCountry,
    destinationStation: segment.destinationStation,
    destinationName: segment.destinationName,
    destinationCountry: segment.destinationCountry,
    flightNumber: segment.flightNumber,
    departureDate,
    departureTime: segment.departureTime,
    /** The day it lands: the next one when it lands before the time it left. */
    arrivalDate: overnight ? addDays(departureDate, 1) : departureDate,
    arrivalTime: segment.arrivalTime,
    cabinClass: segment.cabinClass,
    connection: segment.connection,
  };
}
export type FlightView = ReturnType<typeof flightView>;

/** Extras grouped by their group's name (in the order they come), each presented by `present`. */
export function groupedExtras<T>(
  extras: readonly ExtraRow[],
  present: (extra: ExtraRow) => T,
): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const extra of extras) {
    const group = groups.get(extra.groupName) ?? [];
    group.push(present(extra));
    groups.set(extra.groupName, group);
  }
  return [...groups.entries()];
}

/** An extra (an excursion) with the days it runs for a departure (YYYY-MM-DD). */
export function extraView(extra: ExtraRow, departure: string) {
  return {
    id: extra.id,
    name: extra.name,
    description: extra.description,
    /** The first and last day it can be taken (YYYY-MM-DD). */
    from: addDays(departure, extra.firstDay),
    to: addDays(departure, extra.lastDay),
    cancelable: extra.cancelable,
    /** Cents. */
    pricePerPerson: extra.price,
  };
}

/** Extras grouped by their group's name, for a departure (YYYY-MM-DD). */
export const extraGroupsView = (extras: readonly ExtraRow[], departure: string) =>
  groupedExtras(extras, (extra) => extraView(extra, departure)).map(([name, items]) => ({
    name,
    extras: items,
  }));

export const noteView = (note: NoteRow) => ({ sequence: note.sequence, title: note.note1, text: note.note2 });

/** A tax included in the price, named in the language; its amount per person in cents. */
export const taxView = (tax: TaxRow, language: Language) => ({
  name: taxName(tax.taxTypeId, language),
  amount: tax.amount,
});
