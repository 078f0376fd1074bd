import { DEFAULT_NIGHTS, DEFAULT_ORIGIN_CITY } from '../constants';
import { addDays, isoToCompact, lastDayOfMonth, maxDay } from '../days';
import { partyToSearchParams, type PartyRoom } from './party';

// A holiday search as the home page and the listings write it into the listing's address,
// without zod (the search form's browser code writes it). Reading an address back, bounded and
// repaired, is ./holiday-search-query (server).

/** Stays the search form offers; an offer page lists the ones its hotel really sells. */
export const SEARCH_NIGHTS = [5, 7, 9, 12, 14] as const;
/** "± 3 days" around an exact date. */
export const FLEXIBLE_DAYS = 3;
/** Months the search form offers, from the offer date's. */
export const SEARCH_MONTHS = 12;

export type DepartureWhen =
  | { kind: 'any' }
  /** YYYY-MM */
  | { kind: 'month'; month: string }
  /** YYYY-MM-DD, and whether the days around it will do. */
  | { kind: 'date'; day: string; flexible: boolean };

export interface HolidaySearch {
  origin: string;
  nights: number;
  when: DepartureWhen;
  party: PartyRoom[];
}

export const DEFAULT_SEARCH: HolidaySearch = {
  origin: DEFAULT_ORIGIN_CITY.code,
  nights: DEFAULT_NIGHTS,
  when: { kind: 'any' },
  party: [{ adults: 2, childAges: [], infants: 0 }],
};

/**
 * The departure days a search asks for, from the offer date on (section 4: nothing departs
 * sooner): a month, or a day with ± 3 days; null when the window is wholly before the offer date.
 * `until` is undefined for any date.
 */
export function searchWindow(
  when: DepartureWhen,
  offerDate: string,
): { from: string; until: string | undefined } | null {
  const window =
    when.kind === 'month'
      ? { from: `${when.month}-01`, until: lastDayOfMonth(when.month) }
      : when.kind === 'date'
        ? {
            from: addDays(when.day, when.flexible ? -FLEXIBLE_DAYS : 0),
            until: addDays(when.day, when.flexible ? FLEXIBLE_DAYS : 0),
          }
        : { from: offerDate, until: undefined };
  const from = maxDay(window.from, offerDate);
  return window.until !== undefined && window.until < from ? null : { from, until: window.until };
}

/** The months the search form lists (YYYY-MM), from the offer date's month. */
export function searchMonths(offerDate: string): string[] {
  const [year, month] = offerDate.split('-').map(Number) as [number, number];
  return Array.from({ length: SEARCH_MONTHS }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 + index, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** What of an offer's address is the visitor's search: city, nights, month or day, and the party (not room options). */
const SEARCH_KEPT = /^(origen|noches|mes|fecha|flex|habitaciones|[aneb]\d+)$/;

/**
 * The listing "Volver a los hoteles" leads to from an offer: its destination with the search the
 * offer's address carries (a search, or a party the visitor set), else the plain listing.
 */
export function listingAddressFromOffer(offer: URLSearchParams, destinationSlug: string, language: string) {
  const params = new URLSearchParams({ destino: destinationSlug, idioma: language });
  if (['habitaciones', 'mes', 'fecha'].some((key) => offer.has(key))) {
    for (const [key, value] of offer) if (SEARCH_KEPT.test(key)) params.append(key, value);
  }
  return `/alojamientoDestino?${params.toString()}`;
}

/** Writes a search into an address: origen, noches, mes=YYYYMM or fecha=YYYYMMDD (flex=3), the party. */
export function searchToSearchParams(search: HolidaySearch, params = new URLSearchParams()): URLSearchParams {
  for (const key of ['origen', 'noches', 'mes', 'fecha', 'flex']) params.delete(key);
  params.set('origen', search.origin);
  params.set('noches', String(search.nights));
  if (search.when.kind === 'month') params.set('mes', search.when.month.replace('-', ''));
  if (search.when.kind === 'date') {
    params.set('fecha', isoToCompact(search.when.day));
    if (search.when.flexible) params.set('flex', String(FLEXIBLE_DAYS));
  }
  return partyToSearchParams(search.party, params);
}
