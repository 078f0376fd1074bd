import { fitView, isInside, mapImagePath, projectPoint, viewAround } from './platform.server';
import type { GeoPoint, MapView } from '../server/maps/map-view';
import type { MapData, MapPin } from './components/catalogue/location-map';

/**
 * What the pages' loaders put on a map: the address of the drawn coastline and the places on
 * it, already in the picture's units. Only numbers and short names travel to the browser; the
 * projection and the land stay on the server.
 */

/** Sizes in SVG units, near the size each map is shown at so pins and labels keep their size. */
export const MAP_SIZES = {
  /** The destination's block on its listing: the region around it. */
  destination: { width: 384, height: 288 },
  /** The listing's hotels together. */
  hotels: { width: 560, height: 280 },
  /** The offer page's gallery (16:10): the hotel closer up. */
  hotel: { width: 320, height: 200 },
  /** The hotel results' map beside the list: many hotels, grouped where they crowd. */
  hotelResults: { width: 320, height: 320 },
  /** A combined trip's or circuit's route on its page. */
  route: { width: 560, height: 320 },
  /** The same route on a list's card (16:10). */
  routeCard: { width: 320, height: 200 },
} as const;

export const MAP_ZOOMS = {
  destination: 7,
  hotel: 12,
  hotelsMin: 6,
  hotelsMax: 11,
  routeMin: 4,
  routeMax: 9,
} as const;

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** About the width of one letter of a place's name (15 px bold), in SVG units. */
const LABEL_CHAR_WIDTH = 8.5;

/** Pins closer than this (SVG units) are moved apart, a line joining each to its true place. */
const PIN_SPACING = 38;
/** Room a pin needs from the top and sides of the map (its head is above its point). */
const PIN_ROOM = { top: 26, side: 10, bottom: 3 };

function picture(view: MapView): MapData {
  return { src: mapImagePath(view), width: view.width, height: view.height, pins: [], labels: [] };
}

/** One place, centred, with its name written beside the pin when `name` is given. */
export function placeMap(place: GeoPoint, kind: 'destination' | 'hotel', name?: string): MapData | undefined {
  const view = viewAround(place, MAP_ZOOMS[kind], MAP_SIZES[kind]);
  if (!view) return undefined;
  const at = projectPoint(view, place);
  const map = picture(view);
  map.pins.push({ key: 'place', ...at });
  if (name) {
    const right = at.x < view.width * 0.6;
    map.labels.push({
      x: tenth(right ? at.x + 12 : at.x - 12),
      y: tenth(at.y - 8),
      text: name,
      anchor: right ? 'start' : 'end',
    });
  }
  return map;
}

/**
 * Several places (a listing's hotels) on one map, as close as fits them all. Pins that would
 * cover each other are spread apart (nearby hotels are often a few hundred metres apart), each
 * keeping a line to its true place.
 */
export function placesMap(places: readonly (GeoPoint & { key: string })[]): MapData | undefined {
  const size = MAP_SIZES.hotels;
  const view = fitView(places, {
    ...size,
    padding: PIN_ROOM.top,
    minZoom: MAP_ZOOMS.hotelsMin,
    maxZoom: MAP_ZOOMS.hotelsMax,
  });
  if (!view) return undefined;
  const map = picture(view);
  const points = places
    .map((place) => ({ key: place.key, ...projectPoint(view, place) }))
    .filter((point) => isInside(view, point));
  map.pins = spread(points, view);
  return map;
}

/** Pins closer than this (SVG units) are drawn as one, with how many hotels it stands for. */
const CLUSTER_CELL = 34;

/**
 * A city's hotels, hundreds of them, on one map: hotels that would crowd one another are one pin
 * with their count, put where they are on average. Each pin's key is its first hotel's.
 */
export function clusterMap(places: readonly (GeoPoint & { key: string })[]): MapData | undefined {
  const size = MAP_SIZES.hotelResults;
  const view = fitView(places, { ...size, padding: PIN_ROOM.top, minZoom: MAP_ZOOMS.hotelsMin, maxZoom: 13 });
  if (!view) return undefined;
  const map = picture(view);
  const cells = new Map<string, { key: string; x: number; y: number; count: number }>();
  for (const place of places) {
    const point = projectPoint(view, place);
    if (!isInside(view, point)) continue;
    const cell = `${Math.floor(point.x / CLUSTER_CELL)}:${Math.floor(point.y / CLUSTER_CELL)}`;
    const group = cells.get(cell);
    if (group) {
      group.x += point.x;
      group.y += point.y;
      group.count += 1;
    } else cells.set(cell, { key: place.key, x: point.x, y: point.y, count: 1 });
  }
  map.pins = [...cells.values()].map((group) => ({
    key: group.key,
    x: tenth(group.x / group.count),
    y: tenth(group.y / group.count),
    ...(group.count > 1 ? { count: group.count } : {}),
  }));
  return map;
}

