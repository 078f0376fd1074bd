import { describe, expect, it } from 'vitest';
import { useStorefront } from '../../../tests/helpers/built-pages';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';

/** The card pictures of each section of a page, in order. */
const cardPictures = (html: string) =>
  html
    .split('<section')
    .map((section) =>
      [...section.matchAll(/<img class="(?:offer|destination)-card__image" src="([^"]+)"/g)].map((match) =>
        match[1]!.replaceAll('&amp;', '&'),
      ),
    )
    .filter((pictures) => pictures.length > 1);

/** How many cards before a card it is seen beside: the one to its left and the one above it. */
const NEIGHBOURS = 3;

/**
 * Neighbouring cards never show the same picture: the look each picture is drawn in (scene and
 * time of day, which the SVG names) differs from the cards before it and above it, in the
 * listings in every order and in every row of the home page.
 */
describe.each(testDatabaseKinds)('card pictures side by side, on %s', (kind) => {
  const { app } = useStorefront(kind);
  const looks = new Map<string, string>();

  const page = async (url: string) => {
    const response = await app().inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  const lookOf = async (url: string) => {
    let look = looks.get(url);
    if (!look) {
      const picture = await app().inject({ url });
      expect(picture.statusCode, url).toBe(200);
      expect(picture.headers['content-type'], url).toContain('image/svg+xml');
      look = /data-look="([^"]+)"/.exec(picture.body)?.[1] ?? '';
      expect(look, url).not.toBe('');
      looks.set(url, look);
    }
    return look;
  };

  /** Every pair of neighbouring cards that show the same look. */
  const repeats = async (pictures: string[]) => {
    const shown = await Promise.all(pictures.map(lookOf));
    return shown.flatMap((look, i) =>
      shown
        .slice(Math.max(0, i - NEIGHBOURS), i)
        .flatMap((other, back) =>
          other === look ? [`${pictures[i]} and ${pictures[i - back - 1]}: ${look}`] : [],
        ),
    );
  };

  it('gives neighbouring cards different looks in every section of the home page', async () => {
    const sections = cardPictures(await page('/?idioma=es'));
    // The carousel, the offers of the week and the six destination containers.
    expect(sections.length).toBeGreaterThanOrEqual(8);
    for (const pictures of sections) expect(await repeats(pictures)).toEqual([]);
  });

  it.each(['Punta-Cana', 'La-Habana', 'Cancún', 'Montego-Bay'])(
    'gives neighbouring cards different looks in the %s listing, in every order',
    async (destination) => {
      for (const order of ['', '&orden=-precio', '&orden=categoria', '&orden=-categoria']) {
        const [pictures = []] = cardPictures(
          await page(`/alojamientoDestino?destino=${encodeURIComponent(destination)}&idioma=es${order}`),
        );
        expect(pictures.length, `${destination}${order}`).toBeGreaterThan(3);
        expect(await repeats(pictures), `${destination}${order}`).toEqual([]);
      }
    },
  );

  it('refuses a look that does not exist', async () => {
    for (const asked of ['40', '-1', 'x', ''])
      expect(
        (await app().inject({ url: `/img/catalogo/alojamiento/1001.svg?aspecto=${asked}` })).statusCode,
      ).toBe(404);
  });
});
