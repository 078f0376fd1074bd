import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClientToken } from '../../../../tests/helpers/api-client';
import { createCatalogueDatabase } from '../../../../tests/helpers/catalogue-copies';
import { testDatabaseKinds } from '../../../../tests/helpers/test-database';
import { bookDemoTrip, TEST_CARD } from '../../../../tests/helpers/test-booking';
import { prepareCatalogue } from '../../catalogue/prepare-catalogue';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { buildApp } from '../app';
import { isoDayOf } from '../../../domain/days';

const TODAY = new Date('2026-11-21T09:00:00Z');
const translate = (key: string) => key;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const draft = {
  idOferta: 1,
  idWeb: 1,
  idCampanya: 99,
  idCiudad: 'MAD',
  codTOperador: 'TOP01',
  cantPasajeros: 2,
  resumenPaquete: 'Hotel Demo 4* · Punta Cana · 7 noches',
  fechaIda: '2027-03-10',
  fechaVta: '2027-03-17',
  hotel: 'Hotel Demo',
  regimen: 'TI',
  habitacion: 'A: Doble',
  duracion: 7,
  origenIda: 'MAD',
  destinoIda: 'PUJ',
  origenVue: 'PUJ',
  destinoVue: 'MAD',
  pais: 'ES',
  atencionDe: 'Marta Ruiz Gil',
  telefono: '+34612345678',
  eMail: 'marta@example.com',
  precioBase: 1800,
  totSuplemento: 0,
  precioTotalPersona: 900,
  precioTotal: 1800,
  idLang: 'es',
  codigoHotel: 1001,
};

