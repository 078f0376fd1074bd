import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontWithCatalogue } from '../../../tests/helpers/built-pages';
import { waitUntil } from '../../../tests/helpers/built-server';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../db/client';

const OFFER = '/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=0';

const scriptNonce = (csp: unknown) => /script-src 'self' 'nonce-([^']+)'/.exec(String(csp))?.[1] ?? '';
const fromPrice = (body: string) => Number(/"@type":"Offer","price":(\d+)/.exec(body)?.[1]);

describe.each(testDatabaseKinds)('pages kept between requests on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const hits = () => app.pageCache?.hits ?? -1;

  beforeAll(async () => {
    ({ app, database } = await storefrontWithCatalogue(kind));
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  it('answers an offer again from memory, each time with its own nonce in the CSP and every script', async () => {
    const first = await app.inject({ url: OFFER });
    const before = hits();
    const second = await app.inject({ url: OFFER });
    expect(hits()).toBe(before + 1);
    expect(second.statusCode).toBe(200);
    const nonces = [first, second].map((response) =>
      scriptNonce(response.headers['content-security-policy']),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [index, response] of [first, second].entries()) {
      const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
      expect(scripts.length).toBeGreaterThan(2);
      for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonces[index]}"`);
    }
    expect(second.body.replaceAll(nonces[1]!, 'N')).toBe(first.body.replaceAll(nonces[0]!, 'N'));
    expect(second.headers['x-page-cache']).toBeUndefined();
    expect(second.headers['set-cookie']).toEqual(first.headers['set-cookie']);
  });

  it('keeps one page per language, whether chosen by cookie or by the browser', async () => {
    const url = '/alojamientoDestino?destino=punta-cana';
    const lang = (body: string) => /<html lang="([a-z]+)"/.exec(body)?.[1];
    const english = await app.inject({ url, headers: { 'accept-language': 'en-GB' } });
    const french = await app.inject({ url, headers: { 'accept-language': 'en-GB', cookie: 'idioma=fr' } });
    const englishAgain = await app.inject({ url, headers: { 'accept-language': 'en-GB' } });
    expect([lang(english.body), lang(french.body), lang(englishAgain.body)]).toEqual(['en', 'fr', 'en']);
  });

  it('shows a new price as soon as the catalogue changes', async () => {
    const shown = fromPrice((await app.inject({ url: OFFER })).body);
    expect(shown).toBeGreaterThan(0);
    await database.db.execute(
      sql`update calendar_days set price = price + 50000
          where price > 0 and service_id in (select id from services where accommodation_id = 1001)`,
    );
    let now = shown;
    await waitUntil(
      async () => {
        now = fromPrice((await app.inject({ url: OFFER })).body);
        return now !== shown;
      },
      5_000,
      'the offer page to show the new price',
    );
    expect(now).toBe(shown + 500);
  });

  it('never keeps a personal page', async () => {
    const moved = await app.inject({ url: `/reserva?${OFFER.split('?')[1]}` });
    expect(moved.statusCode).toBe(302);
    const review = String(moved.headers.location);
    const before = hits();
    const pages = [await app.inject({ url: review }), await app.inject({ url: review })];
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200]);
    expect(pages[1]?.headers['cache-control']).toBe('no-store');
    expect(hits()).toBe(before);
  });
});
