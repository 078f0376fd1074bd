import {
  expect,
  gotoInteractive,
  hasHorizontalOverflow,
  seriousAccessibilityViolations,
  test,
} from './fixtures';

const day = (offset: number) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/** The city's id in the search service, as the form's suggestions give it. */
async function cityId(baseURL: string, name: string) {
  const answer = (await (
    await fetch(`${baseURL}/api/search/ciudad?nombreCiudad=${encodeURIComponent(name)}`)
  ).json()) as {
    response: { destinoId: number; nombre: string; hoteles: number }[];
  };
  return answer.response[0]!;
}

const resultsPath = (city: { destinoId: number; nombre: string }, extra: Record<string, string> = {}) =>
  `/hotel/destino?${new URLSearchParams({
    destino: String(city.destinoId),
    ciudad: city.nombre,
    entrada: day(40),
    salida: day(44),
    habitaciones: '2',
    ...extra,
  }).toString()}`;

test('the 1,000-hotel city streams its first results before the last chunk, and ends with all of them', async ({
  consented: page,
  baseURL,
}) => {
  test.slow();
  const paris = await cityId(String(baseURL), 'paris');
  expect(paris.hoteles).toBeGreaterThan(1000);
  // As a browser reads it: the first cards arrive in an earlier part of the stream than the last.
  const response = await fetch(`${baseURL}${resultsPath(paris, { flujo: '1' })}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const reads: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    reads.push(decoder.decode(value, { stream: true }));
  }
  const firstCard = reads.findIndex((part) => part.includes('class="hotel-card"'));
  expect(firstCard).toBeGreaterThanOrEqual(0);
  expect(reads.slice(firstCard + 1).some((part) => part.includes('class="hotel-card"'))).toBe(true);

  await page.goto(resultsPath(paris, { flujo: '1' }));
  await expect(page.getByRole('status').filter({ hasText: /hoteles disponibles/ })).toBeVisible({
    timeout: 90_000,
  });
  const count = Number(
    /(\d+) hoteles disponibles/.exec(
      (await page
        .getByText(/hoteles disponibles/)
        .first()
        .textContent()) ?? '',
    )?.[1],
  );
  const apart = await page.getByText(/sin habitaciones para tu búsqueda/).allTextContents();
  const unavailable = apart.length > 0 ? Number(/\d+/.exec(apart[0]!)?.[0]) : 0;
  expect(count + unavailable).toBe(paris.hoteles);
  await expect(page.getByRole('article')).toHaveCount(count);

  // Without JavaScript's stream the same address arrives whole.
  const whole = await (await fetch(`${baseURL}${resultsPath(paris)}`)).text();
  expect(whole.split('class="hotel-card"').length - 1).toBe(count);
});

test('every filter alone and together, each sort, and a filter that matches nothing restores the list', async ({
  consented: page,
  baseURL,
}) => {
  const city = await cityId(String(baseURL), 'punta cana');
  await gotoInteractive(page, resultsPath(city, { flujo: '1' }));
  const cards = page.getByRole('article');
  await expect(page.getByText(/hoteles disponibles/).first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThan(5);
  const filters = page.getByRole('form', { name: 'Filtros' });
  /** Every card shown says `text` (and `not` none does): the list follows the filters as they apply. */
  const everyCard = (text: string, not?: string) =>
    expect
      .poll(() =>
        cards.evaluateAll(
          (nodes, [wanted, unwanted]) =>
            nodes.length > 0 &&
            nodes.every(
              (node) =>
                node.textContent?.includes(wanted!) && !(unwanted && node.textContent?.includes(unwanted)),
            ),
          [text, not],
        ),
      )
      .toBe(true);

  await filters.getByLabel('Solo con cancelación gratuita').check();
  await expect(page).toHaveURL(/reembolsable=1/);
  await everyCard('Cancelación gratuita', 'No reembolsable');
  await filters.getByLabel('Solo con cancelación gratuita').uncheck();

  await filters.getByLabel('Todo incluido').check();
  await expect(page).toHaveURL(/regimen=TI/);
  await everyCard('Todo incluido');
  await filters.getByLabel('Todo incluido').uncheck();

  await filters.getByLabel('5 estrellas').check();
  await expect(page).toHaveURL(/categoria=5/);
  const starsShown = async () =>
    new Set(
      await cards
        .getByRole('img', { name: /estrellas?$/ })
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label'))),
    );
  await expect.poll(starsShown).toEqual(new Set(['5 estrellas']));
  await filters.getByLabel('5 estrellas').uncheck();

  await filters.getByLabel('Desde').fill('100');
  await filters.getByLabel('Hasta').fill('250');
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/precio=100-250/);
  await expect.poll(() => cards.count()).toBeLessThan(all);
  for (const note of await cards.getByText(/por noche/).allTextContents()) {
    const perNight = euros(/· (.*) por noche/.exec(note)?.[1] ?? '');
    expect(perNight).toBeGreaterThanOrEqual(100);
    expect(perNight).toBeLessThanOrEqual(250);
  }
  await page.getByRole('link', { name: 'Quitar filtros' }).click();
  await expect(cards).toHaveCount(all);

  // Text in the Spanish description, case ignored, with another filter.
  await filters.getByLabel('Buscar en la descripción').fill('PISCINA');
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/texto=PISCINA/);
  const withPool = await cards.count();
  expect(withPool).toBeGreaterThan(0);
  expect(withPool).toBeLessThanOrEqual(all);

  // Nothing matches: the whole list comes back, and the page says so.
  await filters.getByLabel('Buscar en la descripción').fill('zzzz ningún hotel');
  await filters.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ningún hotel cumple todos los filtros' }),
  ).toBeVisible();
  await expect(cards).toHaveCount(all);
  await page.getByRole('link', { name: 'Quitar filtros' }).click();

  const totals = async () => (await page.getByTestId('hotel-total').allTextContents()).map(euros);
  const starCounts = () =>
    cards
      .getByRole('img', { name: /estrella/ })
      .evaluateAll((nodes) =>
        nodes.map((node) => Number(/\d/.exec(node.getAttribute('aria-label') ?? '')?.[0])),
      );
  /** The values never go the wrong way (the list follows the sort once it applies). */
  const inOrder = (values: number[], direction: 1 | -1) =>
    values.length > 1 && values.every((value, i) => i === 0 || (value - values[i - 1]!) * direction >= 0);
  await filters.getByLabel('Ordenar por').selectOption('precio');
  await expect(page).toHaveURL(/orden=precio/);
  await expect.poll(async () => inOrder(await totals(), 1)).toBe(true);
  await filters.getByLabel('Ordenar por').selectOption('-precio');
  await expect.poll(async () => inOrder(await totals(), -1)).toBe(true);
  await filters.getByLabel('Ordenar por').selectOption('estrellas');
  await expect.poll(async () => inOrder(await starCounts(), -1)).toBe(true);
  await filters.getByLabel('Ordenar por').selectOption('distancia');
  await expect(page).toHaveURL(/orden=distancia/);
  await filters.getByLabel('Ordenar por').selectOption('puntuacion');
  await expect(page).toHaveURL(/orden=puntuacion/);

  // A reload keeps what was chosen (the server sorts the same way).
  await page.reload();
  await expect(page.getByRole('form', { name: 'Filtros' }).getByLabel('Ordenar por')).toHaveValue(
    'puntuacion',
  );
});

test('reviews: loading, the summary with pros and cons and the hotel’s answers, no reviews, and failing calls', async ({
  consented: page,
  baseURL,
}) => {
  const city = await cityId(String(baseURL), 'punta cana');
  await gotoInteractive(page, resultsPath(city, { flujo: '1', orden: 'puntuacion' }));
  const first = page.getByRole('article').first();
  await first.getByText(/^Opiniones de los clientes de/).click();
  await expect(first.getByRole('heading', { name: 'Lo que más gusta' })).toBeVisible();
  await expect(first.getByRole('heading', { name: /^Opiniones positivas \(\d+\)$/ })).toBeVisible();
  await expect(first.getByRole('meter')).toHaveCount(5);

  // The search service fails: each part says so on its own.
  await page.route('**/api/search/hoteles/*/opiniones*', (route) =>
    route.fulfill({ status: 503, body: '{}' }),
  );
  const second = page.getByRole('article').nth(1);
  await second.getByText(/^Opiniones de los clientes de/).click();
  await expect(
    second.getByRole('alert').filter({ hasText: 'No se han podido cargar las opiniones.' }),
  ).toBeVisible();
  await page.unroute('**/api/search/hoteles/*/opiniones*');
  await page.route('**/api/search/hoteles/*/analisis*', (route) => route.abort());
  await second.getByRole('button', { name: 'Reintentar' }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: 'No se ha podido cargar el análisis de las opiniones.' }),
  ).toBeVisible();
  await expect(
    second.getByRole('heading', { name: /^Opiniones (positivas|negativas)/ }).first(),
  ).toBeVisible();

  await page.unroute('**/api/search/hoteles/*/analisis*');
  await page.route('**/api/search/hoteles/*/opiniones*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        response: {
          resumen: { total: 0, media: 0, excelentes: 0, buenas: 0, correctas: 0, malas: 0 },
          opiniones: [],
        },
      }),
    }),
  );
  const third = page.getByRole('article').nth(2);
  await third.getByText(/^Opiniones de los clientes de/).click();
  await expect(third.getByText('No hay opiniones disponibles.')).toBeVisible();
});

test.describe('on a 390 px phone, in Romanian', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list comes first, the filters in a sheet, nothing wider than the screen', async ({
    consented: page,
    baseURL,
  }) => {
    const city = await cityId(String(baseURL), 'cancun');
    await gotoInteractive(page, `${resultsPath(city, { flujo: '1' })}&idioma=ro`);
    await expect(page.getByRole('heading', { level: 1, name: /^Hoteluri în Cancún/ })).toBeVisible();
    await expect(page.getByText(/hoteluri disponibile|hotel disponibil/).first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Filtre' })).toBeHidden();
    await page.getByText('Filtre', { exact: true }).first().click();
    await expect(page.getByRole('form', { name: 'Filtre' })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.keyboard.press('Escape');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
