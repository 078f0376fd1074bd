import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { validBookingForm } from '../../../tests/helpers/booking-form.mjs';
import type { DatabaseHandle } from '../db/client';
import { storefrontWithCatalogue } from '../../../tests/helpers/built-pages';

const OFFER = 'alojamiento=1001&origen=MAD&noches=7&idioma=es';
const PARTY = `${OFFER}&habitaciones=1&a1=2&n1=0&b1=0`;
const NO_OFFER = 'No encontramos esta oferta';
const NO_DESTINATION = 'No encontramos ese destino';

/**
 * Pages are not rate-limited, so whatever their addresses hold must not reach the database
 * unchecked: an address naming nothing valid answers the localised 404 page, junk in optional
 * parameters falls back to the defaults, and the forms refuse what their columns cannot hold
 * with a 400. Never a 5xx.
 */
describe.each(testDatabaseKinds)(
  'page addresses and forms with values the database cannot hold, on %s',
  (kind) => {
    let app: FastifyInstance;
    let database: DatabaseHandle;
    let formUrl = '';
    let fields: Record<string, string> = {};

    const get = (url: string) => app.inject({ url, headers: { 'accept-language': 'es-ES' } });
    const post = (url: string, form: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es-ES' },
        payload: new URLSearchParams(form).toString(),
      });
    const count = async (table: string) =>
      Number(
        (
          (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      );

    beforeAll(async () => {
      ({ app, database } = await storefrontWithCatalogue(kind));

      const moved = await get(`/reserva/SolicitudReserva?${PARTY}`);
      formUrl = String(moved.headers.location);
      const page = await get(formUrl);
      const day = new URL(formUrl, 'http://x').searchParams.get('dia') ?? '';
      fields = validBookingForm({
        departure: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`,
        total: /name="precioMostrado" value="(\d+)"/.exec(page.body)?.[1] ?? '',
        key: /name="idSolicitud" value="([^"]+)"/.exec(page.body)?.[1] ?? '',
      });
    }, 120_000);

    afterAll(async () => {
      await app.close();
    });

    it.each([
      `/detalleservicio?alojamiento=99999999999&idioma=es`,
      `/detalleservicio?alojamiento=10%0001&idioma=es`,
      `/reserva?alojamiento=99999999999&idioma=es`,
    ])('%s answers the offer’s 404 page', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(NO_OFFER);
    });

    it.each([
      `/detalleservicio?alojamiento=1001&noches=99999`,
      `/detalleservicio?${OFFER}&dia=00000101`,
      `/detalleservicio?${OFFER}&dia=20270231`,
      `/detalleservicio?alojamiento=1001&origen=M%00D&idioma=es`,
      `/reserva?${PARTY.replace('noches=7', 'noches=99999')}`,
      `/reserva/SolicitudReserva?${PARTY}&dia=00000101`,
    ])(
      '%s repairs the length, day or city it cannot read instead of saying the hotel is not on sale',
      async (url) => {
        let response = await get(url);
        for (let hops = 0; response.statusCode === 302 && hops < 3; hops++)
          response = await get(String(response.headers.location));
        expect(response.statusCode).toBe(200);
        // The offer's page (or the review or request page), not the 404 that says the hotel is not on sale.
        expect(/<h1[^>]*>(?!No encontramos)/.test(response.body), 'an h1 other than the 404').toBe(true);
        expect(response.body.includes('\u0000'), 'a NUL character').toBe(false);
      },
    );

    it.each([
      '/alojamientoDestino?destino=Punta%00&idioma=es',
      '/alojamientoDestino?destino=Punta%00Cana&idioma=es',
      '/alojamientoDestino?destino=%C2%85&idioma=es',
    ])('%s answers the destination’s 404 page with suggestions', async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(NO_DESTINATION);
      expect(response.body).toContain('Punta Cana');
    });

    it('falls back to the defaults for junk in optional parameters, as before', async () => {
      const destination = await get(
        '/alojamientoDestino?destino=Punta-Cana&idioma=es&orden=hack&precioMax=1e400&precioMin=-5&categoria=99999999999&nombre=%00',
      );
      expect(destination.statusCode).toBe(200);
      // A party repaired to the default is sent to the address of the party priced, which answers.
      const repaired = await get(
        `/detalleservicio?${OFFER}&mes=000001&habitaciones=99999999999&a1=99999&h1=99999999999&x=1:00000101&x=99999999999:20270101`,
      );
      expect(repaired.statusCode).toBe(302);
      const location = new URL(String(repaired.headers.location), 'http://localhost');
      expect(location.searchParams.get('habitaciones')).toBe('1');
      expect(location.searchParams.get('a1')).toBe('2');
      const offer = await get(`${location.pathname}${location.search}`);
      expect(offer.statusCode).toBe(200);
      expect(offer.body).toContain('<h1');
    });

    it('answers 400 to a position off the globe for "use my location"', async () => {
      const response = await get('/ciudad-origen?latitude=99999&longitude=2&origenes=MAD,%00');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Error de validacion',
        errores: [{ campo: 'latitude' }],
      });
    });

    it('sends a request form posted with an impossible day back to choosing one, never a 5xx', async () => {
      const response = await post(formUrl.replace(/dia=\d+/, 'dia=20271345'), fields);
      expect(response.statusCode).toBe(302);
      const next = await get(String(response.headers.location));
      expect(next.statusCode).toBeLessThan(500);
      expect(await count('bookings')).toBe(0);
    });

    it.each([
      [
        'a NUL byte in a text',
        { 'solicitante.provincia': 'Mad\u0000rid' },
        'El texto contiene caracteres no permitidos',
      ],
      [
        'a C1 control in the comment',
        { comentario: 'Cama\u0085grande' },
        'El texto contiene caracteres no permitidos',
      ],
      [
        'a surname too long for the full name',
        { 'solicitante.apellido': 'G'.repeat(80) },
        'El texto es demasiado largo',
      ],
      ['a birth date in year 0', { 'viajeros[0].fechaNacimiento': '01/01/0000' }, 'Fecha inválida'],
    ])('refuses a request form with %s: 400 with the message, nothing saved', async (_, change, message) => {
      const response = await post(formUrl, { ...fields, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
      expect(await count('bookings')).toBe(0);
    });

    it('refuses a call-me request with a NUL byte or a phone longer than its column: 400, nothing saved', async () => {
      for (const form of [
        { nombre: 'Ana\u0000', telefono: '+34 612 34 56 78', horario: 'asap' },
        { nombre: 'Ana', telefono: `612${' '.repeat(30)}345678`, horario: 'asap' },
      ]) {
        const response = await post('/llamame?idioma=es', form);
        expect(response.statusCode).toBe(400);
      }
      expect(await count('callback_requests')).toBe(0);
    });
  },
);
