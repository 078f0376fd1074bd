import { describe, expect, it } from 'vitest';
import { shownSubDiscount } from './shown-amounts';
import type { BreakdownLine } from './types';

const line = (changes: Partial<BreakdownLine>): BreakdownLine => ({
  numeroServicio: 1,
  habitacion: 'a',
  cantidad: 2,
  tipoPasajero: 'CHD',
  edadTipo: 10,
  descripcion: 'Niño',
  precioBase: 99_440,
  suplemento: 12_030,
  suplementoIndividual: 0,
  descuento: 40,
  importeBASE: 0,
  basePersona: 111_470,
  descuentoPersona: 44_588,
  subDescuento: 89_176,
  tasaPersona: 15_250,
  precioHabitacion: (111_470 - 44_588 + 15_250) * 2,
  alojamiento: 'Hotel',
  ...changes,
});

describe('the discount a price line shows', () => {
  it('makes travellers × (base + tax + supplements) − discount equal the amount, as each is shown', () => {
    const children = line({});
    // Shown: base 995, tax 153, supplements 121 per person; amount 1.643 €.
    const amount = Math.ceil(children.precioHabitacion / 100);
    expect(2 * (995 + 153 + 121) - shownSubDiscount(children) / 100).toBe(amount);
    // Rounded on its own the discount would be 892 €, a euro away.
    expect(Math.ceil(children.subDescuento / 100)).not.toBe(shownSubDiscount(children) / 100);
  });

  it('is nothing for a line without a discount', () => {
    expect(shownSubDiscount(line({ subDescuento: 0, descuentoPersona: 0, descuento: 0 }))).toBe(0);
  });
});
