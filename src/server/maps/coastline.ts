import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { GeoStream } from 'd3-geo';
import { feature } from 'topojson-client';
import type { MultiPolygon, Polygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { isValidView, mapProjection, type GeoPoint, type MapView } from './map-view';

/**
 * Land drawn from Natural Earth (the npm package world-atlas): 1:50 million for wide views,
 * 1:10 million from zoom 7 on. Each file is read the first time a view needs it and kept as flat
 * rings with their bounding boxes, so a view only projects the land near it.
 */
export type Resolution = '50m' | '10m';

interface LandPolygon {
  /** west, south, east, north in degrees. */
  bbox: [number, number, number, number];
  /** Rings as [lon, lat, lon, lat, …], without the closing repeat of the first point. */
  rings: Float64Array[];
}

const require = createRequire(import.meta.url);
const land = new Map<Resolution, LandPolygon[]>();

/** The resolution a zoom is drawn with. */
export const resolutionFor = (zoom: number): Resolution => (zoom >= 7 ? '10m' : '50m');

function loadLand(resolution: Resolution): LandPolygon[] {
  const known = land.get(resolution);
  if (known) return known;
  const topology = JSON.parse(
    readFileSync(require.resolve(`world-atlas/land-${resolution}.json`), 'utf8'),
  ) as Topology<{ land: GeometryCollection }>;
  const collection = feature(topology, topology.objects.land);
  const polygons: LandPolygon[] = [];
  for (const item of collection.features) {
    const geometry = item.geometry as Polygon | MultiPolygon | null;
    if (!geometry) continue;
    const parts = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const part of parts) {
      const bbox: LandPolygon['bbox'] = [Infinity, Infinity, -Infinity, -Infinity];
      const rings = part.map((ring) => {
        const flat = new Float64Array((ring.length - 1) * 2);
        for (let i = 0; i < ring.length - 1; i += 1) {
          const [lon = 0, lat = 0] = ring[i] ?? [];
          flat[i * 2] = lon;
          flat[i * 2 + 1] = lat;
          bbox[0] = Math.min(bbox[0], lon);
          bbox[1] = Math.min(bbox[1], lat);
          bbox[2] = Math.max(bbox[2], lon);
          bbox[3] = Math.max(bbox[3], lat);
        }
        return flat;
      });
      polygons.push({ bbox, rings });
    }
  }
  land.set(resolution, polygons);
  return polygons;
}

type Box = LandPolygon['bbox'];

/**
 * Sutherland–Hodgman: the part of a ring inside a longitude/latitude box. Mercator keeps
 * meridians and parallels straight, so this box is the map's rectangle (plus a margin); cutting
 * here first spares projecting the thousands of points of a continent that lie off the map.
 */
function clipRing(ring: Float64Array, box: Box): Float64Array {
  let points = ring;
  const edges: [axis: 0 | 1, limit: number, keepAbove: boolean][] = [
    [0, box[0], true],
    [1, box[1], true],
    [0, box[2], false],
    [1, box[3], false],
  ];
  for (const [axis, limit, keepAbove] of edges) {
    const count = points.length / 2;
    if (count === 0) break;
    const out: number[] = [];
    const inside = (i: number) =>
      keepAbove ? points[i * 2 + axis]! >= limit : points[i * 2 + axis]! <= limit;
    for (let i = 0; i < count; i += 1) {
      const previous = (i + count - 1) % count;
      const [ax, ay, bx, by] = [
        points[previous * 2]!,
        points[previous * 2 + 1]!,
        points[i * 2]!,
        points[i * 2 + 1]!,
      ];
      const currentIn = inside(i);
      const previousIn = inside(previous);
      if (currentIn !== previousIn) {
        const from = axis === 0 ? ax : ay;
        const to = axis === 0 ? bx : by;
        const t = (limit - from) / (to - from);
        out.push(ax + (bx - ax) * t, ay + (by - ay) * t);
      }
      if (currentIn) out.push(bx, by);
    }
    points = Float64Array.from(out);
  }
  return points;
}

