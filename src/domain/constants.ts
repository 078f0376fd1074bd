/** Business constants of section 9 of the specification. */
import { COUNTRY_NAMES } from './countries';

/** A place's name in Spanish and in each language that calls it otherwise. */
export type PlaceNames = { es: string } & Partial<Record<string, string>>;

/** A place's name in a language: its own name there, else the Spanish one. */
export function placeName(names: PlaceNames, language: string): string {
  return names[language] ?? names.es;
}

/**
 * The footer's flights-only list: each link opens /vuelo with this destination (its Spanish name,
 * so the address is the same in every language) and origin Madrid; the link says the name in the
 * visitor's language (the demo catalogue's destination names, and Puerto Rico's country name).
 */
export const FLIGHT_ONLY_DESTINATIONS: readonly { code: string; names: PlaceNames }[] = [
  { code: 'SDQ', names: { es: 'Santo Domingo', fr: 'Saint-Domingue' } },
  { code: 'PUJ', names: { es: 'Punta Cana' } },
  { code: 'SJU', names: COUNTRY_NAMES.PR },
  {
    code: 'HAV',
    names: { es: 'La Habana', en: 'Havana', fr: 'La Havane', it: 'L’Avana', pt: 'Havana', ro: 'Havana' },
  },
  {
    code: 'SSA',
    names: {
      es: 'Salvador de Bahía',
      en: 'Salvador da Bahia',
      fr: 'Salvador de Bahia',
      it: 'Salvador de Bahia',
      pt: 'Salvador da Bahia',
      ro: 'Salvador de Bahia',
    },
  },
];

/** Section 9: 7 nights unless another length is chosen. */
export const DEFAULT_NIGHTS = 7;

export const DEFAULT_ORIGIN_CITY = { name: 'Madrid', code: 'MAD', country: 'ES' } as const;

/**
 * The Spanish cities packages depart from (the origin_cities table is seeded from these): Madrid
 * and Barcelona fly to the Caribbean, the others connect through Madrid. Names in Spanish, and in
 * a language whose travellers call the city otherwise.
 */
export const ORIGIN_CITY_NAMES: Record<string, PlaceNames> = {
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
  return names ? placeName(names, language) : code;
}

/** Cities flights change planes in on the way to some destinations (the routes' hubs). */
export const CONNECTION_CITY_NAMES: Record<string, PlaceNames> = {
  MIA: { es: 'Miami' },
  AMS: {
    es: 'Ámsterdam',
    en: 'Amsterdam',
    fr: 'Amsterdam',
    it: 'Amsterdam',
    pt: 'Amesterdão',
    ro: 'Amsterdam',
  },
  BOG: { es: 'Bogotá', fr: 'Bogota', ro: 'Bogota' },
};

/** The name of a station that is a departure or connection city, in a language; undefined for others. */
export function cityOfStation(code: string, language: string): string | undefined {
  const names = ORIGIN_CITY_NAMES[code] ?? CONNECTION_CITY_NAMES[code];
  return names ? placeName(names, language) : undefined;
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
