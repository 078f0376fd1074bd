import { describe, expect, it } from 'vitest';
import { mailTexts } from '../mail/mail-texts';
import { priceLineTexts } from './booking-summary-pdf';

const line = (changes: object) => ({
  id: 1,
  bookingId: 1,
  serviceSequence: null,
  sequence: 1,
  room: 'a',
  passengers: 2,
  passengerType: 'ADT',
  basePrice: 99_200,
  taxPerPerson: 15_900,
  discount: 0,
  subDiscount: 0,
  supplement: 0,
  additionalSupplement: 0,
  roomPrice: 2 * (99_200 + 15_900),
  ...changes,
});

describe('the summary’s price lines', () => {
  it('read as they add up: base, supplement, taxes and the discount a child line takes off', () => {
    const offer = (key: string, values?: Record<string, unknown>) =>
      ({
        'breakdown.roomLetter': `Habitación ${String(values?.letter)}`,
        'breakdown.passenger.adult': 'Adulto',
        'breakdown.passenger.child': 'Niño',
      })[key] ?? key;
    const texts = { myBooking: mailTexts('myBooking')('es'), offer };
    const lines = priceLineTexts(
      {
        priceLines: [
          line({}),
          line({
            passengers: 1,
            passengerType: 'CHD',
            supplement: 2_000,
            discount: 30_300,
            subDiscount: 30_300,
            roomPrice: 99_200 + 2_000 + 15_900 - 30_300,
          }),
        ],
      },
      'es',
      texts,
    );
    expect(lines.map((text) => text.replace(/\s/g, ' '))).toEqual([
      'Habitación A · 2 × Adulto · base 992,00 € · tasas 159,00 € · 2.302,00 €',
      'Habitación A · 1 × Niño · base 992,00 € · suplemento 20,00 € · tasas 159,00 € · descuento −303,00 € · 868,00 €',
    ]);
  });
});
