import { describe, expect, it } from 'vitest';
import {
  fitView,
  isInside,
  isValidView,
  MAP_LIMITS,
  mapViewQuery,
  parseMapView,
  projectPoint,
  viewAround,
} from './map-view';

const PUNTA_CANA = { latitude: 18.58, longitude: -68.4 };
const SIZE = { width: 384, height: 288 };

/** Web Mercator by hand, independent of d3: units from the view's centre at a zoom. */
function byHand(view: { latitude: number; longitude: number; zoom: number }, point: typeof PUNTA_CANA) {
  const world = 256 * 2 ** view.zoom;
  const y = (latitude: number) => {
    const sin = Math.sin((latitude * Math.PI) / 180);
    return (Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
  };
  return {
    dx: ((point.longitude - view.longitude) / 360) * world,
    dy: y(view.latitude) - y(point.latitude),
  };
}

describe('map views', () => {
  it('puts the centre of a view in the middle of the map', () => {
    const view = viewAround(PUNTA_CANA, 7, SIZE)!;
    expect(view).toEqual({ ...PUNTA_CANA, zoom: 7, ...SIZE });
    expect(projectPoint(view, PUNTA_CANA)).toEqual({ x: 192, y: 144 });
  });

  it('places a point where web Mercator puts it, to a tenth of a unit', () => {
    const view = { latitude: 18.9, longitude: -70.4, zoom: 6, ...SIZE };
    const { dx, dy } = byHand(view, PUNTA_CANA);
    const point = projectPoint(view, PUNTA_CANA);
    expect(point.x).toBeCloseTo(192 + dx, 1);
    expect(point.y).toBeCloseTo(144 + dy, 1);
    // East of the centre by two degrees: about 91 units at zoom 6; a little south.
    expect(point.x).toBeGreaterThan(280);
    expect(point.y).toBeGreaterThan(144);
    expect(isInside(view, point, 20)).toBe(true);
  });

  it('fits a set of places with room round them, as close as the limits allow', () => {
    const places = [
      { latitude: 18.2, longitude: -68.9 },
      { latitude: 18.8, longitude: -68.3 },
      { latitude: 18.5, longitude: -68.6 },
    ];
    const view = fitView(places, { width: 560, height: 280, padding: 26 })!;
    expect(view.zoom).toBe(8);
    for (const place of places) expect(isInside(view, projectPoint(view, place), 25)).toBe(true);
    // One zoom closer and they no longer fit.
    const closer = { ...view, zoom: view.zoom + 1 };
    expect(places.every((place) => isInside(closer, projectPoint(closer, place), 25))).toBe(false);
    // A single place (or places on top of each other) get the closest zoom allowed.
    expect(fitView([PUNTA_CANA], { width: 560, height: 280, maxZoom: 11 })!.zoom).toBe(11);
    expect(fitView([PUNTA_CANA, PUNTA_CANA], { width: 560, height: 280 })!.zoom).toBe(MAP_LIMITS.maxZoom);
    // Places across the world: the widest zoom allowed.
    expect(
      fitView([PUNTA_CANA, { latitude: 40.4, longitude: -3.7 }], { width: 560, height: 280, minZoom: 5 })!
        .zoom,
    ).toBe(5);
  });

  it('gives no view without a valid place', () => {
    expect(fitView([], SIZE)).toBeUndefined();
    expect(fitView([{ latitude: Number.NaN, longitude: 0 }], SIZE)).toBeUndefined();
    expect(fitView([{ latitude: 89, longitude: 0 }], SIZE)).toBeUndefined();
    expect(fitView([{ latitude: 10, longitude: 200 }], SIZE)).toBeUndefined();
  });

  it('reads back the query it writes', () => {
    const view = viewAround(PUNTA_CANA, 7, SIZE)!;
    expect(mapViewQuery(view)).toBe('lat=18.58&lon=-68.4&z=7&w=384&h=288');
    expect(parseMapView(Object.fromEntries(new URLSearchParams(mapViewQuery(view))))).toEqual(view);
    expect(isValidView(view)).toBe(true);
  });

  it('refuses bad views', () => {
    const good = { lat: '18.58', lon: '-68.4', z: '7', w: '384', h: '288' };
    expect(parseMapView(good)).toBeDefined();
    const bad: Record<string, unknown>[] = [
      {},
      { ...good, lat: undefined },
      { ...good, lat: '91' },
      { ...good, lat: '85' },
      { ...good, lat: '18.585' },
      { ...good, lat: '1e1' },
      { ...good, lat: ' 18' },
      { ...good, lat: 'NaN' },
      { ...good, lat: ['18', '19'] },
      { ...good, lon: '180.01' },
      { ...good, lon: '-181' },
      { ...good, lon: '0x10' },
      { ...good, z: '2' },
      { ...good, z: '13' },
      { ...good, z: '7.5' },
      { ...good, z: '-7' },
      { ...good, w: '63' },
      { ...good, w: '1025' },
      { ...good, h: '99999999999' },
      { ...good, h: '288px' },
    ];
    for (const query of bad) expect(parseMapView(query), JSON.stringify(query)).toBeUndefined();
    expect(isValidView({ latitude: 18.555, longitude: 0, zoom: 7, ...SIZE })).toBe(false);
    expect(isValidView({ latitude: 18, longitude: 0, zoom: 20, ...SIZE })).toBe(false);
  });
});