/** Douglas–Peucker on a ring of [x, y] points, keeping points that stray more than `tolerance`. */
function simplify(ring: [number, number][], tolerance: number): [number, number][] {
  if (ring.length < 4) return ring;
  const closed = [...ring, ring[0]!];
  const keep = new Uint8Array(closed.length);
  keep[0] = 1;
  keep[closed.length - 1] = 1;
  const stack: [number, number][] = [[0, closed.length - 1]];
  const squared = tolerance * tolerance;
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    const [ax, ay] = closed[first]!;
    const [bx, by] = closed[last]!;
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    let worst = -1;
    let worstDistance = squared;
    for (let i = first + 1; i < last; i += 1) {
      const [px, py] = closed[i]!;
      let t = length > 0 ? ((px - ax) * dx + (py - ay) * dy) / length : 0;
      t = Math.max(0, Math.min(1, t));
      const ex = ax + t * dx - px;
      const ey = ay + t * dy - py;
      const distance = ex * ex + ey * ey;
      if (distance > worstDistance) {
        worst = i;
        worstDistance = distance;
      }
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return closed.slice(0, -1).filter((_, i) => keep[i]);
}

/**
 * Chaikin's corner cutting, twice: past zoom 8 the 1:10 million coastline is drawn larger than
 * it was made for and its straight stretches would show; rounded, it reads as a coast. Points on
 * the map's edge (where d3 cut the land) stay where they are, so the edge stays straight.
 */
function smooth(ring: [number, number][], view: MapView): [number, number][] {
  const onEdge = ([x, y]: [number, number]) => x <= 0 || y <= 0 || x >= view.width || y >= view.height;
  let points = ring;
  for (let round = 0; round < 2; round += 1) {
    const next: [number, number][] = [];
    for (let i = 0; i < points.length; i += 1) {
      const point = points[i]!;
      if (onEdge(point)) {
        next.push(point);
        continue;
      }
      const before = points[(i + points.length - 1) % points.length]!;
      const after = points[(i + 1) % points.length]!;
      next.push(
        [point[0] + (before[0] - point[0]) / 4, point[1] + (before[1] - point[1]) / 4],
        [point[0] + (after[0] - point[0]) / 4, point[1] + (after[1] - point[1]) / 4],
      );
    }
    points = next;
  }
  return points;
}

/** A number in tenths as SVG path text: 12, -3.5, .5. */
function tenths(value: number): string {
  const text = String(value / 10);
  return text.replace(/^(-?)0\./, '$1.');
}

/** Rings as SVG path data: absolute start, relative moves in tenths of a unit, each ring closed. */
function pathData(rings: [number, number][][]): string {
  let data = '';
  for (const ring of rings) {
    let [px, py] = [Math.round(ring[0]![0] * 10), Math.round(ring[0]![1] * 10)];
    data += `M${tenths(px)} ${tenths(py)}l`;
    let first = true;
    for (let i = 1; i < ring.length; i += 1) {
      const x = Math.round(ring[i]![0] * 10);
      const y = Math.round(ring[i]![1] * 10);
      if (x === px && y === py) continue;
      const dx = tenths(x - px);
      const dy = tenths(y - py);
      data += `${first || dx.startsWith('-') ? '' : ' '}${dx}${dy.startsWith('-') ? '' : ' '}${dy}`;
      first = false;
      [px, py] = [x, y];
    }
    data = first ? data.slice(0, data.lastIndexOf('M')) : `${data}z`;
  }
  return data;
}

/** Keeps the projected rings d3 hands over after clipping to the map's rectangle. */
function ringCollector() {
  const rings: [number, number][][] = [];
  let current: [number, number][] | undefined;
  const sink: GeoStream = {
    point(x, y) {
      current?.push([x, y]);
    },
    lineStart() {
      current = [];
    },
    lineEnd() {
      if (current && current.length >= 3) rings.push(current);
      current = undefined;
    },
    polygonStart() {},
    polygonEnd() {},
    sphere() {},
  };
  return { sink, rings };
}

/** Points closer than this (SVG units) to the line kept are dropped: under half a pixel at 1:1. */
const TOLERANCE = 0.5;
/** From this zoom on the coastline is rounded (see smooth). */
const SMOOTH_FROM_ZOOM = 9;
/** Islands smaller than this across (SVG units) are left out. */
const SMALLEST = 1.5;

/**
 * The land of a view as SVG path data: projected with d3-geo's Mercator, clipped to the map's
 * rectangle, simplified to half a unit and written with one decimal. Empty over open sea.
 */
export function drawCoastline(view: MapView): string {
  if (!isValidView(view)) throw new RangeError(`not a map view: ${JSON.stringify(view)}`);
  // Points only, joined by straight lines (precision 0): the data's points are close together, and
  // the edges of the cut below must stay straight parallels, not bulge as great circles.
  const projection = mapProjection(view)
    .precision(0)
    .clipExtent([
      [-1, -1],
      [view.width + 1, view.height + 1],
    ]);
  // The rectangle in degrees, with a margin, to cut the land before projecting it.
  const [west, north] = projection.invert?.([-8, -8]) ?? [-180, 90];
  const [east, south] = projection.invert?.([view.width + 8, view.height + 8]) ?? [180, -90];
  const box: Box = [west, south, east, north];
  const { sink, rings } = ringCollector();
  const stream = projection.stream(sink);
  for (const polygon of loadLand(resolutionFor(view.zoom))) {
    const b = polygon.bbox;
    if (b[0] > box[2] || b[2] < box[0] || b[1] > box[3] || b[3] < box[1]) continue;
    const clipped = polygon.rings.map((ring) => clipRing(ring, box)).filter((ring) => ring.length >= 6);
    if (clipped.length === 0) continue;
    stream.polygonStart();
    for (const ring of clipped) {
      stream.lineStart();
      for (let i = 0; i < ring.length; i += 2) stream.point(ring[i]!, ring[i + 1]!);
      stream.lineEnd();
    }
    stream.polygonEnd();
  }
  const kept = rings
    .filter((ring) => {
      const xs = ring.map(([x]) => x);
      const ys = ring.map(([, y]) => y);
      return Math.max(...xs) - Math.min(...xs) >= SMALLEST || Math.max(...ys) - Math.min(...ys) >= SMALLEST;
    })
    .map((ring) => simplify(ring, TOLERANCE))
    .filter((ring) => ring.length >= 3)
    .map((ring) => (view.zoom >= SMOOTH_FROM_ZOOM ? simplify(smooth(ring, view), TOLERANCE / 2) : ring));
  return pathData(kept);
}

/** Kilometres between two nearby places (flat Earth: fine over a few tens of kilometres). */
export function kilometresBetween(a: GeoPoint, b: GeoPoint): number {
  const x = (b.longitude - a.longitude) * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  return Math.hypot(x, b.latitude - a.latitude) * 111.32;
}

/** Whether a place is on land (1:10 million), by the even–odd rule over the rings around it. */
export function isOnLand(point: GeoPoint): boolean {
  let inside = false;
  for (const polygon of loadLand('10m')) {
    const [west, south, east, north] = polygon.bbox;
    if (point.longitude < west || point.longitude > east || point.latitude < south || point.latitude > north)
      continue;
    for (const ring of polygon.rings) {
      const count = ring.length / 2;
      for (let i = 0, j = count - 1; i < count; j = i, i += 1) {
        const [xi, yi, xj, yj] = [ring[i * 2]!, ring[i * 2 + 1]!, ring[j * 2]!, ring[j * 2 + 1]!];
        if (yi > point.latitude !== yj > point.latitude) {
          const x = xi + ((point.latitude - yi) * (xj - xi)) / (yj - yi);
          if (point.longitude < x) inside = !inside;
        }
      }
    }
  }
  return inside;
}

/**
 * The coastline (1:10 million) nearest a place, as a line of about `lengthKm` centred on the
 * coast's point closest to it, in order along the coast; empty when no coast is within 50 km.
 */
export function coastNear(place: GeoPoint, lengthKm: number): GeoPoint[] {
  let best: { ring: Float64Array; index: number; distance: number } | undefined;
  for (const polygon of loadLand('10m')) {
    const [west, south, east, north] = polygon.bbox;
    if (place.longitude < west - 1 || place.longitude > east + 1) continue;
    if (place.latitude < south - 1 || place.latitude > north + 1) continue;
    for (const ring of polygon.rings)
      for (let i = 0; i < ring.length / 2; i += 1) {
        const distance = kilometresBetween(place, { longitude: ring[i * 2]!, latitude: ring[i * 2 + 1]! });
        if (!best || distance < best.distance) best = { ring, index: i, distance };
      }
  }
  if (!best || best.distance > 50) return [];
  const { ring, index } = best;
  const count = ring.length / 2;
  const at = (i: number): GeoPoint => {
    const k = (((index + i) % count) + count) % count;
    return { longitude: ring[k * 2]!, latitude: ring[k * 2 + 1]! };
  };
  const walk = (step: 1 | -1) => {
    const points: GeoPoint[] = [];
    let travelled = 0;
    for (let i = step; Math.abs(i) < count / 2 && travelled < lengthKm / 2; i += step) {
      travelled += kilometresBetween(at(i - step), at(i));
      points.push(at(i));
    }
    return points;
  };
  return [...walk(-1).reverse(), at(0), ...walk(1)];
}

/**
 * `count` places spread evenly along a coast line, each `inlandKm[i]` from the water on the land's
 * side: where a beach destination's hotels are.
 */
export function placesAlongCoast(coast: readonly GeoPoint[], inlandKm: readonly number[]): GeoPoint[] {
  return inlandKm.flatMap((inland, index) => {
    const place = placeAlongCoast(coast, (index + 0.5) / inlandKm.length, inland);
    return place ? [place] : [];
  });
}

/** A side of a coast line: 1 to the left of its direction of travel, -1 to the right. */
export type CoastSide = 1 | -1;

/**
 * The side of a coast line the land is on. A line from coastNear follows one ring, which keeps
 * the land on the same side all along, so one look (isOnLand, about a millisecond) serves every
 * place on it.
 */
export function landSide(coast: readonly GeoPoint[]): CoastSide {
  const middle = Math.max(1, Math.floor(coast.length / 2));
  const a = coast[middle - 1]!;
  const b = coast[middle]!;
  const centre = { longitude: (a.longitude + b.longitude) / 2, latitude: (a.latitude + b.latitude) / 2 };
  return isOnLand(offsetFrom(centre, a, b, 1, 0.3)) ? 1 : -1;
}

/** A place `km` from `point`, square to the segment a→b, on `side` of it. */
function offsetFrom(point: GeoPoint, a: GeoPoint, b: GeoPoint, side: number, km: number): GeoPoint {
  const cos = Math.cos((point.latitude * Math.PI) / 180);
  const dx = (b.longitude - a.longitude) * cos;
  const dy = b.latitude - a.latitude;
  const norm = Math.hypot(dx, dy) || 1;
  return {
    longitude: point.longitude + (side * (-dy / norm) * km) / 111.32 / cos,
    latitude: point.latitude + (side * (dx / norm) * km) / 111.32,
  };
}

/**
 * Whether a place lies on the land's side of the coast line's segment nearest it: a cheap test
 * that a place near a city on the water is not in it (no ring is scanned).
 */
export function isLandward(coast: readonly GeoPoint[], side: CoastSide, point: GeoPoint): boolean {
  let nearest = { distance: Infinity, cross: 0 };
  for (let i = 1; i < coast.length; i += 1) {
    const a = coast[i - 1]!;
    const b = coast[i]!;
    const cos = Math.cos((point.latitude * Math.PI) / 180);
    const [sx, sy] = [(b.longitude - a.longitude) * cos, b.latitude - a.latitude];
    const [px, py] = [(point.longitude - a.longitude) * cos, point.latitude - a.latitude];
    const t = Math.max(0, Math.min(1, (px * sx + py * sy) / (sx * sx + sy * sy || 1)));
    const distance = Math.hypot(px - t * sx, py - t * sy);
    if (distance < nearest.distance) nearest = { distance, cross: sx * py - sy * px };
  }
  return nearest.distance === Infinity || Math.sign(nearest.cross) === side;
}

/**
 * The place `fraction` (0 to 1) of the way along a coast line, `inlandKm` from the water inland.
 * `side` (landSide) spares looking the land up for each place.
 */
export function placeAlongCoast(
  coast: readonly GeoPoint[],
  fraction: number,
  inlandKm: number,
  side?: CoastSide,
): GeoPoint | undefined {
  if (coast.length < 2) return undefined;
  const lengths = [0];
  for (let i = 1; i < coast.length; i += 1)
    lengths.push(lengths[i - 1]! + kilometresBetween(coast[i - 1]!, coast[i]!));
  const target = lengths[lengths.length - 1]! * fraction;
  let segment = 1;
  while (segment < coast.length - 1 && lengths[segment]! < target) segment += 1;
  const a = coast[segment - 1]!;
  const b = coast[segment]!;
  const t = (target - lengths[segment - 1]!) / Math.max(1e-9, lengths[segment]! - lengths[segment - 1]!);
  const onCoast = {
    longitude: a.longitude + (b.longitude - a.longitude) * t,
    latitude: a.latitude + (b.latitude - a.latitude) * t,
  };
  // The normal to the coast, in km, turned to the land's side.
  const towardsLand = side ?? (isOnLand(offsetFrom(onCoast, a, b, 1, 0.3)) ? 1 : -1);
  const place = offsetFrom(onCoast, a, b, towardsLand, inlandKm);
  return {
    longitude: Math.round(place.longitude * 1e5) / 1e5,
    latitude: Math.round(place.latitude * 1e5) / 1e5,
  };
}
