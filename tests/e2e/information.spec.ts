import {
  expect,
  gotoInteractive,
  hasHorizontalOverflow,
  seriousAccessibilityViolations,
  test,
} from './fixtures';

test('the terms open and close by keyboard, section by section and clause by clause, with the cancellation table', async ({
  consented: page,
}) => {
  await gotoInteractive(page, '/home/condiciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
  const rights = page.locator('details#derechos');
  const rightsSummary = rights.locator('> summary');
  await expect(rightsSummary).toContainText('Derechos');
  await expect(rights).not.toHaveAttribute('open');
  await rightsSummary.focus();
  await page.keyboard.press('Enter');
  await expect(rights).toHaveAttribute('open');
  const firstClause = rights.locator('details').first();
  await page.keyboard.press('Tab');
  await expect(firstClause.locator('> summary')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(firstClause).toHaveAttribute('open');
  await expect(firstClause.locator('p').first()).toBeVisible();
  await page.keyboard.press('Space');
  await expect(firstClause).not.toHaveAttribute('open');
  await rightsSummary.focus();
  await page.keyboard.press('Enter');
  await expect(rights).not.toHaveAttribute('open');

  // The table the modify/cancel form estimates with, inside the general conditions.
  const table = page.getByRole('table', { name: /Gastos de anulación/ });
  await page.locator('summary', { hasText: 'Cambios y anulaciones' }).click();
  await expect(table.getByRole('row', { name: /De 7 a 15 días 50 %/ })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('the FAQ answers the 15 liquids questions in accordions, and an anchored link opens its answer', async ({
  consented: page,
}) => {
  await gotoInteractive(page, '/home/preguntas#liquidos-100-ml');
  const liquids = page.getByRole('region', { name: /líquidos en el equipaje de mano/ });
  await expect(liquids.locator('details')).toHaveCount(15);
  await expect(page.locator('details#liquidos-100-ml')).toHaveAttribute('open');
  await expect(page.locator('details#liquidos-100-ml')).toContainText('100 ml');
  const first = liquids.locator('details').first();
  await first.locator('> summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open');
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(structured['@type']).toBe('FAQPage');
  expect(structured.mainEntity.length).toBeGreaterThanOrEqual(15);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('the privacy policy lists every cookie the site sets and opens the cookie settings', async ({
  consented: page,
  context,
}) => {
  await gotoInteractive(page, '/home/proteccion');
  await expect(page.getByRole('heading', { level: 2, name: 'Política de cookies' })).toBeVisible();
  const cookies = page.getByRole('table');
  await expect(cookies.getByRole('rowheader')).toHaveText([
    'consentimiento',
    'idioma',
    'solicitud',
    'mireserva',
  ]);
  await expect(cookies.getByRole('row', { name: /mireserva.*30 minutos/ })).toBeVisible();
  for (const cookie of await context.cookies())
    await expect(cookies.getByRole('rowheader', { name: cookie.name })).toBeVisible();
  await expect(cookies.getByRole('row', { name: /consentimiento.*12 meses/ })).toBeVisible();
  await page.getByRole('link', { name: 'Configurar cookies' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('the request form’s consent links open the real pages, in the visitor’s language, on a phone', async ({
  consented: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(
    '/reserva/SolicitudReserva?alojamiento=1001&origen=MAD&noches=7&idioma=en&habitaciones=1&a1=2&n1=0&b1=0',
  );
  await page.getByRole('link', { name: 'Read the general terms and conditions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.goBack();
  await page.getByRole('link', { name: /Read the (data protection|privacy) policy/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Data protection|Privacy/ })).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  for (const path of ['/home/condiciones', '/home/preguntas', '/home/solicitudfrc']) {
    await page.goto(`${path}?idioma=en`);
    expect(await hasHorizontalOverflow(page), path).toBe(false);
  }
});
