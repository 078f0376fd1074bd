/**
 * Something the search box can find: a destination, a beach or resort area inside one, a hotel, a
 * combined trip or a circuit, named in the visitor's language.
 */
export interface SearchEntry {
  kind: 'destination' | 'area' | 'hotel' | 'combined' | 'circuit';
  name: string;
  /** The listing it leads to (its destination's slug, for an area or a hotel; empty for a trip). */
  slug: string;
  /** A combined trip's or circuit's own page, which choosing it opens. */
  href?: string;
  /** Where it is: the country of a destination, the destination of an area or a hotel. */
  place: string;
}

/** On a tie, destinations come first, then areas, then hotels, then trips. */
const KIND_ORDER = { destination: 0, area: 1, hotel: 2, combined: 3, circuit: 3 } as const;

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
function rank(name: string, query: string): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  if (name.includes(query)) return 3;
  return null;
}

/** The entries a query finds, best first (destinations, areas, then hotels on a tie), at most `limit`. */
export function findPlaces(entries: readonly SearchEntry[], query: string, limit: number): SearchEntry[] {
  const wanted = normaliseForSearch(query);
  if (wanted.length < 2) return [];
  return entries
    .flatMap((entry) => {
      // A trip is found by its name, or a little after by a place on its route.
      const byPlace = entry.href ? rank(normaliseForSearch(entry.place), wanted) : null;
      const byName = rank(normaliseForSearch(entry.name), wanted);
      const score = byName ?? (byPlace === null ? null : byPlace + 1);
      return score === null ? [] : [{ entry, score: score * 3 + KIND_ORDER[entry.kind] }];
    })
    .sort((a, b) => a.score - b.score || a.entry.name.localeCompare(b.entry.name))
    .slice(0, limit)
    .map(({ entry }) => entry);
}
