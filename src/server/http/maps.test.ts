import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useStorefront } from '../../../tests/helpers/built-pages';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { projectRoot } from '../project-root';

const GOOD = '/mapas/costa.svg?lat=18.56&lon=-68.37&z=7&w=384&h=288';

/** Every address of a map picture in a page's markup, unescaped. */
const mapSources = (html: string) =>
  [...html.matchAll(/<image href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

/** The links of a class in a page's markup: address and accessible name (aria-label). */
const links = (html: string, className: string) =>
  [...html.matchAll(/<a [^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(`class="${className}"`))
    .map((tag) => ({
      href: /href="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&'),
      name: /aria-label="([^"]+)"/.exec(tag)?.[1],
    }));

describe.each(testDatabaseKinds)('the server-drawn maps on %s', (kind) => {
  const { app } = useStorefront(kind);
  let nextAddress = 1;
  const from = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  it('draws a view as a cacheable SVG picture, without script, style or outside reference', async () => {
    const response = await app().inject({
      url: GOOD,
      remoteAddress: from(),
      headers: { 'accept-encoding': '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="384" height="288"/);
    expect(response.body).toMatch(/<path d="M[^"]{200,}"/);
    expect(response.body).not.toMatch(/<script|<style|style=|href=|url\(/i);
    expect(response.body.length).toBeLessThan(6000);
    const head = await app().inject({ method: 'HEAD', url: GOOD, remoteAddress: from() });
    expect(head.statusCode).toBe(200);
  });

  it('answers 400 to junk, never 5xx', async () => {
    const junk = [
      '',
      '?lat=18.56',
      '?lat=18.56&lon=-68.37&z=7&w=384',
      '?lat=abc&lon=-68.37&z=7&w=384&h=288',
      '?lat=18.5601&lon=-68.37&z=7&w=384&h=288',
      '?lat=95&lon=-68.37&z=7&w=384&h=288',
      '?lat=18.56&lon=-681&z=7&w=384&h=288',
      '?lat=18.56&lon=-68.37&z=1&w=384&h=288',
      '?lat=18.56&lon=-68.37&z=30&w=384&h=288',
      '?lat=18.56&lon=-68.37&z=7&w=100000&h=288',
      '?lat=18.56&lon=-68.37&z=7&w=384&h=0',
      '?lat=18.56&lat=18.57&lon=-68.37&z=7&w=384&h=288',
      '?lat[]=18.56&lon=-68.37&z=7&w=384&h=288',
      '?lat=%00&lon=-68.37&z=7&w=384&h=288',
      '?lat=1e1&lon=-68.37&z=7&w=384&h=288',
      `?lat=${'9'.repeat(5000)}&lon=-68.37&z=7&w=384&h=288`,
      '?lat=Infinity&lon=NaN&z=7&w=384&h=288',
    ];
    for (const query of junk) {
      const response = await app().inject({ url: `/mapas/costa.svg${query}`, remoteAddress: from() });
      expect(response.statusCode, query.slice(0, 80)).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await app().inject({ method, url: GOOD, remoteAddress: from() });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('lets one address ask for twice as many maps a minute as pages, not more', async () => {
    // PAGE_RATE_LIMIT_PER_MINUTE is 300 by default.
    const remoteAddress = from();
    const answers: number[] = [];
    for (let i = 0; i < 601; i += 1)
      answers.push((await app().inject({ url: '/mapas/costa.svg?lat=x', remoteAddress })).statusCode);
    expect(answers.slice(0, 600).every((status) => status === 400)).toBe(true);
    expect(answers[600]).toBe(429);
  });

  it("puts the destination and the listing's hotels on the listing, each pin a link to its offer", async () => {
    const page = await app().inject({
      url: '/alojamientoDestino?destino=Punta-Cana&idioma=es',
      remoteAddress: from(),
    });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    const sources = mapSources(html);
    expect(sources).toHaveLength(2);
    expect(html).toContain('role="img" aria-label="Situación de Punta Cana');
    expect(html).toContain('role="group" aria-label="Mapa de los alojamientos de Punta Cana"');
    const cardLinks = links(html, 'offer-card__link');
    const pinLinks = links(html, 'location-map__link');
    expect(cardLinks.length).toBeGreaterThan(5);
    // One pin per card, to the same offer, named after the card's hotel, in the list's order.
    expect(pinLinks.map((pin) => pin.href)).toEqual(cardLinks.map((card) => card.href));
    for (const pin of pinLinks) expect(pin.href).toMatch(/^\/detalleservicio\?alojamiento=\d+&.*idioma=es$/);
    const names = [...html.matchAll(/class="offer-card__link"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(pinLinks.map((pin) => pin.name)).toEqual(names);
    expect(html).not.toMatch(/ style=/);
    for (const source of sources) {
      const picture = await app().inject({ url: source, remoteAddress: from() });
      expect(picture.statusCode, source).toBe(200);
      expect(picture.body.length).toBeLessThan(4000);
    }
  });

  it('puts the hotel on its offer page, closer up', async () => {
    const page = await app().inject({
      url: '/detalleservicio?alojamiento=1001&origen=MAD&idioma=es',
      remoteAddress: from(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/ style=/);
    const [source] = mapSources(page.body);
    expect(source).toMatch(/^\/mapas\/costa\.svg\?lat=[-\d.]+&lon=[-\d.]+&z=12&w=320&h=200$/);
    expect((await app().inject({ url: source!, remoteAddress: from() })).statusCode).toBe(200);
  });
});

describe("the browser's code", () => {
  it('has neither the map data nor its drawing (d3-geo, topojson, the server modules)', () => {
    const assets = path.join(projectRoot, 'build/client/assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    const code = scripts.map((name) => readFileSync(path.join(assets, name), 'utf8')).join('\n');
    // The component that draws the pins is there; what draws the land is not.
    expect(code).toContain('location-map__link');
    for (const mark of ['invalid digits', 'not a map view', '/mapas/costa.svg', 'land-10m', '"arcs"'])
      expect(code, mark).not.toContain(mark);
    // topojson-client reads a topology's arcs.
    expect(code).not.toMatch(/\.arcs\b/);
  });
});
