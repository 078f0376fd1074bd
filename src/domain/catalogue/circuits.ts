/**
 * Circuits sold in hotel categories (categoria_circuito). A circuit lists the hotels of every
 * category it sells, stop after stop (CircuitosParametros answers them slash-separated); a hotel's
 * category follows its stars, and each category is a service of its own with its own calendar
 * and prices (AlojamientosCircuitos answers the categories of a list of hotels).
 */
export const CIRCUIT_CATEGORIES = ['Turista', 'Primera', 'Superior'] as const;
export type CircuitCategory = (typeof CIRCUIT_CATEGORIES)[number];

/** Up to 3 stars Turista, 4 Primera, 5 Superior. */
export function circuitCategoryOfStars(stars: number): CircuitCategory {
  return stars >= 5 ? 'Superior' : stars === 4 ? 'Primera' : 'Turista';
}

/** The category an address names (turista, primera, superior, in any case), or undefined. */
export function circuitCategoryOf(name: string | null | undefined): CircuitCategory | undefined {
  return CIRCUIT_CATEGORIES.find((category) => category.toLowerCase() === name?.toLowerCase());
}

export interface CircuitHotel {
  id: number;
  stars: number;
  destination: string;
}

export interface CircuitStop<H extends CircuitHotel> {
  destination: string;
  hotel: H;
  /** Nights at this stop, or null when the circuit does not say. */
  nights: number | null;
}

/**
 * The stops of a circuit in one category: its destinations in the order its hotels first name
 * them, each with the category's hotel there. Null when the category has no hotel at some stop
 * (the circuit is not sold in it). Nights come from the circuit's nights per stop when they match
 * its stops.
 */
export function circuitStops<H extends CircuitHotel>(
  hotels: readonly H[],
  stopNights: readonly number[],
  category: CircuitCategory,
): CircuitStop<H>[] | null {
  const destinations = [...new Set(hotels.map((hotel) => hotel.destination))];
  const stops: CircuitStop<H>[] = [];
  for (const [index, destination] of destinations.entries()) {
    const hotel = hotels.find(
      (candidate) =>
        candidate.destination === destination && circuitCategoryOfStars(candidate.stars) === category,
    );
    if (!hotel) return null;
    stops.push({
      destination,
      hotel,
      nights: stopNights.length === destinations.length ? (stopNights[index] ?? null) : null,
    });
  }
  return stops.length > 0 ? stops : null;
}

/** The categories a circuit is sold in, in the order Turista, Primera, Superior. */
export function circuitCategories(hotels: readonly CircuitHotel[]): CircuitCategory[] {
  return CIRCUIT_CATEGORIES.filter((category) => circuitStops(hotels, [], category) !== null);
}

/**
 * The nights of each stay of a trip of `total` nights: the stays' own when they are all known and
 * add up, else shared out evenly (the first stays take the remainder).
 */
export function nightsPerStay(total: number, nights: readonly (number | null)[]): number[] {
  const known = nights.every((count): count is number => count !== null && count > 0);
  if (known && nights.reduce<number>((sum, count) => sum + (count ?? 0), 0) === total)
    return nights as number[];
  const share = Math.floor(total / Math.max(1, nights.length));
  const rest = total - share * nights.length;
  return nights.map((_, index) => share + (index < rest ? 1 : 0));
}
