import { describe, expect, it } from 'vitest';
import { bookingFormContext, bookingRequestSchema } from './booking-request';
import { htmlConstraints } from './html-constraints';
import { z } from './zod';

describe('HTML limits read from a form schema', () => {
  const schema = bookingRequestSchema(
    bookingFormContext({
      today: '2026-11-20',
      departure: '2027-01-10',
      nights: 7,
      party: [{ adults: 2, childAges: [], infants: 0 }],
    }),
  );
  const constraints = htmlConstraints(schema);

  it('gives each field of the request form the limits the server checks', () => {
    expect(constraints['solicitante.nombre']).toEqual({ required: true, maxLength: 60 });
    expect(constraints['solicitante.telefono']).toEqual({ required: true, maxLength: 20 });
    expect(constraints['solicitante.email']).toEqual({ required: true, maxLength: 120 });
    // Typed as people do (14051985, 4/5/1985) and read before the rules: no pattern of the typed text.
    expect(constraints['viajeros[1].fechaNacimiento']).toEqual({ required: true });
    expect(constraints['tarjeta.CardNumber']).toEqual({ required: true, maxLength: 23 });
    expect(constraints['tarjeta.SecurityCode']).toEqual({
      required: true,
      maxLength: 4,
      pattern: String.raw`^\d{3,4}$`,
    });
    expect(constraints['tarjeta.CardType']).toEqual({ required: true, pattern: 'VI|MC|AMEX|DISCOVER' });
    // The expiry's selects: the twelve months, and this year and the next 15.
    expect(constraints['tarjeta.ExpirationMonth']?.required).toBe(true);
    expect(constraints['tarjeta.ExpirationMonth']?.pattern?.split('|').sort()).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    expect(constraints['tarjeta.ExpirationYear']?.pattern?.split('|').sort()).toEqual(
      Array.from({ length: 16 }, (_, index) => String(2026 + index)),
    );
    expect(constraints.comentario).toEqual({ required: false, maxLength: 1000 });
    expect(constraints.seguroViaje).toEqual({ required: false });
    expect(constraints.CondicionesGenerales).toEqual({ required: true });
  });

  it('gives no pattern for a rule checked on the cleaned value, nor for objects and lists', () => {
    // The document number is checked without its spaces and dashes, in capitals.
    expect(constraints['solicitante.dni']).toEqual({ required: true, maxLength: 40 });
    expect(constraints.solicitante).toBeUndefined();
    expect(constraints.tarjeta).toBeUndefined();
    expect(constraints['viajeros[0]']).toBeUndefined();
  });

  it('reads numeric bounds and leaves out patterns the browser cannot compile', () => {
    const limits = htmlConstraints(
      z.object({
        nights: z.number().int().min(1).max(90),
        name: z.string().regex(/^[\p{L}' .-]+$/u),
        code: z.string().regex(/^ab$/i),
        word: z.string().min(3).optional(),
      }),
    );
    expect(limits).toEqual({
      nights: { required: true, min: 1, max: 90 },
      name: { required: true },
      code: { required: true },
      word: { required: false, minLength: 3 },
    });
  });
});
