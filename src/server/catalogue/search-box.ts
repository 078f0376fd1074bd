import { findPlaces, normaliseForSearch, type SearchEntry } from '../../domain/catalogue/place-search';
import { RESORT_AREAS } from '../../domain/catalogue/resort-areas';
import type { Language } from '../../domain/language';
import type { CatalogueReads } from './catalogue-reads';
import type { Trips } from './trips';

/** What the search box finds as a visitor types: destinations, resort areas, hotels, combined trips and circuits. */
export function createSearchBox({ repo }: CatalogueReads, trips: Trips) {
  /** What the search box can find in a language: every destination, its resort areas, then every hotel. */
  async function searchEntries(language: Language): Promise<SearchEntry[]> {
    const [destinations, hotels] = await Promise.all([
      repo.destinations(language),
      repo.accommodationsFromCategory(1, language),
    ]);
    const byCode = new Map(destinations.map((destination) => [destination.code, destination]));
    const countries = await Promise.all(
      destinations.map((destination) => repo.countryName(destination.countryCode, language)),
    );
    return [
      ...destinations.map((destination, index): SearchEntry => ({
        kind: 'destination',
        name: destination.name,
        slug: destination.slug,
        place: countries[index] ?? destination.countryCode,
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

    /** Suggestions for what a visitor typed in the search box, accents and case ignored. */
    async suggestPlaces(query: string, language: Language, limit = 8) {
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
