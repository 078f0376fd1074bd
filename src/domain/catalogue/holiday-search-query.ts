import { DEFAULT_NIGHTS, DEFAULT_ORIGIN_CITY, ORIGIN_CITY_NAMES } from '../constants';
import { compactDate, compactMonth, integerBetween, searchParamsInput } from '../schemas/bounds';
import { z } from '../schemas/zod';
import { FLEXIBLE_DAYS, SEARCH_NIGHTS, type DepartureWhen, type HolidaySearch } from './holiday-search';
import { partyFromSearchParams } from './party-query';

// Read on the server only (the listing's loader): a search in an address, repaired rather than
// refused, as the listing's filters are: a value we do not know takes its default.

const searchQuery = z.object({
  origen: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((code) => code.toUpperCase())
    .refine((code) => code in ORIGIN_CITY_NAMES)
    .catch(DEFAULT_ORIGIN_CITY.code),
  noches: z.coerce
    .number()
    .pipe(z.union(SEARCH_NIGHTS.map((nights) => z.literal(nights))))
    .catch(DEFAULT_NIGHTS),
  mes: compactMonth().optional().catch(undefined),
  // YYYYMMDD in our links; YYYY-MM-DD as the search form's date field sends it.
  fecha: z
    .preprocess((value) => (typeof value === 'string' ? value.replaceAll('-', '') : value), compactDate())
    .optional()
    .catch(undefined),
  flex: integerBetween(0, FLEXIBLE_DAYS).optional().catch(undefined),
});

const SEARCH_PARAMETERS = ['origen', 'noches', 'mes', 'fecha', 'habitaciones'];

/** The search in a listing's address, or null when the address asks for none (the plain listing). */
export function searchFromSearchParams(params: URLSearchParams): HolidaySearch | null {
  if (!SEARCH_PARAMETERS.some((key) => params.has(key))) return null;
  const { origen, noches, mes, fecha, flex } = searchQuery.parse(searchParamsInput(params));
  const when: DepartureWhen = fecha
    ? { kind: 'date', day: fecha, flexible: flex === FLEXIBLE_DAYS }
    : mes
      ? { kind: 'month', month: mes }
      : { kind: 'any' };
  return { origin: origen, nights: noches, when, party: partyFromSearchParams(params) };
}
