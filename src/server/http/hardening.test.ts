import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-database';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { buildApp } from './app';
import { FORM_LIMITS } from './form-limits';
import { builtPages } from '../../../tests/helpers/built-pages';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** A call-me request the form would store, were it sent the right way. */
const VALID_CALL_ME = 'nombre=Ana&telefono=%2B34612345678&horario=asap';

/**
 * The HTTP layer against hostile requests: bodies, content types, forwarded addresses and
 * returnTo. The database plays no part here, so PGlite alone is enough.
 */
describe('the HTTP layer refuses hostile requests', () => {
  let database: DatabaseHandle;
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;
  let nextAddress = 1;
  /** Each request from its own address, so the rate limit stays out of the way unless tested. */
  const send = (options: InjectOptions) =>
    app.inject({
      remoteAddress: `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
      ...options,
    });

  async function start(env: Record<string, string>) {
    const pages = await builtPages();
    const instance = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env }),
      database,
      pages,
    });
    await instance.ready();
    apps.push(instance);
    return instance;
  }

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await start({ RATE_LIMIT_PER_MINUTE: '1000' });
  }, 60_000);

  afterAll(async () => {
    for (const instance of apps) await instance.close();
    await database.close();
  });

  it('refuses a huge array index at once with a readable page in the visitor language', async () => {
    for (const payload of [
      'x[10000000]=1',
      'viajeros[5000].nombre=Ana',
      'a[1][2][3]=1',
      'x[]=1',
      'x[007]=1',
    ]) {
      const response = await send({ method: 'POST', url: '/llamame?idioma=fr', headers: FORM, payload });
      expect(response.statusCode).toBe(400);
      expect(response.body.length).toBeLessThan(100_000);
      expect(response.body).toContain('<html lang="fr"');
      expect(response.body).toContain('Nous n’avons pas pu lire le formulaire');
      expect(response.body).toContain('href="/llamame?idioma=fr"');
    }
  });

  it('accepts the largest real form and refuses one field more than the limit with 413', async () => {
    const fields = (count: number) =>
      Array.from(
        { length: count },
        (_, index) => `viajeros[${index % FORM_LIMITS.arrayIndex}].f${index}=x`,
      ).join('&');
    const fits = await send({
      method: 'POST',
      url: '/llamame',
      headers: FORM,
      payload: fields(FORM_LIMITS.fields),
    });
    expect(fits.statusCode).toBe(400); // read, then refused by the call-me form's own rules
    expect(fits.body).toContain('Este campo es obligatorio');
    const tooMany = await send({
      method: 'POST',
      url: '/llamame',
      headers: FORM,
      payload: fields(FORM_LIMITS.fields + 1),
    });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.body).toContain('Formulario demasiado grande');
  });

  it('answers 413 to a body over 1 MB on pages and on the API', async () => {
    const big = `nombre=${'a'.repeat(FORM_LIMITS.bodyBytes)}`;
    const page = await send({ method: 'POST', url: '/llamame?idioma=en', headers: FORM, payload: big });
    expect(page.statusCode).toBe(413);
    expect(page.body).toContain('Form too large');
    const api = await send({
      method: 'POST',
      url: '/api/Login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'demo', password: 'a'.repeat(FORM_LIMITS.bodyBytes) }),
    });
    expect(api.statusCode).toBe(413);
    expect(api.json()).toEqual({
      error: 'Payload Too Large',
      message: 'La petición supera el tamaño máximo (1 MB)',
    });
    const notJson = await send({
      method: 'POST',
      url: '/api/Login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=demo',
    });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json()).toMatchObject({ error: 'Unsupported Media Type' });
  });

  it('answers 415 or 400, never 500, to bodies that are not forms', async () => {
    const cases: [Record<string, string>, string | undefined, number][] = [
      [{ 'content-type': 'text/plain' }, 'nombre=Ana', 415],
      [{ 'content-type': 'application/json' }, '{"nombre":"Ana"}', 415],
      [{ 'content-type': 'application/xml' }, '<a/>', 415],
      [{}, undefined, 400],
      [{ 'content-type': 'multipart/form-data; boundary=xx' }, '--xx\r\nbroken', 400],
      [{ 'content-type': 'multipart/form-data' }, 'no boundary', 400],
      [FORM, 'nombre=A%00na&telefono=600111222&horario=asap', 400],
    ];
    for (const [headers, payload, status] of cases) {
      for (const url of [
        '/llamame',
        '/consentimiento',
        '/reserva/SolicitudReserva?alojamiento=1001&dia=20270110',
      ]) {
        const response = await send({
          method: 'POST',
          url,
          headers,
          ...(payload === undefined ? {} : { payload }),
        });
        expect([url, headers, response.statusCode]).toEqual([url, headers, status]);
        expect(response.body).toContain('No hemos podido leer el formulario');
      }
    }
  });

  it("answers a malformed Host, another method or another site's form with a 4xx, never a 500", async () => {
    for (const host of ['a b', 'x:abc', '[::1', 'x%00', '127.0.0.1:3400@evil']) {
      const response = await send({ url: '/', headers: { host } });
      expect([host, response.statusCode]).toEqual([host, 400]);
    }
    const put = await send({
      method: 'PUT',
      url: '/llamame',
      headers: FORM,
      payload: VALID_CALL_ME,
    });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    expect(await app.services.callback.latest()).toHaveLength(0);
    for (const origin of ['https://evil.example', 'null']) {
      const crossSite = await send({
        method: 'POST',
        url: '/llamame',
        headers: { ...FORM, origin },
        payload: VALID_CALL_ME,
      });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.body).toContain('No hemos podido leer el formulario');
    }
    expect(await app.services.callback.latest()).toHaveLength(0);
    // The same request sent the right way is stored: the refusals above were about the way.
    const proper = await send({ method: 'POST', url: '/llamame', headers: FORM, payload: VALID_CALL_ME });
    expect(proper.statusCode).toBe(200);
    expect(await app.services.callback.latest()).toHaveLength(1);
  });

  it('still reads a well-formed multipart form', async () => {
    const boundary = 'caribe-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const response = await send({
      method: 'POST',
      url: '/consentimiento',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('decision', 'reject')}${part('inline', '1')}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a refused client-side submission (.data) with its status and no page', async () => {
    const response = await send({
      method: 'POST',
      url: '/llamame.data',
      headers: FORM,
      payload: 'x[99999]=1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<html');
  });

  it('sends consent back to a same-site path only, whatever returnTo holds', async () => {
    for (const returnTo of [
      '/a\r\nSet-Cookie: x=1',
      '/caña',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
    ]) {
      const response = await send({
        method: 'POST',
        url: '/consentimiento',
        headers: FORM,
        payload: new URLSearchParams({ decision: 'accept', returnTo }).toString(),
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
    }
    const page = await send({ url: `/consentimiento?returnTo=${encodeURIComponent('/a\r\nb')}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="returnTo" value="/"');
  });

  it('keeps no API answer in any cache', async () => {
    const login = await send({
      method: 'POST',
      url: '/api/Login',
      headers: { 'content-type': 'application/json' },
      payload: { username: 'nobody', password: 'wrong' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const unknown = await send({ url: '/api/Destinos' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('has no /metrics without a configured token', async () => {
    const response = await send({ url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('process_cpu');
  });

  describe('rate limits', () => {
    it('key on the connecting address: a forged X-Forwarded-For gets no new allowance, and 401s count', async () => {
      const limited = await start({ RATE_LIMIT_PER_MINUTE: '5' });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await limited.inject({
          url: '/api/Destinos',
          remoteAddress: '203.0.113.7',
          headers: { 'x-forwarded-for': `198.51.100.${i}`, authorization: 'Bearer not-a-token' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const limitedAnswer = await limited.inject({ url: '/api/Destinos', remoteAddress: '203.0.113.7' });
      expect(limitedAnswer.json()).toEqual({
        error: 'Too Many Requests',
        message: 'Demasiadas peticiones: inténtelo de nuevo pasados los segundos que indica Retry-After',
      });
      expect(Number(limitedAnswer.headers['retry-after'])).toBeGreaterThan(0);
      const forms = await limited.inject({
        method: 'POST',
        url: '/llamame',
        remoteAddress: '203.0.113.7',
        headers: { ...FORM, 'x-forwarded-for': '198.51.100.99' },
        payload: 'nombre=Ana',
      });
      expect(forms.statusCode).toBe(429);
    });

    it('count page views apart from sends, and never files', async () => {
      const limited = await start({ RATE_LIMIT_PER_MINUTE: '2', PAGE_RATE_LIMIT_PER_MINUTE: '3' });
      const from = (options: InjectOptions) => limited.inject({ remoteAddress: '198.51.100.40', ...options });
      const pages = [];
      for (let i = 0; i < 4; i += 1) pages.push((await from({ url: '/contacto?idioma=en' })).statusCode);
      expect(pages).toEqual([200, 200, 200, 429]);
      const refused = await from({ url: '/contacto?idioma=en' });
      expect(refused.body).toContain('Too many');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Files are not counted, and forms still have their own allowance.
      expect((await from({ url: '/favicon.svg' })).statusCode).toBe(200);
      const form = await from({
        method: 'POST',
        url: '/consentimiento',
        headers: FORM,
        payload: 'decision=reject&inline=1',
      });
      expect(form.statusCode).toBe(200);
    });

    it('believe X-Forwarded-For from a configured proxy only', async () => {
      const proxied = await start({ RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.0/8' });
      const from = (remoteAddress: string, forwarded: string) =>
        proxied.inject({
          url: '/api/Destinos/Getip',
          remoteAddress,
          headers: { 'x-forwarded-for': forwarded },
        });
      // Through the proxy, each visitor has an allowance of their own.
      expect((await from('10.0.0.2', '198.51.100.1')).statusCode).toBe(401);
      expect((await from('10.0.0.2', '198.51.100.1')).statusCode).toBe(401);
      expect((await from('10.0.0.2', '198.51.100.1')).statusCode).toBe(429);
      expect((await from('10.0.0.2', '198.51.100.2')).statusCode).toBe(401);
      // From anywhere else, the header is ignored.
      expect((await from('192.0.2.9', '198.51.100.3')).statusCode).toBe(401);
      expect((await from('192.0.2.9', '198.51.100.4')).statusCode).toBe(401);
      expect((await from('192.0.2.9', '198.51.100.5')).statusCode).toBe(429);
    });
  });
});
