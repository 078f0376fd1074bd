import {
  expect,
  gotoInteractive,
  hasHorizontalOverflow,
  seriousAccessibilityViolations,
  test,
} from './fixtures';

test('home renders in Spanish with the header and the footer', async ({ consented: page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(/Vacaciones en el Caribe/);

  const header = page.getByRole('banner');
  await expect(
    header.getByRole('link', { name: /Caribe Sol Viajes.*ir a la página de inicio/ }),
  ).toHaveAttribute('href', '/');
  await expect(header.getByText('Especialistas en el Caribe')).toBeVisible();
  await expect(header.getByRole('link', { name: /Llámanos al/ })).toHaveAttribute('href', /^tel:\+34/);
  await expect(header.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await expect(header.getByRole('button', { name: 'Te llamamos' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caribe');

  const footer = page.getByRole('contentinfo');
  const quickLinks = footer.getByRole('navigation', { name: 'Enlaces rápidos' }).getByRole('link');
  await expect(quickLinks).toHaveCount(5);
  await expect(footer.getByRole('link', { name: 'Vuelos a Punta Cana desde Madrid' })).toHaveAttribute(
    'href',
    '/vuelo?destino=Punta-Cana&origen=Madrid',
  );
  await expect(footer.getByText(/Registro de Turismo/)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Instagram' })).toBeVisible();
});

test('the agency dropdown links to the external agency portal', async ({ consented: page }) => {
  await page.goto('/');
  await page.getByText('Agencias', { exact: true }).click();
  await expect(page.getByRole('link', { name: 'Acceso para agencias' })).toHaveAttribute(
    'href',
    /^https:\/\/agencias\./,
  );
  await expect(page.getByRole('link', { name: 'Registro de agencias' })).toBeVisible();
});

test('a footer flight link opens the flight search with the destination and origin Madrid', async ({
  consented: page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Vuelos a La Habana desde Madrid' }).click();
  await expect(page).toHaveURL(/\/vuelo\?destino=La-Habana&origen=Madrid$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buscador de vuelos' })).toBeVisible();
});

test('a screen not built yet says so and gives the phone', async ({ consented: page }) => {
  const response = await page.goto('/vuelo/resultados');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de vuelos' })).toBeVisible();
  await expect(page.getByText('Próximamente')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '+34 911 23 45 67' })).toHaveAttribute(
    'href',
    'tel:+34911234567',
  );
});

test('an unknown address shows the error page with status 404 and a way home', async ({
  consented: page,
}) => {
  const response = await page.goto('/esta-pagina-no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByText('Error 404')).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Caribe');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a form the server refuses while sent with JavaScript shows the refusal in the visitor language', async ({
    consented: page,
  }) => {
    await gotoInteractive(page, '/consentimiento?idioma=en');
    // What a crafted client would send instead of the visitor's choice.
    await page.route('**/consentimiento.data*', (route) => route.continue({ postData: 'x[99999]=1' }));
    await page.getByRole('button', { name: 'Reject all' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'We could not read the form' })).toBeVisible();
    await expect(page.getByText('Error 400')).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  test('the menu toggle opens the main navigation and nothing overflows', async ({ consented: page }) => {
    await gotoInteractive(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    await expect(nav.getByRole('link', { name: 'Vuelos' })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await nav.getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(nav).toBeHidden();
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });

  test('the header keeps phone, messaging and call-me on one row in every language', async ({
    consented: page,
  }) => {
    for (const language of ['es', 'en', 'fr', 'it', 'pt', 'ro']) {
      await page.goto(`/?idioma=${language}`);
      expect(await hasHorizontalOverflow(page), language).toBe(false);
      const phone = await page.locator('.header-phone').boundingBox();
      const callMe = await page.locator('.site-header .call-me-button').boundingBox();
      expect(
        Math.abs((phone?.y ?? 0) + (phone?.height ?? 0) / 2 - ((callMe?.y ?? 0) + (callMe?.height ?? 0) / 2)),
        language,
      ).toBeLessThan(4);
    }
  });

  test('the home page has no serious accessibility violations on a phone', async ({ consented: page }) => {
    await page.goto('/');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

test('the home page has no serious accessibility violations, with and without the cookie banner', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Tu privacidad' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await context.clearCookies();
  await page.getByRole('button', { name: 'Rechazar todas' }).click();
  await expect(page.getByRole('dialog', { name: 'Tu privacidad' })).toBeHidden();
  expect(baseURL).toBeTruthy();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
