import type { FastifyInstance } from 'fastify';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/helpers/test-database';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { buildApp } from './app';
import { builtPages } from '../../../tests/helpers/built-pages';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

describe.each(testDatabaseKinds)('the HTTP app on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const pages = await builtPages();
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '5',
        METRICS_TOKEN: METRICS_TOKEN,
      }),
      database,
      pages,
    });
    app.get('/api/test-explosion', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app.js:42');
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app.close();
  });

  it('serves the home page with a CSP nonce that matches every inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'es-ES' } });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const scripts = [...response.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.body).toContain('<html lang="es"');
  });

  it('gives each response its own nonce', async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(
        String((await app.inject({ url: '/' })).headers['content-security-policy']),
      )?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it('answers an unknown page with a real 404 in the layout', async () => {
    const response = await app.inject({ url: '/no-such-page?idioma=fr' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="fr"');
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('remembers a language chosen with idioma in a cookie', async () => {
    const response = await app.inject({ url: '/?idioma=ro' });
    const remembered = String([response.headers['set-cookie']].flat()[0]);
    expect(remembered).toMatch(/^idioma=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax/);
    const next = await app.inject({ url: '/contacto', headers: { cookie: remembered.split(';')[0] } });
    expect(next.body).toContain('<html lang="ro"');
    // A cookie written before createCookie (plain text) is still understood.
    const plain = await app.inject({ url: '/contacto', headers: { cookie: 'idioma=pt' } });
    expect(plain.body).toContain('<html lang="pt"');
  });

  it('publishes robots.txt with the sitemap and a sitemap with hreflang alternates', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/contacto?idioma=fr</loc>');
    expect(sitemap.body).toContain('hreflang="ro" href="http://localhost:3000/?idioma=ro"');
  });

  it('shows a localised failure with the phone and a retry when the catalogue cannot answer', async () => {
    const catalogue = app.services.catalogue;
    const original = catalogue.carouselCards;
    catalogue.carouselCards = async () => {
      throw new Error('connection refused: relation catalogue');
    };
    try {
      const response = await app.inject({ url: '/?idioma=it' });
      expect(response.statusCode).toBe(500);
      expect(response.body).toContain('Non siamo riusciti a caricare le offerte');
      expect(response.body).toContain('Riprova');
      expect(response.body).toContain('tel:+39');
      expect(response.body).not.toContain('connection refused');
    } finally {
      catalogue.carouselCards = original;
    }
  });

  it('says where to report a security problem (security.txt)', async () => {
    const response = await app.inject({ url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^Contact: mailto:datos@caribesol\.example$/m);
    expect(response.body).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T00:00:00\.000Z$/m);
  });

  it('reports health with the database', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('exposes Prometheus metrics with request durations per route to the holder of the token only', async () => {
    await app.inject({ url: '/healthz' });
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${METRICS_TOKEN}`]) {
      const refused = await app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('http_request_duration_seconds');
    }
    const response = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });

  it('never sends a stack trace or SQL in a 5xx body', async () => {
    const response = await app.inject({ url: '/api/test-explosion' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/secret_table|app\.js|at /);
    expect(response.json()).toMatchObject({ error: 'Internal Server Error' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ url: '/api/Nada' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found' });
  });

  it('serves hashed assets as immutable for a year and other files for an hour', async () => {
    const home = await app.inject({ url: '/' });
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(home.body)?.[1];
    expect(asset).toBeTruthy();
    const css = await app.inject({ url: asset ?? '' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('stores a call-me request sent as a plain form and rejects an empty phone', async () => {
    const post = (body: string) =>
      app.inject({
        method: 'POST',
        url: '/llamame',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: '10.0.0.1',
        payload: body,
      });
    const rejected = await post('nombre=Ana&telefono=&horario=asap');
    expect(rejected.statusCode).toBe(400);
    expect(await app.services.callback.latest()).toHaveLength(0);
    const accepted = await post('nombre=Ana+Garc%C3%ADa&telefono=%2B34+612+345+678&horario=morning');
    expect(accepted.statusCode).toBe(200);
    const [stored] = await app.services.callback.latest();
    expect(stored).toMatchObject({ name: 'Ana García', phone: '+34 612 345 678', preferredTime: 'morning' });
  });

  it('limits how often one address can send forms', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/consentimiento',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: '10.9.9.9',
        payload: 'decision=reject&inline=1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const page = await app.inject({
      method: 'POST',
      url: '/consentimiento?idioma=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.9.9.9',
      payload: 'decision=reject',
    });
    expect(page.statusCode).toBe(429);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    expect(page.body).toContain('Too many requests in a row');
    expect(page.body).toContain('href="/consentimiento?idioma=en"');
  });

  it('reports 503 from the health check when the database is gone', async () => {
    await database.close();
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: kind });
  });
});
