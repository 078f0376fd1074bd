import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '../../src/domain/schemas/api-clients';
import { prepareCatalogue } from '../../src/server/catalogue/prepare-catalogue';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { buildApp } from '../../src/server/http/app';
import { FORM_LIMITS } from '../../src/server/http/form-limits';
import { apiClientToken } from '../helpers/api-client';
import { createCatalogueDatabase } from '../helpers/catalogue-copies';
import { testDatabaseKinds } from '../helpers/test-database';
import { builtPages } from '../helpers/built-pages';
import { projectRoot } from '../../src/server/project-root';

/**
 * Generated hostile input against every form action of the route table and every operation of
 * the OpenAPI document: wrong types, huge and deep structures, large indices, control
 * characters, out-of-range numbers and dates, wrong content types. Whatever arrives, the answer
 * is not a 5xx and no row is written; the answer times are written for the bench, which holds
 * them to a second. A new route or API operation is
 * covered without touching this file.
 */
const TODAY = new Date();
/** Where the run's answer times go (bench/hostile-input.mjs prints them). */
const RESULTS_DIR = path.join(projectRoot, 'bench/results');
const RUNS = { form: 150, apiBody: 80, apiQuery: 30, pageQuery: 15 };
/**
 * The generated requests do not depend on the database; what the database adds is "writes
 * nothing". The first kind takes every run; a second kind (PostgreSQL in CI) a quarter of them,
 * fresh ones each run, so that the suite stays within its time.
 */
const shareOf = (kind: string) => (kind === testDatabaseKinds[0] ? 1 : 0.25);
/** Tables that record refused attempts on purpose (the sign-in throttle counts failed logins). */
const SECURITY_COUNTERS = new Set(['sign_in_throttles']);
/** Where a form action is reached with a complete page behind it (deeper than its bare path). */
const SAMPLE_QUERIES: Record<string, string> = {
  '/reserva/SolicitudReserva':
    'alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=1&e1=7&b1=0',
  '/reserva': 'alojamiento=1001&origen=MAD&noches=7&idioma=es',
};

// ---- generators -------------------------------------------------------------------------------

const controlText = fc.string({
  unit: fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code)),
});
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  controlText,
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\r\n',
    '\uFEFF',
    '\uD800',
    '💥',
    "' or 1=1 --",
    '<script>x</script>',
  ),
  fc.string({ minLength: 1000, maxLength: 5000 }),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(
    0,
    -1,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    1e308,
    -1e308,
    99999999999,
    100000,
    0.5,
  ),
  fc.double(),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map((value) => value.toString()),
);
const hostileDate = fc.constantFrom(
  '00000101',
  '99991231',
  '20270230',
  '2027-02-30',
  '31/02/2027',
  '00/00/0000',
  '1/1/1',
  '20271301',
  '-2027',
  '',
);
const hostileScalar = fc.oneof(hostileText, hostileNumber.map(String), hostileDate);

/** A JSON value as an attacker writes it: any type where another is expected, deep, long, huge. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    hostileNumber.map((value) => (typeof value === 'string' ? value : Number(value))),
    hostileText,
    hostileDate,
    fc.array(tie('value'), { maxLength: 6 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;
const deepJson = fc
  .integer({ min: 100, max: 20_000 })
  .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);
const longArray = fc.integer({ min: 10, max: 50_000 }).map((length) => Array.from({ length }, () => 1));

/** A body for an operation whose fields are `names`: mostly its own fields with bad values. */
function jsonBody(names: string[]) {
  const field = names.length > 0 ? fc.constantFrom(...names) : hostileText;
  return fc.oneof(
    fc
      .array(fc.tuple(field, fc.oneof(hostileJson, longArray)), { maxLength: names.length + 2 })
      .map((entries) => JSON.stringify(Object.fromEntries(entries))),
    hostileJson.map((value) => JSON.stringify(value) ?? 'null'),
    deepJson,
    hostileText,
  );
}

/** Field names of a form: its own, made deeper or indexed beyond reason, or invented. */
function formName(names: string[]) {
  const own = names.length > 0 ? fc.constantFrom(...names) : fc.constant('nombre');
  return fc.oneof(
    own,
    fc.tuple(own, fc.integer({ min: 0, max: 10_000_000 })).map(([name, index]) => `${name}[${index}]`),
    fc.integer({ min: 0, max: 10_000_000 }).map((index) => `viajeros[${index}].nombre`),
    fc
      .array(fc.constantFrom('a', 'b', '[1]', '[99]', '0'), { minLength: 2, maxLength: 12 })
      .map((parts) => parts.join('.')),
    hostileText,
  );
}

