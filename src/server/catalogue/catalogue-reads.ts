import { DEFAULT_NIGHTS } from '../../domain/constants';
import { offerDate } from '../../domain/catalogue/offer-date';
import type { Language } from '../../domain/language';
import { fromPricePerPerson } from '../../domain/pricing/from-price';
import { distanceKm } from '../../domain/catalogue/transfers';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueVersion, type CatalogueVersion } from './catalogue-version';
import type { Database } from '../db/client';
import { NotFoundError } from './errors';
import { cachedReads, createPriceCache } from './price-cache';
import { priceRooms, type RoomToPrice } from './pricing-adapter';
import type { CheapestRow } from './repository/calendar.repository';

/** A cheapest-day row's price per person, taxes included, in cents. */
export const rowFromPrice = (row: CheapestRow) => fromPricePerPerson(row.price, row.taxPerPerson);

/** Of some cheapest-day rows, the cheapest per key. */
export function cheapestPerKey<K>(rows: readonly CheapestRow[], key: (row: CheapestRow) => K) {
  const best = new Map<K, CheapestRow>();
  for (const row of rows) {
    const current = best.get(key(row));
    if (!current || rowFromPrice(row) < rowFromPrice(current)) best.set(key(row), row);
  }
  return best;
}

/**
 * What the packages API (api-presenter.ts) and the pages (catalogue.service.ts) both read of the
 * catalogue, as rows: the repository behind the price cache (every read keyed by its arguments
 * and the catalogue's version), the offer date, and the cheapest packages that "from" prices,
 * listings and the home page are made of. Each reader then names the rows its own way.
 */
export function createCatalogueReads(
  db: Database,
  today: () => string,
  version: CatalogueVersion = createCatalogueVersion({ db }),
) {
  const repo = cachedReads(createCatalogueRepository(db), version.current, createPriceCache());

  /** Section 4: nothing departs before the offer date (today + 7 days), on any page or call. */
  const bookableFrom = () => offerDate(today());

  /** Each package's cheapest day in a window, for stays of `nights`: "from" prices compare like with like. */
  const packagesFrom = async (from: string, until?: string, nights = DEFAULT_NIGHTS) =>
    (await repo.cheapestFrom(from, 'PAQ', until)).filter((row) => row.nights === nights);

  async function destinationCodeOf(destination: string) {
    const code = await repo.destinationCode(destination);
    if (!code) throw new NotFoundError(`destination ${destination} not found`);
    return code;
  }

  return {
    repo,
    today,
    bookableFrom,
    packagesFrom,

    async requireService(serviceId: number) {
      const service = await repo.service(serviceId);
      if (!service) throw new NotFoundError(`service ${serviceId} not found`);
      return service;
    },

    firstBookableDay: (serviceId: number) => repo.firstBookableDay(serviceId, bookableFrom()),

    /**
     * A service's room options and the day's price they are priced on (cents): its first bookable
     * day's, else its reference price. Null for an unknown service.
     */
    async serviceRooms(serviceId: number, language: Language) {
      const service = await repo.service(serviceId);
      if (!service) return null;
      const [first, rooms] = await Promise.all([
        repo.firstBookableDay(serviceId, bookableFrom()),
        repo.serviceRooms(serviceId, language),
      ]);
      return { service, rooms, basePrice: first?.price ?? service.referencePrice };
    },

    /** Section 4 breakdown from the pricing engine, for rooms of one or more services on their day. */
    breakdown: (rooms: RoomToPrice[]) => priceRooms(repo, rooms, bookableFrom()),

    /** The containers and their destinations in a language, with each destination's cheapest package from the offer date. */
    async destinationsWithOffers(language: Language) {
      const [containers, destinations, cheapest] = await Promise.all([
        repo.containers(language),
        repo.destinations(language),
        packagesFrom(bookableFrom()),
      ]);
      return { containers, destinations, best: cheapestPerKey(cheapest, (row) => row.destinationCode) };
    },

    /** The carousel's items with their destination in a language and the cheapest package to it from the item's city. */
    async carouselWithOffers(language: Language) {
      const [items, destinations, cheapest] = await Promise.all([
        repo.carousel(),
        repo.destinations(language),
        packagesFrom(bookableFrom()),
      ]);
      const best = cheapestPerKey(cheapest, (row) => `${row.destinationCode}:${row.originCode}`);
      return items.map((item) => ({
        item,
        destination: destinations.find((d) => d.code === item.destinationCode),
        offer: best.get(`${item.destinationCode}:${item.originCode}`),
      }));
    },

    /**
     * Accommodation offers of a destination departing from `from` (until `until`): the cheapest
     * package of each for stays of `nights` (7 by default), taxes included, in accommodation order.
     */
    async accommodationOffers(input: {
      language: Language;
      destination: string;
      from: string;
      until?: string | undefined;
      origin?: string | undefined;
      nights?: number | undefined;
    }) {
      const code = await destinationCodeOf(input.destination);
      const [accommodations, cheapest] = await Promise.all([
        repo.accommodationsOfDestination(code, input.language),
        packagesFrom(input.from, input.until, input.nights),
      ]);
      const origin = input.origin?.toUpperCase();
      const candidates = cheapest.filter(
        (row) => row.destinationCode === code && (!origin || row.originCode === origin),
      );
      const best = cheapestPerKey(candidates, (row) => row.accommodationId);
      return accommodations.flatMap((accommodation) => {
        const offer = best.get(accommodation.id);
        return offer ? [{ accommodation, offer }] : [];
      });
    },

    /** Origin cities with coordinates, the nearest first when a position is given (section 2's geolocation). */
    async originCities(position?: { latitude: number; longitude: number }) {
      const cities = (await repo.originCities()).map((city) => ({
        city,
        distanceKm: position ? Math.round(distanceKm(position, city)) : null,
      }));
      return position ? cities.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0)) : cities;
    },
  };
}

export type CatalogueReads = ReturnType<typeof createCatalogueReads>;
