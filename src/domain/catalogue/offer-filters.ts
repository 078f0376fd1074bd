/**
 * Filters and sort of the accommodation offers of a destination (section 4): meal plan, category,
 * amenities, price range and name; sorted by price or category. A filter that leaves nothing
 * gives back every offer, flagged so the page can say that nothing matched.
 */
export const AMENITIES = [
  'balcony',
  'bathtub',
  'cafeteria',
  'safe',
  'freshwaterPool',
  'sauna',
  'massage',
] as const;
export type Amenity = (typeof AMENITIES)[number];
export const MEAL_PLAN_CODES = ['TI', 'PC', 'MP', 'AD', 'SA'] as const;
export type MealPlanCode = (typeof MEAL_PLAN_CODES)[number];
export const SORT_ORDERS = ['precio', '-precio', 'categoria', '-categoria'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** What the filters read of an offer: its hotel's name, stars, meal plan code and amenities, and its price (euros). */
export interface FilterableOffer {
  name: string;
  stars: number;
  mealPlanCode: string;
  amenities: string[];
  price: number;
  /**
   * The searched party's total (euros) when the listing priced it, null when no room takes the
   * party: the price its card shows, and the one the price sorts follow.
   */
  partyTotal?: number | null;
}

/** The filters and sort a listing's address asks for (destination-query.ts reads them); prices in euros. */
export interface OfferFilters {
  mealPlans?: MealPlanCode[];
  stars?: number[];
  amenities?: Amenity[];
  priceMin?: number;
  priceMax?: number;
  name?: string;
  sort?: SortOrder;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** How many filters are on: each meal plan, category and amenity ticked, each price bound, a name. */
export function activeFilterCount(filters: OfferFilters): number {
  return (
    (filters.mealPlans?.length ?? 0) +
    (filters.stars?.length ?? 0) +
    (filters.amenities?.length ?? 0) +
    (filters.priceMin !== undefined ? 1 : 0) +
    (filters.priceMax !== undefined ? 1 : 0) +
    (filters.name?.trim() ? 1 : 0)
  );
}

export function hasFilters(filters: OfferFilters): boolean {
  return activeFilterCount(filters) > 0;
}

function matches(offer: FilterableOffer, filters: OfferFilters): boolean {
  if (filters.mealPlans?.length && !filters.mealPlans.includes(offer.mealPlanCode as MealPlanCode))
    return false;
  if (filters.stars?.length && !filters.stars.includes(offer.stars)) return false;
  if (filters.amenities?.some((amenity) => !offer.amenities.includes(amenity))) return false;
  if (filters.priceMin !== undefined && offer.price < filters.priceMin) return false;
  if (filters.priceMax !== undefined && offer.price > filters.priceMax) return false;
  if (filters.name?.trim() && !normalise(offer.name).includes(normalise(filters.name))) return false;
  return true;
}

/** The price a card shows: the party's total when the listing priced one, else the "from" per person. */
const shownPrice = (offer: FilterableOffer) =>
  offer.partyTotal === undefined ? offer.price : (offer.partyTotal ?? Number.POSITIVE_INFINITY);

function compare(order: SortOrder) {
  return (a: FilterableOffer, b: FilterableOffer) => {
    const [priceA, priceB] = [shownPrice(a), shownPrice(b)];
    // An offer no room of which takes the party has no price: last in either price order.
    const unpriced =
      Number(priceA === Number.POSITIVE_INFINITY) - Number(priceB === Number.POSITIVE_INFINITY);
    switch (order) {
      case '-precio':
        return unpriced || priceB - priceA || b.stars - a.stars;
      case 'categoria':
        return b.stars - a.stars || priceA - priceB;
      case '-categoria':
        return a.stars - b.stars || priceA - priceB;
      default:
        return unpriced || priceA - priceB || b.stars - a.stars;
    }
  };
}

/** The offers to show, and whether the filters matched nothing (then every offer is shown). */
export function filterOffers<T extends FilterableOffer>(
  offers: T[],
  filters: OfferFilters,
): { offers: T[]; noMatch: boolean } {
  const filtered = offers.filter((offer) => matches(offer, filters));
  const noMatch = hasFilters(filters) && filtered.length === 0;
  const shown = noMatch ? [...offers] : filtered;
  return { offers: shown.sort(compare(filters.sort ?? 'precio')), noMatch };
}
