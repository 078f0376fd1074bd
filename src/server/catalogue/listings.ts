import { DEFAULT_ORIGIN_CITY, FOOTER_DESTINATION_COUNT } from '../../domain/constants';
import { addDays, maxDay } from '../../domain/days';
import type { Language } from '../../domain/language';
import { centsToEuros } from '../../domain/pricing/money';
import { normaliseForSearch, findPlaces } from '../../domain/catalogue/place-search';
import { cheapestPerKey, rowFromPrice, type CatalogueReads } from './catalogue-reads';
import { nearestBookableDays } from './offer-calendar';
import type { AccommodationRow } from './repository/accommodations.repository';
import type { CheapestRow } from './repository/calendar.repository';
import type { SearchBox } from './search-box';
import { destinationView } from './views';
import { mealPlanName } from './texts/catalogue-terms';

const WEEKLY_OFFERS_WINDOW_DAYS = 42;

/** A listing's search: its departure window (null: none left), origin city and length. */
interface ListingSearch {
  window: { from: string; until: string | undefined } | null;
  origin: string;
  nights: number;
}

/** What an offer's card shows: the hotel, its cheapest package's day, length, city and price. */
function offerCardView(accommodation: AccommodationRow, offer: CheapestRow, language: Language) {
  return {
    serviceId: offer.serviceId,
    accommodationId: accommodation.id,
    name: accommodation.name,
    stars: accommodation.category,
    picture: accommodation.image,
    mealPlan: mealPlanName(accommodation.mealPlan, language),
    nights: offer.nights,
    origin: offer.originCode,
    /** The cheapest departure day (YYYY-MM-DD). */
    day: offer.day,
    /** From price per person, taxes included, in euros. */
    price: centsToEuros(rowFromPrice(offer)),
  };
}

/** An offer of a destination's listing: its card, its amenities, and what the filters and the map read. */
export function accommodationOfferView(
  accommodation: AccommodationRow,
  offer: CheapestRow,
  language: Language,
) {
  return {
    ...offerCardView(accommodation, offer, language),
    mealPlanCode: accommodation.mealPlan,
    amenities: accommodation.amenities,
    latitude: accommodation.latitude,
    longitude: accommodation.longitude,
  };
}

/**
 * What the home page, the footer, the sitemap and a destination's listing show of the catalogue:
 * destinations with their "from" prices, the carousel, the offers of the week and a
 * destination's accommodation offers.
 */
