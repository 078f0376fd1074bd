/** Business constants of section 9 of the specification. */

/** The footer's flights-only list: each link opens /vuelo with this destination and origin Madrid. */
export const FLIGHT_ONLY_DESTINATIONS = [
  { name: 'Santo Domingo', code: 'SDQ' },
  { name: 'Punta Cana', code: 'PUJ' },
  { name: 'Puerto Rico', code: 'SJU' },
  { name: 'La Habana', code: 'HAV' },
  { name: 'Salvador de Bahía', code: 'SSA' },
] as const;

export const DEFAULT_ORIGIN_CITY = { name: 'Madrid', code: 'MAD', country: 'ES' } as const;

/** The cities packages depart from (the origin_cities table is seeded from these). */
export const ORIGIN_CITY_NAMES: Record<string, string> = { MAD: 'Madrid', BCN: 'Barcelona' };

export function originCityName(code: string): string {
  return ORIGIN_CITY_NAMES[code] ?? code;
}

/** The footer shows the first six destinations of container 1. */
export const FOOTER_DESTINATION_COUNT = 6;

/** Destination names travel in URLs with hyphens for spaces (`/alojamientoDestino?destino=Punta-Cana`). */
export function destinationSlug(name: string): string {
  return name
    .trim()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, '-');
}
