import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueDatabase } from '../../../../tests/helpers/catalogue-copies';
import { testDatabaseKinds } from '../../../../tests/helpers/test-database';
import { createApiClientsService } from '../../api-clients/api-clients.service';
import { prepareCatalogue } from '../../catalogue/prepare-catalogue';
import type { DatabaseHandle } from '../../db/client';
import { circuits, combinedTrips } from '../../db/schema/catalogue-trips';
import { loadConfig } from '../../config';
import { buildApp } from '../app';

const TODAY = new Date('2026-11-21T09:00:00Z');
const OFFER_DATE = '20261128';
const OFFER_DATE_ISO = '2026-11-28';

describe.each(testDatabaseKinds)('packages API on %s', (kind) => {
  let app: FastifyInstance;
  let token: string;
  let database: DatabaseHandle;

  const call = (method: 'GET' | 'POST', url: string, body?: unknown, auth = true) =>
    app.inject({
      method,
      url,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });

  beforeAll(async () => {
    database = await createCatalogueDatabase(kind, TODAY.toISOString().slice(0, 10));
    const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000' });
    app = await buildApp({ config, database, clock: () => TODAY });
    await prepareCatalogue(config, database, app.services, TODAY);
    await app.ready();
    const login = await call('POST', '/api/Login', { username: 'demo', password: 'demo' }, false);
    token = login.body.replace(/^token: /, '');
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  describe('Login and tokens', () => {
    it('answers a text token for the demo client', async () => {
      const response = await call('POST', '/api/Login', { username: 'demo', password: 'demo' }, false);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toMatch(/^token: [A-Za-z0-9_-]{43}$/);
    });

    it('refuses a wrong password and an unknown user alike', async () => {
      const wrong = await call('POST', '/api/Login', { username: 'demo', password: 'nope' }, false);
      const unknown = await call('POST', '/api/Login', { username: 'nadie', password: 'demo' }, false);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('rejects a call without a token, with a made-up token, and an empty login body', async () => {
      expect((await call('GET', '/api/Destinos', undefined, false)).statusCode).toBe(401);
      const forged = await app.inject({
        url: '/api/Destinos',
        headers: { authorization: 'Bearer not-a-real-token' },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.headers['www-authenticate']).toBe('Bearer');
      const empty = await call('POST', '/api/Login', {}, false);
      expect(empty.statusCode).toBe(400);
    });

    it('expires tokens after their lifetime', async () => {
      const session = await app.services.apiClients.login('demo', 'demo');
      const token = session?.token ?? '';
      const afterExpiry = new Date((session?.expiresAt.getTime() ?? 0) + 1000);
      expect(await app.services.apiClients.verify(token)).not.toBeNull();
      expect(await createApiClientsService(database.db, () => afterExpiry).verify(token)).toBeNull();
    });
  });

  describe('Destinos', () => {
    it('lists the containers with their destinations and a from price above 0', async () => {
      const response = await call('GET', '/api/Destinos?idioma=es');
      expect(response.statusCode).toBe(200);
      const containers = response.json() as Array<
        Record<string, unknown> & { destinos: Array<Record<string, unknown>> }
      >;
      expect(containers).toHaveLength(6);
      expect(containers[0]).toMatchObject({
        contenedorId: 1,
        contenedor: 'República Dominicana',
        posicionContenedor: 1,
      });
      const puntaCana = containers[0]?.destinos[0];
      expect(puntaCana).toMatchObject({
        id_destino: 'PUJ',
        descripcion: 'Punta Cana',
        id_paisDestino: 'DO',
        id_moneda: 'EUR',
        id_contenedor: 1,
      });
      expect(typeof puntaCana?.precioWeb).toBe('number');
      expect(Number(puntaCana?.precioWeb)).toBeGreaterThan(0);
      const all = containers.flatMap((c) => c.destinos);
      expect(all.length).toBeGreaterThanOrEqual(25);
      expect(all.every((d) => Number(d.precioWeb) > 0)).toBe(true);
    });

    it('answers in the language asked, us meaning English', async () => {
      const containers = (await call('GET', '/api/Destinos?idioma=us')).json() as Array<{
        contenedor: string;
        destinos: Array<{ descripcion: string }>;
      }>;
      expect(containers[0]?.contenedor).toBe('Dominican Republic');
      const havana = containers.flatMap((c) => c.destinos).find((d) => d.descripcion === 'Havana');
      expect(havana).toBeDefined();
    });

    it('rejects a language id that is not 2 characters with a field error', async () => {
      const response = await call('GET', '/api/Destinos?idioma=esp');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Error de validacion',
        errores: [{ campo: 'idioma', mensaje: 'El idioma debe tener 2 caracteres' }],
      });
    });

    it('gives the carousel in order with prices above 0', async () => {
      const items = (await call('GET', '/api/Destinos/GetCarrucel')).json() as Array<{
        orden: number;
        destinos: Array<{ precio: number }>;
      }>;
      expect(items.map((i) => i.orden)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(items.every((i) => i.destinos.every((d) => d.precio > 0))).toBe(true);
    });
  });

  describe('accommodations, calendar and breakdown', () => {
    let offer: Record<string, number | string>;

    it('lists the accommodation offers of a destination by name for the offer date', async () => {
      const response = await call('POST', '/api/Destinos/Alojamiento', {
        idioma: 'es',
        destino: 'Punta-Cana',
        fecha: OFFER_DATE,
      });
      expect(response.statusCode).toBe(200);
      const offers = response.json() as Array<Record<string, number | string>>;
      expect(offers.length).toBeGreaterThanOrEqual(6);
      offer = offers[0] ?? {};
      expect(offer).toMatchObject({ id_destino: 'PUJ', id_pais_destino: 'DO', noches: 7, id_moneda: 'EUR' });
      expect(Number(offer.categoria)).toBeGreaterThanOrEqual(1);
      expect(Number(offer.categoria)).toBeLessThanOrEqual(5);
      expect(Number(offer.precio_web)).toBeGreaterThan(0);
    });

    it('rejects a date that is not YYYYMMDD or not a real day', async () => {
      const bad = await call('POST', '/api/Destinos/Alojamiento', { destino: 'PUJ', fecha: '2026-11-28' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errores).toEqual([
        { campo: 'fecha', mensaje: 'La fecha debe tener el formato YYYYMMDD' },
      ]);
      const unreal = await call('POST', '/api/Destinos/Alojamiento', { destino: 'PUJ', fecha: '20260230' });
      expect(unreal.json().errores).toEqual([{ campo: 'fecha', mensaje: 'Fecha inválida' }]);
    });

    it('answers 404 for an unknown destination', async () => {
      expect(
        (await call('POST', '/api/Destinos/Alojamiento', { destino: 'Atlantida', fecha: OFFER_DATE }))
          .statusCode,
      ).toBe(404);
    });

    it('gives a year of bookable days without price 0, the cheapest matching the listing price', async () => {
      const response = await call('POST', '/api/Destinos/Calendario', {
        codigoAlojamiento: offer.id_alojamiento,
        ciudadOrigen: 'MAD',
      });
      expect(response.statusCode).toBe(200);
      const days = response.json() as Array<{
        fecha: string;
        precioWeb: number;
        numeroServicio: number;
        precioCalendario: number;
        fechaSinHora: string;
      }>;
      expect(days.length).toBeGreaterThan(300);
      expect(days.length).toBeLessThan(366);
      expect(days.every((d) => d.precioWeb > 0 && d.precioCalendario > 0)).toBe(true);
      expect(days[0]?.fecha).toBe(`${days[0]?.fechaSinHora}T00:00:00`);
      // Section 4: nothing departs before the offer date, today + 7 days.
      expect(days.every((d) => d.fechaSinHora >= OFFER_DATE_ISO)).toBe(true);
      const cheapest = Math.min(...days.map((d) => d.precioWeb));
      expect(cheapest).toBe(offer.precio_web);
    });

    it('prices two adults in the base room at the calendar price with taxes, per person', async () => {
      const calendar = (
        await call('POST', '/api/Destinos/Calendario', {
          codigoAlojamiento: offer.id_alojamiento,
          ciudadOrigen: 'MAD',
        })
      ).json() as Array<{ precioWeb: number; numeroServicio: number; fechaSinHora: string }>;
      const day = calendar[10];
      const rooms = (
        await call('GET', `/api/Destinos/GetHabitacionServicio?numeroServicio=${day?.numeroServicio}`)
      ).json() as Array<{ id_habitacion: number; precio: number; secuencia: number }>;
      const base = rooms.find((room) => room.secuencia === 1);
      expect(base?.precio).toBe(0);
      const response = await call('POST', '/api/Destinos/desgloseOferta', {
        Desglose: [
          {
            numeroServicio: day?.numeroServicio,
            idHabitacion: base?.id_habitacion,
            adultoHab1: 2,
            ninoHab1: 0,
            infanteHab1: 0,
            fecha: day?.fechaSinHora.replaceAll('-', ''),
          },
        ],
      });
      expect(response.statusCode).toBe(200);
      const lines = response.json() as Array<Record<string, number | string>>;
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        habitacion: 'a',
        cantidad: 2,
        tipoPasajero: 'ADT',
        descripcion: 'Adulto',
      });
      expect(Number(lines[0]?.precioHabitacion)).toBeCloseTo((day?.precioWeb ?? 0) * 2, 2);
    });

    it('answers 400, never 500, for an impossible party or a malformed body', async () => {
      const rooms = (
        await call('GET', `/api/Destinos/GetHabitacionServicio?numeroServicio=${offer.id_servicio}`)
      ).json() as Array<{ id_habitacion: number }>;
      const crowded = await call('POST', '/api/Destinos/desgloseOferta', {
        Desglose: [
          {
            numeroServicio: offer.id_servicio,
            idHabitacion: rooms[0]?.id_habitacion,
            adultoHab1: 9,
            ninoHab1: 0,
            infanteHab1: 0,
          },
        ],
      });
      expect(crowded.statusCode).toBe(400);
      expect(crowded.json()).toMatchObject({ message: 'Error de validacion' });
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/Destinos/desgloseOferta',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"Desglose": [',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).not.toMatch(/at |node_modules/);
    });

    it('prices no day before the offer date, nor the itinerary or excursions of one', async () => {
      const rooms = (
        await call('GET', `/api/Destinos/GetHabitacionServicio?numeroServicio=${offer.id_servicio}`)
      ).json() as Array<{ id_habitacion: number }>;
      const tooClose = await call('POST', '/api/Destinos/desgloseOferta', {
        Desglose: [
          {
            numeroServicio: offer.id_servicio,
            idHabitacion: rooms[0]?.id_habitacion,
            adultoHab1: 2,
            ninoHab1: 0,
            infanteHab1: 0,
            fecha: '20261127',
          },
        ],
      });
      expect(tooClose.statusCode).toBeGreaterThanOrEqual(400);
      expect(tooClose.statusCode).toBeLessThan(500);
      const itinerary = (
        await call('GET', `/api/Destinos/itinerario?id_servicio=${offer.id_servicio}`)
      ).json() as Array<{
        fecha_salida: string;
      }>;
      expect(itinerary.length).toBeGreaterThan(0);
      expect(itinerary.every((segment) => segment.fecha_salida.slice(0, 10) >= OFFER_DATE_ISO)).toBe(true);
    });

    it('answers Error de validacion for a breakdown without rooms', async () => {
      const response = await call('POST', '/api/Destinos/desgloseOferta', { Desglose: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Error de validacion',
        errores: [{ campo: 'Desglose', mensaje: 'Error de validacion' }],
      });
    });

    it('gives itinerary, extras, notes, taxes, offer info, provider and accommodation details of a service', async () => {
      const serviceId = offer.id_servicio;
      const itinerary = (
        await call('GET', `/api/Destinos/itinerario?id_servicio=${serviceId}`)
      ).json() as Array<Record<string, unknown>>;
      expect(itinerary.length).toBeGreaterThanOrEqual(2);
      expect(itinerary[0]).toMatchObject({
        segmento: 1,
        id_estacion_origen: 'MAD',
        id_pais_origen: 'ES',
        clase: 'Y',
      });
      const extras = (
        await call('GET', `/api/Destinos/GetServicioExtras?id_servicio=${serviceId}`)
      ).json() as Array<{
        nombre: string;
        servicios: Array<{ desde: string; hasta: string; precio: number }>;
      }>;
      expect(extras.length).toBeGreaterThan(0);
      const extra = extras[0]?.servicios[0];
      expect(Date.parse(extra?.desde ?? '')).not.toBeNaN();
      expect(Date.parse(extra?.hasta ?? '') >= Date.parse(extra?.desde ?? '')).toBe(true);
      const notes = (
        await call('GET', `/api/Destinos/Notas?id_servicio=${serviceId}&id_idioma=fr`)
      ).json() as Array<{ id_idioma: string }>;
      expect(notes.length).toBeGreaterThan(0);
      expect(notes.every((n) => n.id_idioma === 'fr')).toBe(true);
      const taxes = (await call('GET', `/api/Destinos/BuscarTasa?id_servicio=${serviceId}`)).json() as Array<{
        valor: number;
        id_tipo_tasa: number;
      }>;
      expect(taxes.length).toBeGreaterThanOrEqual(2);
      const info = (
        await call('GET', `/api/Destinos/InformacionOfertas?id_servicio=${serviceId}`)
      ).json() as Array<{ id_servicio: number; tasa: number }>;
      expect(info[0]?.id_servicio).toBe(serviceId);
      expect(info[0]?.tasa).toBeCloseTo(
        taxes.reduce((sum, t) => sum + t.valor, 0),
        2,
      );
      const provider = (
        await call('GET', `/api/Destinos/GetProveedor?id_servicio=${serviceId}`)
      ).json() as number;
      expect(typeof provider).toBe('number');
      const detail = (
        await call(
          'GET',
          `/api/Destinos/GetInformacionAlojamientoById?id_alojamiento=${offer.id_alojamiento}&id_idioma=it`,
        )
      ).json() as Array<Record<string, unknown>>;
      expect(detail[0]).toMatchObject({
        id_alojamiento: offer.id_alojamiento,
        id_idioma: 'it',
        id_destino: 'PUJ',
      });
      const services = (
        await call(
          'GET',
          `/api/Destinos/alojamientoServicios?id_alojamiento=${offer.id_alojamiento}&id_idioma=es`,
        )
      ).json() as Array<{ tipo: string }>;
      expect(services.some((s) => s.tipo === 'regimen')).toBe(true);
    });

    it('answers 404 or an empty list for unknown ids, as each call says', async () => {
      expect((await call('GET', '/api/Destinos/itinerario?id_servicio=999999')).statusCode).toBe(404);
      expect(
        (await call('GET', '/api/Destinos/GetInformacionAlojamientoById?id_alojamiento=999999')).json(),
      ).toEqual([]);
      expect((await call('GET', '/api/Destinos/GetHabitacionServicio?numeroServicio=999999')).json()).toEqual(
        [],
      );
      expect((await call('GET', '/api/Destinos/itinerario?id_servicio=abc')).json()).toMatchObject({
        errores: [{ campo: 'id_servicio', mensaje: 'Debe ser un número válido' }],
      });
    });
  });

  describe('searches and lookups', () => {
    it('finds destinations and accommodations by name, ids and countries', async () => {
      const byName = (
        await call('POST', '/api/Destinos/BuscarDestinosPorNombre', { nombre: 'cana', id_idioma: 'es' })
      ).json() as Array<{ id_destino: string }>;
      expect(byName.map((d) => d.id_destino)).toContain('PUJ');
      const byQuery = (
        await call('GET', '/api/Destinos/BuscarDestinos?destino=Habana&id_idioma=es')
      ).json() as Array<{ id_destino: string }>;
      expect(byQuery.map((d) => d.id_destino)).toEqual(['HAV']);
      const id = (await call('GET', '/api/Destinos/GetDestinoId?id_pais=CU&id_destino=La-Habana')).json();
      expect(id).toEqual([{ id_destino: 'HAV', id_pais: 'CU' }]);
      const country = (await call('GET', '/api/Destinos/GetPais?id_pais=DO&id_idioma=en')).json();
      expect(country).toEqual([{ nombre: 'Dominican Republic' }]);
      const info = (
        await call('GET', '/api/Destinos/informacionDestino?destino=PUJ&id_idioma=es')
      ).json() as Array<{ temperaturas: number[]; informacion: string }>;
      expect(info[0]?.temperaturas).toHaveLength(12);
      expect(info[0]?.informacion.length).toBeGreaterThan(40);
      const hotels = (
        await call('GET', '/api/Destinos/GetInformacionAlojamientoById?id_alojamiento=1001&id_idioma=es')
      ).json() as Array<{ nombre: string }>;
      const word = hotels[0]?.nombre.split(' ').at(-1) ?? '';
      const found = (
        await call('POST', '/api/Destinos/BuscarAlojamientos', { nombre: word, id_idioma: 'es' })
      ).json() as Array<{ id_alojamiento: number }>;
      expect(found.map((h) => h.id_alojamiento)).toContain(1001);
      // % and _ are matched as typed, not as wildcards that list the whole catalogue.
      for (const nombre of ['%', '_', '%_%'])
        expect(
          (await call('POST', '/api/Destinos/BuscarAlojamientos', { nombre, id_idioma: 'es' })).json(),
        ).toEqual([]);
      const room = (
        await call('GET', '/api/Destinos/GetHabitacionAlojamientoByCode?id_habitacion=10001&id_idioma=es')
      ).json() as Array<{ codigo: string; id_alojamiento: number }>;
      expect(room[0]).toMatchObject({ codigo: 'DBL', id_alojamiento: 1001 });
    });

    it('filters accommodations by amenity', async () => {
      const filtered = (
        await call('POST', '/api/Destinos/AlojamientoFiltro', {
          NombreFiltros: ['safe'],
          id_idioma: 'es',
          id_destino: 'PUJ',
        })
      ).json() as Array<{ servicios: string[] }>;
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.every((h) => h.servicios.includes('safe'))).toBe(true);
    });

    it('finds the nearest origin city to a position and rejects coordinates that are not numbers', async () => {
      const sevilla = await call('GET', '/api/CiudadesOrigen/Cercana?latitude=37.389&longitude=-5.984');
      expect(sevilla.json()).toMatchObject({ CityCode: 'SVQ', CityName: 'Sevilla' });
      const toledo = await call('GET', '/api/CiudadesOrigen/Cercana?latitude=39.86&longitude=-4.02');
      expect(toledo.json()).toMatchObject({ CityCode: 'MAD', CityName: 'Madrid' });
      const girona = await call('GET', '/api/CiudadesOrigen/Cercana?latitude=41.98&longitude=2.82');
      expect(girona.json()).toMatchObject({ CityCode: 'BCN' });
      const bad = await call('GET', '/api/CiudadesOrigen/Cercana?latitude=norte&longitude=2.82');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errores).toEqual([{ campo: 'latitude', mensaje: 'Debe ser un número válido' }]);
    });

    it('answers the caller address from Getip', async () => {
      const response = await call('GET', '/api/Destinos/Getip');
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/127\.0\.0\.1/);
    });
  });

  describe('combined trips and circuits', () => {
    it('lists combined trips and gives the calendar of one', async () => {
      const trips = (await call('GET', '/api/Combinado?idioma=es')).json() as Array<{
        nombreCombinado: string;
        alojamientos: Array<{ id_alojamiento: number; noches: number }>;
      }>;
      expect(trips).toHaveLength((await database.db.select().from(combinedTrips)).length);
      expect(trips.length).toBeGreaterThanOrEqual(10);
      expect(trips[0]?.nombreCombinado).toMatch(/Habana/);
      const first = trips[0]?.alojamientos[0];
      const calendar = (
        await call('POST', '/api/Combinado', {
          codigoAlojamiento: first?.id_alojamiento,
          ciudadOrigen: 'MAD',
          noches: first?.noches,
        })
      ).json() as unknown[];
      expect(calendar.length).toBeGreaterThan(300);
    });

    it('gives circuit categories, itinerary, parameters and name', async () => {
      const [circuit] = await database.db.select().from(circuits).limit(1);
      const categories = (
        await call('POST', '/api/Circuitos/AlojamientosCircuitos', {
          alojamientos: circuit?.accommodationIds,
          id_idioma: 'es',
        })
      ).json() as Array<{
        id_circuito: number;
        id_servicio: number;
        circuito: string;
        categoria_circuito: string;
        alojamientos: number[];
      }>;
      const own = categories.filter((c) => c.id_circuito === circuit?.id);
      // Each hotel category is a service of its own, with one hotel per stop of the route.
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(new Set(own.map((c) => c.id_servicio)).size).toBe(own.length);
      for (const category of own) {
        expect(['Turista', 'Primera', 'Superior']).toContain(category.categoria_circuito);
        expect(category.alojamientos).toHaveLength(circuit?.stopNights.length ?? 0);
        expect(circuit?.accommodationIds).toEqual(expect.arrayContaining(category.alojamientos));
      }
      const found = own.find((c) => c.categoria_circuito === circuit?.category);
      expect(found).toBeDefined();
      const serviceId = found?.id_servicio;
      const days = (
        await call('GET', `/api/Circuitos/GetCircuitoItinerario?id_servicio=${serviceId}`)
      ).json() as Array<{ dia: number }>;
      expect(days.map((d) => d.dia)).toEqual(Array.from({ length: days.length }, (_, i) => i + 1));
      expect(days.length).toBeGreaterThanOrEqual(7);
      const parameters = (
        await call('GET', `/api/Circuitos/CircuitosParametros?id_servicio=${serviceId}`)
      ).json();
      expect(parameters).toEqual({
        idAlojamiento: circuit?.accommodationIds.join('/'),
        pais: circuit?.countryCode,
        destino: circuit?.destinationCode,
      });
      const name = await call('GET', `/api/Circuitos/GetNombreCircuito?id_servicio=${serviceId}`);
      expect(name.body).toBe(found?.circuito);
      expect((await call('GET', '/api/Circuitos/CircuitosParametros?id_servicio=999999')).statusCode).toBe(
        404,
      );
      const calendar = (
        await call('POST', '/api/Circuitos/Calendario', { id_servicio: serviceId })
      ).json() as Array<{ precioWeb: number; numeroServicio: number }>;
      expect(calendar.length).toBeGreaterThan(300);
      expect(calendar.every((day) => day.precioWeb > 0 && day.numeroServicio === serviceId)).toBe(true);
    });
  });

  describe('values the database cannot hold', () => {
    // Each answered 500 before: the value reached a query (an integer column, a date, a text with
    // NUL) or a loop as long as the number asked for.
    it.each([
      [
        'POST',
        '/api/Destinos/Calendario',
        { codigoAlojamiento: 99_999_999_999 },
        'codigoAlojamiento',
        'Debe ser un número válido',
      ],
      [
        'POST',
        '/api/Destinos/Calendario',
        { codigoAlojamiento: 1001, noches: 100_000 },
        'noches',
        'Debe ser un número válido',
      ],
      ['POST', '/api/Destinos/Alojamiento', { destino: 'PUJ', fecha: '00000101' }, 'fecha', 'Fecha inválida'],
      [
        'POST',
        '/api/Destinos/Alojamiento',
        { destino: 'PU\u0000J', fecha: OFFER_DATE },
        'destino',
        'El texto contiene caracteres no permitidos',
      ],
      [
        'POST',
        '/api/Login',
        { username: 'de\u0000mo', password: 'demo' },
        'username',
        'El texto contiene caracteres no permitidos',
      ],
      [
        'GET',
        '/api/Destinos/alojamientoServicios?id_alojamiento=99999999999',
        undefined,
        'id_alojamiento',
        'Debe ser un número válido',
      ],
      ['GET', '/api/Destinos/itinerario?id_servicio=1&fecha=00000101', undefined, 'fecha', 'Fecha inválida'],
      [
        'GET',
        '/api/Destinos/BuscarDestinos?destino=Punta%00',
        undefined,
        'destino',
        'El texto contiene caracteres no permitidos',
      ],
      [
        'GET',
        '/api/Destinos/GetPais?id_pais=D%00',
        undefined,
        'id_pais',
        'El texto contiene caracteres no permitidos',
      ],
      [
        'POST',
        '/api/Destinos/desgloseOferta',
        { Desglose: [{ numeroServicio: 1, idHabitacion: 1, adultoHab1: 2, ninoHab1: 4_294_967_296 }] },
        'Desglose.0.ninoHab1',
        'Debe ser un número válido',
      ],
    ] as const)('%s %s answers 400 naming the field', async (method, url, body, campo, mensaje) => {
      const response = await call(method, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Error de validacion',
        errores: [{ campo, mensaje }],
      });
    });
  });

  describe('empty query parameters', () => {
    it('answers the specification client’s Combinado?idioma=es&destinos=&id= as if they were left out', async () => {
      const asSent = await call('GET', '/api/Combinado?idioma=es&destinos=&id=');
      const without = await call('GET', '/api/Combinado?idioma=es');
      expect(asSent.statusCode).toBe(200);
      expect(asSent.body).toBe(without.body);
      expect((asSent.json() as unknown[]).length).toBeGreaterThanOrEqual(10);
      const noLanguage = await call(
        'GET',
        '/api/Destinos/GetServicioExtras?id_servicio=50001&id_idioma=&fecha=',
      );
      expect(noLanguage.statusCode).toBe(200);
      expect(noLanguage.body).toBe(
        (await call('GET', '/api/Destinos/GetServicioExtras?id_servicio=50001')).body,
      );
    });

    it('answers every call whose parameters are all optional alike with them empty or left out', async () => {
      const document = (await app.inject({ url: '/api/openapi.json' })).json() as {
        paths: Record<
          string,
          { get?: { parameters?: Array<{ name: string; in: string; required?: boolean }> } }
        >;
      };
      const optionalOnly = Object.entries(document.paths).flatMap(([path, item]) => {
        const query = (item.get?.parameters ?? []).filter((parameter) => parameter.in === 'query');
        return query.length > 0 && query.every((parameter) => !parameter.required)
          ? [{ path, names: query.map((parameter) => parameter.name) }]
          : [];
      });
      expect(optionalOnly.map(({ path }) => path)).toEqual(
        expect.arrayContaining(['/api/Destinos', '/api/Destinos/GetCarrucel', '/api/Combinado']),
      );
      for (const { path, names } of optionalOnly) {
        const empty = await call('GET', `${path}?${names.map((name) => `${name}=`).join('&')}`);
        const without = await call('GET', path);
        expect(empty.statusCode, `${path}: ${empty.body.slice(0, 200)}`).toBe(200);
        expect(empty.body, path).toBe(without.body);
      }
    });

    it('refuses an empty required parameter with the localised validation error', async () => {
      const response = await call('GET', '/api/Destinos/GetPais?id_pais=&id_idioma=');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Bad Request',
        message: 'Error de validacion',
        errores: [{ campo: 'id_pais', mensaje: 'Este campo es obligatorio' }],
      });
      const noService = await call('GET', '/api/Destinos/Notas?id_servicio=&id_idioma=es');
      expect(noService.statusCode).toBe(400);
      expect(noService.json()).toMatchObject({
        errores: [{ campo: 'id_servicio', mensaje: 'Debe ser un número válido' }],
      });
    });
  });

  it('publishes an OpenAPI document of every call', async () => {
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/Login',
      '/api/Destinos',
      '/api/Destinos/Calendario',
      '/api/Destinos/desgloseOferta',
      '/api/Combinado',
      '/api/Circuitos/GetNombreCircuito',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});
