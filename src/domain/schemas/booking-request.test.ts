import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { bookingRequestSchema, firstName, type BookingFormContext } from './booking-request';

const context: BookingFormContext = {
  today: '2026-11-21',
  departure: '2027-03-10',
  returnDate: '2027-03-17',
  travellers: [
    { tipo: 'A', room: 1 },
    { tipo: 'N', age: 7, room: 1 },
  ],
};

const valid: Record<string, string> = {
  idSolicitud: '5b0e7d5e-3f7a-4c43-9a55-2f1d8c1a9e10',
  precioMostrado: '215000',
  'solicitante.nombre': 'Ana María',
  'solicitante.apellido': "García O'Neill",
  'solicitante.email': 'ana@example.com',
  'solicitante.telefono': '+34600111222',
  'solicitante.dni': '12345678-Z',
  'solicitante.pais': 'ES',
  'solicitante.provincia': 'Madrid',
  'viajeros[0].nombre': 'Ana María',
  'viajeros[0].apellido': "García O'Neill",
  'viajeros[0].dni': '12345678Z',
  'viajeros[0].nacionalidad': 'ES',
  'viajeros[0].fechaNacimiento': '14/05/1985',
  'viajeros[0].tipo': 'A',
  'viajeros[1].nombre': 'Lucía',
  'viajeros[1].apellido': 'García',
  'viajeros[1].dni': 'PAB123456',
  'viajeros[1].nacionalidad': 'ES',
  'viajeros[1].fechaNacimiento': '01/06/2019',
  'viajeros[1].tipo': 'N',
  comentario: 'Cama de matrimonio, por favor',
  seguroViaje: 'on',
  'tarjeta.CardType': 'VI',
  'tarjeta.CardNumber': '4111 1111 1111 1111',
  'tarjeta.SecurityCode': '123',
  'tarjeta.NameOnCard': 'ANA GARCIA',
  'tarjeta.ExpirationMonth': '08',
  'tarjeta.ExpirationYear': '2029',
  CondicionesGenerales: 'on',
  CondicionesPrivacidad: 'on',
};

function parse(changes: Record<string, string | null> = {}) {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ ...valid, ...changes }))
    if (value !== null) formData.append(name, value);
  return parseWithZod(formData, { schema: bookingRequestSchema(context) });
}

function errorOf(field: string, changes: Record<string, string | null>) {
  const submission = parse(changes);
  expect(submission.status).toBe('error');
  return submission.status === 'error' ? submission.error?.[field]?.[0] : undefined;
}

describe('a name as written in the passport', () => {
  it('reads letters typed full-width as the plain letters, and refuses stacked marks', () => {
    const name = (typed: string) => firstName.safeParse(typed);
    expect(name('Ａｎａ').data).toBe('Ana');
    expect(name('Nguyễn Thị').success).toBe(true);
    expect(name('José').data).toBe('José');
    expect(name('Z\u0301\u0302\u0303\u0304alg').success).toBe(false);
  });
});

