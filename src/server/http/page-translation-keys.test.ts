import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontWithCatalogue } from '../../../tests/helpers/built-pages';
import { LANGUAGES } from '../../domain/language';
import { projectRoot } from '../project-root';
import type { DatabaseHandle } from '../db/client';

const locales = path.join(projectRoot, 'src/locales/es');

/**
 * The first parts a translation key can start with: each namespace ("offer") and each section of
 * one ("options", "breakdown"). A key the bundles lack (removed, misspelt) starts like them too.
 */
function keyPrefixes(): Set<string> {
  const prefixes = new Set<string>();
  for (const file of readdirSync(locales).filter((name) => name.endsWith('.json'))) {
    prefixes.add(file.replace(/\.json$/, ''));
    const bundle = JSON.parse(readFileSync(path.join(locales, file), 'utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(bundle)) if (typeof value === 'object') prefixes.add(key);
  }
  return prefixes;
}

/** What a visitor reads: the text without tags, scripts or attributes. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** The key-shaped words of a text ("options.nightsOption", "common:count.nights"): texts the translator did not find. */
const untranslated = (text: string, prefixes: Set<string>) =>
  [...text.matchAll(/(?:([a-z][A-Za-z]*):)?([a-z][A-Za-z]*)(?:\.[a-zA-Z][A-Za-z0-9_]*)+/g)]
    .filter(([, namespace, first]) => (namespace && prefixes.has(namespace)) || prefixes.has(first ?? ''))
    .map(([word]) => word);

/**
 * A key the translator does not find is shown as the key itself ("options.nightsOption" once sat
 * in the offer page's book bar): the pages of the find-and-choose journey, with a search and a
 * party of every kind, show none in any language.
 */
describe('no translation key shown as text', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const prefixes = keyPrefixes();

  beforeAll(async () => {
    ({ app, database } = await storefrontWithCatalogue('pglite'));
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('recognises a key left as text, with or without its namespace', () => {
    expect(
      untranslated(
        '7 noches · options.nightsOption · common:count.nights · 3.5 km · caribesol.example',
        prefixes,
      ),
    ).toEqual(['options.nightsOption', 'common:count.nights']);
  });

  it.each(LANGUAGES)(
    'on home, a searched listing, an offer page and the review page in %s',
    async (language) => {
      const party = 'habitaciones=2&a1=2&n1=1&e1_1=7&b1=1&a2=1&n2=0&b2=0';
      const month = new Date(Date.now() + 60 * 864e5).toISOString().slice(0, 7).replace('-', '');
      const get = async (url: string) => {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBeLessThan(400);
        return response;
      };
      const listing = await get(
        `/alojamientoDestino?destino=Punta-Cana&mes=${month}&noches=7&origen=MAD&${party}&idioma=${language}`,
      );
      const offer = /href="(\/detalleservicio\?[^"]+)"/.exec(listing.body)?.[1]?.replaceAll('&amp;', '&');
      expect(offer).toBeTruthy();
      const offerPage = await get(offer ?? '');
      const review = /href="(\/reserva\?[^"]+)"/.exec(offerPage.body)?.[1]?.replaceAll('&amp;', '&');
      expect(review).toBeTruthy();
      for (const body of [
        (await get(`/?idioma=${language}`)).body,
        listing.body,
        offerPage.body,
        (await get(review ?? '')).body,
      ])
        expect(untranslated(visibleText(body), prefixes)).toEqual([]);
    },
  );
});
