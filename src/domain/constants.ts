/** Business constants of section 9 of the specification. */

/** The footer's flights-only list: each link opens /vuelo with this destination and origin Madrid. */
export const FLIGHT_ONLY_DESTINATIONS = [
  { name: 'Santo Domingo', code: 'SDQ' },
  { name: 'Punta Cana', code: 'PUJ' },
  { name: 'Puerto Rico', code: 'SJU' },
  { name: 'La Habana', code: 'HAV' },
  { name: 'Salvador de Bahía', code: 'SSA' },
] as const;

/** Section 9: 7 nights unless another length is chosen. */
export const DEFAULT_NIGHTS = 7;

export const DEFAULT_ORIGIN_CITY = { name: 'Madrid', code: 'MAD', country: 'ES' } as const;

/**
 * The Spanish cities packages depart from (the origin_cities table is seeded from these): Madrid
 * and Barcelona fly to the Caribbean, the others connect through Madrid. Names in Spanish, and in
 * a language whose travellers call the city otherwise.
 */
export const ORIGIN_CITY_NAMES: Record<string, { es: string } & Partial<Record<string, string>>> = {
  MAD: { es: 'Madrid' },
  BCN: { es: 'Barcelona', fr: 'Barcelone', it: 'Barcellona', ro: 'Barcelona' },
  BIO: { es: 'Bilbao' },
  VLC: { es: 'Valencia', fr: 'Valence', pt: 'Valência' },
  AGP: { es: 'Málaga', en: 'Malaga', fr: 'Malaga', it: 'Malaga', ro: 'Malaga' },
  SVQ: { es: 'Sevilla', en: 'Seville', fr: 'Séville', it: 'Siviglia', pt: 'Sevilha' },
};

/** The origin city's name in a language (Spanish by default), or its code when unknown. */
export function originCityName(code: string, language = 'es'): string {
  const names = ORIGIN_CITY_NAMES[code];
  return names?.[language] ?? names?.es ?? code;
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
