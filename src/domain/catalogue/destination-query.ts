import {
  decimalBetween,
  integerBetween,
  MAX_INTEGER,
  searchParamsInput,
  text,
  validItems,
} from '../schemas/bounds';
import { MESSAGES } from '../schemas/messages';
import { z } from '../schemas/zod';
import { AMENITIES, MEAL_PLAN_CODES, SORT_ORDERS, type OfferFilters } from './offer-filters';

// Read on the server only (the page's loader): zod stays out of the page's browser code.

/**
 * The filters in the page address (?regimen=TI&categoria=4&categoria=5&servicio=safe&precioMax=1500&orden=precio).
 * They only narrow a list already read, so a value we do not know is ignored rather than refused.
 */
const filtersQuery = z.object({
  regimen: validItems(z.enum(MEAL_PLAN_CODES), MEAL_PLAN_CODES.length),
  categoria: validItems(integerBetween(1, 5), 5),
  servicio: validItems(z.enum(AMENITIES), AMENITIES.length),
  /** Euros; a price in the database is a whole number of cents in an `integer`. */
  precioMin: decimalBetween(0, MAX_INTEGER / 100)
    .optional()
    .catch(undefined),
  precioMax: decimalBetween(0, MAX_INTEGER / 100)
    .optional()
    .catch(undefined),
  nombre: text(80).optional().catch(undefined),
  orden: z.enum(SORT_ORDERS).optional().catch(undefined),
});

export function filtersFromSearchParams(params: URLSearchParams): OfferFilters {
  const query = filtersQuery.parse(searchParamsInput(params, ['regimen', 'categoria', 'servicio']));
  return {
    mealPlans: query.regimen,
    stars: query.categoria,
    amenities: query.servicio,
    priceMin: query.precioMin,
    priceMax: query.precioMax,
    name: query.nombre,
    sort: query.orden,
  };
}

/** The destination a page address names (?destino=Punta-Cana): a slug, code or name, or null for none. */
export function destinationFromSearchParams(params: URLSearchParams): string | null {
  const parsed = text(80, MESSAGES, { min: 2 }).safeParse(searchParamsInput(params).destino);
  return parsed.success ? parsed.data : null;
}