/**
 * A trip's route: its stops in order, joined by a line, each pin named (a name once when the
 * route comes back to a place). Labels sit right of their pin, or left near the right edge.
 */
export function routeMap(
  stops: readonly (GeoPoint & { name: string })[],
  kind: 'route' | 'routeCard' = 'route',
): MapData | undefined {
  const size = MAP_SIZES[kind];
  // Room round the route for the names, which are written outwards from its middle.
  const view = fitView(stops, {
    ...size,
    padding: kind === 'route' ? 90 : 72,
    minZoom: MAP_ZOOMS.routeMin,
    maxZoom: MAP_ZOOMS.routeMax,
  });
  if (!view) return undefined;
  const map = picture(view);
  const points = stops.map((stop, index) => ({
    key: `stop-${index}`,
    name: stop.name,
    ...projectPoint(view, stop),
  }));
  map.route = points.map((point) => ({ x: tenth(point.x), y: tenth(point.y) }));
  const named = new Set<string>();
  const middle = points.reduce((sum, point) => sum + point.x, 0) / Math.max(1, points.length);
  const placed: Box[] = points.map((point) => ({
    x0: point.x - 9,
    x1: point.x + 9,
    y0: point.y - 24,
    y1: point.y,
  }));
  for (const point of points) {
    map.pins.push({ key: point.key, x: tenth(point.x), y: tenth(point.y) });
    if (named.has(point.name)) continue;
    named.add(point.name);
    // Outwards from the route's middle first; else the other side, then below the pin: the first
    // place where the name stays on the picture and covers no other name or pin.
    const width = point.name.length * LABEL_CHAR_WIDTH;
    const outwards = points.length === 1 ? point.x < view.width * 0.6 : point.x >= middle;
    const sides = outwards ? (['start', 'end'] as const) : (['end', 'start'] as const);
    const candidates = [-8, 22].flatMap((dy) =>
      sides.map((anchor) => {
        const x = anchor === 'start' ? point.x + 12 : point.x - 12;
        const y = point.y + dy;
        const box = {
          x0: anchor === 'start' ? x : x - width,
          x1: anchor === 'start' ? x + width : x,
          y0: y - 13,
          y1: y + 3,
        };
        return { x, y, anchor, box };
      }),
    );
    const fits = (box: Box) => box.x0 >= 0 && box.x1 <= view.width && box.y0 >= 0 && box.y1 <= view.height;
    const chosen =
      candidates.find((c) => fits(c.box) && !placed.some((other) => overlaps(c.box, other))) ??
      candidates.find((c) => fits(c.box)) ??
      candidates[0]!;
    placed.push(chosen.box);
    map.labels.push({ x: tenth(chosen.x), y: tenth(chosen.y), text: point.name, anchor: chosen.anchor });
  }
  return map;
}

/** The shortest distance between two pins. */
function closest(pins: readonly { x: number; y: number }[]): number {
  let shortest = Infinity;
  for (let i = 0; i < pins.length; i += 1)
    for (let j = i + 1; j < pins.length; j += 1)
      shortest = Math.min(shortest, Math.hypot(pins[i]!.x - pins[j]!.x, pins[i]!.y - pins[j]!.y));
  return shortest;
}

/**
 * A crowd's pins in `rows` staggered rows along its main axis (see `spread`), kept on the map;
 * the rows `follow` the line of the places (a curving beach) when asked.
 */
