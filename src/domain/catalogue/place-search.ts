/**
 * Something the search box can find: a country, a destination, a beach or resort area inside one,
 * a hotel, a combined trip or a circuit, named in the visitor's language.
 */
export interface SearchEntry {
  kind: 'country' | 'destination' | 'area' | 'hotel' | 'combined' | 'circuit';
  name: string;
  /**
   * The listing it leads to: a destination's slug (its own, an area's or a hotel's), a country's
   * name; empty for a trip.
   */
  slug: string;
  /** A combined trip's or circuit's own page, which choosing it opens. */
  href?: string;
  /** Where it is: the country of a destination, the destination of an area or a hotel (empty for a country). */
  place: string;
  /** What else finds it, a little after its name: a destination's country, a trip's route and countries. */
  foundBy?: string;
}

/** On a tie, countries come first, then destinations, areas, hotels, then trips. */
const KIND_ORDER = { country: 0, destination: 1, area: 2, hotel: 3, combined: 4, circuit: 4 } as const;
const KINDS = 5;

/** Accents, case and punctuation ignored: "cancun" finds Cancún, "punta-cana" Punta Cana. */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/** How well an entry's name matches a query: 0 same name, 1 starts so, 2 a word starts so, 3 contains it. */
export function matchRank(name: string, query: string): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  if (name.includes(query)) return 3;
  return null;
}

/** The entries a query finds, best first (countries, destinations, areas, then hotels on a tie), at most `limit`. */
export function findPlaces(entries: readonly SearchEntry[], query: string, limit: number): SearchEntry[] {
  const wanted = normaliseForSearch(query);
  if (wanted.length < 2) return [];
  return entries
    .flatMap((entry) => {
      // "Cuba" finds the country, then its destinations and trips.
      const byPlace = entry.foundBy === undefined ? null : matchRank(normaliseForSearch(entry.foundBy), wanted);
      const byName = matchRank(normaliseForSearch(entry.name), wanted);
      const score = byName ?? (byPlace === null ? null : byPlace + 1);
      return score === null ? [] : [{ entry, score: score * KINDS + KIND_ORDER[entry.kind] }];
    })
    .sort((a, b) => a.score - b.score || a.entry.name.localeCompare(b.entry.name))
    .slice(0, limit)
    .map(({ entry }) => entry);
}
