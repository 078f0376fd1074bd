import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../../../../tests/helpers/test-database';
import { loadConfig } from '../../config';
import { createLogger } from '../../logging';
import { buildApp } from '../app';

const START = new Date('2026-11-21T09:00:00Z');
const PASSWORD = 'clave-correcta-2026';

describe.each(testDatabaseKinds)('API sign-in lockout on %s', (kind) => {
  let app: FastifyInstance;
  let now = START;
  const logLines: string[] = [];

  const login = (username: string, password: string, address: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Login',
      remoteAddress: address,
      payload: { username, password },
    });

  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    const config = loadConfig({ LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '10000' });
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({ config, database, clock: () => now, logger: createLogger('info', destination) });
    await app.ready();
    for (const username of ['socio-uno', 'socio-dos', 'socio-tres', 'socio-cuatro']) {
      await app.services.apiClients.create(username, PASSWORD);
    }
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  it('after 50 wrong passwords refuses even the right one while locked, and accepts it once the lock has passed', async () => {
    now = START;
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await login('socio-uno', `mala-${i}`, '198.51.100.1')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    const locked = await login('socio-uno', PASSWORD, '198.51.100.1');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(locked.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Demasiados intentos de acceso fallidos. Inténtelo de nuevo dentro de 1 min.',
    });
    // Only the guessing address is locked: the partner signs in from its own.
    expect((await login('socio-uno', PASSWORD, '198.51.100.99')).statusCode).toBe(200);

    now = new Date(START.getTime() + retryAfter * 1000);
    const after = await login('socio-uno', PASSWORD, '198.51.100.1');
    expect(after.statusCode).toBe(200);
    expect(after.body).toMatch(/^token: /);

    const lockouts = logLines.filter((line) => line.includes('API sign-in locked'));
    expect(lockouts).toHaveLength(1);
    expect(JSON.parse(lockouts[0]!)).toMatchObject({
      level: 40,
      address: '198.51.100.1',
      locked: ['client'],
    });
    expect(logLines.join('')).not.toMatch(/mala-|clave-correcta/);
  });

  it('locks a username everywhere when many addresses guess it together', async () => {
    now = START;
    for (let address = 1; address <= 10; address++)
      for (let i = 0; i < 5; i++)
        expect((await login('socio-cuatro', 'mala', `192.0.2.${100 + address}`)).statusCode).toBe(401);
    const refused = await login('socio-cuatro', PASSWORD, '192.0.2.200');
    expect(refused.statusCode).toBe(429);
    now = new Date(START.getTime() + Number(refused.headers['retry-after']) * 1000);
    expect((await login('socio-cuatro', PASSWORD, '192.0.2.200')).statusCode).toBe(200);
  });

  it('locks an address that tries many usernames, and leaves other addresses alone', async () => {
    now = START;
    for (let i = 0; i < 20; i++) {
      expect((await login(`nadie-${i}`, 'adivina', '203.0.113.7')).statusCode).toBe(401);
    }
    const refused = await login('socio-dos', PASSWORD, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect((await login('socio-dos', PASSWORD, '203.0.113.8')).statusCode).toBe(200);
  });

  it('forgets a client’s failures when it signs in', async () => {
    now = START;
    for (let i = 0; i < 4; i++)
      expect((await login('socio-tres', 'mala', '192.0.2.10')).statusCode).toBe(401);
    expect((await login('socio-tres', PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login('socio-tres', 'mala', '192.0.2.10')).statusCode).toBe(401);
    expect((await login('socio-tres', 'mala', '192.0.2.10')).statusCode).toBe(429);
  });

  it('answers an unknown username exactly like a known one', async () => {
    now = START;
    const answers = async (username: string, address: string) => {
      const responses = [];
      for (let i = 0; i < 6; i++) responses.push(await login(username, 'mala', address));
      return responses.map((r) => [r.statusCode, r.headers['retry-after'], r.body]);
    };
    expect(await answers('no-existe', '192.0.2.20')).toEqual(await answers('socio-cuatro', '192.0.2.21'));
  });
});
