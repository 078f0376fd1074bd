import { geoMercator, type GeoProjection } from 'd3-geo';

/**
 * What a map shows: a centre, a zoom (as web maps count it: the world is 256 × 2^zoom units
 * wide) and a size in SVG units. The same view gives the coastline (drawn by the map route) and
 * the pins (placed by the page's loader), so the two always agree.
 */
export interface MapView {
  /** Degrees, two decimals at most. */
  latitude: number;
  longitude: number;
  zoom: number;
  width: number;
  height: number;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export const MAP_LIMITS = {
  /** Below this a map shows a large part of the world and its path grows past a few KB. */
  minZoom: 3,
  /** Past this the Natural Earth coastline (1:10 million), even rounded, is too coarse to look like one. */
  maxZoom: 12,
  minSize: 64,
  maxSize: 1024,
  /** Mercator has no top or bottom; the catalogue stays far from the poles. */
  maxLatitude: 80,
} as const;

const TILE = 256;

/** Mercator projection of a view: the view's centre in the middle, 256 × 2^zoom units round the world. */
export function mapProjection(view: MapView): GeoProjection {
  return geoMercator()
    .center([view.longitude, view.latitude])
    .scale((TILE * 2 ** view.zoom) / (2 * Math.PI))
    .translate([view.width / 2, view.height / 2]);
}

const tenth = (value: number) => Math.round(value * 10) / 10;
const hundredth = (value: number) => Math.round(value * 100) / 100;

/** Where a place falls on the map, in SVG units with one decimal (it may fall outside the map). */
export function projectPoint(view: MapView, point: GeoPoint): { x: number; y: number } {
  const [x, y] = mapProjection(view)([point.longitude, point.latitude]) ?? [Number.NaN, Number.NaN];
  return { x: tenth(x), y: tenth(y) };
}

/** Is a point inside the map, at least `margin` units from its edges? */
export function isInside(view: MapView, point: { x: number; y: number }, margin = 0) {
  return (
    point.x >= margin &&
    point.y >= margin &&
    point.x <= view.width - margin &&
    point.y <= view.height - margin
  );
}

/** Mercator x and y of a point at zoom 0 (the world 256 units wide), without a projection object. */
function mercator(point: GeoPoint): [number, number] {
  const sin = Math.sin((point.latitude * Math.PI) / 180);
  return [
    ((point.longitude + 180) / 360) * TILE,
    (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * TILE,
  ];
}

function latitudeOf(mercatorY: number): number {
  const n = Math.PI - (2 * Math.PI * mercatorY) / TILE;
  return (180 / Math.PI) * Math.atan(Math.sinh(n));
}

const isValidPoint = (point: GeoPoint) =>
  Number.isFinite(point.latitude) &&
  Number.isFinite(point.longitude) &&
  Math.abs(point.latitude) <= MAP_LIMITS.maxLatitude &&
  Math.abs(point.longitude) <= 180;

/**
 * The closest view of the given size that shows every point at least `padding` units inside its
 * edges, its zoom kept within [minZoom, maxZoom] and its centre rounded to 0.01° (so nearby lists
 * of places share one drawn coastline). Undefined when there is no valid point.
 */
export function fitView(
  points: readonly GeoPoint[],
  options: { width: number; height: number; padding?: number; minZoom?: number; maxZoom?: number },
): MapView | undefined {
  const valid = points.filter(isValidPoint);
  if (valid.length === 0) return undefined;
  const { width, height } = options;
  const padding = options.padding ?? 0;
  const minZoom = Math.max(options.minZoom ?? MAP_LIMITS.minZoom, MAP_LIMITS.minZoom);
  const maxZoom = Math.min(options.maxZoom ?? MAP_LIMITS.maxZoom, MAP_LIMITS.maxZoom);
  const projected = valid.map(mercator);
  const xs = projected.map(([x]) => x);
  const ys = projected.map(([, y]) => y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  // The rounding of the centre moves points by up to 0.005°: one more unit of room for it.
  const room = (size: number, span: number) =>
    span > 0 ? Math.log2((size - 2 * padding - 2) / span) : Infinity;
  const fitting = Math.floor(Math.min(room(width, x1 - x0), room(height, y1 - y0)));
  const zoom = Math.min(Math.max(fitting, minZoom), maxZoom);
  return {
    latitude: hundredth(latitudeOf((y0 + y1) / 2)),
    longitude: hundredth(((x0 + x1) / 2 / TILE) * 360 - 180),
    zoom,
    width,
    height,
  };
}

/** A view centred on one place. */
export function viewAround(point: GeoPoint, zoom: number, size: { width: number; height: number }) {
  return fitView([point], { ...size, minZoom: zoom, maxZoom: zoom });
}

const DECIMAL = /^-?\d{1,3}(\.\d{1,2})?$/;
const INTEGER = /^\d{1,4}$/;

/**
 * Reads a view from a query (`lat`, `lon`, `z`, `w`, `h`), strictly: decimals with two places at
 * most, a whole zoom and size, each within MAP_LIMITS. Anything else gives undefined.
 */
export function parseMapView(query: Record<string, unknown>): MapView | undefined {
  const text = (key: string) => (typeof query[key] === 'string' ? (query[key] as string) : undefined);
  const decimal = (key: string, limit: number) => {
    const value = text(key);
    if (value === undefined || !DECIMAL.test(value)) return undefined;
    const number = Number(value);
    return Math.abs(number) <= limit ? number : undefined;
  };
  const integer = (key: string, min: number, max: number) => {
    const value = text(key);
    if (value === undefined || !INTEGER.test(value)) return undefined;
    const number = Number(value);
    return number >= min && number <= max ? number : undefined;
  };
  const latitude = decimal('lat', MAP_LIMITS.maxLatitude);
  const longitude = decimal('lon', 180);
  const zoom = integer('z', MAP_LIMITS.minZoom, MAP_LIMITS.maxZoom);
  const width = integer('w', MAP_LIMITS.minSize, MAP_LIMITS.maxSize);
  const height = integer('h', MAP_LIMITS.minSize, MAP_LIMITS.maxSize);
  if (
    latitude === undefined ||
    longitude === undefined ||
    zoom === undefined ||
    width === undefined ||
    height === undefined
  )
    return undefined;
  return { latitude, longitude, zoom, width, height };
}

/** The query that parseMapView reads back into the same view (also the coastline cache's key). */
export function mapViewQuery(view: MapView): string {
  return `lat=${view.latitude}&lon=${view.longitude}&z=${view.zoom}&w=${view.width}&h=${view.height}`;
}

/** Is this a view the map route draws? (What parseMapView would accept.) */
export function isValidView(view: MapView): boolean {
  return parseMapView(Object.fromEntries(new URLSearchParams(mapViewQuery(view)))) !== undefined;
}
