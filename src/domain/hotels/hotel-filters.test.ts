import { describe, expect, it } from 'vitest';
import { normaliseForSearch } from '../catalogue/place-search';
import {
  filterHotels,
  parsePriceRange,
  priceRangeText,
  readHotelFilters,
  withHotelFilters,
  type CardOption,
  type HotelCard,
} from './hotel-filters';

const option = (
  mealPlan: CardOption['mealPlan'],
  refundable: boolean,
  perNightEuros: number,
): CardOption => ({
  mealPlan,
  refundable,
  freeUntil: refundable ? '2027-01-01' : null,
  total: perNightEuros * 700,
  perNight: perNightEuros * 100,
  rooms: ['Doble'],
});

const card = (code: number, overrides: Partial<HotelCard>): HotelCard => ({
  code,
  name: `Hotel ${code}`,
  stars: 3,
  image: '',
  address: '',
  latitude: 0,
  longitude: 0,
  distance: { metres: 1000, to: 'centre' },
  amenities: [],
  description: '',
  descriptionLanguage: 'es',
  searchText: '',
  reviews: null,
  options: [option('SA', false, 100)],
  rank: code,
  ...overrides,
});

const hotels = [
  card(1, {
    stars: 5,
    options: [option('AD', false, 300), option('AD', true, 340)],
    searchText: normaliseForSearch('Junto a la playa, spa'),
  }),
  card(2, {
    stars: 3,
    options: [option('SA', false, 80), option('TI', true, 190)],
    reviews: { average: 8.7, count: 40 },
    distance: { metres: 300, to: 'centre' },
  }),
  card(3, {
    stars: 4,
    options: [option('MP', true, 150)],
    reviews: { average: 9.1, count: 12 },
    searchText: normaliseForSearch('Un palacio del siglo XIX'),
  }),
  card(4, { stars: 2, options: [] }),
];
const codes = (result: ReturnType<typeof filterHotels>) => result.shown.map(({ card }) => card.code);

describe('the hotel filters', () => {
  it('list every available hotel in the recommended order, the unavailable apart', () => {
    const result = filterHotels(hotels, {});
    expect(codes(result)).toEqual([1, 2, 3]);
    expect(result.unavailable.map((hotel) => hotel.code)).toEqual([4]);
  });

  it('show the cheapest option each filter accepts', () => {
    const refundable = filterHotels(hotels, { refundable: true });
    expect(refundable.shown.map(({ card, option }) => [card.code, option.perNight])).toEqual([
      [1, 34_000],
      [2, 19_000],
      [3, 15_000],
    ]);
    expect(codes(filterHotels(hotels, { mealPlans: ['TI', 'MP'] }))).toEqual([2, 3]);
    expect(codes(filterHotels(hotels, { stars: [4, 5] }))).toEqual([1, 3]);
    expect(codes(filterHotels(hotels, { priceMin: 90, priceMax: 200 }))).toEqual([2, 3]);
  });

  it('look for the text in the Spanish description and the name, accents and case ignored', () => {
    expect(codes(filterHotels(hotels, { text: 'PALACIO' }))).toEqual([3]);
    expect(codes(filterHotels(hotels, { text: 'playa' }))).toEqual([1]);
    expect(codes(filterHotels(hotels, { text: 'hotel 2' }))).toEqual([2]);
  });

  it('combine filters, and restore the whole list when together they match nothing', () => {
    expect(codes(filterHotels(hotels, { refundable: true, stars: [3], mealPlans: ['TI'] }))).toEqual([2]);
    const none = filterHotels(hotels, { stars: [5], mealPlans: ['TI'] });
    expect(none.noMatch).toBe(true);
    expect(codes(none)).toEqual([1, 2, 3]);
  });

  it('sort by price either way, stars, review score and distance', () => {
    expect(codes(filterHotels(hotels, { sort: 'precio' }))).toEqual([2, 3, 1]);
    expect(codes(filterHotels(hotels, { sort: '-precio' }))).toEqual([1, 3, 2]);
    expect(codes(filterHotels(hotels, { sort: 'estrellas' }))).toEqual([1, 3, 2]);
    expect(codes(filterHotels(hotels, { sort: 'puntuacion' }))).toEqual([3, 2, 1]);
    expect(codes(filterHotels(hotels, { sort: 'distancia' }))).toEqual([2, 1, 3]);
  });

  it('read the price range as "min-max", either side optional', () => {
    expect(parsePriceRange('50-150')).toEqual({ min: 50, max: 150 });
    expect(parsePriceRange(' -150')).toEqual({ min: undefined, max: 150 });
    expect(parsePriceRange('80-')).toEqual({ min: 80, max: undefined });
    expect(parsePriceRange('150-50')).toEqual({ min: 50, max: 150 });
    expect(parsePriceRange('-')).toEqual({});
    expect(parsePriceRange('cheap')).toEqual({});
    expect(parsePriceRange('1-99999999')).toEqual({});
    expect(priceRangeText({ priceMin: 50 })).toBe('50-');
  });
});

describe('the filters in the address', () => {
  it('read what they know and ignore the rest, and write back the same', () => {
    const params = new URLSearchParams(
      'destino=3&regimen=TI&regimen=XX&regimen=TI&reembolsable=1&categoria=4&categoria=9&texto=%20playa%20&precio=150-50&orden=distancia',
    );
    const filters = readHotelFilters(params);
    expect(filters).toEqual({
      mealPlans: ['TI'],
      refundable: true,
      stars: [4],
      text: 'playa',
      priceMin: 50,
      priceMax: 150,
      sort: 'distancia',
    });
    expect(withHotelFilters(params, filters).toString()).toBe(
      'destino=3&regimen=TI&reembolsable=1&categoria=4&texto=playa&precio=50-150&orden=distancia',
    );
    expect(
      readHotelFilters(new URLSearchParams(`orden=nada&reembolsable=si&texto=${'a'.repeat(61)}`)),
    ).toEqual({
      mealPlans: undefined,
      refundable: undefined,
      stars: undefined,
      text: undefined,
      priceMin: undefined,
      priceMax: undefined,
      sort: undefined,
    });
  });
});
