import { describe, expect, it } from 'vitest';
import { extrasTotal } from './extras';
import {
  bookingTotals,
  medicalExtensionPerPerson,
  optionalExtraOf,
  optionalExtrasTotal,
  supplementLines,
} from './supplements';

const excursions = extrasTotal([{ id: 5, name: 'Isla Saona', day: '2027-03-12', pricePerPerson: 8_900 }], {
  adults: 2,
  children: 1,
});

describe('supplements of a booking request', () => {
  it('prices the medical extension from 20 EUR, more for longer trips', () => {
    expect(medicalExtensionPerPerson(7)).toBe(2_000);
    expect(medicalExtensionPerPerson(14)).toBe(3_000);
    expect(medicalExtensionPerPerson(21)).toBe(4_500);
  });

  it('lists excursions then the chosen extras, per traveller aged 2 or more, office attention once', () => {
    const lines = supplementLines(
      excursions,
      { seguroViaje: true, ampliacionMedica: true, atencionPersonalizada: true },
      { payingTravellers: 3, nights: 7 },
    );
    expect(
      lines.map((line) => [line.tipoSuplemento, line.secuencia, line.cantidad, line.importe, line.total]),
    ).toEqual([
      ['EXCURSION', 1, 3, 8_900, 26_700],
      ['SEGURO', 2, 3, 3_500, 10_500],
      ['MEDICO', 3, 3, 2_000, 6_000],
      ['ATENCION', 4, 1, 3_000, 3_000],
    ]);
  });

  it('adds nothing that was not chosen', () => {
    expect(
      supplementLines(extrasTotal([], { adults: 2, children: 0 }), {}, { payingTravellers: 2, nights: 7 }),
    ).toEqual([]);
  });

  it('adds the supplements to the total general', () => {
    const breakdown = {
      lines: [],
      totalGeneral: 200_000,
      pricePerPerson: 100_000,
      travellers: { adults: 2, children: 0, infants: 0 },
    };
    const lines = supplementLines(
      excursions,
      { atencionPersonalizada: true },
      { payingTravellers: 3, nights: 7 },
    );
    expect(bookingTotals(breakdown, lines, 3)).toEqual({
      supplementsTotal: 29_700,
      total: 229_700,
      pricePerPerson: 76_600, // 765.67 € rounded up to the euro
    });
  });
});

describe('the optional extras a visitor ticks', () => {
  it('add the same total in the form as in the booking', () => {
    const trip = { payingTravellers: 3, nights: 14 };
    const chosen = { seguroViaje: true, ampliacionMedica: true };
    const lines = supplementLines(extrasTotal([], { adults: 3, children: 0 }), chosen, trip);
    expect(optionalExtrasTotal(chosen, trip)).toBe(lines.reduce((sum, line) => sum + line.total, 0));
    expect(optionalExtrasTotal(chosen, trip)).toBe(3 * 3_500 + 3 * 3_000);
  });

  it('name the extra of each supplement line, excursions excepted', () => {
    expect(optionalExtraOf('MEDICO')).toBe('ampliacionMedica');
    expect(optionalExtraOf('EXCURSION')).toBeNull();
  });
});
