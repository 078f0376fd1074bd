import type { SearchEntry } from '../../domain/catalogue/place-search';
import { describe, expect, it } from 'vitest';
import { useStorefront, visibleText } from '../../../tests/helpers/built-pages';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';

/** The page's <title>. */
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/**
 * Places are named as the visitor's language names them — La Havane, L’Avana, Salvador da Bahia,
 * Amesterdão — on cards, headings, titles, the footer, the flights and the search box's
 * suggestions, while addresses keep working with the names they always had.
 */
describe.each(testDatabaseKinds)('place names in the visitor’s language, on %s', (kind) => {
  const { app, page } = useStorefront(kind);

  /** The first offer page linked from a destination's listing, with its flights. */
  const firstOffer = async (slug: string, language: string) => {
    const listing = await page(`/alojamientoDestino?destino=${slug}&idioma=${language}`);
    const href = /href="(\/detalleservicio\?[^"]+)"/.exec(listing)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toBeTruthy();
    return page(href ?? '');
  };

  it('says La Havane on the French home page and listing, in the title, heading and footer', async () => {
    const home = visibleText(await page('/?idioma=fr'));
    expect(home).toContain('La Havane');
    expect(home).not.toContain('La Habana');

    const html = await page('/alojamientoDestino?destino=La-Habana&idioma=fr');
    expect(title(html)).toBe('Hôtels à La Havane | Caribe Sol Viajes');
    const listing = visibleText(html);
    expect(listing).toContain('Hôtels à La Havane');
    expect(listing).not.toContain('La Habana');
    // The footer's flights-only links: the French names, the Spanish address.
    expect(html).toContain(
      'aria-label="Vols pour La Havane au départ de Madrid" href="/vuelo?destino=La-Habana&amp;origen=Madrid"',
    );
  });

  it('names the stations of the flights in the visitor’s language', async () => {
    const havana = visibleText(await firstOffer('La-Habana', 'it'));
    expect(havana).toContain('L’Avana');
    expect(havana).not.toContain('La Habana');
    // Aruba's flights change planes in Amsterdam: Amesterdão in Portuguese.
    const aruba = visibleText(await firstOffer('Palm-Beach-Aruba', 'pt'));
    expect(aruba).toContain('Amesterdão');
    expect(aruba).not.toContain('Ámsterdam');
  });

  it('says Havana and Salvador da Bahia in English, and the old addresses still answer', async () => {
    const home = visibleText(await page('/?idioma=en'));
    expect(home).toContain('Havana');
    expect(home).not.toMatch(/La Habana|Salvador de Bah/);
    const salvador = await page('/alojamientoDestino?destino=Salvador-de-Bah%C3%ADa&idioma=en');
    expect(title(salvador)).toBe('Hotels in Salvador da Bahia | Caribe Sol Viajes');
    expect(title(await page('/alojamientoDestino?destino=Salvador-de-Bahia&idioma=en'))).toBe(
      'Hotels in Salvador da Bahia | Caribe Sol Viajes',
    );
  });

  it('suggests La Havane to a French visitor typing its name', async () => {
    const found = (await app().inject({ url: '/sugerencias?q=havane&idioma=fr' })).json<{ name: string }[]>();
    expect(found.map((entry) => entry.name)).toContain('La Havane');
  });

  it('suggests Bávaro as an area of Punta Cana, and a search for it lists Punta Cana’s hotels', async () => {
    const found = (await app().inject({ url: '/sugerencias?q=bavaro&idioma=en' })).json<SearchEntry[]>();
    expect(found[0]).toEqual({ kind: 'area', name: 'Bávaro', slug: 'Punta-Cana', place: 'Punta Cana' });
    const listing = await page('/alojamientoDestino?destino=bavaro&idioma=en');
    expect(title(listing)).toBe('Hotels in Punta Cana | Caribe Sol Viajes');
  });
});