function inRows(
  ordered: readonly { key: string; x: number; y: number; along: number; across: number }[],
  axis: { cx: number; cy: number; ux: number; uy: number },
  rows: number,
  follow: boolean,
  view: MapView,
): MapPin[] {
  const { cx, cy, ux, uy } = axis;
  // Next pins are a row apart across the axis and `step` along it: PIN_SPACING apart either way.
  const step = PIN_SPACING / rows;
  const across = Math.sqrt(PIN_SPACING ** 2 - step ** 2) * 1.1;
  // Along the axis, each pin as near its place as the pins before it leave room for, then the
  // whole row moved back so that it is centred where its places are.
  const along: number[] = [];
  for (const [index, point] of ordered.entries())
    along.push(index === 0 ? point.along : Math.max(point.along, along[index - 1]! + step * 1.05));
  const shift =
    ordered.reduce((sum, point) => sum + point.along, 0) / ordered.length -
    along.reduce((sum, value) => sum + value, 0) / along.length;
  // Across it, the rows follow the line of the places (a curving beach), smoothed over a rank.
  const line = ordered.map((_, index) => {
    const rank = ordered.slice(Math.max(0, index - rows + 1), index + rows);
    return follow ? rank.reduce((sum, point) => sum + point.across, 0) / rank.length : 0;
  });
  return ordered.map((point, index) => {
    const t = along[index]! + shift;
    const offset = line[index]! + ((index % rows) - (rows - 1) / 2) * across;
    const x = cx + t * ux - offset * uy;
    const y = cy + t * uy + offset * ux;
    return {
      key: point.key,
      x: tenth(Math.min(Math.max(x, PIN_ROOM.side), view.width - PIN_ROOM.side)),
      y: tenth(Math.min(Math.max(y, PIN_ROOM.top), view.height - PIN_ROOM.bottom)),
      from: { x: point.x, y: point.y },
    };
  });
}

/** Groups of pins closer than PIN_SPACING to another of the group (single linkage). */
function crowds<T extends { x: number; y: number }>(points: readonly T[]): T[][] {
  const group = points.map((_, index) => index);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  for (let i = 0; i < points.length; i += 1)
    for (let j = i + 1; j < points.length; j += 1)
      if (Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y) < PIN_SPACING)
        group[root(i)] = root(j);
  const groups = new Map<number, T[]>();
  points.forEach((point, index) => groups.set(root(index), [...(groups.get(root(index)) ?? []), point]));
  return [...groups.values()];
}

/**
 * Pins that would cover each other (hotels a few hundred metres apart, along a beach) are laid out
 * along their crowd's main axis (the beach), in the order of their places along it, in two
 * staggered rows (more when the map is too short for two), so that no two are closer than
 * PIN_SPACING (a finger's width on a phone) and each pin's line to its true place is short and
 * crosses no other. A pin alone stays on its place.
 */
export function spread(points: readonly { key: string; x: number; y: number }[], view: MapView): MapPin[] {
  const pins: MapPin[] = [];
  for (const group of crowds(points)) {
    if (group.length === 1) {
      pins.push({ key: group[0]!.key, x: group[0]!.x, y: group[0]!.y });
      continue;
    }
    const cx = group.reduce((sum, point) => sum + point.x, 0) / group.length;
    const cy = group.reduce((sum, point) => sum + point.y, 0) / group.length;
    // The main axis: the direction in which the crowd's places spread most, left to right.
    let [xx, yy, xy] = [0, 0, 0];
    for (const point of group) {
      xx += (point.x - cx) ** 2;
      yy += (point.y - cy) ** 2;
      xy += (point.x - cx) * (point.y - cy);
    }
    const angle = Math.atan2(2 * xy, xx - yy) / 2;
    const axis = { cx, cy, ux: Math.cos(angle), uy: Math.sin(angle) };
    const ordered = group
      .map((point) => ({
        ...point,
        along: (point.x - cx) * axis.ux + (point.y - cy) * axis.uy,
        across: (point.y - cy) * axis.ux - (point.x - cx) * axis.uy,
      }))
      .sort((a, b) => a.along - b.along || a.key.localeCompare(b.key));
    // The fewest rows that give every pin its room, following the beach's line if they can.
    const layouts = [2, 3, 4, 5, 6].flatMap((rows) => [
      inRows(ordered, axis, rows, true, view),
      inRows(ordered, axis, rows, false, view),
    ]);
    pins.push(...(layouts.find((pins) => closest(pins) >= PIN_SPACING) ?? layouts.at(-1)!));
  }
  // The links follow the list's order (and so the keyboard does).
  const order = new Map(points.map((point, index) => [point.key, index]));
  return pins.sort((a, b) => order.get(a.key)! - order.get(b.key)!);
}

const tenth = (value: number) => Math.round(value * 10) / 10;
