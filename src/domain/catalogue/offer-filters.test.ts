import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams } from './destination-query';
import { activeFilterCount, filterOffers } from './offer-filters';

const offer = (
  nombre: string,
  categoria: number,
  regimen: string,
  precio: number,
  servicios: string[] = [],
) => ({
  name: nombre,
  stars: categoria,
  mealPlanCode: regimen,
  price: precio,
  amenities: servicios,
});

const offers = [
  offer('Hotel Coral Bay', 4, 'TI', 1200, ['safe', 'sauna']),
  offer('Club Palmeras', 3, 'MP', 900, ['safe']),
  offer('Gran Hotel Ceiba', 5, 'TI', 1800, ['safe', 'massage', 'bathtub']),
];

describe('accommodation offer filters', () => {
  it('sorts by price by default, and by category when asked', () => {
    expect(filterOffers(offers, {}).offers.map((o) => o.price)).toEqual([900, 1200, 1800]);
    expect(filterOffers(offers, { sort: 'categoria' }).offers.map((o) => o.stars)).toEqual([5, 4, 3]);
    expect(filterOffers(offers, { sort: '-precio' }).offers.map((o) => o.price)).toEqual([1800, 1200, 900]);
  });

  it('sorts a searched party by the total its cards show, with offers no room of which takes it last', () => {
    // Two adults' "from" prices order them one way; this party's totals the other.
    const priced = [
      { ...offer('Hotel Coral Bay', 4, 'TI', 1200), partyTotal: 2_723 },
      { ...offer('Club Palmeras', 3, 'MP', 900), partyTotal: null },
      { ...offer('Gran Hotel Ceiba', 5, 'TI', 1800), partyTotal: 2_718 },
      { ...offer('Hotel Sol', 3, 'AD', 1000), partyTotal: 2_879 },
    ];
    expect(filterOffers(priced, {}).offers.map((o) => o.partyTotal)).toEqual([2_718, 2_723, 2_879, null]);
    expect(filterOffers(priced, { sort: '-precio' }).offers.map((o) => o.partyTotal)).toEqual([
      2_879,
      2_723,
      2_718,
      null,
    ]);
  });

  it('combines meal plan, category, amenities, price range and name (accents ignored)', () => {
    expect(
      filterOffers(offers, { mealPlans: ['TI'], amenities: ['massage'] }).offers.map((o) => o.name),
    ).toEqual(['Gran Hotel Ceiba']);
    expect(filterOffers(offers, { priceMin: 1000, priceMax: 1500 }).offers).toHaveLength(1);
    expect(filterOffers(offers, { stars: [3, 4] }).offers).toHaveLength(2);
    expect(filterOffers(offers, { name: 'PALMÉRAS' }).offers.map((o) => o.name)).toEqual(['Club Palmeras']);
  });

  it('gives every offer back, flagged, when the filters match nothing', () => {
    const result = filterOffers(offers, { mealPlans: ['SA'] });
    expect(result.noMatch).toBe(true);
    expect(result.offers).toHaveLength(3);
    expect(filterOffers(offers, {}).noMatch).toBe(false);
  });

  it('reads filters from the address and ignores values it does not know', () => {
    const params = new URLSearchParams(
      'regimen=TI&regimen=XX&categoria=5&categoria=9&servicio=safe&servicio=pool&precioMax=1500&precioMin=abc&orden=hack',
    );
    expect(filtersFromSearchParams(params)).toEqual({
      mealPlans: ['TI'],
      stars: [5],
      amenities: ['safe'],
      priceMin: undefined,
      priceMax: 1500,
      name: undefined,
      sort: undefined,
    });
  });

  it('counts each filter that is on, and never the sort', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ sort: '-precio', name: '  ' })).toBe(0);
    const params = new URLSearchParams(
      'regimen=TI&regimen=MP&categoria=5&servicio=safe&precioMin=500&precioMax=1500&nombre=coral&orden=categoria',
    );
    expect(activeFilterCount(filtersFromSearchParams(params))).toBe(7);
  });
});
