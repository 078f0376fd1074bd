import { describe, expect, it } from 'vitest';
import { coastNear, isOnLand, kilometresBetween } from '../../maps/coastline';
import { DESTINATIONS } from './destinations';
import { generateCatalogue } from './generate';

/** The shortest distance (km) from a place to a coast line (its points are a few hundred metres apart). */
function distanceToCoast(
  place: { latitude: number; longitude: number },
  coast: readonly { latitude: number; longitude: number }[],
) {
  let shortest = Infinity;
  for (let i = 1; i < coast.length; i += 1) {
    const a = coast[i - 1]!;
    const b = coast[i]!;
    for (let step = 0; step <= 10; step += 1) {
      const t = step / 10;
      const point = {
        latitude: a.latitude + (b.latitude - a.latitude) * t,
        longitude: a.longitude + (b.longitude - a.longitude) * t,
      };
      shortest = Math.min(shortest, kilometresBetween(place, point));
    }
  }
  return shortest;
}

describe('where the demo hotels are', () => {
  const catalogue = generateCatalogue();

  it('puts a beach destination’s hotels on land along its coast, a finger apart, not round its centre', () => {
    const puntaCana = DESTINATIONS.find((destination) => destination.code === 'PUJ')!;
    const hotels = catalogue.accommodations.filter((hotel) => hotel.destinationCode === 'PUJ');
    expect(hotels.length).toBe(puntaCana.hotels);
    const coast = coastNear(puntaCana, 80);
    for (const hotel of hotels) {
      expect(distanceToCoast(hotel, coast), hotel.name).toBeLessThan(1.5);
      expect(isOnLand(hotel), hotel.name).toBe(true);
    }
    // Spread along the shore: the farthest two are tens of km apart, no two on the same spot.
    const distances = hotels.flatMap((a, i) => hotels.slice(i + 1).map((b) => kilometresBetween(a, b)));
    expect(Math.max(...distances)).toBeGreaterThan(15);
    expect(Math.min(...distances)).toBeGreaterThan(0.5);
  });

  it('keeps every beach hotel within 1.5 km of the coast nearest its destination', () => {
    for (const destination of DESTINATIONS) {
      const coast = coastNear(destination, destination.hotels * 1.5 + 10);
      if (coast.length === 0) continue;
      for (const hotel of catalogue.accommodations.filter((h) => h.destinationCode === destination.code))
        expect(distanceToCoast(hotel, coast), `${destination.code} ${hotel.name}`).toBeLessThan(1.5);
    }
  });
});
