import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root';
import { coastNear, drawCoastline, isLandward, isOnLand, landSide, placeAlongCoast } from './coastline';
import { createMapImageCache, MAP_COLOURS, mapImage, mapImagePath } from './map-image';
import { projectPoint, viewAround, type MapView } from './map-view';

type Ring = [number, number][];

/** Reads the path data drawCoastline writes (M x y, then l dx dy pairs, z) back into rings. */
function rings(data: string): Ring[] {
  const result: Ring[] = [];
  for (const part of data.split('M').filter(Boolean)) {
    const [start = '', moves = ''] = part.replace(/z$/, '').split('l');
    const numbers = (text: string) => (text.match(/-?(\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const [x0 = Number.NaN, y0 = Number.NaN] = numbers(start);
    const ring: Ring = [[x0, y0]];
    const deltas = numbers(moves);
    for (let i = 0; i + 1 < deltas.length; i += 2) {
      const [x, y] = ring[ring.length - 1]!;
      ring.push([x + deltas[i]!, y + deltas[i + 1]!]);
    }
    result.push(ring);
  }
  return result;
}

/** Even–odd rule over every ring: is the point on land? */
function onLand(data: string, point: { x: number; y: number }): boolean {
  let inside = false;
  for (const ring of rings(data)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > point.y !== yj > point.y && point.x < ((xj - xi) * (point.y - yi)) / (yj - yi) + xi)
        inside = !inside;
    }
  }
  return inside;
}

const PUNTA_CANA = { latitude: 18.58, longitude: -68.4 };
/** Hispaniola whole, centred on the middle of the island. */
const HISPANIOLA: MapView = { latitude: 18.9, longitude: -70.6, zoom: 6, width: 384, height: 288 };

describe('coastlines drawn from Natural Earth', () => {
  it('draws Hispaniola with Punta Cana on its land, at its place in the east', () => {
    const data = drawCoastline(HISPANIOLA);
    const puntaCana = projectPoint(HISPANIOLA, PUNTA_CANA);
    // Web Mercator at zoom 6: 2.2° east of the centre is 100 units; 0.32° south about 15.
    expect(puntaCana.x).toBeCloseTo(292.1, 0);
    expect(puntaCana.y).toBeCloseTo(159.2, 0);
    expect(onLand(data, puntaCana)).toBe(true);
    // Santo Domingo and Port-au-Prince are on land; the Caribbean south of the island and the
    // Mona Passage to its east are sea.
    expect(onLand(data, projectPoint(HISPANIOLA, { latitude: 18.5, longitude: -69.95 }))).toBe(true);
    expect(onLand(data, projectPoint(HISPANIOLA, { latitude: 18.55, longitude: -72.3 }))).toBe(true);
    expect(onLand(data, projectPoint(HISPANIOLA, { latitude: 17.2, longitude: -69.5 }))).toBe(false);
    expect(onLand(data, projectPoint(HISPANIOLA, { latitude: 18.3, longitude: -67.7 }))).toBe(false);
  });

  it('keeps Punta Cana on land at the zooms the pages use', () => {
    for (const zoom of [7, 9]) {
      const view = viewAround(PUNTA_CANA, zoom, { width: 384, height: 288 })!;
      expect(onLand(drawCoastline(view), { x: 192, y: 144 }), `zoom ${zoom}`).toBe(true);
    }
  });

  it('draws a few KB at most, inside the map, with one decimal', () => {
    const views: MapView[] = [
      HISPANIOLA,
      viewAround(PUNTA_CANA, 7, { width: 384, height: 288 })!,
      viewAround(PUNTA_CANA, 11, { width: 560, height: 280 })!,
      viewAround(PUNTA_CANA, 12, { width: 320, height: 200 })!,
      viewAround({ latitude: 23.13, longitude: -82.38 }, 7, { width: 384, height: 288 })!,
      viewAround({ latitude: -12.97, longitude: -38.5 }, 11, { width: 560, height: 280 })!,
    ];
    for (const view of views) {
      const data = drawCoastline(view);
      expect(data.length, JSON.stringify(view)).toBeGreaterThan(20);
      expect(data.length, JSON.stringify(view)).toBeLessThan(4000);
      expect(data).toMatch(/^M[-\d. lMz]+z$/);
      expect(data).not.toMatch(/\d\.\d\d/);
      for (const ring of rings(data)) {
        for (const [x, y] of ring) {
          expect(x).toBeGreaterThanOrEqual(-1.05);
          expect(y).toBeGreaterThanOrEqual(-1.05);
          expect(x).toBeLessThanOrEqual(view.width + 1.05);
          expect(y).toBeLessThanOrEqual(view.height + 1.05);
        }
      }
    }
  });

  it('draws nothing over open sea', () => {
    expect(drawCoastline({ latitude: 30, longitude: -40, zoom: 7, width: 384, height: 288 })).toBe('');
  });

  it('refuses a view the map route would refuse', () => {
    const bad: MapView[] = [
      { ...HISPANIOLA, zoom: 2 },
      { ...HISPANIOLA, zoom: 13 },
      { ...HISPANIOLA, latitude: 85 },
      { ...HISPANIOLA, longitude: Number.NaN },
      { ...HISPANIOLA, latitude: 18.555 },
      { ...HISPANIOLA, width: 5000 },
      { ...HISPANIOLA, height: 10 },
    ];
    for (const view of bad) expect(() => drawCoastline(view), JSON.stringify(view)).toThrow(RangeError);
  });
});

describe('places along a coast', () => {
  const barcelona = { latitude: 41.3874, longitude: 2.1686 };
  const coast = coastNear(barcelona, 40);
  const side = landSide(coast);

  it('finds the land’s side of a coast once, and tells the sea from the city with it', () => {
    expect(isOnLand(barcelona)).toBe(true);
    expect(isLandward(coast, side, barcelona)).toBe(true);
    expect(isLandward(coast, side, { latitude: 41.42, longitude: 2.12 })).toBe(true);
    expect(isLandward(coast, side, { latitude: 41.35, longitude: 2.22 })).toBe(false);
    expect(isOnLand({ latitude: 41.35, longitude: 2.22 })).toBe(false);
  });

  it('places the same point with the side given as when it looks the land up', () => {
    for (const fraction of [0.1, 0.5, 0.9])
      expect(placeAlongCoast(coast, fraction, 0.4, side)).toEqual(placeAlongCoast(coast, fraction, 0.4));
  });
});

describe('map pictures', () => {
  it('is a plain SVG document of sea and land in the design colours', () => {
    const svg = mapImage(HISPANIOLA);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="384" height="288"/);
    expect(svg).toContain(`fill="${MAP_COLOURS.sea}"`);
    expect(svg).toContain(`fill="${MAP_COLOURS.land}"`);
    expect(svg).not.toMatch(/<script|<style|style=|href=|url\(/i);
    expect(mapImagePath(HISPANIOLA)).toBe('/mapas/costa.svg?lat=18.9&lon=-70.6&z=6&w=384&h=288');
  });

  it('takes its colours from the design tokens', () => {
    const tokens = readFileSync(path.join(projectRoot, 'src/web/styles/tokens.css'), 'utf8');
    const token = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1];
    expect(MAP_COLOURS).toEqual({
      sea: token('color-sea-soft'),
      land: token('color-sand'),
      coast: token('color-sea'),
    });
  });

  it('keeps drawn pictures up to its size, the least recently used leaving first', () => {
    const cache = createMapImageCache(2);
    const views = [7, 8, 9].map((zoom) => viewAround(PUNTA_CANA, zoom, { width: 128, height: 128 })!);
    const first = cache.get(views[0]!);
    expect(cache.get(views[0]!)).toBe(first);
    cache.get(views[1]!);
    cache.get(views[0]!);
    cache.get(views[2]!);
    expect(cache.size).toBe(2);
    expect(cache.get(views[0]!)).toBe(first);
  });
});
