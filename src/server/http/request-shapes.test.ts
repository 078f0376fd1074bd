import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../../../tests/helpers/built-pages';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/helpers/test-database';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../logging';
import { buildApp } from './app';

/** Addresses that name a back-office page in another spelling: each must meet the gate. */
const BACK_OFFICE_SHAPES = [
  '/%67estion/agentes',
  '/%67%65stion/auditoria',
  '/x/../gestion/agentes',
  '/x/%2e%2e/gestion/agentes',
  '/x/%2E%2E/gestion/correo',
  '//gestion//agentes',
  '/x\\..\\gestion\\agentes',
  '/GESTION/Agentes',
];

/** A raw HTTP/1.1 exchange, for request targets no client library sends (absolute form). */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe.each(testDatabaseKinds)('one form of every address, on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let port = 0;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', RATE_LIMIT_PER_MINUTE: '100000' }),
      database,
      logger: createLogger('info', destination),
      pages: await builtPages(),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const audited = async () =>
    Number(
      (
        (await database.db.execute(sql`select count(*) as n from audit_log`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );

  it('sends every spelling of a back-office address to sign in, and runs none of its pages', async () => {
    const before = await audited();
    for (const url of BACK_OFFICE_SHAPES) {
      const page = await app.inject({ method: 'GET', url });
      expect([url, page.statusCode]).toEqual([url, 303]);
      expect(page.headers.location).toMatch(/^\/gestion\/entrar/);
      const data = await app.inject({ method: 'GET', url: `${url}.data` });
      expect([url, data.statusCode, data.headers['x-remix-redirect']]).toEqual([
        url,
        204,
        expect.stringMatching(/^\/gestion\/entrar/),
      ]);
      const form = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'intent=desbloquear&id=1',
      });
      expect([url, form.statusCode]).toEqual([url, 303]);
    }
    expect(await audited()).toBe(before);
  });

  it('reads an absolute-form request target as its path, behind the same gate', async () => {
    for (const target of ['http://127.0.0.1/gestion/agentes', 'http://evil.example:8080/%67estion/agentes']) {
      const answer = await rawRequest(
        port,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 303 See Other');
      expect(answer).toMatch(/\r\nlocation: \/gestion\/entrar\?volver=%2Fgestion%2Fagentes\r\n/i);
    }
  });

  it('answers a search for a NUL byte in the catalogue editor with the page, not a 500', async () => {
    const id = await app.services.agents.create({
      email: 'admin-shapes@example.com',
      name: 'Admin',
      role: 'admin',
      password: 'una contraseña larga',
    });
    const token = await app.services.agents.sessions.open(id!);
    const whole = await app.services.agents.sessions.complete(token);
    for (const buscar of ['%00', 'Punta%00Cana', '%E2%80%AE', '%01%02']) {
      const answer = await app.inject({
        url: `/gestion/catalogo?buscar=${buscar}`,
        headers: { cookie: `gestion=${whole}`, 'accept-language': 'es-ES' },
      });
      expect([buscar, answer.statusCode]).toEqual([buscar, 200]);
      expect(answer.body).toContain('name="buscar"');
    }
  });

  it('logs a form sent to a page without one (405) below error level', async () => {
    logLines.length = 0;
    for (const url of ['/home/condiciones', '/detalleservicio', '/no-existe', '/home/condiciones.data']) {
      const answer = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      expect([url, answer.statusCode]).toEqual([url, 405]);
    }
    const levels = logLines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
  });
});
