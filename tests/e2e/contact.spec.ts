import { expect, hasHorizontalOverflow, test } from './fixtures';

test('the contact page gives the phone, hours, office and every departmental mailbox', async ({
  consented: page,
}) => {
  await page.goto('/contacto');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '+34 911 23 45 67' }).first()).toHaveAttribute(
    'href',
    'tel:+34911234567',
  );
  await expect(
    main.getByText(/lunes a viernes de 10:00 a 22:00 y sábados de 10:00 a 18:00 \(hora peninsular\)/),
  ).toBeVisible();
  await expect(
    main.getByText(/lunes a viernes de 10:00 a 19:00 y sábados de 10:00 a 13:30 \(hora peninsular\)/),
  ).toBeVisible();
  await expect(main.getByText('Calle de Alcalá 120, 3.º')).toBeVisible();
  for (const mailbox of [
    'Reclamaciones',
    'Pagos',
    'Cancelaciones',
    'Vuelos',
    'Cruceros',
    'Protección de datos',
  ]) {
    await expect(main.getByRole('term').filter({ hasText: mailbox })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'reclamaciones@caribesol.example' })).toHaveAttribute(
    'href',
    'mailto:reclamaciones@caribesol.example',
  );
});

test('the contact page call-me form validates in the browser', async ({ consented: page }) => {
  await page.goto('/contacto');
  const form = page.getByRole('main');
  await form.getByLabel('Nombre').fill('Marta');
  await form.getByRole('button', { name: 'Quiero que me llaméis' }).click();
  await expect(form.getByText('Este campo es obligatorio').first()).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the contact page does not overflow', async ({ consented: page }) => {
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
  });
});

test('the footer lists the first six destinations of container 1', async ({ consented: page }) => {
  await page.goto('/');
  const destinations = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Destinos' })
    .getByRole('link');
  await expect(destinations).toHaveCount(6);
  await expect(destinations.first()).toHaveText('Punta Cana');
  await expect(destinations.first()).toHaveAttribute(
    'href',
    '/alojamientoDestino?destino=Punta-Cana&idioma=es',
  );
});
