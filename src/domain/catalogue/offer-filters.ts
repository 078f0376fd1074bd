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

export interface FilterableOffer {
  nombre_alojamiento: string;
  categoria: number;
  codigo_regimen: string;
  servicios: string[];
  precio_web: number;
}

export interface OfferFilters {
  regimen?: MealPlanCode[];
  categoria?: number[];
  servicios?: Amenity[];
  precioMin?: number;
  precioMax?: number;
  nombre?: string;
  orden?: SortOrder;
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
    (filters.regimen?.length ?? 0) +
    (filters.categoria?.length ?? 0) +
    (filters.servicios?.length ?? 0) +
    (filters.precioMin !== undefined ? 1 : 0) +
    (filters.precioMax !== undefined ? 1 : 0) +
    (filters.nombre?.trim() ? 1 : 0)
  );
}

export function hasFilters(filters: OfferFilters): boolean {
  return activeFilterCount(filters) > 0;
}

function matches(offer: FilterableOffer, filters: OfferFilters): boolean {
  if (filters.regimen?.length && !filters.regimen.includes(offer.codigo_regimen as MealPlanCode))
    return false;
  if (filters.categoria?.length && !filters.categoria.includes(offer.categoria)) return false;
  if (filters.servicios?.some((amenity) => !offer.servicios.includes(amenity))) return false;
  if (filters.precioMin !== undefined && offer.precio_web < filters.precioMin) return false;
  if (filters.precioMax !== undefined && offer.precio_web > filters.precioMax) return false;
  if (filters.nombre?.trim() && !normalise(offer.nombre_alojamiento).includes(normalise(filters.nombre)))
    return false;
  return true;
}

function compare(order: SortOrder) {
  return (a: FilterableOffer, b: FilterableOffer) => {
    switch (order) {
      case '-precio':
        return b.precio_web - a.precio_web || b.categoria - a.categoria;
      case 'categoria':
        return b.categoria - a.categoria || a.precio_web - b.precio_web;
      case '-categoria':
        return a.categoria - b.categoria || a.precio_web - b.precio_web;
      default:
        return a.precio_web - b.precio_web || b.categoria - a.categoria;
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
  return { offers: shown.sort(compare(filters.orden ?? 'precio')), noMatch };
}
