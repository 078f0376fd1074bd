import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '../../domain/catalogue/place-search';
import { useStorefront } from '../../../tests/helpers/built-pages';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';

/** February, two adults and a child of 8: a search a family makes. */
const SEARCH = 'mes=202702&habitaciones=1&a1=2&n1=1&e1=8&b1=0&idioma=es';

/** The euros of every price shown on a page, in order ("2.383 €" → 2383). */
const prices = (html: string) =>
  [...html.matchAll(/price-tag__amount">([\d.]+)/g)].map((match) => Number(match[1]?.replaceAll('.', '')));

/** A country's destination cards: where each leads and the "from" price it shows, if any. */
const destinationCards = (html: string) =>
  [...html.matchAll(/<a class="destination-card" href="([^"]+)"[\s\S]*?<\/a>/g)].map((match) => ({
    href: (match[1] ?? '').replaceAll('&amp;', '&'),
    from: prices(match[0])[0],
  }));

/**
 * A country typed in the search box ("Cuba", "Mexico", "república dominicana") answers its page:
 * every destination of the country, each leading to its listing with the visitor's month and
 * party, and showing the lowest price that listing's cards show. A resort area says which
 * destination's hotels it shows.
 */
describe.each(testDatabaseKinds)('searching by country and area, on %s', (kind) => {
  const { app, page } = useStorefront(kind);

  it('finds a country with or without accents, keeping the month and the party to the listings', async () => {
    for (const typed of ['Cuba', 'mexico', 'Republica%20Dominicana', 'REPÚBLICA-DOMINICANA']) {
      const html = await page(`/alojamientoDestino?destino=${typed}&${SEARCH}`);
      expect(html).toMatch(/<h1>Vacaciones en (Cuba|México|República Dominicana)<\/h1>/);
      const cards = destinationCards(html);
      expect(cards.length, typed).toBeGreaterThanOrEqual(6);
      for (const card of cards) {
        const kept = new URL(card.href, 'http://localhost').searchParams;
        expect(kept.get('mes')).toBe('202702');
        expect(kept.getAll('e1')).toEqual(['8']);
      }
    }
    // Its trips keep the party and the month too.
    const cuba = await page(`/alojamientoDestino?destino=Cuba&${SEARCH}`);
    const tripsSection = cuba.slice(cuba.indexOf('id="country-trips"'));
    const tripLinks = [...tripsSection.matchAll(/href="(\/(?:combinados|circuitos)\/[^"]+)"/g)].map(
      (match) => new URL((match[1] ?? '').replaceAll('&amp;', '&'), 'http://localhost'),
    );
    expect(tripLinks.length).toBeGreaterThan(0);
    for (const link of tripLinks) {
      expect(link.searchParams.get('mes')).toBe('202702');
      expect(link.searchParams.getAll('e1')).toEqual(['8']);
    }
    // The name in another of the site's languages (that page's language switcher keeps it).
    expect(await page(`/alojamientoDestino?destino=Dominican+Republic&${SEARCH}`)).toContain(
      '<h1>Vacaciones en República Dominicana</h1>',
    );
  });

  it('shows on each destination the lowest total its listing shows for the party', async () => {
    const html = await page(`/alojamientoDestino?destino=Cuba&${SEARCH}`);
    expect(html).toContain('total para 2 adultos y 1 niño');
    const cards = destinationCards(html);
    let priced = 0;
    for (const card of cards) {
      const listing = prices(await page(card.href));
      if (card.from === undefined) {
        expect(listing).toEqual([]);
        continue;
      }
      priced += 1;
      expect(Math.min(...listing), card.href).toBe(card.from);
    }
    expect(priced).toBeGreaterThanOrEqual(4);
  });

  it('shows on the home page, for each destination, the lowest per-person price its listing shows', async () => {
    const cards = destinationCards(await page('/?idioma=es'));
    expect(cards.length).toBeGreaterThan(6);
    const seen = new Set<string>();
    // The carousel's and the first rows' destinations: each listing is a page to render.
    const distinct = cards.filter((one) => !seen.has(one.href) && seen.add(one.href)).slice(0, 8);
    for (const card of distinct) {
      const listing = prices(await page(card.href));
      expect(Math.min(...listing), card.href).toBe(card.from);
    }
  });

  it('suggests the country first, then its destinations and the trips that go there', async () => {
    const response = await app().inject({ url: '/sugerencias?q=mexico&idioma=es' });
    const found = response.json<SearchEntry[]>();
    expect(found[0]).toMatchObject({ kind: 'country', name: 'México' });
    expect(found.filter((entry) => entry.kind === 'destination').map((entry) => entry.place)).toEqual(
      Array(6).fill('México'),
    );
    expect(found.some((entry) => entry.kind === 'circuit')).toBe(true);
  });

  it("says, without a search, that each card's price leaves from the city the card names", async () => {
    const html = await page('/alojamientoDestino?destino=Punta-Cana&idioma=es');
    const cities = new Set([...html.matchAll(/[?&]amp;origen=([A-Z]{3})/g)].map((match) => match[1]));
    // The cards leave from several cities: the intro names none of them.
    expect(cities.size).toBeGreaterThan(1);
    expect(html).toContain('con vuelo incluido, desde la ciudad de salida que indica cada alojamiento');
    expect(html).not.toContain('con vuelo desde Madrid');
  });

  it("asks for a child's age a search lacks (its form sent without JavaScript), pricing nothing for the party", async () => {
    const unaged = SEARCH.replace('&e1=8', '');
    for (const place of ['Punta-Cana', 'Cuba']) {
      const html = await page(`/alojamientoDestino?destino=${place}&${unaged}`);
      expect(html, place).toMatch(/<details class="search-details" open="">/);
      expect(html, place).toContain('Indica la edad de cada niño: el precio depende de ella.');
      expect(html, place).not.toContain('total para 2 adultos y 1 niño');
      expect(html, place).toContain('por persona');
    }
  });

  it('says a resort area is part of a destination whose hotels it shows', async () => {
    const html = await page(`/alojamientoDestino?destino=bavaro&${SEARCH}`);
    expect(html).toContain('Bávaro es una zona de Punta Cana: te mostramos todos los hoteles de Punta Cana.');
    expect(prices(html).length).toBeGreaterThan(3);
  });

  it('keeps the search on the destinations an unknown place suggests', async () => {
    const response = await app().inject({ url: `/alojamientoDestino?destino=Atlantida&${SEARCH}` });
    expect(response.statusCode).toBe(404);
    const links = [...response.body.matchAll(/class="chip chip--link" href="([^"]+)"/g)];
    expect(links.length).toBeGreaterThan(3);
    for (const [, href] of links) expect(href?.replaceAll('&amp;', '&')).toContain(SEARCH.slice(0, 30));
  });
});