interface Body {
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

function multipart(entries: [string, string][]): Body {
  const boundary = 'fuzz-boundary-7f3a';
  const parts = entries.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${value}\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}

function formBody(names: string[]): fc.Arbitrary<Body> {
  const entries = fc.array(fc.tuple(formName(names), hostileScalar), { maxLength: 40 });
  const urlencoded = (list: [string, string][]) => new URLSearchParams(list).toString();
  return fc.oneof(
    {
      arbitrary: entries.map((list) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: urlencoded(list),
      })),
      weight: 6,
    },
    { arbitrary: entries.map(multipart), weight: 2 },
    {
      arbitrary: fc.integer({ min: FORM_LIMITS.fields + 1, max: FORM_LIMITS.fields * 3 }).map((count) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: Array.from({ length: count }, (_, index) => `f${index}=1`).join('&'),
      })),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          undefined,
          'text/plain',
          'application/json',
          'application/xml',
          'multipart/form-data',
          'multipart/form-data; boundary=zz',
          'application/x-www-form-urlencoded; charset=utf-16',
        ),
        payload: fc.oneof(fc.constant(undefined), hostileText, jsonBody(names)),
      }),
      weight: 2,
    },
    {
      arbitrary: fc.constant({
        contentType: 'application/x-www-form-urlencoded',
        payload: Buffer.alloc(FORM_LIMITS.bodyBytes + 10, 'a'),
      }),
      weight: 1,
    },
  );
}

// ---- the operations ---------------------------------------------------------------------------

interface Operation {
  name: string;
  request: fc.Arbitrary<InjectOptions>;
  runs: number;
}

/** The routes of the route table that export `kind`, at their full path (parents' paths joined). */
function routePaths(build: ServerBuild, kind: 'action' | 'loader'): string[] {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return '';
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return [parent, route.path ?? ''].filter(Boolean).join('/');
  };
  const paths = Object.values(routes)
    .filter((route) => route && route.id !== 'root' && typeof route.module[kind] === 'function')
    .map((route) => `/${fullPath(route!.id)}`.replace(/\/+/g, '/').replace(/\/\*$/, '/cualquier-cosa'))
    .map((url) => url.replace(/:[^/]+/g, 'x'));
  return [...new Set(paths)];
}

/** The query parameter names the site's own links use (home, listing and offer pages). */
async function linkParameters(app: FastifyInstance): Promise<string[]> {
  const names = new Set(['idioma', 'returnTo', 'orden', 'mes']);
  for (const url of ['/', '/alojamientoDestino?destino=Punta-Cana', '/detalleservicio?alojamiento=1001']) {
    const page = await app.inject({ url });
    for (const [, query] of page.body.matchAll(/href="\/[^"?]*\?([^"]+)"/g))
      for (const key of new URLSearchParams((query ?? '').replaceAll('&amp;', '&')).keys()) names.add(key);
  }
  return [...names];
}

/** The names of the fields of the page's forms, as a visitor's browser would send them. */
async function fieldNames(app: FastifyInstance, url: string): Promise<string[]> {
  let page = await app.inject({ url });
  if (page.statusCode === 302 && page.headers.location)
    page = await app.inject({ url: String(page.headers.location) });
  return [...new Set([...page.body.matchAll(/\sname="([^"]+)"/g)].map((match) => match[1] ?? ''))].filter(
    Boolean,
  );
}

async function pageUrl(app: FastifyInstance, pathname: string): Promise<string> {
  const query = SAMPLE_QUERIES[pathname];
  if (!query) return pathname;
  const page = await app.inject({ url: `${pathname}?${query}` });
  return page.statusCode === 302 ? String(page.headers.location) : `${pathname}?${query}`;
}

function apiOperations(document: OpenAPIV3.Document, token: string): Operation[] {
  const operations: Operation[] = [];
  const auth = { authorization: `Bearer ${token}` };
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    const url = `/api${route}`.replace(/^\/api\/api/, '/api');
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      const body = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content?.[
        'application/json'
      ]?.schema as OpenAPIV3.SchemaObject | undefined;
      const query = (operation.parameters ?? []).map(
        (parameter) => (parameter as OpenAPIV3.ParameterObject).name,
      );
      const upper = method.toUpperCase() as InjectOptions['method'];
      if (body) {
        const names = Object.keys(body.properties ?? {});
        const contentType = fc.oneof(
          { arbitrary: fc.constant('application/json'), weight: 8 },
          {
            arbitrary: fc.constantFrom(
              undefined,
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/json; charset=latin1',
            ),
            weight: 2,
          },
        );
        operations.push({
          name: `${method.toUpperCase()} ${url}`,
          runs: RUNS.apiBody,
          request: fc
            .record({ body: jsonBody(names), contentType })
            .map(({ body: payload, contentType: type }) => ({
              method: upper,
              url,
              headers: { ...auth, ...(type ? { 'content-type': type } : {}) },
              payload,
            })),
        });
      } else {
        const names = query.length > 0 ? query : ['x'];
        operations.push({
          name: `${method.toUpperCase()} ${url} (query)`,
          runs: RUNS.apiQuery,
          request: fc
            .array(fc.tuple(fc.oneof(fc.constantFrom(...names), hostileText), hostileScalar), {
              maxLength: 6,
            })
            .map((entries) => ({
              method: upper,
              url: `${url}?${new URLSearchParams(entries).toString()}`,
              headers: auth,
            })),
        });
      }
    }
  }
  return operations;
}

