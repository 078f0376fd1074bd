import type { Random } from '../../../domain/random';
import {
  coastNear,
  isLandward,
  kilometresBetween,
  landSide,
  placeAlongCoast,
  type CoastSide,
} from '../../maps/coastline';
import type { GeoPoint } from '../../maps/map-view';
import type { AddressStyle, Area } from './european-cities';

/**
 * Where a bed bank hotel is and its street address. City hotels scatter within 6 km of the
 * centre, denser near it, kept off the sea or the estuary in a coastal city; beach hotels line
 * the coast the catalogue's hotels of the destination line, each its distance inland.
 */

/** City hotels lie within this distance of the centre. */
const CITY_RADIUS_KM = 6;
/** Length of the coast looked up around a coastal city: its hotels are all nearer than this. */
const CITY_COAST_KM = 40;

const rounded = (value: number) => Math.round(value * 1e5) / 1e5;

/** Whole tens of metres between two places: the distance a hotel's card shows. */
export const metresBetween = (a: GeoPoint, b: GeoPoint) => Math.round(kilometresBetween(a, b) * 100) * 10;

/** A coast, the side its land is on and its length, looked up once per city. */
export interface Shore {
  coast: GeoPoint[];
  side: CoastSide;
  lengthKm: number;
}

export function shoreOf(coast: GeoPoint[]): Shore | null {
  if (coast.length < 2) return null;
  let lengthKm = 0;
  for (let i = 1; i < coast.length; i += 1) lengthKm += kilometresBetween(coast[i - 1]!, coast[i]!);
  return { coast, side: landSide(coast), lengthKm };
}

export const shoreNear = (place: GeoPoint, lengthKm = CITY_COAST_KM) => shoreOf(coastNear(place, lengthKm));

/**
 * A place in a city: a random bearing and a distance from the centre drawn evenly up to 6 km, so
 * hotels are densest near the centre (a ring holds as many as any other); grander hotels nearer.
 * Redrawn while on the water.
 */
export function cityPlace(random: Random, centre: GeoPoint, stars: number, shore: Shore | null): GeoPoint {
  const pull = stars === 5 ? 0.75 : 1;
  for (let attempt = 0; ; attempt += 1) {
    const km = 0.15 + (CITY_RADIUS_KM - 0.15) * random.next() * pull;
    const bearing = random.next() * 2 * Math.PI;
    const place = {
      latitude: rounded(centre.latitude + (km * Math.cos(bearing)) / 111.32),
      longitude: rounded(
        centre.longitude + (km * Math.sin(bearing)) / 111.32 / Math.cos((centre.latitude * Math.PI) / 180),
      ),
    };
    if (!shore || attempt >= 30 || isLandward(shore.coast, shore.side, place)) return place;
  }
}

/** The neighbourhood whose point is nearest a place. */
export function nearestArea(areas: readonly Area[], place: GeoPoint): Area {
  let best = areas[0]!;
  let bestKm = Infinity;
  for (const area of areas) {
    const km = kilometresBetween(area, place);
    if (km < bestKm) [best, bestKm] = [area, km];
  }
  return best;
}

/**
 * A place `fraction` along a destination's coast, `inlandMetres` from the water (plus the 50 m
 * the catalogue adds, so a beachfront hotel is not in the sea); off the destination's point when
 * it has no coast.
 */
export function coastPlace(
  random: Random,
  destination: GeoPoint,
  shore: Shore | null,
  fraction: number,
  inlandMetres: number,
): GeoPoint {
  const onCoast = shore && placeAlongCoast(shore.coast, fraction, inlandMetres / 1000 + 0.05, shore.side);
  if (onCoast) return onCoast;
  return {
    latitude: rounded(destination.latitude + (random.next() - 0.5) * 0.06),
    longitude: rounded(destination.longitude + (random.next() - 0.5) * 0.06),
  };
}

/** Roads numbered by kilometre rather than by door: resorts' addresses along them. */
const KILOMETRE_ROADS = /^(Carretera|Boulevard Kukulcán|Autopista|Estrada|Pedraplén)/;

export function streetAddress(random: Random, style: AddressStyle, streets: readonly string[]): string {
  // Most doors are low numbers: long streets are few.
  const number = 1 + Math.floor(random.next() ** 2 * 180);
  // Colombia's grid: "Calle 10 # 3-25" is door 25 of Calle 10, from the corner of Carrera 3.
  if (style === 'colombian')
    return `${random.pick(streets)} ${random.int(1, 40)} # ${random.int(1, 30)}-${random.int(2, 99)}`;
  const street = random.pick(streets);
  if (KILOMETRE_ROADS.test(street)) return `${street} km ${random.int(2, 40)}.${random.int(0, 9)}`;
  if (style === 'before') return `${number} ${street}`;
  if (style === 'after') return `${street} ${number}`;
  return `${street}, ${number}`;
}
