import { describe, expect, it } from 'vitest';
import { isInside, parseMapView, projectPoint } from './platform.server';
import { MAP_SIZES, MAP_ZOOMS, placeMap, placesMap, routeMap, spread } from './maps.server';

const PUNTA_CANA = { latitude: 18.5601, longitude: -68.3725 };
/** Twenty hotels within 3 km of the resort's point, as the demo catalogue places them. */
const HOTELS = Array.from({ length: 20 }, (_, i) => ({
  key: String(1001 + i),
  latitude: PUNTA_CANA.latitude + Math.sin(i * 1.7) * 0.03,
  longitude: PUNTA_CANA.longitude + Math.cos(i * 2.3) * 0.03,
}));

const viewOf = (src: string) => parseMapView(Object.fromEntries(new URL(src, 'http://x').searchParams))!;

describe('maps for the pages', () => {
  it('draws the destination with its name beside its pin', () => {
    const map = placeMap(PUNTA_CANA, 'destination', 'Punta Cana')!;
    // The centre is rounded to 0.01°: the pin is where the point falls in that view, near the middle.
    expect(map.src).toBe('/mapas/costa.svg?lat=18.56&lon=-68.37&z=7&w=384&h=288');
    const pin = projectPoint(viewOf(map.src), PUNTA_CANA);
    expect(Math.abs(pin.x - 192)).toBeLessThan(2);
    expect(Math.abs(pin.y - 144)).toBeLessThan(2);
    expect(map).toMatchObject({ ...MAP_SIZES.destination, pins: [{ key: 'place', ...pin }] });
    expect(map.labels).toEqual([{ x: pin.x + 12, y: pin.y - 8, text: 'Punta Cana', anchor: 'start' }]);
  });

  it('draws a hotel closer than the listing draws its hotels', () => {
    const hotel = placeMap(HOTELS[0]!, 'hotel')!;
    const listing = placesMap(HOTELS)!;
    expect(viewOf(hotel.src).zoom).toBe(MAP_ZOOMS.hotel);
    expect(viewOf(hotel.src).zoom).toBeGreaterThan(viewOf(listing.src).zoom);
    expect(hotel.labels).toEqual([]);
  });

  it("shows every listed hotel once, in the list's order, none covering another", () => {
    const map = placesMap(HOTELS)!;
    const view = viewOf(map.src);
    expect(view).toMatchObject({ ...MAP_SIZES.hotels, zoom: MAP_ZOOMS.hotelsMax });
    expect(map.pins.map((pin) => pin.key)).toEqual(HOTELS.map((hotel) => hotel.key));
    for (const [i, pin] of map.pins.entries()) {
      expect(isInside(view, pin, 3)).toBe(true);
      // Each moved pin keeps a line to its hotel's true place.
      expect(pin.from).toEqual(projectPoint(view, HOTELS[i]!));
      for (const other of map.pins.slice(i + 1))
        expect(Math.hypot(pin.x - other.x, pin.y - other.y)).toBeGreaterThanOrEqual(36);
    }
  });

  it('leaves pins that are apart where they are', () => {
    const view = { latitude: 0, longitude: 0, zoom: 8, width: 560, height: 280 };
    const pins = spread(
      [
        { key: 'a', x: 100, y: 100 },
        { key: 'b', x: 300, y: 100 },
        { key: 'c', x: 310, y: 110 },
      ],
      view,
    );
    expect(pins[0]).toEqual({ key: 'a', x: 100, y: 100 });
    expect(pins[1]!.from).toEqual({ x: 300, y: 100 });
    expect(pins[2]!.from).toEqual({ x: 310, y: 110 });
    expect(Math.hypot(pins[1]!.x - pins[2]!.x, pins[1]!.y - pins[2]!.y)).toBeGreaterThanOrEqual(36);
  });

  it('draws no map without a place to show', () => {
    expect(placesMap([])).toBeUndefined();
    expect(placeMap({ latitude: Number.NaN, longitude: 0 }, 'hotel')).toBeUndefined();
  });
});

describe('a trip’s route', () => {
  const box = (label: { x: number; y: number; text: string; anchor: 'start' | 'end' }) => {
    const width = label.text.length * 8.5;
    const x0 = label.anchor === 'start' ? label.x : label.x - width;
    return { x0, x1: x0 + width, y0: label.y - 13, y1: label.y + 3 };
  };
  const ROUTES = {
    'Santo Domingo → Punta Cana': [
      { latitude: 18.4861, longitude: -69.9312, name: 'Santo Domingo' },
      { latitude: 18.5601, longitude: -68.3725, name: 'Punta Cana' },
    ],
    'Montego Bay → Ocho Ríos': [
      { latitude: 18.4762, longitude: -77.8939, name: 'Montego Bay' },
      { latitude: 18.4075, longitude: -77.1031, name: 'Ocho Ríos' },
    ],
    'La Habana → Trinidad → Varadero → La Habana': [
      { latitude: 23.1136, longitude: -82.3666, name: 'La Habana' },
      { latitude: 21.8022, longitude: -79.9847, name: 'Trinidad' },
      { latitude: 23.1539, longitude: -81.2514, name: 'Varadero' },
      { latitude: 23.1136, longitude: -82.3666, name: 'La Habana' },
    ],
  };

  it.each(Object.entries(ROUTES))(
    '%s: a line through every stop, each name once, inside the picture and apart',
    (_, stops) => {
      for (const kind of ['route', 'routeCard'] as const) {
        const map = routeMap(stops, kind)!;
        expect(map.route).toHaveLength(stops.length);
        expect(map.labels.map((label) => label.text)).toEqual([...new Set(stops.map((stop) => stop.name))]);
        const boxes = map.labels.map(box);
        for (const [index, one] of boxes.entries()) {
          expect(one.x0).toBeGreaterThanOrEqual(0);
          expect(one.x1).toBeLessThanOrEqual(MAP_SIZES[kind].width);
          for (const other of boxes.slice(index + 1))
            expect(one.x0 < other.x1 && other.x0 < one.x1 && one.y0 < other.y1 && other.y0 < one.y1).toBe(
              false,
            );
        }
      }
    },
  );
});
