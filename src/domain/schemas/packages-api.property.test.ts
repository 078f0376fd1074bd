import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  controlCharacter,
  impossibleCompactDate,
  outOfRangeDecimal,
  outOfRangeInput,
  textWithControl,
} from '../../../tests/helpers/bad-input';
import { MAX_INTEGER, MAX_NIGHTS, MAX_SMALLINT } from './bounds';
import * as api from './packages-api';
import { API_MESSAGES } from './packages-api';
import { z } from './zod';

/** What a field is, and so which bad values it must refuse and with which message. */
type Field =
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'decimal'; min: number; max: number }
  | { kind: 'date' }
  | { kind: 'text' };

const idField: Field = { kind: 'integer', min: 1, max: MAX_INTEGER };
const textField: Field = { kind: 'text' };
const dateField: Field = { kind: 'date' };

interface Case {
  valid: Record<string, unknown>;
  fields: Record<string, Field>;
}

const service: Case = { valid: { id_servicio: '1', id_idioma: 'es' }, fields: { id_servicio: idField } };
const calendar: Case = {
  valid: {
    codigoIdioma: 'es',
    tipoServicio: 'PAQ',
    campana: 99,
    moneda: 'EUR',
    codigoPaisOrigen: 'ES',
    ciudadOrigen: 'MAD',
    codigoPaisDestino: 'DO',
    destino: 'PUJ',
    noches: 7,
    codigoAlojamiento: 1001,
  },
  fields: {
    tipoServicio: textField,
    campana: idField,
    moneda: textField,
    codigoPaisOrigen: textField,
    ciudadOrigen: textField,
    codigoPaisDestino: textField,
    destino: textField,
    noches: { kind: 'integer', min: 1, max: MAX_NIGHTS },
    codigoAlojamiento: idField,
  },
};

/** Every input schema of the packages API, a valid input and its bounded fields (paths with dots). */
const CASES: Record<string, Case> = {
  loginBody: { valid: { username: 'demo', password: 'demo' }, fields: { username: textField } },
  destinationsQuery: {
    valid: { idioma: 'es', filtro: '1' },
    fields: { filtro: { kind: 'integer', min: 0, max: MAX_SMALLINT } },
  },
  languageQuery: { valid: { idioma: 'es' }, fields: {} },
  accommodationOffersBody: {
    valid: {
      idioma: 'es',
      tipoOferta: 'PAQ',
      id_campanya: 99,
      moneda: 'EUR',
      id_pais: 'ES',
      origen: 'MAD',
      destino: 'PUJ',
      id_pais_destino: 'DO',
      fecha: '20261128',
    },
    fields: {
      tipoOferta: textField,
      id_campanya: idField,
      moneda: textField,
      id_pais: textField,
      origen: textField,
      destino: textField,
      id_pais_destino: textField,
      fecha: dateField,
    },
  },
  accommodationQuery: {
    valid: { id_alojamiento: '1001', id_idioma: 'es' },
    fields: { id_alojamiento: idField },
  },
  serviceQuery: service,
  serviceOnDateQuery: {
    valid: { ...service.valid, fecha: '20261128' },
    fields: { ...service.fields, fecha: dateField },
  },
  calendarBody: calendar,
  combinedCalendarBody: calendar,
  breakdownBody: {
    valid: {
      Desglose: [
        {
          numeroServicio: 1,
          idHabitacion: 1,
          adultoHab1: 2,
          ninoHab1: 1,
          infanteHab1: 0,
          descripcion: 'Doble',
          fecha: '20261128',
          edades: [7],
        },
      ],
    },
    fields: {
      'Desglose.0.numeroServicio': idField,
      'Desglose.0.idHabitacion': idField,
      'Desglose.0.adultoHab1': { kind: 'integer', min: 1, max: 6 },
      'Desglose.0.ninoHab1': { kind: 'integer', min: 0, max: 6 },
      'Desglose.0.infanteHab1': { kind: 'integer', min: 0, max: 6 },
      'Desglose.0.descripcion': textField,
      'Desglose.0.fecha': dateField,
      'Desglose.0.edades.0': { kind: 'integer', min: 0, max: 17 },
    },
  },
  destinationInfoQuery: { valid: { destino: 'PUJ', id_idioma: 'es' }, fields: { destino: textField } },
  accommodationFilterBody: {
    valid: { NombreFiltros: ['Todo incluido'], id_idioma: 'es', id_destino: 'PUJ', categoria: 4 },
    fields: {
      'NombreFiltros.0': textField,
      id_destino: textField,
      categoria: { kind: 'integer', min: 1, max: 5 },
    },
  },
  destinationIdQuery: {
    valid: { id_pais: 'DO', id_destino: 'PUJ' },
    fields: { id_pais: textField, id_destino: textField },
  },
  roomQuery: { valid: { id_habitacion: '1', id_idioma: 'es' }, fields: { id_habitacion: idField } },
  serviceRoomsQuery: { valid: { numeroServicio: '1', id_idioma: 'es' }, fields: { numeroServicio: idField } },
  searchByNameBody: { valid: { nombre: 'Punta', id_idioma: 'es' }, fields: { nombre: textField } },
  searchDestinationsQuery: { valid: { destino: 'Punta', id_idioma: 'es' }, fields: { destino: textField } },
  searchAccommodationsBody: {
    valid: { nombre: 'Hotel', id_idioma: 'es', id_destino: 'PUJ', categoria: 4 },
    fields: { nombre: textField, id_destino: textField, categoria: { kind: 'integer', min: 1, max: 5 } },
  },
  countryQuery: { valid: { id_pais: 'DO', id_idioma: 'es' }, fields: { id_pais: textField } },
  combinedQuery: {
    valid: { idioma: 'es', destinos: 'PUJ', id: '1' },
    fields: { destinos: textField, id: idField },
  },
  circuitAccommodationsBody: {
    valid: { alojamientos: [1001, 1002], id_idioma: 'es' },
    fields: { 'alojamientos.0': idField },
  },
  coordinatesQuery: {
    valid: { latitude: '40.4', longitude: '-3.7' },
    fields: {
      latitude: { kind: 'decimal', min: -90, max: 90 },
      longitude: { kind: 'decimal', min: -180, max: 180 },
    },
  },
  circuitCalendarBody: { valid: { id_servicio: 1 }, fields: { id_servicio: idField } },
};

