// PostgreSQL that accepts connections and never answers: pages and /healthz answer 503 within
// 5 s, the app recovers by itself, and a start against such a server fails within seconds. Pages
// already read answer from the price cache meanwhile (the catalogue cannot change while its
// database is silent), so the 503s are asked of pages read for the first time.
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../../src/server/db/availability';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { buildApp } from '../../src/server/http/app';
import { createLogger } from '../../src/server/logging';
import { prepareCatalogue } from '../../src/server/catalogue/prepare-catalogue';
import { projectRoot } from '../../src/server/project-root';
import { requireBuild, spawnBuiltServer } from '../helpers/built-server';
import { startProxy, type SilenceableProxy } from '../helpers/tcp-proxy';
import { createPostgresDatabase } from '../helpers/test-database';

/** What the issue asks: an answer within 5 s while the database is silent. */
const ANSWER_WITHIN_MS = 5_000;

const PAGES = [
  '/',
  '/alojamientoDestino?destino=Punta-Cana&idioma=es',
  '/detalleservicio?alojamiento=1001&origen=MAD&idioma=es',
  '/reserva/SolicitudReserva?alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=0',
];

/** Pages nobody asked for before the silence: their catalogue reads are not cached. */
const NEW_PAGES = [
  '/alojamientoDestino?destino=CUN&idioma=es',
  '/detalleservicio?alojamiento=1002&origen=MAD&idioma=es',
  '/reserva/SolicitudReserva?alojamiento=1003&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=0',
];

function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL that stops answering', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let proxy: SilenceableProxy;
  let drop: () => Promise<void>;
  const log = memoryLog();

  const timed = async (url: string) => {
    const started = Date.now();
    const response = await app.inject({ url, headers: { 'accept-language': 'es-ES' } });
    return { response, ms: Date.now() - started };
  };

  beforeAll(async () => {
    requireBuild();
    const empty = await createPostgresDatabase();
    drop = empty.drop;
    const target = new URL(empty.url);
    proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(empty.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '1000',
      DATABASE_URL: viaProxy.toString(),
    });
    database = await openDatabase(config.database, log.logger);
    const build = (await import(
      pathToFileURL(path.join(projectRoot, 'build/server/index.js')).href
    )) as ServerBuild;
    app = await buildApp({
      config,
      database,
      logger: log.logger,
      pages: { build, clientDir: path.join(projectRoot, 'build/client') },
    });
    await prepareCatalogue(config, database, app.services);
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await proxy?.close();
    await drop?.();
  });

  it('answers normally while the database answers', async () => {
    for (const url of ['/healthz', ...PAGES])
      expect((await timed(url)).response.statusCode, url).toBeLessThan(400);
  });

  it('answers 503 within 5 s with the readable failure screen, and logs each failure once', async () => {
    proxy.silence();
    const logged = log.lines.length;

    const health = await timed('/healthz');
    expect(health.response.statusCode).toBe(503);
    expect(health.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(health.response.headers['retry-after']).toBe('60');

    // All at once, more than the pool's ten connections: some wait for a connection first.
    const pages = await Promise.all(
      [...NEW_PAGES, ...NEW_PAGES, ...NEW_PAGES, ...NEW_PAGES].map((url) => timed(url)),
    );
    for (const [index, { response, ms }] of pages.entries()) {
      const url = NEW_PAGES[index % NEW_PAGES.length];
      expect(response.statusCode, url).toBe(503);
      expect(ms, url).toBeLessThan(ANSWER_WITHIN_MS);
      expect(response.headers['retry-after'], url).toBe('60');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).toContain('Nuestro sistema de reservas no responde');
      expect(response.body, url).toContain('Vuelve a intentarlo en unos minutos o llámanos');
      expect(response.body, url).toMatch(/href="tel:\+\d+"/);
      // The browser receives the same 503 to hydrate with, not a sanitised "Unexpected Server Error".
      expect(response.body, url).toContain('database-unavailable');
      expect(response.body, url).not.toContain('Unexpected Server Error');
    }

    const api = await app.inject({
      method: 'POST',
      url: '/api/Login',
      payload: { username: 'demo', password: 'demo' },
    });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('60');

    // The pages read before come from the price cache, as they were.
    for (const url of PAGES.slice(0, 3)) {
      const { response, ms } = await timed(url);
      expect(response.statusCode, url).toBe(200);
      expect(ms, url).toBeLessThan(ANSWER_WITHIN_MS);
    }

    const lines = log.lines.slice(logged);
    const pageFailures = lines.filter((line) => line.msg === 'database not answering: page answered 503');
    expect(pageFailures).toHaveLength(pages.length);
    expect(lines.filter((line) => line.msg === 'page request failed')).toHaveLength(0);
    expect(lines.filter((line) => line.msg === 'health check: database unreachable')).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('"level":60');
  }, 30_000);

  it('answers 200 again once the database answers, without a restart', async () => {
    proxy.restore();
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (status !== 200 && Date.now() < deadline) {
      status = (await timed('/healthz')).response.statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    for (const url of [...PAGES, ...NEW_PAGES]) {
      const { response, ms } = await timed(url);
      // 200, or 302 from the request form to its cheapest day.
      expect(response.statusCode, url).toBeLessThan(400);
      expect(ms, url).toBeLessThan(ANSWER_WITHIN_MS);
    }
  }, 30_000);

  it('ends a transaction cut off by the silence within the time-out, and never reuses its connection', async () => {
    const started = Date.now();
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.silence();
        await tx.execute(sql`select 2`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    // One time-out, not two: the rollback does not wait behind the lost query.
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    proxy.restore();
    // A lost connection back in the pool would hold one of these for a whole time-out.
    const again = Date.now();
    await Promise.all(Array.from({ length: 12 }, () => database.db.execute(sql`select 1`)));
    expect(Date.now() - again).toBeLessThan(2_500);
  }, 30_000);

  it('gives back the connection of a transaction whose BEGIN got no answer, so the pool can close', async () => {
    proxy.silence();
    const failure = await database.db
      .transaction(async () => undefined)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    proxy.restore();
    // A connection never given back keeps pool.end() (and the app's shutdown) waiting forever.
    const closed = await Promise.race([
      database.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
    ]);
    expect(closed).toBe('closed');
  }, 30_000);
});

describe('a start against a database that never answers', () => {
  it('fails within seconds with a clear fatal log line and exit code 1', async () => {
    requireBuild();
    const blackHole = await startProxy();
    try {
      const started = Date.now();
      const server = await spawnBuiltServer({
        DATABASE_URL: `postgres://storefront:secret-password@127.0.0.1:${blackHole.port}/storefront`,
      });
      const exit = await Promise.race([
        server.exited,
        new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000)),
      ]);
      if (exit === 'hung') await server.kill('SIGKILL');
      expect(exit).toEqual({ code: 1, signal: null });
      // Node's start and the import of the app take about a second of this.
      expect(Date.now() - started).toBeLessThan(8_000);
      const fatal = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
        .find((line) => line.level === 60);
      expect(fatal?.msg).toBe('the storefront could not start');
      expect(fatal?.err?.message).toMatch(
        new RegExp(`PostgreSQL at 127\\.0\\.0\\.1:${blackHole.port}/storefront is not answering`),
      );
      expect(server.output()).not.toContain('secret-password');
    } finally {
      await blackHole.close();
    }
  }, 30_000);
});
