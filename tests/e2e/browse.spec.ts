import type { Locator } from '@playwright/test';
import {
  expect,
  gotoInteractive,
  hasHorizontalOverflow,
  seriousAccessibilityViolations,
  test,
} from './fixtures';

/** "desde 1.234 € por persona" → 1234 */
async function euros(priceTag: Locator) {
  const text = (await priceTag.locator('.price-tag__amount').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test('from home to a destination: the from price equals the cheapest offer listed there', async ({
  consented: page,
}) => {
  await page.goto('/');
  const container = page.getByRole('region', { name: 'República Dominicana' });
  const card = container.getByRole('link', { name: /Punta Cana/ });
  const fromPrice = await euros(card);
  expect(fromPrice).toBeGreaterThan(0);

  await card.click();
  await expect(page).toHaveURL(/\/alojamientoDestino\?destino=Punta-Cana&idioma=es$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoteles en Punta Cana' })).toBeVisible();
  const offers = page.getByRole('article');
  expect(await offers.count()).toBeGreaterThanOrEqual(6);
  expect(await euros(offers.first())).toBe(fromPrice);
  await expect(offers.first().getByRole('img', { name: /estrellas/ })).toBeVisible();
});

test('a filter that matches nothing shows every offer with a notice, and the choice survives reload and back', async ({
  consented: page,
}) => {
  await gotoInteractive(page, '/alojamientoDestino?destino=Punta-Cana&idioma=es');
  const total = await page.getByRole('article').count();
  await page.getByRole('checkbox', { name: '1 estrella', exact: true }).check();
  await expect(page).toHaveURL(/categoria=1/);
  await expect(page.getByRole('alert')).toContainText('Ningún alojamiento cumple todos los filtros');
  await expect(page.getByRole('article')).toHaveCount(total);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: '1 estrella', exact: true })).toBeChecked();
  await expect(page.getByRole('alert')).toContainText('Ningún alojamiento cumple');

  await page.goBack();
  await expect(page).not.toHaveURL(/categoria=1/);
  await expect(page.getByRole('checkbox', { name: '1 estrella', exact: true })).not.toBeChecked();
});

test('filters narrow the list and sort by price', async ({ consented: page }) => {
  await page.goto('/alojamientoDestino?destino=Punta-Cana&idioma=es&servicio=safe&orden=-precio');
  const offers = page.getByRole('article');
  const count = await offers.count();
  expect(count).toBeGreaterThan(0);
  const prices: number[] = [];
  for (let i = 0; i < count; i += 1) {
    await expect(offers.nth(i).getByText('Caja fuerte')).toBeVisible();
    prices.push(await euros(offers.nth(i)));
  }
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
});

test('an unknown destination is a 404 that suggests destinations', async ({ consented: page }) => {
  const response = await page.goto('/alojamientoDestino?destino=Atlantida&idioma=es');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos ese destino' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Cancún' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hoteles en Cancún' })).toBeVisible();
});

test("the listing's map: each hotel's pin is a link the keyboard reaches, leading to its offer", async ({
  consented: page,
}) => {
  await gotoInteractive(page, '/alojamientoDestino?destino=Punta-Cana&idioma=es');
  await expect(page.getByRole('img', { name: /^Situación de Punta Cana/ })).toBeVisible();
  const map = page.getByRole('group', { name: 'Mapa de los alojamientos de Punta Cana' });
  await expect(map).toBeVisible();
  const pins = map.getByRole('link');
  const hotels = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(pins).toHaveCount(await hotels.count());
  // The coastline under the pins is a picture this server drew.
  const coast = await map.locator('image').getAttribute('href');
  const picture = await page.request.get(coast ?? '');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toContain('image/svg+xml');

  // From the last control before the map, Tab goes to the first pin, then the next.
  await page.getByRole('link', { name: 'Quitar filtros' }).focus();
  const focusedPin = async () =>
    page.evaluate(() => document.activeElement?.closest('.location-map__link')?.getAttribute('aria-label'));
  for (let presses = 0; presses < 4 && !(await focusedPin()); presses += 1) await page.keyboard.press('Tab');
  const first = await focusedPin();
  expect(first).toBe(await hotels.first().textContent());
  await page.keyboard.press('Tab');
  const second = await focusedPin();
  expect(second).toBe(await hotels.nth(1).textContent());
  await expect(pins.nth(1)).toBeFocused();

  // The pin leads where the hotel's card leads: its cheapest departure, from whichever city.
  const cardLink = await page
    .getByRole('article')
    .nth(1)
    .getByRole('link', { name: second ?? '' })
    .first()
    .getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/detalleservicio\?alojamiento=\d+&.*origen=[A-Z]{3}.*&idioma=es/);
  expect(new URL(page.url()).search).toBe(new URL(cardLink ?? '', page.url()).search);
  await expect(page.getByRole('heading', { level: 1, name: second ?? '' })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^Situación de ${second}`) })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('home and a destination page fit the screen and have no serious accessibility violations', async ({
    consented: page,
  }) => {
    await page.goto('/');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.goto('/alojamientoDestino?destino=La-Habana&idioma=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoteles en La Habana' })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test('the maps of a listing and an offer fit the screen, their pins named and spaced for a finger', async ({
    consented: page,
  }) => {
    await page.goto('/alojamientoDestino?destino=Punta-Cana&idioma=es');
    const map = page.getByRole('group', { name: 'Mapa de los alojamientos de Punta Cana' });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    const box = await map.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // No two pins closer than 24 px, the WCAG 2.2 target spacing.
    const heads = await map
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.querySelector('circle')!.getBoundingClientRect()));
    expect(heads.length).toBeGreaterThan(5);
    for (const [i, a] of heads.entries())
      for (const b of heads.slice(i + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(23.5);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto('/detalleservicio?alojamiento=1001&origen=MAD&idioma=es');
    await expect(page.getByRole('img', { name: /^Situación de / })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
});

test('while a page loads, the orange bar and a skeleton show instead of a blank screen', async ({
  consented: page,
}) => {
  await gotoInteractive(page, '/');
  // Hold the next page's data for a moment, as a slow network would.
  await page.route('**/alojamientoDestino.data**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page
    .getByRole('region', { name: 'Cuba' })
    .getByRole('link', { name: /Varadero/ })
    .click();
  await expect(page.getByRole('progressbar', { name: 'Cargando la página…' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando la página…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hoteles en Varadero' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
