import { compactToIso } from '../../src/domain/days';
import { birthDate, CARD, euros, fillBookingRequest, serverLog, e2eMailbox, texts } from './booking-helpers';
import {
  expect,
  gotoInteractive,
  hasHorizontalOverflow,
  queryE2eDatabase,
  seriousAccessibilityViolations,
  skipConsentBanner,
  test,
} from './fixtures';

// The journeys of this file run one after another; the mail comes from the storefront's SMTP catcher.
test.describe.configure({ mode: 'serial' });

let smtp: ReturnType<typeof e2eMailbox>;
test.beforeAll(async ({ browser: _browser }, testInfo) => {
  smtp = e2eMailbox(String(testInfo.project.use.baseURL));
});

const departureOf = (url: string) => compactToIso(new URL(url).searchParams.get('dia')) ?? '';

test('from home to the confirmation in Spanish: locator, e-mail, no card data kept or logged', async ({
  consented: page,
  baseURL,
}, testInfo) => {
  test.slow(); // the whole journey, from home to the e-mail
  const t = texts('es');
  await page.goto('/');
  await page
    .getByRole('region', { name: 'República Dominicana' })
    .getByRole('link', { name: /Punta Cana/ })
    .click();
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/detalleservicio\?/);
  await page.getByLabel('Niños (de 2 a 11 años)').selectOption('1');
  await page.getByLabel('Edad del niño 1').selectOption('7');
  await expect(page).toHaveURL(/n1=1/);
  await expect(page.getByRole('row', { name: /1 × Niño/ })).toBeVisible();
  const offerTotal = euros(await page.getByTestId('total-general').textContent());

  await page.getByRole('link', { name: 'Reservar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu viaje' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Información precontractual' })).toBeVisible();
  await expect(page.getByText('Cancelación y cambios')).toBeVisible();
  expect(euros(await page.getByTestId('trip-total').textContent())).toBe(offerTotal);
  expect(euros(await page.getByTestId('total-general').textContent())).toBe(offerTotal);

  await page.getByRole('link', { name: 'Continuar con la solicitud' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de la solicitud' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor();
  const departure = departureOf(page.url());
  await fillBookingRequest(page, t, {
    departure,
    email: 'ana@example.com',
    travellers: ['A', 'A', 'N'],
    phone: '612 345 678', // as people in Spain type it, without the prefix
  });
  await page.getByLabel(/^Seguro de viaje con cancelación/).check();
  // Travel insurance for 3 travellers aged 2 or more: 3 × 35 €.
  await expect(page.getByTestId('request-total')).toHaveText(/\d/);
  expect(euros(await page.getByTestId('request-total').textContent())).toBe(offerTotal + 105);
  // The trip's card beside the form says the same, line by line.
  const tripCard = page.getByRole('region', { name: /./ }).filter({ has: page.getByTestId('trip-total') });
  await expect(tripCard.getByTestId('trip-total')).toHaveText(/\d/);
  expect(euros(await tripCard.getByTestId('trip-total').textContent())).toBe(offerTotal + 105);
  await expect(tripCard.getByText('Seguro de viaje con cancelación')).toBeVisible();

  await page.getByRole('button', { name: 'Confirmar solicitud de reserva' }).click();
  await expect(page).toHaveURL(/\/reserva\/confirmacion/);
  await expect(
    page.getByRole('heading', { level: 1, name: '¡Gracias, Ana María! Hemos recibido tu solicitud' }),
  ).toBeVisible();
  const locator = (await page.getByTestId('locator').textContent()) ?? '';
  expect(locator).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByRole('heading', { name: 'Próximos pasos' })).toBeVisible();
  await expect(page.getByText(/en un plazo de 48 horas/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a Mi reserva' })).toHaveAttribute(
    'href',
    `/mireserva?idioma=es&localizador=${locator}`,
  );
  expect(euros(await page.getByTestId('trip-total').textContent())).toBe(offerTotal + 105);

  // Back: the form still holds what was typed, never the card number or its code.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de la solicitud' })).toBeVisible();
  const requester = page.getByRole('group', { name: t('booking.form.requester') });
  await expect(requester.getByLabel(/^Correo electrónico/)).toHaveValue('ana@example.com');
  await expect(requester.getByLabel(/^Nombre/)).toHaveValue('Ana María');
  await expect(page.getByLabel(/^Seguro de viaje con cancelación/)).toBeChecked();
  const card = page.getByRole('group', { name: t('booking.form.card') });
  await expect(card.getByLabel(/^Número de tarjeta/)).toHaveValue('');
  await expect(card.getByLabel(/^Código de seguridad/)).toHaveValue('');
  // The same trip sent again for the same requester: the page names the request that exists and asks first.
  await card.getByLabel(/^Número de tarjeta/).fill(CARD.number);
  await card.getByLabel(/^Código de seguridad/).fill(CARD.code);
  await page.getByRole('button', { name: 'Confirmar solicitud de reserva' }).click();
  const exists = page
    .getByRole('alert')
    .filter({ hasText: 'Ya tenemos una solicitud de este viaje a tu nombre' });
  await expect(exists).toContainText(`su localizador es ${locator}`);
  await expect(exists.getByRole('link', { name: 'Verla en Mi reserva' })).toHaveAttribute(
    'href',
    '/mireserva?idioma=es',
  );
  await expect(page).toHaveURL(/\/reserva\/SolicitudReserva/);
  // Told, the visitor may still want a second one.
  await card.getByLabel(/^Número de tarjeta/).fill(CARD.number);
  await card.getByLabel(/^Código de seguridad/).fill(CARD.code);
  await page.getByRole('button', { name: 'Enviar otra solicitud' }).click();
  await expect(page).toHaveURL(/\/reserva\/confirmacion/);
  const second = (await page.getByTestId('locator').textContent()) ?? '';
  expect(second).toMatch(/^[A-Z2-9]{8}$/);
  expect(second).not.toBe(locator);

  // A reload shows the same confirmation and books nothing more.
  await page.reload();
  await expect(page.getByTestId('locator')).toHaveText(second);

  const [visitorMail] = await smtp.mailTo('ana@example.com', locator);
  expect(visitorMail?.subject).toContain(`localizador ${locator}`);
  expect(visitorMail?.text).toContain('Próximos pasos');
  expect(visitorMail?.text).toContain('terminada en 1111');
  // The e-mail's lines add up to what the page said, and it gives the flights' times.
  const mailText = (visitorMail?.text ?? '').replace(/[\u00a0\u202f]/g, ' ');
  const mailAmount = (label: string) => euros(mailText.split('\n').find((line) => line.startsWith(label)) ?? '');
  expect(mailAmount('Precio del viaje:') + mailAmount('Seguro de viaje con cancelación:')).toBe(offerTotal + 105);
  expect(mailAmount('Precio total (tasas incluidas):')).toBe(offerTotal + 105);
  expect(mailText).toMatch(/\(MAD\) \d\d:\d\d → .* \([A-Z]{3}\) \d\d:\d\d/);
  const [agencyMail] = await smtp.mailTo('reservas@caribesol.example', locator);
  // The phone typed without its prefix reaches the agency in E.164, a number it can dial from anywhere.
  expect(agencyMail?.text).toContain('+34612345678');
  await expect.poll(() => smtp.mails.filter((mail) => mail.raw.includes(locator)).length).toBe(2);

  for (const mail of smtp.mails) {
    expect(mail.raw).not.toContain(CARD.digits);
    expect(mail.raw).not.toContain(CARD.number);
  }
  const log = serverLog(String(baseURL));
  expect(log.length).toBeGreaterThan(0);
  expect(log).not.toContain(CARD.digits);
  expect(log).not.toContain(CARD.number);
  expect(log).not.toContain(`"${CARD.code}"`);
  if (testInfo.project.name === 'postgres') {
    const tables = await queryE2eDatabase<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    for (const { table_name } of tables) {
      const [dump] = await queryE2eDatabase<{ text: string | null }>(
        `select string_agg(t::text, ' ') as text from "${table_name}" t`,
      );
      expect(dump?.text ?? '', table_name).not.toContain(CARD.digits);
      if (table_name.startsWith('booking')) expect(dump?.text ?? '', table_name).not.toContain(CARD.code);
    }
    const [booking] = await queryE2eDatabase<{ card_last4: string; passenger_count: number }>(
      'select card_last4, passenger_count from bookings where locator = $1',
      [locator],
    );
    expect(booking).toEqual({ card_last4: '1111', passenger_count: 3 });
  }
});

test('from home to the confirmation in English, with the e-mail in English', async ({ consented: page }) => {
  test.slow(); // the whole journey, from home to the e-mail
  const t = texts('en');
  await page.goto('/?idioma=en');
  await page
    .getByRole('region', { name: 'Dominican Republic' })
    .getByRole('link', { name: /Punta Cana/ })
    .click();
  await page.getByRole('article').first().getByRole('link').first().click();
  await page.getByRole('link', { name: t('offer.book'), exact: true }).click();
  await page.getByRole('link', { name: t('booking.page.continue') }).click();
  await page.locator('html[data-hydrated]').waitFor();
  await fillBookingRequest(page, t, {
    departure: departureOf(page.url()),
    email: 'john@example.co.uk',
    travellers: ['A', 'A'],
  });
  await page.getByLabel(new RegExp(`^${t('booking.form.atencionPersonalizada')}`)).check();
  await page.getByRole('button', { name: t('booking.form.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ana María/);
  const locator = (await page.getByTestId('locator').textContent()) ?? '';
  expect(locator).toMatch(/^[A-Z2-9]{8}$/);
  // The chosen extra is named in English on the page and in the e-mail, not in the booking team's Spanish.
  await expect(page.getByText(t('booking.form.atencionPersonalizada'), { exact: true })).toBeVisible();
  await expect(page.getByText('Atención personalizada en oficina')).toHaveCount(0);
  const [mail] = await smtp.mailTo('john@example.co.uk', locator);
  expect(mail?.text).toContain(t('booking.nextSteps.title'));
  expect(mail?.text).toContain(`${t('booking.form.atencionPersonalizada')}: €30`);
});

test('every rule shows its message, and the server keeps what was typed (without JavaScript)', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES', baseURL });
  await context.addCookies([
    {
      name: 'consentimiento',
      value: encodeURIComponent(`1.a0d0p0.${new Date().toISOString()}`),
      url: String(baseURL),
    },
  ]);
  const page = await context.newPage();
  await page.goto(
    '/reserva/SolicitudReserva?alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=1&n1=1&e1=7&b1=0',
  );
  // The form page names the cheapest day in its address; the age rules count from it.
  const day = departureOf(page.url());
  expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const requester = page.getByRole('group', { name: 'Solicitante' });
  await requester.getByLabel(/^Nombre/).fill('Ana');
  await requester.getByLabel(/^Correo electrónico/).fill('ana@');
  await requester.getByLabel(/^Teléfono móvil/).fill('600 11 22');
  const first = page.getByRole('region', { name: /Viajero 1/ });
  await first.getByLabel(/^Fecha de nacimiento/).fill('1985-05-14');
  const child = page.getByRole('region', { name: /Viajero 2/ });
  await child.getByLabel(/^Fecha de nacimiento/).fill('31/02/2019');
  const card = page.getByRole('group', { name: 'Tarjeta de garantía' });
  await card.getByLabel(/^Número de tarjeta/).fill('4111 1111 1111 1112');
  await card.getByLabel(/^Código de seguridad/).fill('12');
  // January of this year, past unless this is January (the years start with this one).
  const thisMonth = new Date().getUTCMonth() + 1;
  await card.getByLabel('Mes de caducidad').selectOption('01');
  await card.getByLabel('Año de caducidad').selectOption(String(new Date().getUTCFullYear()));
  await page.getByRole('button', { name: 'Confirmar solicitud de reserva' }).click();

  await expect(requester.getByLabel(/^Nombre/)).toHaveValue('Ana');
  await expect(requester.getByLabel(/^Correo electrónico/)).toHaveValue('ana@');
  // The summary counts the messages shown, each once (an expiry in the past is one, on its month and year).
  const marked = await page.locator('.field__error').count();
  await expect(page.getByRole('alert').filter({ hasText: /por corregir/ })).toContainText(
    `hay ${marked} errores`,
  );
  for (const message of [
    'Email no Valido',
    'Debe ser un número de móvil válido',
    'Este campo es obligatorio',
    'El formato de fecha debe ser DD/MM/YYYY',
    'Fecha inválida',
    'El número de tarjeta no es válido: revisa los dígitos',
    'El código de seguridad tiene 3 o 4 dígitos',
    ...(thisMonth > 1 ? ['La tarjeta está caducada'] : []),
    'Elige el tipo de tarjeta: Visa, Mastercard, American Express o Discover',
    'Debes aceptarlo para enviar la solicitud',
  ])
    await expect(page.getByText(message).first()).toBeVisible();
  await expect(card.getByLabel(/^Código de seguridad/)).toHaveValue('');
  await expect(card.getByLabel(/^Número de tarjeta/)).toHaveValue('');
  await expect(card.getByLabel('Mes de caducidad')).toHaveValue('01');

  // A child whose birth date makes them older than chosen, and an adult aged 11.
  await first.getByLabel(/^Fecha de nacimiento/).fill(birthDate(day, 11));
  await child.getByLabel(/^Fecha de nacimiento/).fill(birthDate(day, 9));
  await page.getByRole('button', { name: 'Confirmar solicitud de reserva' }).click();
  await expect(
    page.getByText('Un adulto debe tener 12 años o más el día de salida; con esta fecha tendrá 11'),
  ).toBeVisible();
  await expect(
    page.getByText(/Con esta fecha tendrá 9 años el día de salida; en la oferta elegiste 7/),
  ).toBeVisible();
  await context.close();
});

test('a mobile number is taken as people type it, and the card expiry from two selects in the visitor’s language', async ({
  consented: page,
  browser,
  baseURL,
}) => {
  const query = 'alojamiento=1001&origen=MAD&noches=7&habitaciones=1&a1=2&n1=0&b1=0';
  const now = new Date();
  await gotoInteractive(page, `/reserva/SolicitudReserva?${query}&idioma=es`);
  const requester = page.getByRole('group', { name: 'Solicitante' });
  const phone = requester.getByLabel(/^Teléfono móvil/);
  const phoneError = requester.getByText('Debe ser un número de móvil válido');
  // Six digits are no mobile number, said on leaving the field once the rules are there (they
  // load on the first focus of the form).
  await expect(async () => {
    await phone.fill('612345');
    await phone.blur();
    await expect(phoneError).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  for (const typed of ['612345678', '+34 612 345 678', '612 345 678']) {
    await phone.fill(typed);
    await phone.blur();
    await expect(phoneError, typed).toHaveCount(0);
    await expect(phone, typed).not.toHaveAttribute('aria-invalid', 'true');
  }
  // Without its prefix it is read in the country of residence: no Portuguese mobile.
  const country = requester.getByLabel(/^País de residencia/);
  await country.selectOption('PT');
  await expect(phoneError).toBeVisible();
  await country.selectOption('ES');
  await expect(phoneError).toHaveCount(0);

  // The expiry: months named in Spanish, this year and the next 15, one message for both.
  const card = page.getByRole('group', { name: 'Tarjeta de garantía' });
  const expiry = card.getByRole('group', { name: /^Caducidad/ });
  const month = expiry.getByLabel('Mes de caducidad');
  const year = expiry.getByLabel('Año de caducidad');
  await expect(month.locator('option[value="03"]')).toHaveText('03 · marzo');
  await expect(year.locator('option')).toHaveText([
    'Año',
    ...Array.from({ length: 16 }, (_, index) => String(now.getUTCFullYear() + index)),
  ]);
  if (now.getUTCMonth() > 0) {
    // January of this year is past (except in January).
    await month.selectOption('01');
    await year.selectOption(String(now.getUTCFullYear()));
    await expect(expiry.getByText('La tarjeta está caducada')).toBeVisible();
  }
  await month.selectOption('03');
  await year.selectOption(String(now.getUTCFullYear() + 1));
  await expect(expiry.getByText('La tarjeta está caducada')).toHaveCount(0);

  // In English, English month names.
  const en = texts('en');
  await gotoInteractive(page, `/reserva/SolicitudReserva?${query}&idioma=en`);
  const monthInEnglish = page.getByLabel(en('booking.form.ExpirationMonth'));
  await expect(monthInEnglish.locator('option[value="03"]')).toHaveText('03 · March');
  await expect(page.getByLabel(en('booking.form.ExpirationYear')).locator('option').nth(1)).toHaveText(
    String(now.getUTCFullYear()),
  );

  // The server takes the same spellings (a form sent without JavaScript, the rest left empty).
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES', baseURL });
  await skipConsentBanner(context, String(baseURL));
  const plain = await context.newPage();
  for (const typed of ['612345678', '+34 612 345 678', '612345']) {
    await plain.goto(`/reserva/SolicitudReserva?${query}&idioma=es`);
    const field = plain.getByRole('group', { name: 'Solicitante' }).getByLabel(/^Teléfono móvil/);
    await field.fill(typed);
    await plain.getByRole('button', { name: 'Confirmar solicitud de reserva' }).click();
    await expect(plain.getByText('Este campo es obligatorio').first()).toBeVisible();
    await expect(field).toHaveValue(typed);
    if (typed === '612345') await expect(field).toHaveAttribute('aria-invalid', 'true');
    else await expect(field, typed).not.toHaveAttribute('aria-invalid', 'true');
  }
  await expect(plain.getByText('Debe ser un número de móvil válido')).toBeVisible();
  await context.close();
});

test('the country lists work on the form as served and as reached from the review page: choosing, copying, limits', async ({
  consented: page,
}) => {
  const query = 'alojamiento=1001&origen=MAD&noches=7&idioma=fr&habitaciones=1&a1=2&n1=0&b1=0';
  const t = texts('fr');
  const check = async () => {
    const requester = page.getByRole('group', { name: t('booking.form.requester') });
    const country = requester.getByLabel(new RegExp(`^${t('booking.form.pais')}`));
    // The visitor's country is chosen, in the page's language, among every country.
    await expect(country).toHaveValue('FR');
    await expect(country.locator('option[value="PT"]')).toHaveText('Portugal');
    expect(await country.locator('option').count()).toBeGreaterThan(240);
    await country.selectOption('PT');
    await requester.getByLabel(new RegExp(`^${t('booking.form.nombre')}`)).fill('Inês');
    await page.getByRole('button', { name: t('booking.form.copyRequester') }).click();
    const first = page.getByRole('region', {
      name: new RegExp(t('booking.form.traveller').replace('{{number}}', '1')),
    });
    await expect(first.getByLabel(new RegExp(`^${t('booking.form.nombre')}`))).toHaveValue('Inês');
    await expect(first.getByLabel(new RegExp(`^${t('booking.form.nacionalidad')}`))).toHaveValue('PT');
    const second = page.getByRole('region', {
      name: new RegExp(t('booking.form.traveller').replace('{{number}}', '2')),
    });
    await expect(second.getByLabel(new RegExp(`^${t('booking.form.nacionalidad')}`))).toHaveValue('FR');
    // The limits come from the schema the server checks.
    const card = page.getByRole('group', { name: t('booking.form.card') });
    await expect(card.getByLabel(new RegExp(`^${t('booking.form.SecurityCode')}`))).toHaveAttribute(
      'maxlength',
      '4',
    );
    await expect(requester.getByLabel(new RegExp(`^${t('booking.form.nombre')}`))).toHaveAttribute(
      'required',
      '',
    );
  };
  await gotoInteractive(page, `/reserva/SolicitudReserva?${query}`);
  await check();
  await gotoInteractive(page, `/reserva?${query}`);
  await page.getByRole('link', { name: t('booking.page.continue') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('booking.form.heading') })).toBeVisible();
  await check();
});

test('the booking pages fit a phone and have no serious accessibility violations', async ({
  consented: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const query = 'alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=1';
  await gotoInteractive(page, `/reserva?${query}`);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Continuar con la solicitud' }).click();
  await expect(page.getByRole('region', { name: /Viajero 3/ })).toContainText('Bebé');
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('a departure that is gone offers the nearest available days', async ({ consented: page }) => {
  await page.goto(
    '/reserva?alojamiento=1001&origen=MAD&noches=7&dia=20300101&idioma=es&habitaciones=1&a1=2&n1=0&b1=0',
  );
  await expect(page.getByRole('heading', { name: 'Esta salida ya no está disponible' })).toBeVisible();
  const days = page.getByRole('link', { name: /^Salida el / });
  expect(await days.count()).toBeGreaterThan(0);
  await days.first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu viaje' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continuar con la solicitud' })).toBeVisible();
});
