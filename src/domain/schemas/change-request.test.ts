import { describe, expect, it } from 'vitest';
import { changeRequestLookupSchema, changeRequestSchema, locatorLookupSchema } from './change-request';
import { MESSAGES } from './messages';

const complete = {
  locata: 'ab2c-3d4e',
  tipo: 'M',
  destino: 'Punta Cana',
  finicio: '04/12/2026',
  reclamante: 'Ana García López',
  telefono: '612 345 678',
  telefonoalt: '',
  email: 'ana@example.com',
  email2: 'ANA@example.com',
  emailalt: '',
  motivo: 'Queremos cambiar la fecha de vuelta.',
};

function errorsOf(input: Record<string, unknown>) {
  const parsed = changeRequestSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the modify/cancel request form (section 5)', () => {
  it('accepts a complete modification, with the locator, the date and the phone as people type them', () => {
    const parsed = changeRequestSchema.parse(complete);
    expect(parsed).toMatchObject({
      locata: 'AB2C3D4E',
      finicio: '2026-12-04',
      telefono: '+34612345678',
      condiciones: false,
    });
    expect(parsed.telefonoalt).toBeUndefined();
    expect(changeRequestSchema.parse({ ...complete, finicio: '4-12-2026' }).finicio).toBe('2026-12-04');
  });

  it('asks for the locator with its own message', () => {
    expect(locatorLookupSchema.safeParse({ locata: '  ' }).error?.issues[0]?.message).toBe(
      MESSAGES.locatorRequired,
    );
    expect(errorsOf({ ...complete, locata: '' }).locata).toBe(MESSAGES.locatorRequired);
  });

  it('requires every field but the alternative phone and e-mail', () => {
    const errors = errorsOf({ locata: 'AB2C3D4E' });
    for (const field of ['tipo', 'destino', 'finicio', 'reclamante', 'telefono', 'email', 'email2', 'motivo'])
      expect(errors[field], field).toBe(MESSAGES.required);
    expect(errors.telefonoalt).toBeUndefined();
    expect(errors.emailalt).toBeUndefined();
  });

  it('says when the two e-mails differ, and checks the optional ones only when given', () => {
    expect(errorsOf({ ...complete, email2: 'ana@example.org' })).toEqual({ email2: MESSAGES.emailsDiffer });
    expect(errorsOf({ ...complete, emailalt: 'not-an-email' })).toEqual({ emailalt: MESSAGES.email });
    expect(errorsOf({ ...complete, telefonoalt: '123' })).toEqual({ telefonoalt: MESSAGES.phone });
  });

  it('sends a cancellation only with the cost agreement ticked', () => {
    expect(errorsOf({ ...complete, tipo: 'C' })).toEqual({ condiciones: MESSAGES.cancellationAgreement });
    expect(changeRequestSchema.parse({ ...complete, tipo: 'C', condiciones: 'on' }).condiciones).toBe(true);
    expect(errorsOf({ ...complete, tipo: 'X' })).toEqual({ tipo: MESSAGES.required });
  });

  it('refuses a date in another format, and one that does not exist', () => {
    expect(errorsOf({ ...complete, finicio: '2026-12-04' })).toEqual({ finicio: MESSAGES.dateFormat });
    expect(errorsOf({ ...complete, finicio: '31/02/2026' })).toEqual({ finicio: MESSAGES.dateInvalid });
  });

  it('bounds what is typed before it is stored', () => {
    expect(errorsOf({ ...complete, motivo: 'x'.repeat(2001) })).toEqual({ motivo: MESSAGES.tooLong });
    expect(errorsOf({ ...complete, reclamante: 'Ana\u0000' })).toEqual({ reclamante: MESSAGES.characters });
  });

  it('consults with a code and an e-mail, both required', () => {
    const parsed = changeRequestLookupSchema.safeParse({ codigo: '', email: '' });
    expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['codigo', MESSAGES.required],
      ['email', MESSAGES.required],
    ]);
    expect(changeRequestLookupSchema.parse({ codigo: ' sab 2c3d4e5 ', email: 'a@b.es' }).codigo).toBe(
      'SAB2C3D4E5',
    );
  });
});

describe('the modify/cancel form with several mistakes', () => {
  it('shows the agreement and the e-mail messages together with the missing fields', () => {
    const errors = errorsOf({
      locata: 'AB2C3D4E',
      tipo: 'C',
      email: 'ana@example.com',
      email2: 'ana@example.org',
    });
    expect(errors).toMatchObject({
      condiciones: MESSAGES.cancellationAgreement,
      email2: MESSAGES.emailsDiffer,
      reclamante: MESSAGES.required,
    });
  });
});
