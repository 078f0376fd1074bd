import {
  circuitCategories,
  circuitCategoryOfStars,
  circuitStops,
  type CircuitCategory,
} from '../../domain/catalogue/circuits';
import { offerDate } from '../../domain/catalogue/offer-date';
import { transferBetween, type Transfer } from '../../domain/catalogue/transfers';
import { tripDetailHref, type TripChoice } from '../../domain/booking/offer-address';
import type { SearchEntry } from '../../domain/catalogue/place-search';
import { DEFAULT_ORIGIN_CITY } from '../../domain/constants';
import type { Language } from '../../domain/language';
import { centsToEuros } from '../../domain/pricing/money';
import { mailTexts } from '../mail/mail-texts';
import type { CatalogueRepository } from './catalogue.repository';
import { priceRooms } from './pricing-adapter';
import type { ServiceRow } from './repository/services.repository';
import type { CircuitRow } from './repository/trips.repository';
import { accommodationView, destinationView, type AccommodationView, type DestinationView } from './views';

/** What the offer pages need to price a trip: the service's hotel, origin, length and trip. */
export interface TripService {
  accommodationId: number;
  origin: string;
  nights: number;
  serviceType: 'COM' | 'CIR';
  tripId: number;
  /** The circuit category priced (absent for a combined trip). */
  category?: CircuitCategory;
}

/** One stay of a trip: a hotel, its destination and the nights there (null when the circuit does not say). */
export interface TripStay {
  accommodation: AccommodationView;
  destination: DestinationView | null;
  nights: number | null;
  /** How travellers reach the next stay (absent on the last one). */
  transferToNext?: Transfer | undefined;
  /** A circuit's stop: the hotel category it is in. */
  circuitCategory?: CircuitCategory | undefined;
}

/**
 * Combined trips and circuits as the storefront sells them, on top of the packages machinery:
 * each is a service ('COM', or 'CIR' per hotel category) whose calendar, rooms and prices the
 * offer pages read like a package's.
 */
