import { MEAL_PLAN_CODES, type MealPlanCode } from '../catalogue/offer-filters';
import { normaliseForSearch } from '../catalogue/place-search';

/**
 * The hotel results' filters (section 4, "Hotel filter": meal plan, refundable flag, star count,
 * a text looked for in the Spanish description, price range "min-max") and sorts, on the cards
 * the results page has received. A filter that matches nothing restores the unfiltered list.
 */

export const HOTEL_SORTS = [
  'recomendados',
  'precio',
  '-precio',
  'estrellas',
  'puntuacion',
  'distancia',
] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

/** A way the hotel lodges the whole party: the cheapest for its meal plan and refund policy. */
export interface CardOption {
  mealPlan: MealPlanCode;
  refundable: boolean;
  /** The last day to cancel every room free (ISO); null unless refundable. */
  freeUntil: string | null;
  /** The stay for the whole party, in cents. */
  total: number;
  /** The display figure per night: the total over the nights, rounded up to whole euros (cents). */
  perNight: number;
  /** The room type of each requested room, in the visitor's language. */
  rooms: string[];
}

/** What a results card shows and the filters read, for one hotel. */
export interface HotelCard {
  code: number;
  name: string;
  stars: number;
  image: string;
  address: string;
  latitude: number;
  longitude: number;
  distance: { metres: number; to: 'beach' | 'centre' };
  amenities: string[];
  /** A sentence or two in the visitor's language (English where the bed bank has no text in it). */
  description: string;
  descriptionLanguage: string;
  /** The Spanish description, which the text filter searches (section 4), normalised. */
  searchText: string;
  reviews: { average: number; count: number } | null;
  /** Cheapest first; empty when no room is left for the party on those nights. */
  options: CardOption[];
  /** Where the recommended order puts it (its place in the city's list of codes). */
  rank: number;
}

export interface HotelFilters {
  mealPlans?: MealPlanCode[];
  refundable?: boolean;
  stars?: number[];
  text?: string;
  /** Per night, in whole euros: the range "min-max" (either side may be empty). */
  priceMin?: number;
  priceMax?: number;
  sort?: HotelSort;
}

/** The address parameters the filters and sort own (hotel-filters-query.ts reads them). */
export const HOTEL_FILTER_PARAMETERS = [
  'regimen',
  'reembolsable',
  'categoria',
  'texto',
  'precio',
  'orden',
] as const;

export function activeHotelFilterCount(filters: HotelFilters): number {
  return (
    (filters.mealPlans?.length ?? 0) +
    (filters.refundable ? 1 : 0) +
    (filters.stars?.length ?? 0) +
    (filters.text?.trim() ? 1 : 0) +
    (filters.priceMin !== undefined || filters.priceMax !== undefined ? 1 : 0)
  );
}

/** "50-150", "-150", "50-": whole euros per night; anything else is no range. */
export function parsePriceRange(range: string | null | undefined): { min?: number; max?: number } {
  const match = /^\s*(\d{0,6})\s*-\s*(\d{0,6})\s*$/.exec(range ?? '');
  if (!match || (!match[1] && !match[2])) return {};
  const min = match[1] ? Number(match[1]) : undefined;
  const max = match[2] ? Number(match[2]) : undefined;
  return min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { min, max };
}

export function priceRangeText(filters: Pick<HotelFilters, 'priceMin' | 'priceMax'>): string {
  if (filters.priceMin === undefined && filters.priceMax === undefined) return '';
  return `${filters.priceMin ?? ''}-${filters.priceMax ?? ''}`;
}

/** The cheapest option of a card the filters on options (meal plan, refund, price) accept. */
function optionFor(card: HotelCard, filters: HotelFilters): CardOption | undefined {
  return card.options.find(
    (option) =>
      (!filters.mealPlans?.length || filters.mealPlans.includes(option.mealPlan)) &&
      (!filters.refundable || option.refundable) &&
      (filters.priceMin === undefined || option.perNight >= filters.priceMin * 100) &&
      (filters.priceMax === undefined || option.perNight <= filters.priceMax * 100),
  );
}

function matches(card: HotelCard, filters: HotelFilters, text: string): boolean {
  if (filters.stars?.length && !filters.stars.includes(card.stars)) return false;
  if (text && !card.searchText.includes(text) && !normaliseForSearch(card.name).includes(text)) return false;
  return true;
}

