import { describe, expect, it } from 'vitest';
import { callbackRequestSchema } from './callback-request';

function errors(input: unknown) {
  const result = callbackRequestSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('call-me request schema', () => {
  it('accepts a name, a Spanish mobile and a time slot', () => {
    expect(errors({ nombre: ' Ana ', telefono: '+34 612 34 56 78', horario: 'morning' })).toEqual({});
  });

  it('names each missing field with the required message', () => {
    expect(errors({ nombre: '  ', telefono: '', horario: undefined })).toEqual({
      nombre: 'validation.required',
      telefono: 'validation.required',
      horario: 'validation.choice',
    });
  });

  it('rejects phone numbers with letters or too few digits', () => {
    expect(errors({ nombre: 'Ana', telefono: '61234', horario: 'asap' })).toEqual({
      telefono: 'validation.phone',
    });
    expect(errors({ nombre: 'Ana', telefono: '612-ABC-678', horario: 'asap' })).toEqual({
      telefono: 'validation.phone',
    });
  });
});
