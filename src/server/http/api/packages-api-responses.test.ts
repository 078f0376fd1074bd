import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueDatabase } from '../../../../tests/helpers/catalogue-copies';
import { testDatabaseKinds } from '../../../../tests/helpers/test-database';
import * as answer from '../../../domain/schemas/packages-api-responses';
import type { z } from '../../../domain/schemas/zod';
import { prepareCatalogue } from '../../catalogue/prepare-catalogue';
import type { DatabaseHandle } from '../../db/client';
import { circuits } from '../../db/schema/catalogue-trips';
import { loadConfig } from '../../config';
import { buildApp } from '../app';

const TODAY = new Date('2026-11-21T09:00:00Z');
const OFFER_DATE = '20261128';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Answer {
  /** METHOD /api/path, as the OpenAPI document names the operation. */
  operation: string;
  status: number;
  contentType: string;
  body: string;
}

/**
 * Each route's real answer on the demo catalogue, read back through its response schema: the
 * schema must accept it (its objects are strict, so a field it does not name fails) and give back
 * the very same bytes, so it neither drops, renames, reorders nor rewrites anything.
 */
describe.each(testDatabaseKinds)('packages API answers and their response schemas on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let token: string;
  let document: OpenAPIV3.Document;

  async function call(method: 'GET' | 'POST', url: string, body?: unknown, auth = true): Promise<Answer> {
    const response = await app.inject({
      method,
      url,
      headers: auth ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return {
      operation: `${method} ${new URL(url, 'http://x').pathname}`,
      status: response.statusCode,
      contentType: String(response.headers['content-type']),
      body: response.body,
    };
  }

  /** The JSON answer, checked to be what `schema` makes of itself. */
  function expectJsonAnswer(result: Answer, schema: z.ZodType, status = 200) {
    expect(result.status, `${result.operation}: ${result.body.slice(0, 200)}`).toBe(status);
    expect(result.contentType).toMatch(/^application\/json/);
    const parsed = schema.safeParse(JSON.parse(result.body));
    expect(parsed.error, result.operation).toBeUndefined();
    expect(JSON.stringify(parsed.data)).toBe(result.body);
    return JSON.parse(result.body) as unknown;
  }

  function expectTextAnswer(result: Answer, schema: z.ZodType) {
    expect(result.status, result.operation).toBe(200);
    expect(result.contentType).toMatch(/^text\/plain/);
    expect(schema.parse(result.body)).toBe(result.body);
  }

  beforeAll(async () => {
    database = await createCatalogueDatabase(kind, TODAY.toISOString().slice(0, 10));
    const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000' });
    app = await buildApp({ config, database, clock: () => TODAY });
    await prepareCatalogue(config, database, app.services, TODAY);
    await app.ready();
    token = (await call('POST', '/api/Login', { username: 'demo', password: 'demo' }, false)).body.replace(
      /^token: /,
      '',
    );
    document = (await app.inject({ url: '/api/openapi.json' })).json();
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  /**
   * The packages API's paths of the OpenAPI document (the booking system's /api/v1 and the search
   * service's /api/search have their own tests).
   */
  const packagesPaths = () =>
    Object.entries(document.paths).filter(
      ([path]) => !path.startsWith('/api/v1/') && !path.startsWith('/api/search/'),
    );
  /** Every operation of the packages API, as METHOD /api/path. */
  const operations = () =>
    packagesPaths().flatMap(([path, item]) =>
      METHODS.filter((method) => item?.[method]).map((method) => `${method.toUpperCase()} ${path}`),
    );

  it('lists a 200 response schema, and the refusals, for every operation of the OpenAPI document', () => {
    expect(operations().length).toBeGreaterThanOrEqual(33);
    for (const [path, item] of packagesPaths()) {
      for (const method of METHODS) {
        const operation = item?.[method];
        if (!operation) continue;
        const name = `${method.toUpperCase()} ${path}`;
        const ok = operation.responses['200'] as OpenAPIV3.ResponseObject | undefined;
        const content = Object.values(ok?.content ?? {});
        expect(content, `${name} has no 200 schema`).toHaveLength(1);
        expect(content[0]?.schema, `${name} has no 200 schema`).toMatchObject({ type: expect.any(String) });
        const refusal = operation.responses['400'] as OpenAPIV3.ResponseObject;
        expect(refusal.content?.['application/json']?.schema, name).toMatchObject({
          type: 'object',
          required: ['error', 'message'],
          properties: { errores: { type: 'array' } },
        });
        expect(operation.responses['401'], name).toBeDefined();
        expect(operation.responses['429'], name).toBeDefined();
      }
    }
    // The answers' field names are in the document: an object answer lists its properties.
    const destinos = document.paths['/api/Destinos']?.get?.responses['200'] as OpenAPIV3.ResponseObject;
    const containers = destinos.content?.['application/json']?.schema as OpenAPIV3.ArraySchemaObject;
    expect(Object.keys((containers.items as OpenAPIV3.SchemaObject).properties ?? {})).toEqual([
      'contenedorId',
      'contenedor',
      'posicionContenedor',
      'destinos',
    ]);
  });

  it('answers every operation on the demo catalogue exactly as its response schema says', async () => {
    const called = new Set<string>();
    const json = async (result: Promise<Answer>, schema: z.ZodType) => {
      const answered = await result;
      called.add(answered.operation);
      return expectJsonAnswer(answered, schema) as never;
    };
    const text = async (result: Promise<Answer>, schema: z.ZodType) => {
      const answered = await result;
      called.add(answered.operation);
      expectTextAnswer(answered, schema);
      return answered.body;
    };

    await text(call('POST', '/api/Login', { username: 'demo', password: 'demo' }, false), answer.loginAnswer);
    const containers: Array<{ destinos: unknown[] }> = await json(
      call('GET', '/api/Destinos?idioma=es&filtro=0'),
      answer.destinationContainers,
    );
    expect(containers.flatMap((container) => container.destinos).length).toBeGreaterThanOrEqual(25);
    await json(call('GET', '/api/Destinos/GetCarrucel?idioma=en'), answer.carouselItems);
    const offers: Array<{ id_alojamiento: number }> = await json(
      call('POST', '/api/Destinos/Alojamiento', { destino: 'PUJ', fecha: OFFER_DATE }),
      answer.accommodationOffers,
    );
    const accommodation = offers[0]?.id_alojamiento;
    expect(accommodation).toBeGreaterThan(0);
    await json(
      call('GET', `/api/Destinos/alojamientoServicios?id_alojamiento=${accommodation}&id_idioma=fr`),
      answer.accommodationServices,
    );
    const days: Array<{ numeroServicio: number; fechaSinHora: string }> = await json(
      call('POST', '/api/Destinos/Calendario', { codigoAlojamiento: accommodation, ciudadOrigen: 'MAD' }),
      answer.calendarDays,
    );
    expect(days.length).toBeGreaterThan(300);
    const service = days[0]?.numeroServicio;
    const day = days[2]?.fechaSinHora.replaceAll('-', '');
    await json(
      call('GET', `/api/Destinos/itinerario?id_servicio=${service}&fecha=${day}`),
      answer.flightSegments,
    );
    const extras: unknown[] = await json(
      call('GET', `/api/Destinos/GetServicioExtras?id_servicio=${service}&id_idioma=it`),
      answer.extraGroups,
    );
    expect(extras.length).toBeGreaterThan(0);
    const rooms: Array<{ id_habitacion: number }> = await json(
      call('GET', `/api/Destinos/GetHabitacionServicio?numeroServicio=${service}`),
      answer.serviceRooms,
    );
    await json(
      call('POST', '/api/Destinos/desgloseOferta', {
        Desglose: [
          {
            numeroServicio: service,
            idHabitacion: rooms[0]?.id_habitacion,
            adultoHab1: 2,
            ninoHab1: 1,
            infanteHab1: 1,
          },
          { numeroServicio: service, idHabitacion: rooms[0]?.id_habitacion, adultoHab1: 1, fecha: day },
        ],
      }),
      answer.breakdownLines,
    );
    await json(
      call('GET', '/api/Destinos/informacionDestino?destino=PUJ&id_idioma=pt'),
      answer.destinationInfo,
    );
    await json(call('GET', `/api/Destinos/Notas?id_servicio=${service}&id_idioma=ro`), answer.serviceNotes);
    await json(
      call('GET', `/api/Destinos/GetInformacionAlojamientoById?id_alojamiento=${accommodation}`),
      answer.accommodationDetail,
    );
    await json(call('GET', `/api/Destinos/BuscarTasa?id_servicio=${service}`), answer.serviceTaxes);
    await text(call('GET', '/api/Destinos/Getip'), answer.callerAddress);
    await json(call('GET', `/api/Destinos/InformacionOfertas?id_servicio=${service}`), answer.offerInfo);
    await json(call('GET', `/api/Destinos/GetProveedor?id_servicio=${service}`), answer.supplierId);
    await json(call('GET', '/api/Destinos/GetPais?id_pais=DO&id_idioma=es'), answer.countryNames);
    await json(
      call('GET', `/api/Destinos/GetHabitacionAlojamientoByCode?id_habitacion=${rooms[0]?.id_habitacion}`),
      answer.catalogueRooms,
    );
    await json(call('GET', '/api/Destinos/GetDestinoId?id_pais=DO&id_destino=PUJ'), answer.destinationIds);
    await json(
      call('POST', '/api/Destinos/AlojamientoFiltro', { NombreFiltros: ['TI'], id_destino: 'PUJ' }),
      answer.accommodationOffers,
    );
    await json(
      call('POST', '/api/Destinos/BuscarDestinosPorNombre', { nombre: 'punta' }),
      answer.destinationsFound,
    );
    await json(call('GET', '/api/Destinos/BuscarDestinos?destino=can'), answer.destinationsFound);
    await json(
      call('POST', '/api/Destinos/BuscarAlojamientos', { nombre: 'a', id_destino: 'PUJ' }),
      answer.accommodationsFound,
    );
    await json(call('GET', '/api/CiudadesOrigen'), answer.originCities);
    await json(
      call('GET', '/api/CiudadesOrigen/Cercana?latitude=37.389&longitude=-5.984'),
      answer.originCity,
    );
    const trips: Array<{ alojamientos: Array<{ id_alojamiento: number }> }> = await json(
      call('GET', '/api/Combinado?idioma=es'),
      answer.combinedTrips,
    );
    await json(
      call('POST', '/api/Combinado', {
        codigoAlojamiento: trips[0]?.alojamientos[0]?.id_alojamiento,
        noches: null,
      }),
      answer.calendarDays,
    );
    const [circuit] = await database.db.select().from(circuits).limit(1);
    const categories: Array<{ id_servicio: number }> = await json(
      call('POST', '/api/Circuitos/AlojamientosCircuitos', { alojamientos: circuit?.accommodationIds }),
      answer.circuitCategories,
    );
    const circuitService = categories[0]?.id_servicio;
    await json(
      call('GET', `/api/Circuitos/GetCircuitoItinerario?id_servicio=${circuitService}&id_idioma=en`),
      answer.circuitDays,
    );
    await json(
      call('GET', `/api/Circuitos/CircuitosParametros?id_servicio=${circuitService}`),
      answer.circuitParameters,
    );
    await text(
      call('GET', `/api/Circuitos/GetNombreCircuito?id_servicio=${circuitService}`),
      answer.circuitName,
    );
    await json(
      call('POST', '/api/Circuitos/Calendario', { id_servicio: circuitService }),
      answer.calendarDays,
    );

    // A new operation fails here until its answer is checked above.
    expect([...called].sort()).toEqual(operations().sort());
  });

  it('answers its refusals as the error schemas say', async () => {
    expectJsonAnswer(await call('GET', '/api/Destinos?idioma=esp'), answer.validationError, 400);
    expectJsonAnswer(
      await call('POST', '/api/Destinos/desgloseOferta', { Desglose: [] }),
      answer.validationError,
      400,
    );
    expectJsonAnswer(await call('GET', '/api/Destinos', undefined, false), answer.apiError, 401);
    expectJsonAnswer(
      await call('POST', '/api/Login', { username: 'demo', password: 'nope' }, false),
      answer.apiError,
      401,
    );
    expectJsonAnswer(await call('GET', '/api/Destinos/itinerario?id_servicio=999999'), answer.apiError, 404);
    expectJsonAnswer(
      await call('POST', '/api/Destinos/Alojamiento', { destino: 'XXX', fecha: OFFER_DATE }),
      answer.apiError,
      404,
    );
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/Destinos/Calendario',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      payload: 'codigoAlojamiento=1001',
    });
    expectJsonAnswer(
      {
        operation: 'POST /api/Destinos/Calendario',
        status: notJson.statusCode,
        contentType: String(notJson.headers['content-type']),
        body: notJson.body,
      },
      answer.apiError,
      415,
    );
    for (let attempt = 0; attempt < 5; attempt += 1)
      await call('POST', '/api/Login', { username: 'locked-out', password: 'wrong' }, false);
    expectJsonAnswer(
      await call('POST', '/api/Login', { username: 'locked-out', password: 'wrong' }, false),
      answer.apiError,
      429,
    );
  });
});