const compare: Record<HotelSort, (a: Shown, b: Shown) => number> = {
  recomendados: (a, b) => a.card.rank - b.card.rank,
  precio: (a, b) => a.option.total - b.option.total || a.card.rank - b.card.rank,
  '-precio': (a, b) => b.option.total - a.option.total || a.card.rank - b.card.rank,
  estrellas: (a, b) => b.card.stars - a.card.stars || a.option.total - b.option.total,
  puntuacion: (a, b) =>
    (b.card.reviews?.average ?? -1) - (a.card.reviews?.average ?? -1) ||
    (b.card.reviews?.count ?? 0) - (a.card.reviews?.count ?? 0) ||
    a.card.rank - b.card.rank,
  distancia: (a, b) => a.card.distance.metres - b.card.distance.metres || a.card.rank - b.card.rank,
};

interface Shown {
  card: HotelCard;
  /** The option the card shows: the cheapest the filters accept. */
  option: CardOption;
}

/**
 * The hotels to show with the option each shows, sorted, and whether the filters matched nothing
 * (then every available hotel is shown, as the specification says). Hotels with nothing left for
 * the party are counted apart: the page names them below the list.
 */
export function filterHotels(
  cards: readonly HotelCard[],
  filters: HotelFilters,
): { shown: Shown[]; noMatch: boolean; unavailable: HotelCard[] } {
  const available = cards.filter((card) => card.options.length > 0);
  const text = normaliseForSearch(filters.text ?? '');
  const filtered = available.flatMap((card) => {
    const option = matches(card, filters, text) ? optionFor(card, filters) : undefined;
    return option ? [{ card, option }] : [];
  });
  const noMatch = activeHotelFilterCount(filters) > 0 && filtered.length === 0 && available.length > 0;
  const shown = noMatch ? available.map((card) => ({ card, option: card.options[0]! })) : filtered;
  return {
    shown: shown.sort(compare[filters.sort ?? 'recomendados']),
    noMatch,
    unavailable: cards.filter((card) => card.options.length === 0),
  };
}

const MAX_FILTER_TEXT = 60;

/**
 * The filters in the page address (?regimen=TI&regimen=MP&reembolsable=1&categoria=4&texto=playa
 * &precio=50-150&orden=precio), on the server and in the browser alike. They only narrow results
 * already priced, so a value we do not know is ignored, not refused.
 */
export function readHotelFilters(params: URLSearchParams): HotelFilters {
  const mealPlans = [...new Set(params.getAll('regimen'))].filter((code): code is MealPlanCode =>
    (MEAL_PLAN_CODES as readonly string[]).includes(code),
  );
  const stars = [...new Set(params.getAll('categoria'))].filter((value) => /^[1-5]$/.test(value)).map(Number);
  const text = (params.get('texto') ?? '').trim();
  const typed =
    params.get('precio') ?? `${params.get('precioDesde') ?? ''}-${params.get('precioHasta') ?? ''}`;
  const range = parsePriceRange(typed.slice(0, 15));
  const sort = params.get('orden');
  return {
    mealPlans: mealPlans.length > 0 ? mealPlans.slice(0, MEAL_PLAN_CODES.length) : undefined,
    refundable: params.get('reembolsable') === '1' || undefined,
    stars: stars.length > 0 ? stars : undefined,
    text: text && text.length <= MAX_FILTER_TEXT && !/\p{Cc}/u.test(text) ? text : undefined,
    priceMin: range.min,
    priceMax: range.max,
    sort: (HOTEL_SORTS as readonly string[]).includes(sort ?? '') ? (sort as HotelSort) : undefined,
  };
}

/** The address's parameters with these filters instead of the ones it had. */
export function withHotelFilters(params: URLSearchParams, filters: HotelFilters): URLSearchParams {
  const next = new URLSearchParams(
    [...params].filter(([name]) => !(HOTEL_FILTER_PARAMETERS as readonly string[]).includes(name)),
  );
  for (const mealPlan of filters.mealPlans ?? []) next.append('regimen', mealPlan);
  if (filters.refundable) next.set('reembolsable', '1');
  for (const stars of filters.stars ?? []) next.append('categoria', String(stars));
  if (filters.text?.trim()) next.set('texto', filters.text.trim());
  const range = priceRangeText(filters);
  if (range) next.set('precio', range);
  if (filters.sort && filters.sort !== 'recomendados') next.set('orden', filters.sort);
  return next;
}