describe('booking request rules (section 5)', () => {
  it('builds one schema per context and shares it, another for another trip', () => {
    const schema = bookingRequestSchema(context);
    expect(bookingRequestSchema({ ...context, travellers: [...context.travellers] })).toBe(schema);
    expect(bookingRequestSchema({ ...context, today: '2026-01-02' })).not.toBe(schema);
    // The shared schema still applies its own trip's rules.
    expect(parse().status).toBe('success');
  });

  it('accepts a complete request and normalises documents, card digits and dates', () => {
    const submission = parse();
    expect(submission.status).toBe('success');
    if (submission.status !== 'success') return;
    expect(submission.value.solicitante.dni).toBe('12345678Z');
    expect(submission.value.tarjeta.CardNumber).toBe('4111111111111111');
    expect(submission.value.viajeros[1]?.fechaNacimiento).toBe('2019-06-01');
    expect(submission.value).toMatchObject({
      seguroViaje: true,
      ampliacionMedica: false,
      precioMostrado: 215000,
    });
  });

  it.each([
    ['14051985', '1985-05-14'],
    ['14 05 1985', '1985-05-14'],
    ['14.5.1985', '1985-05-14'],
    ['4/5/1985', '1985-05-04'],
  ])('reads a birth date typed as %s, as a phone keypad or a person writes it', (typed, day) => {
    const submission = parse({ 'viajeros[0].fechaNacimiento': typed });
    expect(submission.status).toBe('success');
    if (submission.status === 'success') expect(submission.value.viajeros[0]?.fechaNacimiento).toBe(day);
  });

  it.each([
    ['solicitante.nombre', { 'solicitante.nombre': '' }, 'validation.required'],
    ['solicitante.nombre', { 'solicitante.nombre': 'Ana 2' }, 'validation.passportName'],
    ['solicitante.email', { 'solicitante.email': 'ana@' }, 'validation.email'],
    ['solicitante.telefono', { 'solicitante.telefono': '600 11 22' }, 'validation.phone'],
    ['solicitante.telefono', { 'solicitante.telefono': '+34 600 111 222 333' }, 'validation.phone'],
    ['solicitante.telefono', { 'solicitante.telefono': '+34 600 11a 222' }, 'validation.phone'],
    ['solicitante.dni', { 'solicitante.dni': '12' }, 'validation.document'],
    ['solicitante.pais', { 'solicitante.pais': 'XX' }, 'validation.choice'],
    ['solicitante.provincia', { 'solicitante.provincia': null }, 'validation.required'],
    ['viajeros[0].fechaNacimiento', { 'viajeros[0].fechaNacimiento': '1985-05-14' }, 'validation.dateFormat'],
    [
      'viajeros[0].fechaNacimiento',
      { 'viajeros[0].fechaNacimiento': '31/02/1985' },
      'validation.dateInvalid',
    ],
    [
      'viajeros[0].fechaNacimiento',
      { 'viajeros[0].fechaNacimiento': '01/01/2030' },
      'validation.datesInconsistent',
    ],
    [
      'viajeros[1].fechaNacimiento',
      { 'viajeros[1].fechaNacimiento': '01/01/2018' },
      'validation.ageChild|count=9&chosen=7',
    ],
    [
      'viajeros[0].fechaNacimiento',
      { 'viajeros[0].fechaNacimiento': '01/01/2020' },
      'validation.ageAdult|count=7',
    ],
    ['viajeros[0].fechaNacimiento', { 'viajeros[0].fechaNacimiento': '01/01/2012' }, 'validation.grownUp'],
    ['viajeros[1].tipo', { 'viajeros[1].tipo': 'A' }, 'validation.choice'],
    ['tarjeta.CardType', { 'tarjeta.CardType': 'JCB' }, 'validation.cardType'],
    ['tarjeta.CardNumber', { 'tarjeta.CardNumber': '411111111111' }, 'validation.cardNumber'],
    ['tarjeta.CardNumber', { 'tarjeta.CardNumber': '4111111111111112' }, 'validation.cardLuhn'],
    ['tarjeta.SecurityCode', { 'tarjeta.SecurityCode': '12' }, 'validation.securityCode'],
    // Past a field's own length (its HTML limit too), its own message, not a generic "too long".
    ['tarjeta.SecurityCode', { 'tarjeta.SecurityCode': '12345' }, 'validation.securityCode'],
    ['tarjeta.CardNumber', { 'tarjeta.CardNumber': '4111 1111 1111 1111 0000 00' }, 'validation.cardNumber'],
    [
      'viajeros[0].fechaNacimiento',
      { 'viajeros[0].fechaNacimiento': '14/05/19850' },
      'validation.dateFormat',
    ],
    ['solicitante.dni', { 'solicitante.dni': 'A'.repeat(41) }, 'validation.tooLong'],
    [
      'viajeros[1].fechaNacimiento',
      { 'viajeros[1].fechaNacimiento': '1'.repeat(41) },
      'validation.dateFormat',
    ],
    ['tarjeta.NameOnCard', { 'tarjeta.NameOnCard': ' ' }, 'validation.required'],
    // A post that carries the expiry itself, YYYY-MM, rather than its month and year.
    [
      'tarjeta.ExpirationDate',
      {
        'tarjeta.ExpirationMonth': null,
        'tarjeta.ExpirationYear': null,
        'tarjeta.ExpirationDate': '08/2029',
      },
      'validation.expiryFormat',
    ],
    [
      'tarjeta.ExpirationDate',
      {
        'tarjeta.ExpirationMonth': null,
        'tarjeta.ExpirationYear': null,
        'tarjeta.ExpirationDate': '2026-10',
      },
      'validation.expiryPast',
    ],
    ['CondicionesGenerales', { CondicionesGenerales: null }, 'validation.consent'],
    ['CondicionesPrivacidad', { CondicionesPrivacidad: null }, 'validation.consent'],
  ])('%s: %j → %s', (field, changes, message) => {
    expect(errorOf(field, changes)).toBe(message);
  });

  it('takes a Spanish mobile as people type it and keeps it in E.164', () => {
    for (const typed of [
      '612 345 678',
      '612345678',
      '+34 612 345 678',
      '0034 612345678',
      '(+34) 612-34-56-78',
      '+34.612.345.678',
    ]) {
      const submission = parse({ 'solicitante.telefono': typed });
      expect(submission.status, typed).toBe('success');
      if (submission.status === 'success')
        expect(submission.value.solicitante.telefono, typed).toBe('+34612345678');
    }
  });

  it('reads a number without its prefix in the country of residence, Spain when none is chosen', () => {
    const french = parse({ 'solicitante.telefono': '06 12 34 56 78', 'solicitante.pais': 'FR' });
    expect(french.status).toBe('success');
    if (french.status === 'success') expect(french.value.solicitante.telefono).toBe('+33612345678');
    // A French number typed as in France is no Spanish number.
    expect(errorOf('solicitante.telefono', { 'solicitante.telefono': '06 12 34 56 78' })).toBe(
      'validation.phone',
    );
    // With any prefix, whatever the country.
    const international = parse({ 'solicitante.telefono': '+33 6 12 34 56 78' });
    expect(international.status).toBe('success');
    if (international.status === 'success')
      expect(international.value.solicitante.telefono).toBe('+33612345678');
    // No country chosen: the country is refused, the number is read as Spanish.
    const noCountry = parse({ 'solicitante.telefono': '612 345 678', 'solicitante.pais': null });
    expect(noCountry.status).toBe('error');
    if (noCountry.status === 'error') {
      expect(noCountry.error?.['solicitante.pais']?.[0]).toBe('validation.required');
      expect(noCountry.error?.['solicitante.telefono']).toBeUndefined();
    }
  });

  it.each([
    ['six digits', '612345'],
    ['letters', '612 34a 678'],
    ['a word', 'móvil 612345678'],
    ['a Spanish landline', '912 345 678'],
    ['too many digits', '612 345 678 9'],
    ['an international prefix without its country', '00 612345678'],
  ])('refuses %s as a mobile number with the specification’s message', (_, typed) => {
    expect(errorOf('solicitante.telefono', { 'solicitante.telefono': typed })).toBe('validation.phone');
  });

  it('checks the phone with the other fields’ problems, so every message shows at once', () => {
    const submission = parse({ 'solicitante.nombre': '', 'solicitante.telefono': '612345' });
    expect(submission.status).toBe('error');
    if (submission.status !== 'error') return;
    expect(submission.error?.['solicitante.nombre']?.[0]).toBe('validation.required');
    expect(submission.error?.['solicitante.telefono']?.[0]).toBe('validation.phone');
  });

  it('builds the card’s expiry (YYYY-MM) from the month and year chosen', () => {
    const submission = parse({ 'tarjeta.ExpirationMonth': '03', 'tarjeta.ExpirationYear': '2031' });
    expect(submission.status).toBe('success');
    if (submission.status === 'success') expect(submission.value.tarjeta.ExpirationDate).toBe('2031-03');
    // The expiry posted whole, as before the selects, is read too.
    const whole = parse({
      'tarjeta.ExpirationMonth': null,
      'tarjeta.ExpirationYear': null,
      'tarjeta.ExpirationDate': '2030-04',
    });
    expect(whole.status).toBe('success');
    if (whole.status === 'success') expect(whole.value.tarjeta.ExpirationDate).toBe('2030-04');
  });

  it.each([
    [
      'a past month of this year',
      { 'tarjeta.ExpirationMonth': '10', 'tarjeta.ExpirationYear': '2026' },
      'tarjeta.ExpirationDate',
      'validation.expiryPast',
    ],
    ['no year', { 'tarjeta.ExpirationYear': '' }, 'tarjeta.ExpirationDate', 'validation.required'],
    ['no year', { 'tarjeta.ExpirationYear': '' }, 'tarjeta.ExpirationYear', 'validation.choice'],
    ['no month', { 'tarjeta.ExpirationMonth': null }, 'tarjeta.ExpirationMonth', 'validation.choice'],
    ['a month 13', { 'tarjeta.ExpirationMonth': '13' }, 'tarjeta.ExpirationDate', 'validation.expiryFormat'],
    ['a past year', { 'tarjeta.ExpirationYear': '2025' }, 'tarjeta.ExpirationYear', 'validation.choice'],
    [
      'a year beyond the 15 offered',
      { 'tarjeta.ExpirationYear': '2042' },
      'tarjeta.ExpirationYear',
      'validation.choice',
    ],
  ])('refuses an expiry with %s', (_, changes, field, message) => {
    expect(errorOf(field, changes)).toBe(message);
  });

  it('keeps this month as a valid expiry', () => {
    expect(parse({ 'tarjeta.ExpirationMonth': '11', 'tarjeta.ExpirationYear': '2026' }).status).toBe(
      'success',
    );
  });

  it('wants one block per traveller of the party', () => {
    const submission = parse({
      'viajeros[1].nombre': null,
      'viajeros[1].apellido': null,
      'viajeros[1].dni': null,
      'viajeros[1].nacionalidad': null,
      'viajeros[1].fechaNacimiento': null,
      'viajeros[1].tipo': null,
    });
    expect(submission.status).toBe('error');
    if (submission.status !== 'error') return;
    expect(submission.error?.['viajeros[1].nombre']?.[0]).toBe('validation.required');
    expect(submission.error?.['viajeros[1].fechaNacimiento']?.[0]).toBe('validation.required');
  });
});
