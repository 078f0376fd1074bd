import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type InjectOptions, type RouteOptions } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClientToken, API_CLIENT_TEST_PASSWORD } from '../../../../tests/helpers/api-client';
import { createCatalogueDatabase } from '../../../../tests/helpers/catalogue-copies';
import { testDatabaseKinds } from '../../../../tests/helpers/test-database';
import { API_SCOPES, type ApiScope } from '../../../domain/schemas/api-clients';
import { DEMO_CLIENT } from '../../api-clients/api-clients.service';
import { demoRequest, demoSelection } from '../../../../tests/helpers/test-booking';
import { prepareCatalogue } from '../../catalogue/prepare-catalogue';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { buildApp } from '../app';
import { registerApi } from './api';

const TODAY = new Date('2026-11-21T09:00:00Z');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const translate = (key: string) => key;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The scope an operation of the APIs must declare: the booking system's reads (GET, and HEAD with it) and writes, and the catalogue. */
const expectedScope = (method: string, path: string): ApiScope =>
  path.startsWith('/api/v1/')
    ? ['GET', 'HEAD'].includes(method.toUpperCase())
      ? 'bookings:read'
      : 'bookings:write'
    : 'catalogue:read';

/**
 * The API's route table as Fastify builds it: registerApi on an instance of its own whose services
 * are never called (the handlers do not run), every route seen by an onRoute hook.
 */
async function apiRouteTable(extra?: (api: FastifyInstance) => void) {
  const routes: RouteOptions[] = [];
  const app = Fastify({ logger: false });
  const caller = { clientId: 1, scopes: [...API_SCOPES] };
  app.decorate('services', {
    apiClients: { verify: async (token: string) => (token === 'todo' ? caller : null) },
  } as never);
  app.decorate('mail', {} as never);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(
    async (api) => {
      await registerApi(api);
      extra?.(api);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return { app, routes };
}

/** The calls that need no token: the login and the search service. */
const isOpen = (path: string) => path === '/api/Login' || path.startsWith('/api/search/');

describe('the route table of the APIs', () => {
  it('declares the scope of every operation that needs a token: bookings:read or :write under /api/v1, catalogue:read elsewhere', async () => {
    const { app, routes } = await apiRouteTable();
    const open = [
      ...new Set(routes.filter((route) => route.config?.auth === false).map((route) => route.url)),
    ];
    // Only these answer without a token: the login, the OpenAPI document, the JSON 404 of unknown
    // paths and the search service (section 7: "Search service (no auth)").
    expect(open.sort()).toEqual([
      '/api/*',
      '/api/Login',
      '/api/openapi.json',
      '/api/search/ciudad',
      '/api/search/hoteles',
      '/api/search/hoteles/:codigo/analisis',
      '/api/search/hoteles/:codigo/opiniones',
    ]);
    const guarded = routes.filter((route) => route.config?.auth !== false);
    expect(guarded.length).toBeGreaterThanOrEqual(56);
    for (const route of guarded) {
      const name = `${String(route.method)} ${route.url}`;
      expect(route.config?.scope, name).toBe(expectedScope(String(route.method), route.url));
    }
    await app.close();
  });

  it('refuses a call that declares no scope, even to a client holding every scope (fails closed)', async () => {
    const { app } = await apiRouteTable((api) => {
      api.get('/sin-permiso', async () => ({ leaked: true }));
    });
    const call = (authorization?: string) =>
      app.inject({ url: '/api/sin-permiso', headers: authorization ? { authorization } : {} });
    expect((await call()).statusCode).toBe(401);
    expect((await call('Bearer otro')).statusCode).toBe(401);
    const refused = await call('Bearer todo');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'Forbidden',
      message: 'El cliente no tiene permiso para esta operación',
    });
    expect(refused.body).not.toContain('leaked');
    await app.close();
  });
});

