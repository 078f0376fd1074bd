import { addDays } from '../../src/domain/days';
import { bookTwoAdults, e2eMailbox } from './booking-helpers';
import { expect, hasHorizontalOverflow, seriousAccessibilityViolations, test } from './fixtures';

// The journeys of this file run one after another; the mail comes from the storefront's SMTP catcher.
test.describe.configure({ mode: 'serial' });

let smtp: ReturnType<typeof e2eMailbox>;
test.beforeAll(async ({ browser: _browser }, testInfo) => {
  smtp = e2eMailbox(String(testInfo.project.use.baseURL));
});

const today = () => new Date().toISOString().slice(0, 10);

test('a cancellation 10 days before departure: the locator, every rule, the estimated cost, the e-mails and the consult', async ({
  consented: page,
}) => {
  test.slow(); // a booking, a request and its consult
  const locator = await bookTwoAdults(page, addDays(today(), 10));

  await page.goto('/home/solicitudfrc');
  await expect(page.getByRole('heading', { level: 1, name: 'Modificar o anular un viaje' })).toBeVisible();
  const create = page.getByRole('region', { name: 'Crear nueva solicitud' });
  await create.getByRole('button', { name: 'Buscar reserva' }).click();
  await expect(create.getByText('Debe escribir el Localizador.')).toBeVisible();
  const notFound = create.getByText('Localizador no encontrado. Por favor, verifique el localizador.');
  await create.getByLabel('Localizador').fill('ZZZZ2222');
  await create.getByLabel('Correo electrónico de la reserva').fill('ana@example.com');
  await create.getByRole('button', { name: 'Buscar reserva' }).click();
  await expect(notFound).toBeVisible();
  // The locator alone opens nothing: with another e-mail it is not found either.
  await create.getByLabel('Localizador').fill(locator);
  await create.getByLabel('Correo electrónico de la reserva').fill('eve@example.com');
  // The message is already there from the try before: wait for this try's answer, which would
  // otherwise arrive after the next fields are typed and put the e-mail sent back in them.
  const answered = page.waitForResponse(
    (response) => response.url().includes('/home/solicitudfrc') && response.request().method() === 'POST',
  );
  await create.getByRole('button', { name: 'Buscar reserva' }).click();
  await answered;
  await expect(notFound).toBeVisible();
  await create.getByLabel('Correo electrónico de la reserva').fill('ANA@example.com');

  // Typed as people do: small letters, a space in the middle.
  await create.getByLabel('Localizador').fill(`${locator.slice(0, 4).toLowerCase()} ${locator.slice(4)}`);
  await create.getByRole('button', { name: 'Buscar reserva' }).click();
  await expect(create.getByText('Reserva encontrada')).toBeVisible();
  await expect(create.getByLabel('Localizador')).toBeDisabled();
  await expect(create.getByLabel('Localizador')).toHaveValue(locator);
  await expect(create.getByLabel('Idioma')).toHaveValue('Español');
  await expect(create.getByLabel(/^Destino/)).toHaveValue('Punta Cana');
  const departure = addDays(today(), 10);
  await expect(create.getByLabel(/^Fecha de inicio del viaje/)).toHaveValue(
    `${departure.slice(8, 10)}/${departure.slice(5, 7)}/${departure.slice(0, 4)}`,
  );
  await expect(create.getByText('Gastos de anulación', { exact: true })).toBeHidden();

  // Cancellation: the agreement and the cost from the conditions' table appear.
  await create.getByRole('radio', { name: 'Anulación' }).check();
  await expect(
    create.getByText(/Faltan 10 días para la salida.*el 50 % del precio total del viaje/),
  ).toBeVisible();
  await create.getByLabel(/^Correo electrónico \*/).fill('ana@example.com');
  await create.getByLabel(/^Repite el correo/).fill('ana@example.org');
  await create.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(
    create.getByText('Debe aceptar el acuerdo de asumir los gastos de cancelación.'),
  ).toBeVisible();
  await expect(create.getByText('Los correos electrónicos no coinciden')).toBeVisible();
  await expect(create.getByLabel(/^Nombre y apellidos/)).toHaveAccessibleDescription(
    /Este campo es obligatorio/,
  );

  await create.getByLabel(/^Acepto asumir los gastos/).check();
  await create.getByLabel(/^Nombre y apellidos/).fill('Ana García');
  await create.getByLabel(/^Teléfono \*/).fill('612 345 678');
  await create.getByLabel(/^Repite el correo/).fill('ana@example.com');
  await create.getByLabel(/^Motivo/).fill('Una operación imprevista nos impide viajar.');
  await create.getByRole('button', { name: 'Enviar solicitud' }).click();

  const sent = page.getByRole('status').filter({ hasText: 'Solicitud enviada' });
  await expect(sent).toBeVisible();
  const code = /solicitud (S[A-Z2-9]{8})/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
  expect(code).not.toBe('');
  // Both forms are reset and the full form is hidden.
  await expect(create.getByLabel('Localizador')).toHaveValue('');
  await expect(create.getByLabel(/^Motivo/)).toHaveCount(0);

  const [visitorMail] = await smtp.mailTo('ana@example.com', code);
  expect(visitorMail?.subject).toBe(`Solicitud de anulación ${code} · reserva ${locator}`);
  expect(visitorMail?.text).toContain('50 %');
  const [agencyMail] = await smtp.mailTo('anulaciones@caribesol.example', code);
  expect(agencyMail?.text).toContain('+34612345678');

  const consult = page.getByRole('region', { name: 'Consultar una solicitud' });
  await consult.getByLabel('Código de la solicitud').fill(code.toLowerCase());
  await consult.getByLabel('Correo electrónico').fill('otra@example.com');
  await consult.getByRole('button', { name: 'Consultar' }).click();
  await expect(consult.getByRole('alert')).toHaveText(/No encontramos ninguna solicitud/);
  await consult.getByLabel('Correo electrónico').fill('ANA@example.com');
  await consult.getByRole('button', { name: 'Consultar' }).click();
  await expect(consult.getByRole('heading', { name: `Solicitud ${code}` })).toBeVisible();
  await expect(consult.getByText('Recibida').first()).toBeVisible();
  await expect(consult.getByText(/50 % .* a 10 días de la salida/)).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('without JavaScript, on a phone: a modification is found, refused while incomplete and sent', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    locale: 'es-ES',
    baseURL,
  });
  await context.addCookies([
    {
      name: 'consentimiento',
      value: encodeURIComponent(`1.a0d0p0.${new Date().toISOString()}`),
      url: String(baseURL),
    },
  ]);
  const page = await context.newPage();
  const locator = await bookTwoAdults(page, addDays(today(), 40));
  await page.goto('/home/solicitudfrc');
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.getByLabel('Localizador').fill(locator);
  await page.getByLabel('Correo electrónico de la reserva').fill('ana@example.com');
  await page.getByRole('button', { name: 'Buscar reserva' }).click();
  await page.getByRole('radio', { name: 'Modificación' }).check();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Modificación' })).toBeChecked();
  await expect(page.getByText('Gastos de anulación', { exact: true })).toBeHidden();
  await page.getByLabel(/^Nombre y apellidos/).fill('Luis García');
  await page.getByLabel(/^Teléfono \*/).fill('+34 600 11 12 22');
  await page.getByLabel(/^Correo electrónico \*/).fill('luis@example.com');
  await page.getByLabel(/^Repite el correo/).fill('luis@example.com');
  await page.getByLabel(/^Motivo/).fill('Queremos volver dos días más tarde.');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Solicitud enviada')).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await smtp.mailTo('cambios@caribesol.example', locator);
  await context.close();
});
