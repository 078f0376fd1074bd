import { findPlaces, normaliseForSearch, type SearchEntry } from '../../domain/catalogue/place-search';
import { RESORT_AREAS } from '../../domain/catalogue/resort-areas';
import type { Language } from '../../domain/language';
import type { CatalogueReads } from './catalogue-reads';
import type { Trips } from './trips';

/** A country, its six destinations and a trip or more. */
const SUGGESTION_LIMIT = 10;

/**
 * What the search box finds as a visitor types: countries, destinations, resort areas, hotels,
 * combined trips and circuits.
 */
export function createSearchBox({ repo }: CatalogueReads, trips: Trips) {
  /** What the search box can find in a language: every country, destination, resort area, hotel and trip. */
  async function searchEntries(language: Language): Promise<SearchEntry[]> {
    const [countries, destinations, hotels] = await Promise.all([
      repo.destinationCountries(language),
      repo.destinations(language),
      repo.accommodationsFromCategory(1, language),
    ]);
    const byCode = new Map(destinations.map((destination) => [destination.code, destination]));
    const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
    return [
      ...countries.map((country): SearchEntry => ({
        kind: 'country',
        name: country.name,
        slug: country.name,
        place: '',
      })),
      ...destinations.map((destination): SearchEntry => ({
        kind: 'destination',
        name: destination.name,
        slug: destination.slug,
        place: countryName(destination.countryCode),
        foundBy: countryName(destination.countryCode),
      })),
      ...destinations.flatMap((destination) =>
        (RESORT_AREAS[destination.code] ?? []).map((area): SearchEntry => ({
          kind: 'area',
          name: area,
          slug: destination.slug,
          place: destination.name,
        })),
      ),
      ...hotels.flatMap((hotel): SearchEntry[] => {
        const destination = byCode.get(hotel.destinationCode);
        return destination
          ? [{ kind: 'hotel', name: hotel.name, slug: destination.slug, place: destination.name }]
          : [];
      }),
      ...(await trips.searchEntries(language)),
    ];
  }

  return {
    searchEntries,

    /**
     * The country a visitor named in the search box ("Mexico", "república dominicana"), by its
     * name in their language or in Spanish, or undefined. A name in another of the site's
     * languages (a link from that language's page, by its language switcher) finds it too.
     */
    async countryNamed(name: string, language: Language) {
      const wanted = normaliseForSearch(name);
      const countries = await repo.destinationCountries(language);
      const found = countries.find((country) =>
        [country.name, country.nameEs].some((known) => normaliseForSearch(known) === wanted),
      );
      if (found) return found;
      const code = (await repo.destinationCountryNames()).find(
        (country) => normaliseForSearch(country.name) === wanted,
      )?.code;
      return countries.find((country) => country.code === code);
    },

    /** The combined trips and circuits that go to a country (by its name in the language): name, route and page. */
    async tripsIn(countryName: string, language: Language) {
      const wanted = ` ${normaliseForSearch(countryName)} `;
      return (await trips.searchEntries(language)).flatMap((entry) =>
        entry.href && ` ${normaliseForSearch(entry.foundBy ?? '')} `.includes(wanted)
          ? [{ kind: entry.kind, name: entry.name, route: entry.place, href: entry.href }]
          : [],
      );
    },

    /** Suggestions for what a visitor typed in the search box, accents and case ignored. */
    async suggestPlaces(query: string, language: Language, limit = SUGGESTION_LIMIT) {
      return findPlaces(await searchEntries(language), query, limit);
    },

    /** The combined trip or circuit a visitor named whole in the search box: its page, or null. */
    async tripNamed(name: string, language: Language) {
      const [best] = findPlaces(await searchEntries(language), name, 1);
      return best?.href && normaliseForSearch(best.name) === normaliseForSearch(name) ? best.href : null;
    },

    /** The hotel a visitor named in the search box (or the one hotel it names a part of), or null. */
    async accommodationNamed(name: string, language: Language) {
      const [best, second] = findPlaces(await searchEntries(language), name, 2);
      if (!best || best.kind !== 'hotel') return null;
      const exact = normaliseForSearch(best.name) === normaliseForSearch(name);
      return exact || !second ? { name: best.name, destinationSlug: best.slug } : null;
    },
  };
}

export type SearchBox = ReturnType<typeof createSearchBox>;