/** A copy of `input` with the value at a dotted path replaced. */
function withValue(input: unknown, path: string, value: unknown): unknown {
  const [head = '', ...rest] = path.split('.');
  const copy = (Array.isArray(input) ? [...input] : { ...(input as object) }) as Record<string, unknown>;
  copy[head] = rest.length > 0 ? withValue(copy[head], rest.join('.'), value) : value;
  return copy;
}

function valueAt(input: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], input);
}

/** Bad values for a field, and the messages its refusal may carry. */
function badValues(field: Field, valid: unknown): { values: fc.Arbitrary<unknown>; messages: string[] } {
  switch (field.kind) {
    case 'integer':
      return {
        values: outOfRangeInput(field.min, field.max),
        messages: [API_MESSAGES.number, API_MESSAGES.tooSmall, API_MESSAGES.category],
      };
    case 'decimal':
      return { values: outOfRangeDecimal(field.min, field.max), messages: [API_MESSAGES.number] };
    case 'date':
      return { values: impossibleCompactDate, messages: [API_MESSAGES.dateInvalid] };
    case 'text':
      return {
        values: textWithControl(controlCharacter, String(valid)),
        messages: [API_MESSAGES.characters],
      };
  }
}

const schemas = Object.entries(api as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('packages API schemas', () => {
  it('has a case for every schema it exports', () => {
    expect(schemas.map(([name]) => name).sort()).toEqual(Object.keys(CASES).sort());
  });

  describe.each(schemas)('%s', (name, schema) => {
    const { valid, fields } = CASES[name] ?? { valid: {}, fields: {} };

    it('accepts its valid input', () => {
      expect(schema.safeParse(valid).error?.issues).toBeUndefined();
    });

    it.each(Object.entries(fields))(
      'refuses an out-of-range, impossible or control-character %s',
      (path, field) => {
        const { values, messages } = badValues(field, valueAt(valid, path));
        fc.assert(
          fc.property(values, (value) => {
            const result = schema.safeParse(withValue(valid, path, value));
            expect(result.success).toBe(false);
            const issue = result.error?.issues.find((candidate) => candidate.path.join('.') === path);
            expect(messages).toContain(issue?.message);
          }),
        );
      },
    );
  });

  it('refuses the values that answered 500: an id beyond integer, 100000 nights, the day 00000101', () => {
    expect(api.calendarBody.safeParse({ codigoAlojamiento: 99_999_999_999 }).error?.issues).toMatchObject([
      { path: ['codigoAlojamiento'], message: 'Debe ser un número válido' },
    ]);
    expect(
      api.calendarBody.safeParse({ codigoAlojamiento: 1001, noches: 100_000 }).error?.issues,
    ).toMatchObject([{ path: ['noches'], message: 'Debe ser un número válido' }]);
    expect(
      api.accommodationOffersBody.safeParse({ destino: 'PUJ', fecha: '00000101' }).error?.issues,
    ).toMatchObject([{ path: ['fecha'], message: 'Fecha inválida' }]);
  });

  describe.each(schemas.filter(([name]) => name.endsWith('Query')))('query %s', (name, schema) => {
    const { valid } = CASES[name] ?? { valid: {} };

    it.each(Object.keys(valid))('reads an empty %s exactly as if it were absent', (parameter) => {
      const absent = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== parameter));
      const withoutIt = schema.safeParse(absent);
      for (const empty of ['', ' ']) {
        const result = schema.safeParse({ ...valid, [parameter]: empty });
        expect(result.data).toEqual(withoutIt.data);
        expect(result.error?.issues).toEqual(withoutIt.error?.issues);
      }
    });
  });

  it('takes the defaults for the empty optional parameters the specification’s client sends', () => {
    expect(api.combinedQuery.parse({ idioma: 'es', destinos: '', id: '' })).toEqual({ idioma: 'es' });
    expect(api.combinedQuery.parse({ idioma: '', destinos: '', id: '' })).toEqual({ idioma: 'es' });
    expect(api.destinationsQuery.parse({ idioma: '', filtro: '' })).toEqual({ idioma: 'es', filtro: 1 });
    expect(api.serviceOnDateQuery.parse({ id_servicio: '7', id_idioma: '', fecha: '' })).toEqual({
      id_servicio: 7,
      id_idioma: 'es',
    });
    expect(api.destinationIdQuery.parse({ id_pais: '', id_destino: 'PUJ' })).toEqual({ id_destino: 'PUJ' });
  });

  it('refuses an empty required parameter with its localised message', () => {
    expect(api.serviceQuery.safeParse({ id_servicio: '', id_idioma: 'es' }).error?.issues).toMatchObject([
      { path: ['id_servicio'], message: 'Debe ser un número válido' },
    ]);
    expect(api.destinationInfoQuery.safeParse({ destino: '' }).error?.issues).toMatchObject([
      { path: ['destino'], message: 'Este campo es obligatorio' },
    ]);
    expect(api.countryQuery.safeParse({ id_pais: ' ' }).error?.issues).toMatchObject([
      { path: ['id_pais'], message: 'Este campo es obligatorio' },
    ]);
    // A value that is there but wrong is still refused, empty or not.
    expect(api.combinedQuery.safeParse({ idioma: 'e' }).error?.issues).toMatchObject([
      { path: ['idioma'], message: 'El idioma debe tener 2 caracteres' },
    ]);
  });

  it('keeps the specification’s messages and defaults', () => {
    expect(api.calendarBody.parse({ codigoAlojamiento: '1001', noches: null })).toMatchObject({
      codigoAlojamiento: 1001,
      noches: undefined,
      ciudadOrigen: 'MAD',
      codigoIdioma: 'es',
    });
    expect(api.destinationsQuery.parse({})).toEqual({ idioma: 'es', filtro: 1 });
    expect(api.serviceQuery.safeParse({ id_servicio: '0' }).error?.issues[0]?.message).toBe(
      'Debe ser un número positivo',
    );
    expect(
      api.accommodationOffersBody.safeParse({ destino: 'PUJ', fecha: '2026-11-28' }).error?.issues[0]
        ?.message,
    ).toBe('La fecha debe tener el formato YYYYMMDD');
    expect(api.coordinatesQuery.safeParse({ latitude: '', longitude: '2' }).error?.issues[0]?.message).toBe(
      'Debe ser un número válido',
    );
  });
});