describe.each(testDatabaseKinds)('API client scopes on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let document: OpenAPIV3.Document;
  const booking = { id: 0, locator: '' };
  const tokens = { demo: '', reader: '', writer: '', catalogueOnly: '' };

  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

  /** Every table a booking-system call could write, as a digest of its rows. */
  const BOOKING_TABLES = [
    'bookings',
    'booking_hotels',
    'booking_rooms',
    'booking_passengers',
    'booking_supplements',
    'booking_discounts',
    'booking_price_lines',
    'booking_flights',
    'booking_messages',
    'booking_documents',
    'payment_orders',
    'payments',
    'card_payments',
    'outbox_emails',
    'audit_log',
    'api_clients',
    'api_tokens',
  ];
  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(
        BOOKING_TABLES.map(async (table) => {
          const [row] = await rows<{ h: string }>(
            sql.raw(
              `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t`,
            ),
          );
          return [table, row?.h];
        }),
      ),
    );

  /** Every operation of the OpenAPI document, as method, path and the operation. */
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item?.[method]).map((method) => ({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        operation: item![method]!,
      })),
    );
  const bookingOperations = () => operations().filter(({ path }) => path.startsWith('/api/v1/'));
  const catalogueOperations = () =>
    operations().filter(({ path }) => !path.startsWith('/api/v1/') && !isOpen(path));

  /** Bodies that write when their caller may: a payment order, a message, a document, a draft… */
  const writeBody = (path: string): object => {
    const idReserva = booking.id;
    switch (path) {
      case '/api/v1/Reservas/OrdenesPago':
        return { idReserva, ref: 'Pago a cuenta', monto: 100 };
      case '/api/v1/Reservas/Mensajes':
        return { idReserva, origina: '0', agente: '1', Mensaje: 'Su hotel está confirmado.' };
      case '/api/v1/Reservas/Documentos':
        return {
          idReserva,
          fileName: 'Bono.pdf',
          fileType: 'application/pdf',
          fileSize: PDF.length,
          data: PDF.toString('base64'),
        };
      case '/api/v1/Reservas/Desglose':
        return { id_reserva: idReserva };
      default:
        return { idReserva, IDReserva: idReserva };
    }
  };
  /** Every parameter the booking system's reads take, naming the booking made in beforeAll. */
  const readQuery = () =>
    new URLSearchParams({
      localizador: booking.locator,
      IDWeb: '1',
      IDReserva: String(booking.id),
      id_reserva: String(booking.id),
      idWeb: '1',
      locata: booking.locator,
      doc: '1',
    }).toString();

  const call = (token: string, method: 'GET' | 'POST', path: string) =>
    app.inject({
      method,
      url: method === 'GET' ? `${path}?${readQuery()}` : path,
      headers: { authorization: `Bearer ${token}` },
      ...(method === 'POST' ? { payload: writeBody(path) } : {}),
    } satisfies InjectOptions);

  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/Login', payload: { username, password } });

  beforeAll(async () => {
    database = await createCatalogueDatabase(kind, TODAY.toISOString().slice(0, 10));
    const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000' });
    app = await buildApp({ config, database, clock: () => TODAY });
    await prepareCatalogue(config, database, app.services, TODAY);
    await app.ready();
    const selection = await demoSelection(app.services, TODAY.toISOString().slice(0, 10));
    const outcome = await app.services.booking.request({
      selection,
      request: await demoRequest(app.services, selection),
      language: 'es',
      texts: { visitor: translate, agency: translate },
    });
    if (outcome.kind !== 'booked') throw new Error(outcome.kind);
    const [row] = await rows<{ id: number }>(sql`select id from bookings where locator = ${outcome.locator}`);
    Object.assign(booking, { id: Number(row!.id), locator: outcome.locator });
    tokens.demo = (await login(DEMO_CLIENT.username, DEMO_CLIENT.password)).body.replace(/^token: /, '');
    tokens.reader = await apiClientToken(app, ['bookings:read']);
    tokens.writer = await apiClientToken(app, ['bookings:write']);
    tokens.catalogueOnly = await apiClientToken(app, ['catalogue:read']);
    document = (await app.inject({ url: '/api/openapi.json' })).json();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('names each operation’s scope in its security requirement, with its 403, and the scopes on the reference page', () => {
    expect(bookingOperations().length).toBeGreaterThanOrEqual(24);
    expect(catalogueOperations().length).toBeGreaterThanOrEqual(32);
    for (const { method, path, operation } of operations()) {
      const name = `${method} ${path}`;
      if (isOpen(path)) {
        expect(operation.security, name).toEqual([]);
        continue;
      }
      expect(operation.security, name).toEqual([{ bearer: [expectedScope(method, path)] }]);
      const refusal = operation.responses['403'] as OpenAPIV3.ResponseObject | undefined;
      expect(refusal?.content?.['application/json']?.schema, name).toMatchObject({
        required: ['error', 'message'],
      });
    }
    for (const scope of API_SCOPES) expect(document.info.description).toContain(`\`${scope}\``);
  });

  it('keeps the demo client to the catalogue, even one an earlier version let do more', async () => {
    await database.db.execute(
      sql`update api_clients set scopes = ARRAY['catalogue:read','bookings:read','bookings:write'] where username = 'demo'`,
    );
    await app.services.apiClients.syncDemoClient(true);
    const clients = await app.services.apiClients.list();
    expect(clients.find((client) => client.username === 'demo')).toMatchObject({
      demo: true,
      scopes: ['catalogue:read'],
      revokedAt: null,
    });
    // No client but the test's own holds a bookings scope.
    expect(
      clients
        .filter((client) => client.scopes.some((scope) => scope.startsWith('bookings:')))
        .map((c) => c.username),
    ).toEqual(['prueba-bookings-read', 'prueba-bookings-write']);
  });

  it('refuses the demo token every operation of the booking system with 403, and writes nothing', async () => {
    const before = await snapshot();
    for (const { method, path } of bookingOperations()) {
      const answer = await call(tokens.demo, method, path);
      const name = `${method} ${path}`;
      expect(answer.statusCode, `${name}: ${answer.body.slice(0, 200)}`).toBe(403);
      expect(answer.json(), name).toEqual({
        error: 'Forbidden',
        message: `El cliente no tiene permiso para esta operación: ${expectedScope(method, path)}`,
      });
      expect(answer.headers['www-authenticate']).toBe(
        `Bearer error="insufficient_scope", scope="${expectedScope(method, path)}"`,
      );
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).not.toContain(booking.locator);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the demo token working on every operation of the packages API', async () => {
    for (const { method, path } of catalogueOperations()) {
      const answer = await app.inject({
        method,
        url: path,
        headers: { authorization: `Bearer ${tokens.demo}` },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      // Read and answered (200, the 400 of missing parameters, a 404): never refused for its scope.
      expect([200, 400, 404], `${method} ${path}: ${answer.body.slice(0, 200)}`).toContain(answer.statusCode);
    }
    const destinations = await app.inject({
      url: '/api/Destinos?idioma=es',
      headers: { authorization: `Bearer ${tokens.demo}` },
    });
    expect(destinations.statusCode).toBe(200);
    expect(destinations.json().length).toBeGreaterThan(0);
  });

  it('lets a bookings:read client read every booking-system operation but refuses its writes and the catalogue', async () => {
    for (const { method, path } of bookingOperations().filter((o) => o.method === 'GET')) {
      const answer = await call(tokens.reader, method, path);
      const name = `GET ${path}: ${answer.body.slice(0, 200)}`;
      // The document of doc=1 does not exist yet: its 404 is the read's own answer.
      expect(answer.statusCode, name).toBe(path.endsWith('/Descargar') ? 404 : 200);
    }
    const passengers = await call(tokens.reader, 'GET', '/api/v1/Reservas/Pasajeros');
    expect(passengers.json().length).toBeGreaterThan(0);
    const before = await snapshot();
    for (const { method, path } of bookingOperations().filter((o) => o.method === 'POST')) {
      const answer = await call(tokens.reader, method, path);
      expect(answer.statusCode, `${path}: ${answer.body.slice(0, 200)}`).toBe(403);
      expect(answer.json().message).toContain('bookings:write');
    }
    for (const { method, path } of catalogueOperations())
      expect((await call(tokens.reader, method, path)).statusCode, `${method} ${path}`).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a bookings:write client write (a payment order, a message, a document) but not read', async () => {
    const before = await snapshot();
    for (const path of [
      '/api/v1/Reservas/OrdenesPago',
      '/api/v1/Reservas/Mensajes',
      '/api/v1/Reservas/Documentos',
    ]) {
      const answer = await call(tokens.writer, 'POST', path);
      expect(answer.statusCode, `${path}: ${answer.body.slice(0, 200)}`).toBe(200);
      expect(answer.json().id).toBeGreaterThan(0);
    }
    expect(await snapshot()).not.toEqual(before);
    const orders = await rows<{ n: number }>(
      sql`select count(*)::int as n from payment_orders where booking_id = ${booking.id}`,
    );
    expect(Number(orders[0]!.n)).toBe(1);
    // Every other write is read (its answer is its own: 200, 400, 404 or 409), never refused for its scope.
    for (const { method, path } of bookingOperations().filter((o) => o.method === 'POST'))
      expect([200, 400, 404, 409], path).toContain((await call(tokens.writer, method, path)).statusCode);
    for (const { method, path } of bookingOperations().filter((o) => o.method === 'GET'))
      expect((await call(tokens.writer, method, path)).statusCode, path).toBe(403);
    // catalogue:read alone reads the catalogue and nothing of the booking system.
    expect((await call(tokens.catalogueOnly, 'GET', '/api/v1/Reservas')).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          url: '/api/Destinos?idioma=es',
          headers: { authorization: `Bearer ${tokens.catalogueOnly}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('ends a revoked client’s tokens at once and refuses its login, in the audit trail', async () => {
    const token = await apiClientToken(app, ['bookings:read'], 'socio-revocado');
    expect((await call(token, 'GET', '/api/v1/Reservas')).statusCode).toBe(200);
    const [client] = (await app.services.apiClients.list()).filter((c) => c.username === 'socio-revocado');
    expect(client?.lastLoginAt).toBeInstanceOf(Date);
    const actor = { id: null, email: 'prueba@agencia.es' };
    expect(await app.services.apiClients.revoke(client!.id, actor)).toEqual({
      kind: 'revoked',
      username: 'socio-revocado',
    });
    expect((await app.services.apiClients.revoke(client!.id, actor)).kind).toBe('already');
    expect((await app.services.apiClients.revoke(999_999, actor)).kind).toBe('missing');

    const old = await call(token, 'GET', '/api/v1/Reservas');
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: 'Unauthorized', message: 'Token no válido o caducado' });
    const again = await login('socio-revocado', API_CLIENT_TEST_PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.body).not.toContain('token:');
    expect(await rows(sql`select 1 from api_tokens where client_id = ${client!.id}`)).toHaveLength(0);
    const trail = await rows<{ action: string; agent_email: string; before: unknown; after: unknown }>(
      sql`select action, agent_email, before, after from audit_log where entity = 'cliente-api' and entity_id = ${String(client!.id)} order by id`,
    );
    expect(trail.map((line) => line.action)).toEqual(['cliente-api.crear', 'cliente-api.revocar']);
    expect(trail[1]).toMatchObject({
      agent_email: 'prueba@agencia.es',
      before: { usuario: 'socio-revocado', permisos: ['bookings:read'], revocado: null },
      after: { usuario: 'socio-revocado', revocado: expect.any(String) },
    });
  });
});
