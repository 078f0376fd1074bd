import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cookieValue } from '../../domain/site-cookies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import { validBookingForm } from '../../../tests/helpers/booking-form.mjs';
import { storefrontWithCatalogue } from '../../../tests/helpers/built-pages';

const PARTY = 'alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=0';

describe.each(testDatabaseKinds)('the booking pages on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let formUrl = '';
  let fields: Record<string, string> = {};

  const bookings = async () =>
    Number(
      (
        (await database.db.execute(sql`select count(*)::int as n from bookings`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );
  const post = (changes: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: formUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es-ES' },
      payload: new URLSearchParams({ ...fields, ...changes }).toString(),
    });

  beforeAll(async () => {
    ({ app, database } = await storefrontWithCatalogue(kind));

    // The form page without a day moves to the cheapest one, then shows the total and a form key.
    const moved = await app.inject({ url: `/reserva/SolicitudReserva?${PARTY}` });
    expect(moved.statusCode).toBe(302);
    formUrl = String(moved.headers.location);
    const page = await app.inject({ url: formUrl, headers: { 'accept-language': 'es-ES' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const day = new URL(formUrl, 'http://x').searchParams.get('dia') ?? '';
    const departure = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
    fields = validBookingForm({
      departure,
      total: /name="precioMostrado" value="(\d+)"/.exec(page.body)?.[1] ?? '',
      key: /name="idSolicitud" value="([^"]+)"/.exec(page.body)?.[1] ?? '',
      card: { type: 'MC', number: '5555555555554444', code: '8642' },
    });
    expect(fields.idSolicitud).toMatch(/^[0-9a-f-]{36}$/);
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  it('answers 404 with the way back for an offer that does not exist', async () => {
    for (const page of ['/reserva', '/reserva/SolicitudReserva']) {
      const response = await app.inject({ url: `${page}?alojamiento=999999&idioma=es` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('No encontramos esta oferta');
    }
  });

  it('refuses a bad form with localised messages, keeps what was typed but the card number and code, writes nothing', async () => {
    const response = await post({ 'solicitante.email': 'ana@', 'tarjeta.CardNumber': '5555555555554445' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Email no Valido');
    expect(response.body).toContain('El número de tarjeta no es válido');
    expect(response.body).toContain('value="ana@"');
    expect(response.body).not.toContain('8642');
    expect(response.body).not.toContain('5555555555554445');
    expect(response.body).toContain('vuelve a escribir el número y el código de seguridad de la tarjeta');
    expect(await bookings()).toBe(0);
  });

  it('shows one block per traveller of the party, whatever list of travellers was posted', async () => {
    const response = await post({ 'viajeros[40].nombre': 'Mallory', 'viajeros[1].nombre': '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Viajero 2');
    expect(response.body).not.toContain('Viajero 3');
    expect(response.body).not.toContain('Mallory');
    // One traveller too many is refused in the visitor's words, not the validator's.
    const third = Object.fromEntries(
      Object.entries(fields)
        .filter(([name]) => name.startsWith('viajeros[1].'))
        .map(([name, value]) => [name.replace('viajeros[1].', 'viajeros[2].'), value]),
    );
    const tooMany = await post(third);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('La lista de viajeros no coincide con la oferta');
    expect(tooMany.body).not.toContain('Too big');
    expect(await bookings()).toBe(0);
  });

  it('never books a child whose age the address lacks: the review, the form and its post go to the offer page to ask it', async () => {
    const unaged = (page: string) =>
      `${page}?${new URL(formUrl, 'http://x').searchParams.toString().replace('n1=0', 'n1=1')}`;
    for (const page of ['/reserva', '/reserva/SolicitudReserva']) {
      const response = await app.inject({ url: unaged(page) });
      expect(response.statusCode, page).toBe(302);
      expect(response.headers.location).toMatch(/^\/detalleservicio\?.*n1=1/);
      expect(response.headers.location).not.toMatch(/e1=/);
    }
    const sent = await app.inject({
      method: 'POST',
      url: unaged('/reserva/SolicitudReserva'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toMatch(/^\/detalleservicio\?/);
    expect(await bookings()).toBe(0);
  });

  it('tells the visitor to try again or call when saving fails, and leaves nothing behind', async () => {
    await database.db.execute(
      sql.raw(`create or replace function fail_insert() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`),
    );
    await database.db.execute(
      sql.raw(
        'create trigger fail_insert before insert on booking_price_lines for each row execute function fail_insert()',
      ),
    );
    try {
      const response = await post();
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('No hemos podido guardar tu solicitud');
      expect(response.body).not.toContain('injected failure');
      expect(await bookings()).toBe(0);
    } finally {
      await database.db.execute(sql.raw('drop trigger fail_insert on booking_price_lines'));
    }
  });

  it('shows the old and new totals when the price the visitor saw is not the price now', async () => {
    const response = await post({ precioMostrado: String(Number(fields.precioMostrado) - 10_000) });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('El precio ha cambiado');
    expect(await bookings()).toBe(0);
  });

  it('books once, redirects to the confirmation with an HttpOnly cookie, and a second post books nothing more', async () => {
    const first = await post();
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/reserva/confirmacion?idioma=es');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^solicitud=[^;]+; Max-Age=86400; Path=\/reserva; HttpOnly; SameSite=Lax/);
    expect(cookieValue(cookie, 'solicitud')).toMatch(/^[0-9a-f-]{36}$/);
    const again = await post();
    expect(again.statusCode).toBe(302);
    expect(await bookings()).toBe(1);

    const confirmation = await app.inject({
      url: '/reserva/confirmacion?idioma=es',
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.headers['cache-control']).toBe('no-store');
    const locator = /data-testid="locator">([A-Z2-9]{8})</.exec(confirmation.body)?.[1];
    expect(locator).toBeTruthy();
    expect(confirmation.body).toContain('Mastercard terminada en 4444');

    const stranger = await app.inject({ url: '/reserva/confirmacion?idioma=es' });
    expect(stranger.body).not.toContain(locator);
    expect(stranger.body).toContain('Tu solicitud está registrada');

    // Someone else's form key with other data: refused, and nothing of that booking is shown.
    const intruder = await post({
      'solicitante.email': 'mallory@example.com',
      'solicitante.nombre': 'Mallory',
    });
    expect(intruder.statusCode).toBe(409);
    expect(String(intruder.headers['set-cookie'])).not.toContain('solicitud=');
    expect(intruder.body).toContain('Este formulario ya se envió con otros datos');
    expect(intruder.body).not.toContain(String(locator));
    expect(intruder.body).not.toContain('ana@example.com');
    expect(await bookings()).toBe(1);
  });
});
