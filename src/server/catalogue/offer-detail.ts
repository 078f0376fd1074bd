import { offerDate } from '../../domain/catalogue/offer-date';
import { cityOfStation, DEFAULT_ORIGIN_CITY } from '../../domain/constants';
import type { Language } from '../../domain/language';
import { fromPricePerPerson } from '../../domain/pricing/from-price';
import { centsToEuros } from '../../domain/pricing/money';
import type { CatalogueRepository } from './catalogue.repository';
import { nearestBookableDays, offerCalendar } from './offer-calendar';
import type { DestinationRow } from './repository/places.repository';
import {
  accommodationView,
  destinationView,
  extraGroupsView,
  flightView,
  noteView,
  roomOptionView,
  taxView,
} from './views';

export interface OfferDetailInput {
  accommodationId: number;
  origin: string;
  nights: number;
  /** YYYY-MM-DD, or undefined for the cheapest day. */
  day?: string | undefined;
  /** YYYY-MM, the calendar month to show, or undefined for the chosen day's. */
  month?: string | undefined;
  language: Language;
  /** A combined trip's or a circuit category's service, instead of the hotel's packages. */
  trip?: { serviceType: 'COM' | 'CIR'; tripId: number } | undefined;
}

/**
 * Everything the offer page shows for an accommodation from an origin: its calendar month, the
 * chosen day (the bookable one nearest to it when it is not sold) or else the cheapest from the
 * offer date (section 4), and that day's service: room
 * options, itinerary, excursions, notes and taxes, as the pages read them (views.ts). Null for an
 * unknown accommodation.
 */
export async function offerDetail(repo: CatalogueRepository, today: string, input: OfferDetailInput) {
  const [[row], packages] = await Promise.all([
    repo.accommodations([input.accommodationId], input.language),
    input.trip
      ? repo
          .servicesOfTrip(input.trip.serviceType, input.trip.tripId)
          .then((services) => services.filter((s) => s.accommodationId === input.accommodationId))
      : repo.servicesOfAccommodation(input.accommodationId, 'PAQ'),
  ]);
  if (!row) return null;
  const accommodation = accommodationView(row, input.language);
  const origins = [...new Set(packages.map((service) => service.originCode))];
  // An origin or a length this hotel does not sell (a shared link, a search from another city)
  // shows what it does sell: Madrid or its first origin, and the nearest length from there.
  const origin = origins.includes(input.origin)
    ? input.origin
    : origins.includes(DEFAULT_ORIGIN_CITY.code)
      ? DEFAULT_ORIGIN_CITY.code
      : (origins[0] ?? input.origin);
  const nightsOptions = [
    ...new Set(packages.filter((s) => s.originCode === origin).map((service) => service.nights)),
  ].sort((a, b) => a - b);
  const nights = nearestLength(nightsOptions, input.nights);
  const services = packages.filter((s) => s.originCode === origin && s.nights === nights);
  const from = offerDate(today);
  const ids = services.map((service) => service.id);
  const [asked, destinations] = await Promise.all([
    offerCalendar(repo, { services, from, day: input.day, month: input.month }),
    repo.destinations(input.language),
  ]);
  // A day the offer does not sell (sold out, not a departure day of this length, or before the
  // offer date) shows the bookable day nearest to it, and the page says so.
  const requestedDayUnavailable = Boolean(input.day && !asked.requested);
  const nearestDays =
    requestedDayUnavailable && input.day ? await nearestBookableDays(repo, ids, from, input.day) : [];
  const closest = input.day ? closestDay(nearestDays, input.day) : undefined;
  const calendar = closest
    ? await offerCalendar(repo, { services, from, day: closest, month: input.month })
    : asked;
  const destinationRow = destinations.find((destination) => destination.code === row.destinationCode);
  const base = {
    accommodation,
    origin,
    nights,
    originUnavailable: origin !== input.origin,
    nightsUnavailable: nights !== input.nights,
    destination: destinationRow ? destinationView(destinationRow) : null,
    origins,
    nightsOptions,
    calendar: calendar.days,
    calendarMonths: calendar.months,
    month: calendar.month,
    cheapestDay: calendar.cheapest?.day ?? null,
    /** The first day sold (the offer date, section 4). */
    offerDate: from,
    requestedDayUnavailable,
    /** The unavailable day asked for was before the offer date. */
    requestedDayTooSoon: requestedDayUnavailable && input.day !== undefined && input.day < from,
    nearestDays,
  };
  const selected = calendar.requested ?? calendar.cheapest;
  const service = selected && services.find((candidate) => candidate.id === selected.serviceId);
  if (!selected || !service)
    return {
      ...base,
      selected: null,
      rooms: [],
      itinerary: [],
      stationNames: {},
      extras: [],
      notes: [],
      taxes: [],
    };
  const [rooms, segments, extras, notes, taxes] = await Promise.all([
    repo.serviceRooms(service.id, input.language),
    repo.segments(service.id),
    repo.extras(service.id, input.language),
    repo.notes(service.id, input.language),
    repo.taxes(service.id),
  ]);
  return {
    ...base,
    selected: {
      day: selected.day,
      serviceId: service.id,
      pricePerPerson: centsToEuros(fromPricePerPerson(selected.price, service.taxPerPerson)),
      nights: service.nights,
      origin: service.originCode,
    },
    rooms: rooms.map((room) => roomOptionView(service, room, selected.price)),
    itinerary: segments.map((segment) => flightView(segment, selected.day)),
    stationNames: stationNames(
      segments.flatMap((segment) => [segment.originStation, segment.destinationStation]),
      destinationRow ? [destinationRow] : [],
      input.language,
    ),
    extras: extraGroupsView(extras, selected.day),
    notes: notes.map(noteView),
    taxes: taxes.map((tax) => taxView(tax, input.language)),
  };
}

/**
 * What the visitor's language calls each station of an itinerary, which names them as the
 * airline data does (in Spanish): the departure and connection cities, and a destination's airport
 * by the name of the trip's destination there (`destinations`, in the visitor's language). A
 * station known by neither keeps its name.
 */
export function stationNames(
  codes: readonly string[],
  destinations: readonly Pick<DestinationRow, 'airport' | 'name'>[],
  language: Language,
): Record<string, string> {
  return Object.fromEntries(
    codes.flatMap((code) => {
      const name =
        destinations.find((destination) => destination.airport === code)?.name ??
        cityOfStation(code, language);
      return name ? [[code, name]] : [];
    }),
  );
}

/** Of some days, the one closest to `day` (the earlier on a tie). */
function closestDay(days: readonly string[], day: string): string | undefined {
  const distance = (other: string) => Math.abs(Date.parse(other) - Date.parse(day));
  return days.reduce<string | undefined>(
    (best, other) => (best === undefined || distance(other) < distance(best) ? other : best),
    undefined,
  );
}

/** The length offered closest to the one asked for (the shorter one on a tie), or it when none is. */
function nearestLength(lengths: number[], asked: number): number {
  return lengths.reduce(
    (best, length) => (Math.abs(length - asked) < Math.abs(best - asked) ? length : best),
    lengths[0] ?? asked,
  );
}

export type OfferDetail = NonNullable<Awaited<ReturnType<typeof offerDetail>>>;
