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
  nombre_alojamiento: nombre,
  categoria,
  codigo_regimen: regimen,
  precio_web: precio,
  servicios,
});

const offers = [
  offer('Hotel Coral Bay', 4, 'TI', 1200, ['safe', 'sauna']),
  offer('Club Palmeras', 3, 'MP', 900, ['safe']),
  offer('Gran Hotel Ceiba', 5, 'TI', 1800, ['safe', 'massage', 'bathtub']),
];

describe('accommodation offer filters', () => {
  it('sorts by price by default, and by category when asked', () => {
    expect(filterOffers(offers, {}).offers.map((o) => o.precio_web)).toEqual([900, 1200, 1800]);
    expect(filterOffers(offers, { orden: 'categoria' }).offers.map((o) => o.categoria)).toEqual([5, 4, 3]);
    expect(filterOffers(offers, { orden: '-precio' }).offers.map((o) => o.precio_web)).toEqual([
      1800, 1200, 900,
    ]);
  });

  it('combines meal plan, category, amenities, price range and name (accents ignored)', () => {
    expect(
      filterOffers(offers, { regimen: ['TI'], servicios: ['massage'] }).offers.map(
        (o) => o.nombre_alojamiento,
      ),
    ).toEqual(['Gran Hotel Ceiba']);
    expect(filterOffers(offers, { precioMin: 1000, precioMax: 1500 }).offers).toHaveLength(1);
    expect(filterOffers(offers, { categoria: [3, 4] }).offers).toHaveLength(2);
    expect(filterOffers(offers, { nombre: 'PALMÉRAS' }).offers.map((o) => o.nombre_alojamiento)).toEqual([
      'Club Palmeras',
    ]);
  });

  it('gives every offer back, flagged, when the filters match nothing', () => {
    const result = filterOffers(offers, { regimen: ['SA'] });
    expect(result.noMatch).toBe(true);
    expect(result.offers).toHaveLength(3);
    expect(filterOffers(offers, {}).noMatch).toBe(false);
  });

  it('reads filters from the address and ignores values it does not know', () => {
    const params = new URLSearchParams(
      'regimen=TI&regimen=XX&categoria=5&categoria=9&servicio=safe&servicio=pool&precioMax=1500&precioMin=abc&orden=hack',
    );
    expect(filtersFromSearchParams(params)).toEqual({
      regimen: ['TI'],
      categoria: [5],
      servicios: ['safe'],
      precioMin: undefined,
      precioMax: 1500,
      nombre: undefined,
      orden: undefined,
    });
  });

  it('counts each filter that is on, and never the sort', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ orden: '-precio', nombre: '  ' })).toBe(0);
    const params = new URLSearchParams(
      'regimen=TI&regimen=MP&categoria=5&servicio=safe&precioMin=500&precioMax=1500&nombre=coral&orden=categoria',
    );
    expect(activeFilterCount(filtersFromSearchParams(params))).toBe(7);
  });
});
