import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  controlCharacter,
  controlCharacterButLineBreaks,
  impossibleDisplayDate,
  outOfRangeInput,
  textWithControl,
} from '../../../tests/helpers/bad-input';
import {
  bookingRequestSchema,
  guaranteeCardSchema,
  requesterSchema,
  travellerSchema,
  type BookingFormContext,
} from './booking-request';
import { MAX_INTEGER } from './bounds';
import { callbackRequestSchema } from './callback-request';
import { MESSAGES } from './messages';
import type { z } from './zod';
import { REQUESTER } from '../../../tests/helpers/booking-form.mjs';

const TODAY = '2026-11-21';
const context: BookingFormContext = {
  today: TODAY,
  departure: '2027-03-10',
  returnDate: '2027-03-17',
  travellers: [{ tipo: 'A', room: 1 }],
};

const requester = { ...REQUESTER, nombre: 'Ana María' };
const traveller = {
  nombre: 'Ana María',
  apellido: 'García',
  dni: '12345678Z',
  nacionalidad: 'ES',
  fechaNacimiento: '14/05/1985',
  tipo: 'A',
};
const card = {
  CardType: 'VI',
  CardNumber: '4111 1111 1111 1111',
  SecurityCode: '123',
  NameOnCard: 'ANA GARCIA',
  ExpirationDate: '2029-08',
};

type Field = 'text' | 'comment' | 'birthDate' | 'cents';

interface Case {
  schema: z.ZodType;
  valid: Record<string, unknown>;
  fields: Record<string, Field>;
}

/** Every form schema, a valid input and its free-text, date and number fields (paths with dots). */
const CASES: Record<string, Case> = {
  callbackRequestSchema: {
    schema: callbackRequestSchema,
    valid: { nombre: 'Ana', telefono: '+34 612 34 56 78', horario: 'morning' },
    fields: { nombre: 'text', telefono: 'text' },
  },
  requesterSchema: {
    schema: requesterSchema,
    valid: requester,
    fields: {
      nombre: 'text',
      apellido: 'text',
      email: 'text',
      telefono: 'text',
      dni: 'text',
      provincia: 'text',
    },
  },
  travellerSchema: {
    schema: travellerSchema,
    valid: traveller,
    fields: { nombre: 'text', apellido: 'text', dni: 'text', fechaNacimiento: 'birthDate' },
  },
  guaranteeCardSchema: {
    schema: guaranteeCardSchema(TODAY),
    valid: card,
    fields: { CardNumber: 'text', SecurityCode: 'text', NameOnCard: 'text', ExpirationDate: 'text' },
  },
  bookingRequestSchema: {
    schema: bookingRequestSchema(context),
    valid: {
      idSolicitud: '5b0e7d5e-3f7a-4c43-9a55-2f1d8c1a9e10',
      precioMostrado: '215000',
      solicitante: requester,
      viajeros: [traveller],
      comentario: 'Cama de matrimonio,\npor favor',
      tarjeta: card,
      CondicionesGenerales: true,
      CondicionesPrivacidad: true,
    },
    fields: {
      precioMostrado: 'cents',
      'solicitante.provincia': 'text',
      'viajeros.0.nombre': 'text',
      'viajeros.0.fechaNacimiento': 'birthDate',
      comentario: 'comment',
      'tarjeta.NameOnCard': 'text',
    },
  },
};

function withValue(input: unknown, path: string, value: unknown): unknown {
  const [head = '', ...rest] = path.split('.');
  const copy = (Array.isArray(input) ? [...input] : { ...(input as object) }) as Record<string, unknown>;
  copy[head] = rest.length > 0 ? withValue(copy[head], rest.join('.'), value) : value;
  return copy;
}

const valueAt = (input: unknown, path: string) =>
  String(path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], input));

function badValues(field: Field, valid: string): { values: fc.Arbitrary<unknown>; message: string } {
  switch (field) {
    case 'text':
      return { values: textWithControl(controlCharacter, valid), message: MESSAGES.characters };
    case 'comment':
      return { values: textWithControl(controlCharacterButLineBreaks, valid), message: MESSAGES.characters };
    case 'birthDate':
      return { values: impossibleDisplayDate, message: MESSAGES.dateInvalid };
    case 'cents':
      return { values: outOfRangeInput(0, MAX_INTEGER), message: MESSAGES.number };
  }
}

describe.each(Object.entries(CASES))('form schema %s', (_, { schema, valid, fields }) => {
  it('accepts its valid input', () => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  it.each(Object.entries(fields))(
    'refuses a control character, an impossible day or an out-of-range %s',
    (path, field) => {
      const { values, message } = badValues(field, valueAt(valid, path));
      fc.assert(
        fc.property(values, (value) => {
          const result = schema.safeParse(withValue(valid, path, value));
          const issue = result.error?.issues.find((candidate) => candidate.path.join('.') === path);
          expect(issue?.message).toBe(message);
        }),
      );
    },
  );
});

describe('form fields and their columns', () => {
  it('keeps "nombre apellido" within the booking’s 140 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 100 }), (first, last) => {
        const result = requesterSchema.safeParse({
          ...requester,
          nombre: 'a'.repeat(first),
          apellido: 'b'.repeat(last),
        });
        expect(result.success).toBe(last <= 79);
        if (result.success)
          expect(`${result.data.nombre} ${result.data.apellido}`.length).toBeLessThanOrEqual(140);
      }),
    );
  });

  it('keeps a phone to call back within its 20 characters', () => {
    const result = callbackRequestSchema.safeParse({
      nombre: 'Ana',
      telefono: `6${' '.repeat(20)}12345678`,
      horario: 'asap',
    });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.tooLong);
  });

  it('lets a comment have line breaks and tabs', () => {
    const comment = 'Primera línea\r\n\tsegunda línea';
    expect(
      bookingRequestSchema(context).parse({ ...CASES.bookingRequestSchema?.valid, comentario: comment })
        .comentario,
    ).toBe(comment);
  });
});