// ---- the test ---------------------------------------------------------------------------------

describe.each(testDatabaseKinds)('generated hostile input on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const operations: Operation[] = [];

  async function rowCounts(): Promise<Record<string, number>> {
    const run = async <T>(statement: ReturnType<typeof sql>) =>
      ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
    const tables = await run<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      if (SECURITY_COUNTERS.has(name)) continue;
      const [row] = await run<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`));
      counts[name] = Number(row?.n);
    }
    return counts;
  }

  beforeAll(async () => {
    database = await createCatalogueDatabase(kind, TODAY.toISOString().slice(0, 10));
    const pages = await builtPages();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000000',
      PAGE_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    app = await buildApp({
      config,
      database,
      pages,
    });
    await prepareCatalogue(config, database, app.services, TODAY);
    await app.ready();

    const parameters = await linkParameters(app);
    for (const pathname of routePaths(pages.build, 'loader')) {
      operations.push({
        name: `GET ${pathname} (query)`,
        runs: RUNS.pageQuery,
        request: fc
          .array(fc.tuple(fc.oneof(fc.constantFrom(...parameters), hostileText), hostileScalar), {
            maxLength: 8,
          })
          .map((entries) => ({
            method: 'GET',
            url: `${pathname}?${new URLSearchParams(entries).toString()}`,
          })),
      });
    }
    for (const pathname of routePaths(pages.build, 'action')) {
      const url = await pageUrl(app, pathname);
      const names = await fieldNames(app, url);
      operations.push({
        name: `POST ${pathname} (${names.length} fields)`,
        runs: RUNS.form,
        request: formBody(names).map(({ contentType, payload }) => ({
          method: 'POST',
          url,
          headers: contentType ? { 'content-type': contentType } : {},
          ...(payload === undefined ? {} : { payload }),
        })),
      });
    }
    // A client holding every scope, so that each operation reads its input (the demo client may not
    // call the booking system: its operations would stop at the 403, before the body).
    const token = await apiClientToken(app, API_SCOPES);
    operations.push(...apiOperations(app.swagger() as OpenAPIV3.Document, token));
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it('finds the form actions of the route table and the operations of the OpenAPI document', () => {
    const names = operations.map((operation) => operation.name);
    expect(names.some((name) => name.startsWith('POST /llamame'))).toBe(true);
    expect(names.some((name) => name.startsWith('POST /reserva/SolicitudReserva ('))).toBe(true);
    expect(names).toContain('POST /api/Login');
    expect(names).toContain('POST /api/Destinos/Calendario');
    expect(names).toContain('GET /detalleservicio (query)');
    // The booking form was reached with its page behind it: its own fields are in the mix.
    expect(names.find((name) => name.startsWith('POST /reserva/SolicitudReserva'))).toMatch(
      /\((\d{2,}) fields\)/,
    );
  });

  it('answers every generated request without a 5xx, and writes nothing', async () => {
    const before = await rowCounts();
    const latencies: Array<{ operation: string; ms: number }> = [];
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(operation.request, async (request) => {
          const started = performance.now();
          const response = await app.inject({ ...request, remoteAddress: '203.0.113.50' });
          latencies.push({ operation: operation.name, ms: performance.now() - started });
          expect(response.statusCode, `${operation.name}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        }),
        { numRuns: Math.max(5, Math.round(operation.runs * shareOf(kind))), endOnFailure: true },
      );
    }
    expect(latencies.length).toBeGreaterThan(3500 * shareOf(kind));
    expect(await rowCounts()).toEqual(before);
    // How long the answers took is a figure for the bench (bench/hostile-input.mjs), not a test.
    writeLatencies(kind, latencies);
  }, 600_000);
});

/** The run's answer times (p50, p99, max and the slowest operation) for bench/hostile-input.mjs. */
function writeLatencies(kind: string, latencies: Array<{ operation: string; ms: number }>) {
  const sorted = latencies.map(({ ms }) => ms).sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!);
  const slowest = latencies.reduce((worst, entry) => (entry.ms > worst.ms ? entry : worst));
  const figures = {
    database: kind,
    requests: latencies.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: Math.round(slowest.ms),
    slowest: slowest.operation,
    measuredAt: new Date().toISOString(),
  };
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(
    path.join(RESULTS_DIR, `hostile-input-${kind}.json`),
    `${JSON.stringify(figures, null, 2)}\n`,
  );
}
