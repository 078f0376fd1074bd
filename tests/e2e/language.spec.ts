import { expect, test } from './fixtures';

test('switching the language to English changes the page and is remembered', async ({ consented: page }) => {
  await page.goto('/');
  await page.getByText('Idioma:').locator('..').click();
  await page.getByRole('link', { name: 'English' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Flights' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'We’ll call you' })).toBeVisible();
  await expect(page).toHaveTitle(/Caribbean/);

  // Without the parameter, the stored choice keeps English on the next page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contacto$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the idioma parameter accepts the specification code us for English', async ({ consented: page }) => {
  await page.goto('/?idioma=us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const [language, navLabel] of [
  ['fr', 'Vols'],
  ['it', 'Voli'],
  ['pt', 'Voos'],
  ['ro', 'Zboruri'],
] as const) {
  test(`the layout is translated into ${language}`, async ({ consented: page }) => {
    await page.goto(`/?idioma=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('banner').getByRole('link', { name: navLabel, exact: true })).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', /idioma=es/);
  });
}

test('the browser language is used when nothing else chooses one', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'it-IT', baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await context.close();
});
