import { describe, expect, it } from 'vitest';
import {
  circuitCategories,
  circuitCategoryOf,
  circuitCategoryOfStars,
  circuitStops,
  nightsPerStay,
} from './circuits';

const hotels = [
  { id: 1, stars: 3, destination: 'HAV' },
  { id: 2, stars: 4, destination: 'HAV' },
  { id: 3, stars: 5, destination: 'HAV' },
  { id: 4, stars: 3, destination: 'TND' },
  { id: 5, stars: 4, destination: 'TND' },
  { id: 6, stars: 4, destination: 'VRA' },
  { id: 7, stars: 2, destination: 'VRA' },
];

describe('circuit categories', () => {
  it('follow the stars and read any case from an address', () => {
    expect([2, 3, 4, 5].map(circuitCategoryOfStars)).toEqual(['Turista', 'Turista', 'Primera', 'Superior']);
    expect(circuitCategoryOf('SUPERIOR')).toBe('Superior');
    expect(circuitCategoryOf('lujo')).toBeUndefined();
  });

  it('are sold only where every stop has a hotel of the category', () => {
    expect(circuitCategories(hotels)).toEqual(['Turista', 'Primera']);
  });

  it('give each stop its hotel of the category, in route order, with its nights when they match', () => {
    expect(circuitStops(hotels, [3, 2, 4], 'Primera')).toEqual([
      { destination: 'HAV', hotel: hotels[1], nights: 3 },
      { destination: 'TND', hotel: hotels[4], nights: 2 },
      { destination: 'VRA', hotel: hotels[5], nights: 4 },
    ]);
    expect(circuitStops(hotels, [3, 2], 'Turista')?.map((stop) => [stop.hotel.id, stop.nights])).toEqual([
      [1, null],
      [4, null],
      [7, null],
    ]);
    expect(circuitStops(hotels, [], 'Superior')).toBeNull();
  });
});

describe('nights per stay', () => {
  it('keeps the stays’ own nights when they add up to the trip', () => {
    expect(nightsPerStay(7, [3, 4])).toEqual([3, 4]);
  });

  it('shares the nights out when they are unknown or do not add up', () => {
    expect(nightsPerStay(7, [null, null, null])).toEqual([3, 2, 2]);
    expect(nightsPerStay(7, [3, 3])).toEqual([4, 3]);
  });
});
