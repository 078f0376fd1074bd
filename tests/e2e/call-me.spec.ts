import { expect, gotoInteractive, queryE2eDatabase, test } from './fixtures';

test('the call-me form rejects an empty phone and stores a valid request', async ({
  consented: page,
}, testInfo) => {
  await gotoInteractive(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Te llamamos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Te llamamos gratis' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Nombre').fill('Lucía Prueba');
  await dialog
    .getByLabel('¿Cuándo te llamamos?')
    .selectOption({ label: 'Por la tarde, 14:00–18:00 (hora peninsular)' });
  await dialog.getByRole('button', { name: 'Quiero que me llaméis' }).click();
  const phone = dialog.getByLabel('Teléfono');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Este campo es obligatorio')).toBeVisible();

  await phone.fill('61234');
  await phone.blur();
  await expect(dialog.getByText('Debe ser un número de móvil válido')).toBeVisible();

  const uniqueName = `Lucía ${testInfo.project.name} ${Date.now()}`;
  await dialog.getByLabel('Nombre').fill(uniqueName);
  await phone.fill('+34 612 345 678');
  await dialog.getByRole('button', { name: 'Quiero que me llaméis' }).click();
  await expect(dialog.getByRole('status')).toContainText(`¡Gracias, ${uniqueName}!`);

  if (testInfo.project.name === 'postgres') {
    const rows = await queryE2eDatabase<{ phone: string; preferred_time: string; language: string }>(
      'select phone, preferred_time, language from callback_requests where name = $1',
      [uniqueName],
    );
    expect(rows).toEqual([{ phone: '+34 612 345 678', preferred_time: 'afternoon', language: 'es' }]);
  }
});

test('the server rejects an empty phone even when the browser does not check it', async ({
  consented: page,
}) => {
  const response = await page.request.post('/llamame', {
    form: { nombre: 'Sin teléfono', telefono: '', horario: 'asap' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
  const html = await response.text();
  expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="telefono"/);
  expect(html).toContain('class="field__error" role="alert">Este campo es obligatorio');
  expect(html).not.toContain('class="call-me__done"');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the call-me page works as a plain form', async ({ consented: page }) => {
    await page.goto('/llamame');
    await page.getByLabel('Nombre').fill('Pedro Sin Script');
    await page.getByLabel('Teléfono').fill('912 345 678');
    await page.getByLabel('¿Cuándo te llamamos?').selectOption('morning');
    await page.getByRole('button', { name: 'Quiero que me llaméis' }).click();
    await expect(page.getByRole('status')).toContainText('¡Gracias, Pedro Sin Script!');
  });
});