describe.each(testDatabaseKinds)('booking system API (/api/v1) on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let token = '';
  const web = { id: 0, locator: '', total: 0 };

  const call = (method: 'GET' | 'POST', url: string, body?: unknown, auth = true) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const count = async (statement: ReturnType<typeof sql>) =>
    Number(((await database.db.execute(statement)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

  beforeAll(async () => {
    database = await createCatalogueDatabase(kind, TODAY.toISOString().slice(0, 10));
    const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000' });
    app = await buildApp({ config, database, clock: () => TODAY });
    await prepareCatalogue(config, database, app.services, TODAY);
    await app.ready();
    // The booking team's system reads and writes; the demo client may do neither (api-scopes.test.ts).
    token = await apiClientToken(app, ['bookings:read', 'bookings:write']);
    const outcome = await bookDemoTrip(app.services, {
      today: isoDayOf(TODAY),
      language: 'es',
      texts: { visitor: translate, agency: translate },
    });
    const record = (await call('GET', `/Reservas?localizador=${outcome.locator}&IDWeb=1`)).json();
    Object.assign(web, { id: record.idReserva, locator: outcome.locator, total: record.precioTotal });
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  it('asks for the bearer token on every call', async () => {
    const refused = await call('GET', `/Reservas?localizador=${web.locator}&IDWeb=1`, undefined, false);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('reads a web booking whole by localizador and IDWeb, with the card as kept and never its number', async () => {
    const response = await call('GET', `/Reservas?localizador=${web.locator.toLowerCase()}&IDWeb=1`);
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({
      localizador: web.locator,
      idWeb: 1,
      estado: 'solicitud',
      tipoPedido: 'paquete',
    });
    expect(record.tarjeta).toMatchObject({ tipo: 'VI', ultimos4: TEST_CARD.number.slice(-4) });
    expect(response.body).not.toContain(TEST_CARD.number);
    expect(record.saldoPendiente).toBe(record.precioTotal);
    expect((await call('GET', `/Reservas?localizador=ZZZZ2222&IDWeb=1`)).statusCode).toBe(404);
    expect((await call('GET', `/Reservas?localizador=${web.locator}&IDWeb=abc`)).statusCode).toBe(400);
    for (const path of ['Hoteles', 'Pasajeros', 'Suplementos', 'Mensajes'])
      expect(
        (await call('GET', `/Reservas/${path}?IDReserva=${web.id}`)).json().length,
        path,
      ).toBeGreaterThan(0);
    const flights = (await call('GET', `/Reservas/DetalleVuelo?id_reserva=${web.id}`)).json();
    expect(flights[0]).toMatchObject({ id_reserva: web.id, segmento: 1, estado: 'RQ' });
    const lines = (await call('GET', `/Reservas/Desglose?id_reserva=${web.id}`)).json();
    expect(Number.isInteger(lines[0].precio_base)).toBe(true);
    expect(
      (await call('GET', `/Reservas/OperadorVuelo?idWeb=1&locata=${web.locator}`)).json(),
    ).toHaveProperty('localTourOpe');
    expect((await call('GET', `/Reservas/Pasajeros?IDReserva=999999`)).statusCode).toBe(404);
  });

  it('creates payment orders the traveller can pay, and reports the pending balance', async () => {
    const created = await call('POST', '/Reservas/OrdenesPago', {
      idReserva: web.id,
      ref: 'Pago a cuenta',
      monto: 500.5,
      fechaVigencia: '2026-12-01',
    });
    expect(created.statusCode).toBe(200);
    expect(
      (await call('POST', '/Reservas/OrdenesPago', { idReserva: web.id, ref: 'x', monto: 10.001 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/Reservas/OrdenesPago', { idReserva: web.id, ref: 'x', monto: 0 })).statusCode,
    ).toBe(400);
    const orders = (await call('GET', `/Reservas/OrdenesPago?IDReserva=${web.id}`)).json();
    expect(orders).toEqual([
      {
        idOrden: created.json().id,
        ref: 'Pago a cuenta',
        monto: 500.5,
        fechaVigencia: '2026-12-01',
        estado: 'abierta',
      },
    ]);
    expect((await call('GET', `/Reservas/SaldoPendiente?IDReserva=${web.id}`)).json()).toBe(web.total);
    await app.services.payments.recordPayment(web.id, {
      amount: 20_000,
      method: 'transferencia',
      reference: 'TRF-1',
    });
    expect((await call('GET', `/Reservas/SaldoPendiente?IDReserva=${web.id}`)).json()).toBe(
      Math.round(web.total * 100 - 20_000) / 100,
    );
    expect((await call('GET', `/Reservas/PagosRealizados?IDReserva=${web.id}`)).json()[0]).toMatchObject({
      monto: 200,
      formaPago: 'transferencia',
      referencia: 'TRF-1',
    });
  });

  it("posts the team's message (origina 0, agente 1) and tells the traveller by e-mail", async () => {
    expect(
      (
        await call('POST', '/Reservas/Mensajes', {
          idReserva: web.id,
          origina: '1',
          agente: '1',
          Mensaje: 'x',
        })
      ).statusCode,
    ).toBe(400);
    const posted = await call('POST', '/Reservas/Mensajes', {
      idReserva: web.id,
      origina: '0',
      agente: '1',
      Mensaje: 'Hotel confirmado.',
    });
    expect(posted.statusCode).toBe(200);
    const thread = (await call('GET', `/Reservas/Mensajes?IDReserva=${web.id}`)).json();
    expect(thread.at(-1)).toMatchObject({
      Mensaje: 'Hotel confirmado.',
      deLaAgencia: true,
      origina: '0',
      agente: '1',
    });
    expect(
      await count(
        sql`select count(*)::int as n from outbox_emails where kind = 'booking-message' and to_address = 'ana@example.com' and subject like '%' || ${web.locator} || '%'`,
      ),
    ).toBe(1);
  });

  it('stores a document by its content and serves it back under its name', async () => {
    expect((await call('GET', `/Reservas/Documentos/Existe?IDReserva=${web.id}`)).json()).toBe(false);
    const upload = (data: Buffer, changes: object = {}) =>
      call('POST', '/Reservas/Documentos', {
        idReserva: web.id,
        fileName: 'Bono hotel.pdf',
        fileType: 'application/pdf',
        fileSize: data.length,
        data: data.toString('base64'),
        ...changes,
      });
    expect((await upload(Buffer.from('<html><script>x</script></html>'))).statusCode).toBe(400);
    expect((await upload(PDF, { fileSize: PDF.length + 1 })).statusCode).toBe(400);
    const stored = await upload(PDF);
    expect(stored.statusCode).toBe(200);
    expect((await call('GET', `/Reservas/Documentos/Existe?IDReserva=${web.id}`)).json()).toBe(true);
    const [listed] = (await call('GET', `/Reservas/Documentos?IDReserva=${web.id}`)).json();
    expect(listed).toMatchObject({
      fileName: 'Bono hotel.pdf',
      fileType: 'application/pdf',
      fileSize: PDF.length,
    });
    const file = await call(
      'GET',
      `/Reservas/Documentos/Descargar?doc=${listed.idDocumento}&IDReserva=${web.id}`,
    );
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Bono hotel.pdf"; filename*=UTF-8''Bono%20hotel.pdf`,
    );
    expect(
      (await call('GET', `/Reservas/Documentos/Descargar?doc=${listed.idDocumento}&IDReserva=999999`))
        .statusCode,
    ).toBe(404);
  });

  it('creates a booking step by step as a draft that no traveller finds until it is published whole', async () => {
    // Stations are three-letter airports (the booking's columns), and the return is not before the departure.
    for (const [field, changes] of [
      ['origenIda', { origenIda: 'MADRID' }],
      ['fechaVta', { fechaVta: '2027-03-01' }],
    ] as const) {
      const refused = await call('POST', '/Reservas', { ...draft, ...changes });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().errores.map((e: { campo: string }) => e.campo)).toContain(field);
    }
    const created = await call('POST', '/Reservas', { ...draft, origenIda: 'mad' });
    expect(created.statusCode).toBe(200);
    const { idReserva, localizador } = created.json();
    expect(localizador).toMatch(/^[A-Z0-9]{8}$/);
    expect(await app.services.myBooking.find(localizador, 'marta@example.com')).toBeUndefined();

    const steps: [string, object][] = [
      [
        'Hotel',
        {
          idReserva,
          codigoAlojamiento: 1001,
          numeroServicio: 1,
          codigoRegimen: 'TI',
          noche: 7,
          categoria: 4,
          secuencia: 1,
          longitude: -68.4,
          latitude: 18.6,
        },
      ],
      [
        'Habitacion',
        {
          IDReserva: idReserva,
          id_alojamiento: 1001,
          id_habitacion: 1,
          id_idioma: 'es',
          id_tipo_habitacion: 1,
          codigo: 'DBL',
          nombre: 'Doble',
          precio: 1800,
          CantPax: 2,
        },
      ],
      [
        'Pasajero',
        {
          idReserva,
          numPasajero: 1,
          nombreCompleto: 'Marta Ruiz Gil',
          pasaporteDNI: 'PAB123456',
          tipo: 'A',
          fechaNac: '1980-05-02',
          nacionalidad: 'ES',
        },
      ],
      [
        'Suplemento',
        {
          idReserva,
          tipoSuplemento: 'SEGURO',
          secuencia: 1,
          descripcion: 'Seguro',
          cantidad: 2,
          importe: 0,
          total: 0,
        },
      ],
      ['SuplementoAdicional', { idReserva, descuentoAdicional: 25 }],
      [
        'Desglose',
        {
          id_reserva: idReserva,
          secuencia: 1,
          habitacion: 'a',
          pasajeros: 2,
          tipo_pasajero: 'ADT',
          precio_base: 80_000,
          tasa_persona: 10_000,
          descuento: 0,
          subdescuento: 0,
          suplemento: 0,
          suplemento_adicional: 0,
          habitacion_precio: 180_000,
        },
      ],
    ];
    for (const [path, body] of steps)
      expect((await call('POST', `/Reservas/${path}`, body)).statusCode, path).toBe(200);

    // A refused step writes nothing.
    const before = await count(
      sql`select count(*)::int as n from booking_supplements where booking_id = ${idReserva}`,
    );
    const bad = await call('POST', '/Reservas/Suplemento', {
      idReserva,
      tipoSuplemento: 'X',
      secuencia: 0,
      descripcion: 'x',
      cantidad: 1,
      importe: -1,
      total: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errores.map((e: { campo: string }) => e.campo)).toEqual(
      expect.arrayContaining(['secuencia', 'importe']),
    );
    expect(
      await count(sql`select count(*)::int as n from booking_supplements where booking_id = ${idReserva}`),
    ).toBe(before);

    const early = await call('POST', '/Reservas/Publicar', { idReserva });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('1 pasajeros de los 2');
    await call('POST', '/Reservas/Pasajero', {
      idReserva,
      numPasajero: 2,
      nombreCompleto: 'Luis Ruiz',
      pasaporteDNI: 'PAB654321',
      tipo: 'A',
      fechaNac: '1979-01-09',
      nacionalidad: 'ES',
    });
    const published = await call('POST', '/Reservas/Publicar', { idReserva });
    expect(published.json()).toEqual({ idReserva, estado: 'solicitud' });
    expect(await app.services.myBooking.find(localizador, 'MARTA@example.com')).toBe(idReserva);
    // Published, it has the services its hotel makes, as the storefront's bookings do.
    const view = await app.services.myBooking.view(idReserva, 'es');
    expect(view?.services.map((service) => [service.type, service.status])).toEqual([['hotel', 'RQ']]);
    // Published: its records are the booking team's now.
    expect(
      (
        await call('POST', '/Reservas/Pasajero', {
          idReserva,
          numPasajero: 3,
          nombreCompleto: 'Eva Ruiz',
          pasaporteDNI: 'PAB000001',
          tipo: 'A',
          fechaNac: '1990-01-09',
          nacionalidad: 'ES',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses to publish stays that do not fit the trip: nights other than its own, or past its return', async () => {
    const created = (await call('POST', '/Reservas', { ...draft, duracion: 5 })).json();
    const hotel = {
      idReserva: created.idReserva,
      codigoAlojamiento: 1001,
      numeroServicio: 1,
      codigoRegimen: 'TO',
      noche: 7,
      categoria: 4,
      secuencia: 1,
      longitude: -68.4,
      latitude: 18.6,
    };
    expect((await call('POST', '/Reservas/Hotel', hotel)).statusCode).toBe(200);
    const refused = await call('POST', '/Reservas/Publicar', { idReserva: created.idReserva });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Las noches de los hoteles (7) no son las de la reserva (duracion 5)',
    );
    expect((await app.services.myBooking.view(created.idReserva, 'es'))?.services).toEqual([]);
  });

  it('lists every call in the OpenAPI document', async () => {
    const document = (await app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/v1/Reservas',
      '/api/v1/Reservas/OrdenesPago',
      '/api/v1/Reservas/Documentos/Descargar',
      '/api/v1/Reservas/Publicar',
    ])
      expect(Object.keys(document.paths)).toContain(path);
  });
});
