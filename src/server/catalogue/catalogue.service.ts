import type { Language } from '../../domain/language';
import type { CatalogueReads } from './catalogue-reads';
import { createListings } from './listings';
import { offerDetail, stationNames, type OfferDetailInput } from './offer-detail';
import { createSearchBox } from './search-box';
import { createTrips } from './trips';
import { accommodationView, destinationView, roomOptionView } from './views';

/**
 * The catalogue as the storefront's pages (and the server code that books and shows trips) read
 * it, in English view models (views.ts): listings and the home page (listings.ts), the search box
 * (search-box.ts), the offer page (offer-detail.ts), combined trips and circuits (trips.ts) and
 * single facts. The packages API reads the same rows through api-presenter.ts instead.
 */
export function createCatalogueService(reads: CatalogueReads) {
  const { repo } = reads;
  const trips = createTrips(repo, reads.today);
  const searchBox = createSearchBox(reads, trips);
  return {
    ...createListings(reads, searchBox),
    ...searchBox,

    /** The offer date (YYYY-MM-DD): the first day anything departs. */
    bookableFrom: reads.bookableFrom,

    /** Everything the offer page shows (offer-detail.ts). */
    offerDetail: (input: OfferDetailInput) => offerDetail(repo, reads.today(), input),

    /** Combined trips and circuits: their services, stays, lists and facts. */
    trips,

    /** Section 4 breakdown from the pricing engine, for rooms of one or more services on their day. */
    breakdown: reads.breakdown,

    /** An accommodation in a language, or undefined. */
    async accommodation(accommodationId: number, language: Language) {
      const [row] = await repo.accommodations([accommodationId], language);
      return row ? accommodationView(row, language) : undefined;
    },

    /** A destination (by code or name) in a language, or undefined. */
    async destination(codeOrName: string, language: Language) {
      const code = await repo.destinationCode(codeOrName);
      const row = code ? (await repo.destinations(language)).find((d) => d.code === code) : undefined;
      return row ? destinationView(row) : undefined;
    },

    /**
     * What a language calls the stations of a booked itinerary (stored with the airline data's
     * Spanish names): an airport by the name of the trip's destination there (`destinationCodes`,
     * the booking's), a departure or connection city by its own.
     */
    async stationNames(codes: readonly string[], destinationCodes: readonly string[], language: Language) {
      const destinations = await repo.destinations(language);
      return stationNames(
        codes,
        destinationCodes.flatMap((code) => destinations.filter((destination) => destination.code === code)),
        language,
      );
    },

    /** The room options of a service, priced per person on its first bookable day. */
    async roomOptions(serviceId: number, language: Language) {
      const priced = await reads.serviceRooms(serviceId, language);
      if (!priced) return [];
      return priced.rooms.map((room) => roomOptionView(priced.service, room, priced.basePrice));
    },

    /** A room's name in a language, or undefined. */
    roomName: async (roomId: number, language: Language) => (await repo.room(roomId, language))[0]?.name,

    countryName: (code: string, language: Language) => repo.countryName(code, language),

    /** The accommodations of a destination (code or name), with their stars, in id order. */
    async accommodationsOf(destination: string, language: Language) {
      const code = await repo.destinationCode(destination);
      return code
        ? (await repo.accommodationsOfDestination(code, language)).map((row) =>
            accommodationView(row, language),
          )
        : [];
    },

    /** The origin city nearest to a position (among `allowed` when given): code, name and distance. */
    async nearestOrigin(position: { latitude: number; longitude: number }, allowed?: readonly string[]) {
      const cities = await reads.originCities(position);
      const [nearest] = allowed?.length ? cities.filter(({ city }) => allowed.includes(city.code)) : cities;
      return nearest && { code: nearest.city.code, name: nearest.city.name, distanceKm: nearest.distanceKm };
    },

    /** A service as sold (its campaign, supplier…), or NotFoundError. */
    service: reads.requireService,

    /** A tour operator or airline (code and name), or undefined. */
    provider: (providerId: number) => repo.provider(providerId),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