export function createTrips(repo: CatalogueRepository, today: () => string) {
  async function circuit(id: number, language: Language) {
    return (await repo.circuits(language)).find((row) => row.id === id);
  }

  async function circuitHotels(row: CircuitRow, language: Language) {
    const hotels = await repo.accommodations(row.accommodationIds, language);
    const byId = new Map(hotels.map((hotel) => [hotel.id, hotel]));
    return row.accommodationIds.flatMap((id) => {
      const hotel = byId.get(id);
      return hotel ? [{ id, stars: hotel.category, destination: hotel.destinationCode, row: hotel }] : [];
    });
  }

  /** The category a visitor asked for when it is sold, else the circuit's own, else its first. */
  function soldCategory(row: CircuitRow, sold: CircuitCategory[], asked: CircuitCategory | undefined) {
    return (
      sold.find((category) => category === asked) ??
      sold.find((category) => category === row.category) ??
      sold[0]
    );
  }

  /** The trip's service for a category: the service whose hotel is the category's first. */
  function serviceOf(services: readonly ServiceRow[], accommodationId: number) {
    return services.find((service) => service.accommodationId === accommodationId);
  }

  /**
   * The categories a circuit is sold in (a hotel at every stop and a service for them), each with
   * its stops and service, in the order Turista, Primera, Superior.
   */
  async function circuitVariants(row: CircuitRow, language: Language) {
    const [hotels, services] = await Promise.all([
      circuitHotels(row, language),
      repo.servicesOfTrip('CIR', row.id),
    ]);
    return circuitCategories(hotels).flatMap((category) => {
      const stops = circuitStops(hotels, row.stopNights, category) ?? [];
      const service = stops[0] && serviceOf(services, stops[0].hotel.id);
      return service ? [{ category, stops, service }] : [];
    });
  }

  async function withDestinations(
    stays: Omit<TripStay, 'destination' | 'transferToNext'>[],
    language: Language,
  ): Promise<TripStay[]> {
    const destinations = await repo.destinations(language);
    return stays.map((stay, index) => {
      const next = stays[index + 1];
      const destination = destinations.find((d) => d.code === stay.accommodation.destinationCode);
      return {
        ...stay,
        destination: destination ? destinationView(destination) : null,
        transferToNext: next ? transferBetween(stay.accommodation, next.accommodation) : undefined,
      };
    });
  }

  /** Total for two adults in the first room option on the service's cheapest day, by the engine. */
  async function fromPriceForTwo(services: readonly ServiceRow[]) {
    const priced = await Promise.all(
      services.map(async (service) => {
        const [cheapest, rooms] = await Promise.all([
          repo.cheapestDay([service.id], offerDate(today())),
          repo.serviceRooms(service.id, 'es'),
        ]);
        const room = rooms[0];
        if (!cheapest || !room) return null;
        const breakdown = await priceRooms(
          repo,
          [
            {
              numeroServicio: service.id,
              idHabitacion: room.roomId,
              adults: 2,
              childAges: [],
              infants: 0,
              day: cheapest.day,
            },
          ],
          offerDate(today()),
        );
        return { total: breakdown.totalGeneral, day: cheapest.day, serviceId: service.id };
      }),
    );
    const best = priced.reduce<(typeof priced)[number]>(
      (found, candidate) => (candidate && (!found || candidate.total < found.total) ? candidate : found),
      null,
    );
    return best ? { ...best, total: centsToEuros(best.total) } : null;
  }

  const trips = {
    /** The service a trip choice names, or null for an unknown trip or one without a service. */
    async service(trip: TripChoice): Promise<TripService | null> {
      if (trip.kind === 'combined') {
        const [service] = await repo.servicesOfTrip('COM', trip.id);
        return service
          ? {
              accommodationId: service.accommodationId,
              origin: service.originCode,
              nights: service.nights,
              serviceType: 'COM',
              tripId: trip.id,
            }
          : null;
      }
      const row = await circuit(trip.id, 'es');
      if (!row) return null;
      const variants = await circuitVariants(row, 'es');
      const category = soldCategory(
        row,
        variants.map((variant) => variant.category),
        trip.category,
      );
      const service = variants.find((variant) => variant.category === category)?.service;
      if (!category || !service) return null;
      return {
        accommodationId: service.accommodationId,
        origin: DEFAULT_ORIGIN_CITY.code,
        nights: service.nights,
        serviceType: 'CIR',
        tripId: trip.id,
        category,
      };
    },

    /** The stays of a trip in a category (a circuit's stops), each hotel presented in the language. */
    async stays(trip: TripChoice, category: CircuitCategory | undefined, language: Language) {
      if (trip.kind === 'combined') {
        const stays = (await repo.combinedStays()).filter((stay) => stay.combinedTripId === trip.id);
        const hotels = await repo.accommodations(
          stays.map((stay) => stay.accommodationId),
          language,
        );
        return withDestinations(
          stays.flatMap((stay) => {
            const hotel = hotels.find((candidate) => candidate.id === stay.accommodationId);
            return hotel ? [{ accommodation: accommodationView(hotel, language), nights: stay.nights }] : [];
          }),
          language,
        );
      }
      const row = await circuit(trip.id, language);
      if (!row || !category) return [];
      const variant = (await circuitVariants(row, language)).find((entry) => entry.category === category);
      const stops = variant?.stops ?? [];
      return withDestinations(
        stops.map((stop) => ({
          accommodation: accommodationView(stop.hotel.row, language),
          nights: stop.nights,
          circuitCategory: category,
        })),
        language,
      );
    },

    /** The combined trips of the list: name, stays, nights and the price for two from the offer date. */
    async combinedList(language: Language) {
      const [rows, allStays] = await Promise.all([repo.combinedTrips(language), repo.combinedStays()]);
      const listed = await Promise.all(
        rows.map(async (row) => {
          const services = await repo.servicesOfTrip('COM', row.id);
          const [from, stays] = await Promise.all([
            fromPriceForTwo(services),
            trips.stays({ kind: 'combined', id: row.id }, undefined, language),
          ]);
          const nights = allStays
            .filter((stay) => stay.combinedTripId === row.id)
            .reduce((sum, stay) => sum + stay.nights, 0);
          return from
            ? { id: row.id, name: row.name, countryCode: row.countryCode, nights, stays, from }
            : null;
        }),
      );
      return listed.filter((trip) => trip !== null);
    },

    /** The circuits of the list: name, days, highlights, stops and the price for two in its cheapest category. */
    async circuitList(language: Language) {
      const [rows, destinations] = await Promise.all([repo.circuits(language), repo.destinations(language)]);
      const listed = await Promise.all(
        rows.map(async (row) => {
          const variants = await circuitVariants(row, language);
          const from = await fromPriceForTwo(variants.map((variant) => variant.service));
          const stops = variants[0]?.stops ?? [];
          return from
            ? {
                id: row.id,
                name: row.name,
                countryCode: row.countryCode,
                days: row.days,
                highlights: row.highlights,
                categories: variants.map((variant) => variant.category),
                from,
                /** The category of that price: the card opens the circuit in it. */
                fromCategory: variants.find((variant) => variant.service.id === from.serviceId)?.category,
                stops: stops.map((stop) => {
                  const destination = destinations.find((d) => d.code === stop.destination);
                  return {
                    destination: destination ? destinationView(destination) : null,
                    nights: stop.nights,
                  };
                }),
              }
            : null;
        }),
      );
      return listed.filter((circuit) => circuit !== null);
    },

    /**
     * A booked trip's hotels (its booking_hotels rows, in order) as the traveller reads them: name,
     * stars, destination, meal plan and nights in their language. Empty for a package's one hotel.
     */
    async bookedStays(
      hotels: readonly { accommodationId: number; nights: number; category: number }[],
      language: Language,
    ) {
      if (hotels.length < 2) return [];
      const [rows, destinations] = await Promise.all([
        repo.accommodations(
          hotels.map((hotel) => hotel.accommodationId),
          language,
        ),
        repo.destinations(language),
      ]);
      return hotels.map((hotel) => {
        const row = rows.find((candidate) => candidate.id === hotel.accommodationId);
        const stay = row ? accommodationView(row, language) : null;
        return {
          hotel: stay?.name ?? '',
          stars: stay?.stars ?? hotel.category,
          destination:
            destinations.find((d) => d.code === stay?.destinationCode)?.name ?? stay?.destinationCode ?? '',
          mealPlan: stay?.mealPlan ?? '',
          nights: hotel.nights,
        };
      });
    },

    /** The search box's entries for every combined trip and circuit: name, route, countries and page. */
    async searchEntries(language: Language): Promise<SearchEntry[]> {
      const [combined, stays, circuits, destinations, countries] = await Promise.all([
        repo.combinedTrips(language),
        repo.combinedStays(),
        repo.circuits(language),
        repo.destinations(language),
        repo.destinationCountries(language),
      ]);
      const circuitHotels = await repo.accommodations(
        circuits.flatMap((circuit) => circuit.accommodationIds),
        language,
      );
      const byCode = new Map(destinations.map((destination) => [destination.code, destination]));
      const countryName = (code: string | undefined) => countries.find((c) => c.code === code)?.name;
      // A trip shows its route, and is found by it and by its countries.
      const routeOf = (destinationCodes: readonly string[]) => {
        const codes = [...new Set(destinationCodes)];
        const place = codes.map((code) => byCode.get(code)?.name ?? code).join(' → ');
        const tripCountries = new Set(codes.map((code) => countryName(byCode.get(code)?.countryCode)));
        return { place, foundBy: [place, ...tripCountries].join(' ') };
      };
      return [
        ...combined.map((trip): SearchEntry => ({
          kind: 'combined',
          name: trip.name,
          slug: '',
          ...routeOf(
            stays.filter((stay) => stay.combinedTripId === trip.id).map((stay) => stay.destinationCode),
          ),
          href: tripDetailHref({ kind: 'combined', id: trip.id }, language),
        })),
        ...circuits.map((circuit): SearchEntry => ({
          kind: 'circuit',
          name: circuit.name,
          slug: '',
          ...routeOf(
            circuit.accommodationIds.flatMap((id) => {
              const hotel = circuitHotels.find((candidate) => candidate.id === id);
              return hotel ? [hotel.destinationCode] : [];
            }),
          ),
          href: tripDetailHref({ kind: 'circuit', id: circuit.id, category: undefined }, language),
        })),
      ];
    },

    /**
     * The name of the trip a service sells (a circuit's with the category of the service's hotels,
     * as trips.title names it), or null for a package.
     */
    async nameOfService(serviceId: number, language: Language) {
      const service = await repo.service(serviceId);
      if (service?.combinedTripId)
        return trips.title({ kind: 'combined', id: service.combinedTripId }, language);
      if (!service?.circuitId) return null;
      // Each category is a service of its own, whose hotel is the category's first (circuitVariants).
      const [hotel] = await repo.accommodations([service.accommodationId], language);
      const category = hotel ? circuitCategoryOfStars(hotel.category) : undefined;
      return trips.title({ kind: 'circuit', id: service.circuitId, category }, language);
    },

    /** A combined trip's price for two adults on its cheapest day (euros), or null when none is sold. */
    async combinedFromForTwo(id: number) {
      return (await fromPriceForTwo(await repo.servicesOfTrip('COM', id)))?.total ?? null;
    },

    /**
     * A trip as it is named once chosen, in a language: a circuit with its hotel category, "Cuba
     * clásica (First class)"; null when it is not in the catalogue.
     */
    async title(trip: TripChoice, language: Language) {
      const name = await trips.name(trip, language);
      if (!name || trip.kind !== 'circuit' || !trip.category) return name;
      return `${name} (${mailTexts('trips')(language)(`circuit.categoryNames.${trip.category}`)})`;
    },

    /** A trip's name in a language, or null when it is not in the catalogue. */
    async name(trip: TripChoice, language: Language) {
      if (trip.kind === 'circuit') return (await circuit(trip.id, language))?.name ?? null;
      return (await repo.combinedTrips(language)).find((row) => row.id === trip.id)?.name ?? null;
    },

    /**
     * A circuit's page facts: name, programme, route (its hotels, country and arrival destination)
     * and its categories, each with the price for two on its cheapest day.
     */
    async circuitFacts(id: number, language: Language) {
      const row = await circuit(id, language);
      if (!row) return null;
      const [variants, days] = await Promise.all([
        circuitVariants(row, language),
        repo.circuitDays(id, language),
      ]);
      const categories = await Promise.all(
        variants.map(async (variant) => ({
          category: variant.category,
          from: await fromPriceForTwo([variant.service]),
        })),
      );
      return {
        name: row.name,
        highlights: row.highlights,
        days,
        route: {
          accommodationIds: row.accommodationIds,
          countryCode: row.countryCode,
          destinationCode: row.destinationCode,
        },
        categories: categories.filter((entry) => entry.from !== null),
      };
    },

    /**
     * Prices every trip's card once (the engine, for two adults, on each service's cheapest day), so
     * the first visitor of a list after a start does not wait for it; the cache keeps them until the
     * catalogue changes.
     */
    async warm() {
      await Promise.all([trips.combinedList('es'), trips.circuitList('es')]);
    },

    /** The categories of the circuits those hotels belong to: each with its service and hotels. */
    async categoriesOfHotels(accommodationIds: readonly number[], language: Language) {
      const rows = (await repo.circuits(language)).filter((row) =>
        row.accommodationIds.some((id) => accommodationIds.includes(id)),
      );
      const perCircuit = await Promise.all(
        rows.map(async (row) =>
          (await circuitVariants(row, language)).map((variant) => ({
            circuitId: row.id,
            serviceId: variant.service.id,
            circuitName: row.name,
            category: variant.category,
            accommodationIds: variant.stops.map((stop) => stop.hotel.id),
          })),
        ),
      );
      return perCircuit.flat();
    },
  };
  return trips;
}

export type Trips = ReturnType<typeof createTrips>;