export function createListings(reads: CatalogueReads, searchBox: SearchBox) {
  const { repo, bookableFrom } = reads;

  /** The destinations of each container with their "from" price (null without an offer), in order. */
  async function destinationsByContainer(language: Language) {
    const { containers, destinations, best } = await reads.destinationsWithOffers(language);
    return containers.map((container) => ({
      id: container.id,
      name: container.name,
      destinations: destinations
        .filter((destination) => destination.containerId === container.id)
        .map((destination) => {
          const offer = best.get(destination.code);
          return {
            name: destination.name,
            slug: destination.slug,
            image: destination.image,
            price: offer ? centsToEuros(rowFromPrice(offer)) : null,
          };
        }),
    }));
  }

  /** A destination's offers from the offer date, or in a search's window from its city for its length. */
  async function offersOf(destinationCode: string, language: Language, search?: ListingSearch) {
    const from = bookableFrom();
    const window = search?.window;
    if (window === null) return [];
    const offers = await reads.accommodationOffers({
      language,
      destination: destinationCode,
      from: window ? maxDay(window.from, from) : from,
      until: window?.until,
      origin: search?.origin,
      nights: search?.nights,
    });
    return offers.map(({ accommodation, offer }) => accommodationOfferView(accommodation, offer, language));
  }

  return {
    /** The footer's list: the first six destinations of container 1. */
    async footerDestinations(language: Language) {
      return (await repo.destinations(language))
        .filter((destination) => destination.containerId === 1)
        .slice(0, FOOTER_DESTINATION_COUNT)
        .map((destination) => ({ name: destination.name, slug: destination.slug }));
    },

    /** The carousel's destinations that have an offer from their city: name, picture, orientation and "from" price. */
    async carouselCards(language: Language) {
      return (await reads.carouselWithOffers(language)).flatMap(({ item, destination, offer }) =>
        offer
          ? [
              {
                name: destination?.name ?? item.destinationCode,
                slug: destination?.slug ?? item.destinationCode,
                image: item.imagePath,
                price: centsToEuros(rowFromPrice(offer)),
                /** 'H' landscape, 'V' portrait. */
                orientation: item.orientation,
              },
            ]
          : [],
      );
    },

    /** The containers that have destinations on sale, each with those destinations and their "from" prices. */
    async destinationGroups(language: Language) {
      return (await destinationsByContainer(language)).flatMap((container) => {
        const destinations = container.destinations.flatMap((destination) =>
          destination.price === null ? [] : [{ ...destination, price: destination.price }],
        );
        return destinations.length > 0 ? [{ ...container, destinations }] : [];
      });
    },

    /** Every destination (or those on sale), container by container: its name and slug. */
    async destinationLinks(language: Language, { onSale }: { onSale: boolean }) {
      return (await destinationsByContainer(language)).flatMap((container) =>
        container.destinations
          .filter((destination) => !onSale || destination.price !== null)
          .map((destination) => ({ name: destination.name, slug: destination.slug })),
      );
    },

    /**
     * Offers of the week: for departures in the next six weeks from the offer date, the cheapest
     * 4- and 5-star offer from Madrid of different destinations, cheapest first.
     */
    async weeklyOffers(language: Language, limit = 6) {
      const from = bookableFrom();
      const rows = await reads.packagesFrom(from, addDays(from, WEEKLY_OFFERS_WINDOW_DAYS));
      const accommodations = await repo.accommodationsFromCategory(4, language);
      const byId = new Map(accommodations.map((accommodation) => [accommodation.id, accommodation]));
      const destinations = new Map((await repo.destinations(language)).map((d) => [d.code, d]));
      const best = cheapestPerKey(
        rows.filter((row) => byId.has(row.accommodationId) && row.originCode === DEFAULT_ORIGIN_CITY.code),
        (row) => row.destinationCode,
      );
      return [...best.values()]
        .sort((a, b) => rowFromPrice(a) - rowFromPrice(b))
        .slice(0, limit)
        .flatMap((row) => {
          const accommodation = byId.get(row.accommodationId);
          const destination = destinations.get(row.destinationCode);
          if (!accommodation || !destination) return [];
          // The home page's cards name the destination instead of listing amenities.
          return [
            {
              ...offerCardView(accommodation, row, language),
              destination: destination.name,
              destinationSlug: destination.slug,
            },
          ];
        });
    },

    /**
     * Everything the accommodations-by-destination page shows, or null for an unknown destination:
     * the offers departing from the offer date, or in a search's window from its city for its length.
     */
    async destinationPage(destination: string, language: Language, search?: ListingSearch) {
      // A slug or code, else a destination's or a resort area's name as typed (accents and case ignored).
      const [typed] = findPlaces(await searchBox.searchEntries(language), destination, 1);
      const typedPlace =
        (typed?.kind === 'destination' || typed?.kind === 'area') &&
        normaliseForSearch(typed.name) === normaliseForSearch(destination)
          ? typed
          : undefined;
      const code =
        (await repo.destinationCode(destination)) ??
        (typedPlace ? await repo.destinationCode(typedPlace.slug) : undefined);
      const row = code ? (await repo.destinations(language)).find((d) => d.code === code) : undefined;
      if (!row) return null;
      const [country, offers] = await Promise.all([
        repo.countryName(row.countryCode, language),
        offersOf(row.code, language, search),
      ]);
      return {
        destination: { ...destinationView(row), country: country ?? row.countryCode },
        offers,
        offerDate: bookableFrom(),
        /** The resort area typed ("Bávaro"), whose destination's hotels the listing shows. */
        area: typedPlace?.kind === 'area' ? typedPlace.name : null,
      };
    },

    /**
     * A country's page: each of its destinations with the offers its listing would show for the
     * same search (so a card's "from" is the cheapest of that listing), in the catalogue's order.
     */
    async countryPage(countryCode: string, language: Language, search?: ListingSearch) {
      const destinations = (await repo.destinations(language)).filter(
        (destination) => destination.countryCode === countryCode,
      );
      return {
        destinations: await Promise.all(
          destinations.map(async (row) => ({
            ...destinationView(row),
            offers: await offersOf(row.code, language, search),
          })),
        ),
        offerDate: bookableFrom(),
      };
    },

    /**
     * The departure days nearest to `day` of a destination's packages from an origin for a length,
     * for a search whose window has none.
     */
    async nearestDepartures(input: { destination: string; origin: string; nights: number; day: string }) {
      const code = await repo.destinationCode(input.destination);
      if (!code) return [];
      const accommodations = await repo.accommodationsOfDestination(code, 'es');
      const services = await Promise.all(
        accommodations.map((accommodation) => repo.servicesOfAccommodation(accommodation.id, 'PAQ')),
      );
      const ids = services
        .flat()
        .filter((service) => service.originCode === input.origin && service.nights === input.nights)
        .map((service) => service.id);
      return nearestBookableDays(repo, ids, bookableFrom(), maxDay(input.day, bookableFrom()));
    },
  };
}
