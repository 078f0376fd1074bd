import type { HolidaySearch } from '../../domain/catalogue/holiday-search';
import { filterOffers, type OfferFilters } from '../../domain/catalogue/offer-filters';
import type { Language } from '../../domain/language';
import type { CatalogueService } from './catalogue.service';
import { priceOffersForParty, type PricedForParty } from './search-results';

/** The lowest of some prices, or null when there is none. */
const lowest = (prices: readonly (number | null | undefined)[]) => {
  const known = prices.filter((price): price is number => typeof price === 'number');
  return known.length > 0 ? Math.min(...known) : null;
};

/**
 * A country's holidays, as its page shows them: each destination with how many hotels its listing
 * would show for the same search and filters, and their lowest price as the listing's cards show
 * it (the party's total after a search, else per person), then the trips that go there.
 */
export async function countryHolidays(
  catalogue: CatalogueService,
  country: { code: string; name: string },
  language: Language,
  search: HolidaySearch | null,
  window: { from: string; until: string | undefined } | null,
  filters: OfferFilters,
) {
  const page = await catalogue.countryPage(
    country.code,
    language,
    search ? { window, origin: search.origin, nights: search.nights } : undefined,
  );
  const destinations = await Promise.all(
    page.destinations.map(async ({ offers, ...destination }) => {
      const priced: ((typeof offers)[number] & Partial<PricedForParty>)[] = search
        ? await priceOffersForParty(catalogue, offers, search.party, language)
        : offers;
      const shown = filterOffers(priced, filters).offers;
      return {
        name: destination.name,
        slug: destination.slug,
        picture: destination.picture,
        hotels: shown.length,
        /** The lowest price of its cards: the party's total after a search, else per person. */
        from: lowest(shown.map((offer) => (search ? offer.partyTotal : offer.price))),
      };
    }),
  );
  return {
    country,
    destinations,
    trips: await catalogue.tripsIn(country.name, language),
    offerDate: page.offerDate,
  };
}

export type CountryHolidays = Awaited<ReturnType<typeof countryHolidays>>;
