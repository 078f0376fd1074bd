import { describe, expect, it } from 'vitest';
import { priceBreakdown } from './breakdown';
import { PricingInputError } from './types';
import type { PricedService, RoomChoice } from './types';

const service: PricedService = {
  numeroServicio: 101,
  alojamiento: 'Hotel Playa Bávaro',
  grupo: 'bavaro',
  basePrice: 50_000,
  taxPerPerson: 6_000,
  insurancePerPerson: 2_500,
  childDiscountPercent: 30,
  thirdPersonDiscountPercent: 10,
  singleSupplement: 15_000,
  infantRule: 'taxes-and-insurance',
};

function room(party: Partial<RoomChoice> = {}): RoomChoice {
  return {
    service,
    idHabitacion: 1,
    nombreHabitacion: 'Doble estándar',
    roomSupplement: 0,
    adults: 2,
    childAges: [],
    infants: 0,
    ...party,
  };
}

const common = { numeroServicio: 101, alojamiento: 'Hotel Playa Bávaro', habitacion: 'a' };

describe('priceBreakdown', () => {
  it('prices two adults in a double at base price plus taxes each', () => {
    const result = priceBreakdown([room()]);
    expect(result.lines).toEqual([
      {
        ...common,
        cantidad: 2,
        tipoPasajero: 'ADT',
        edadTipo: 30,
        descripcion: 'Adulto',
        precioBase: 50_000,
        suplemento: 0,
        suplementoIndividual: 0,
        descuento: 0,
        importeBASE: 100_000,
        basePersona: 50_000,
        descuentoPersona: 0,
        subDescuento: 0,
        tasaPersona: 6_000,
        precioHabitacion: 112_000,
      },
    ]);
    expect(result.totalGeneral).toBe(112_000);
    expect(result.pricePerPerson).toBe(service.basePrice + service.taxPerPerson);
    expect(result.travellers).toEqual({ adults: 2, children: 0, infants: 0 });
  });

  it('charges the single supplement to an adult alone in a room', () => {
    const result = priceBreakdown([room({ adults: 1 })]);
    expect(result.lines).toEqual([
      expect.objectContaining({
        habitacion: 'a',
        cantidad: 1,
        tipoPasajero: 'ADT',
        descripcion: 'Adulto en habitación individual',
        precioBase: 50_000,
        suplementoIndividual: 15_000,
        importeBASE: 65_000,
        basePersona: 65_000,
        descuentoPersona: 0,
        tasaPersona: 6_000,
        precioHabitacion: 71_000,
      }),
    ]);
    expect(result.totalGeneral).toBe(71_000);
    expect(result.pricePerPerson).toBe(71_000);
  });

  it('discounts a child aged 7 and puts a baby on the same room letter (taxes and insurance)', () => {
    const result = priceBreakdown([room({ roomSupplement: 2_000, childAges: [7], infants: 1 })]);
    expect(result.lines).toEqual([
      expect.objectContaining({
        habitacion: 'a',
        cantidad: 2,
        tipoPasajero: 'ADT',
        descripcion: 'Adulto',
        suplemento: 2_000,
        suplementoIndividual: 0,
        importeBASE: 104_000,
        basePersona: 52_000,
        precioHabitacion: 116_000,
      }),
      expect.objectContaining({
        habitacion: 'a',
        cantidad: 1,
        tipoPasajero: 'CHD',
        edadTipo: 10,
        descripcion: 'Niño (de 2 a 11 años)',
        precioBase: 50_000,
        suplemento: 2_000,
        descuento: 30,
        importeBASE: 52_000,
        basePersona: 52_000,
        descuentoPersona: 15_600,
        subDescuento: 15_600,
        tasaPersona: 6_000,
        precioHabitacion: 42_400,
      }),
      expect.objectContaining({
        habitacion: 'a',
        cantidad: 1,
        tipoPasajero: 'INF',
        edadTipo: 0,
        descripcion: 'Bebé (menor de 2 años)',
        precioBase: 2_500,
        suplemento: 0,
        suplementoIndividual: 0,
        descuento: 0,
        importeBASE: 2_500,
        basePersona: 2_500,
        descuentoPersona: 0,
        tasaPersona: 6_000,
        precioHabitacion: 8_500,
      }),
    ]);
    expect(result.totalGeneral).toBe(166_900);
    expect(result.pricePerPerson).toBe(55_700); // 166 900 / 3 = 556.33 €, rounded up to the euro
    expect(result.travellers).toEqual({ adults: 2, children: 1, infants: 1 });
  });

  it('gives the third adult the third-person discount', () => {
    const result = priceBreakdown([room({ adults: 3 })]);
    expect(result.lines).toEqual([
      expect.objectContaining({ descripcion: 'Adulto', cantidad: 2, precioHabitacion: 112_000 }),
      expect.objectContaining({
        tipoPasajero: 'ADT',
        descripcion: 'Tercera persona',
        cantidad: 1,
        descuento: 10,
        basePersona: 50_000,
        descuentoPersona: 5_000,
        precioHabitacion: 51_000,
      }),
    ]);
    expect(result.totalGeneral).toBe(163_000);
    expect(result.pricePerPerson).toBe(54_400); // 543.33 € rounded up
  });

  it('books whole euros: catalogue cents rounded up once, a discount rounded down, so the quote is the booking', () => {
    // 973 € a night's base with a 30% child discount is 291.90 €: the child pays 682 € + taxes, not 681.10 €.
    const cents: PricedService = { ...service, basePrice: 97_300, taxPerPerson: 15_950 };
    const result = priceBreakdown([room({ service: cents, childAges: [7] })]);
    const child = result.lines.find((line) => line.tipoPasajero === 'CHD')!;
    expect(child).toMatchObject({
      precioBase: 97_300,
      descuentoPersona: 29_100,
      tasaPersona: 16_000,
      precioHabitacion: 84_200,
    });
    expect(result.totalGeneral).toBe(2 * (97_300 + 16_000) + 84_200);
    expect(result.lines.every((line) => line.precioHabitacion % 100 === 0)).toBe(true);
  });

  it('counts a child aged 13 as a third person', () => {
    const result = priceBreakdown([room({ childAges: [13] })]);
    expect(result.lines.map((line) => [line.descripcion, line.tipoPasajero, line.cantidad])).toEqual([
      ['Adulto', 'ADT', 2],
      ['Tercera persona', 'ADT', 1],
    ]);
    expect(result.totalGeneral).toBe(163_000);
    expect(result.travellers).toEqual({ adults: 3, children: 0, infants: 0 });
  });

  it('charges babies 10% of the base fare under the ten-percent rule, counting a child under 2 as a baby', () => {
    const tenPercent: PricedService = { ...service, basePrice: 49_995, infantRule: 'ten-percent' };
    const result = priceBreakdown([room({ service: tenPercent, adults: 1, childAges: [1], infants: 1 })]);
    expect(result.lines).toEqual([
      expect.objectContaining({
        descripcion: 'Adulto en habitación individual',
        precioBase: 50_000, // 499.95 € rounded up to the euro
        basePersona: 65_000,
        precioHabitacion: 71_000,
      }),
      expect.objectContaining({
        habitacion: 'a',
        tipoPasajero: 'INF',
        cantidad: 2,
        precioBase: 5_000, // 4 999.5 rounded
        importeBASE: 10_000,
        tasaPersona: 6_000,
        precioHabitacion: 22_000,
      }),
    ]);
    expect(result.totalGeneral).toBe(93_000);
    expect(result.pricePerPerson).toBe(93_000);
    expect(result.travellers).toEqual({ adults: 1, children: 0, infants: 2 });
  });

  it('letters rooms within each accommodation group', () => {
    const other: PricedService = {
      ...service,
      numeroServicio: 202,
      alojamiento: 'Hotel Cayo',
      grupo: 'cayo',
    };
    const result = priceBreakdown([
      room(),
      room({ service: other }),
      room({ adults: 1, infants: 1 }),
      room(),
    ]);
    expect(result.lines.map((line) => [line.numeroServicio, line.habitacion, line.tipoPasajero])).toEqual([
      [101, 'a', 'ADT'],
      [202, 'a', 'ADT'],
      [101, 'b', 'ADT'],
      [101, 'b', 'INF'],
      [101, 'c', 'ADT'],
    ]);
  });

  it('rejects invalid parties with PricingInputError', () => {
    const invalid: RoomChoice[][] = [
      [],
      Array.from({ length: 27 }, () => room()),
      Array.from({ length: 10 }, () => room()),
      [room({ adults: 0 })],
      [room({ adults: 1.5 })],
      [room({ infants: -1 })],
      [room({ adults: 4, childAges: [5, 6], infants: 1 })],
      [room({ childAges: [18] })],
      [room({ childAges: [3.5] })],
      [room({ roomSupplement: -100 })],
      [room({ roomSupplement: 10.5 })],
      [room({ service: { ...service, basePrice: -1 } })],
      [room({ service: { ...service, taxPerPerson: 99.9 } })],
      [room({ service: { ...service, childDiscountPercent: 101 } })],
      [room({ service: { ...service, thirdPersonDiscountPercent: -5 } })],
    ];
    for (const rooms of invalid) {
      expect(() => priceBreakdown(rooms)).toThrow(PricingInputError);
    }
  });

  it('explains what is wrong', () => {
    expect(() => priceBreakdown([room(), room({ adults: 0 })])).toThrow(/Room 2: .*at least 1 adult/);
  });
});
