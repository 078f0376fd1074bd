import type { Locator, Page } from '@playwright/test';
import {
  expect,
  gotoInteractive,
  hasHorizontalOverflow,
  seriousAccessibilityViolations,
  test,
} from './fixtures';

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const total = async (page: Page) => euros(await page.getByTestId('total-general').textContent());

test('from a destination to an offer: the calendar preselects the cheapest day and never shows a 0 price', async ({
  consented: page,
}) => {
  await page.goto('/alojamientoDestino?destino=Punta-Cana&idioma=es');
  const first = page.getByRole('article').first();
  const listed = euros(await first.locator('.price-tag__amount').textContent());
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/detalleservicio\?alojamiento=\d+/);

  const selected = page.locator('[aria-current="date"]');
  await expect(selected).toHaveCount(1);
  expect(euros(await selected.locator('.price-calendar__price').textContent())).toBe(listed);
  const prices = await page.locator('.price-calendar__price').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(euros(price)).toBeGreaterThan(0);
  // Two adults in a double: the per-person price is the listed price.
  await expect(page.getByRole('row', { name: /2 × Adulto/ })).toBeVisible();
  expect(await total(page)).toBe(listed * 2);
});

test('adding a child adds a discounted child line and raises the total; reload and back keep the party', async ({
  consented: page,
}) => {
  await gotoInteractive(page, '/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es');
  const before = await total(page);
  await page.getByLabel('Niños (de 2 a 11 años)').selectOption('1');
  await page.getByLabel('Edad del niño 1').selectOption('6');
  await expect(page).toHaveURL(/n1=1/);
  const childRow = page.getByRole('row', { name: /1 × Niño/ });
  await expect(childRow).toBeVisible();
  await expect(childRow).toContainText('%');
  const after = await total(page);
  expect(after).toBeGreaterThan(before);
  expect(after).toBeLessThan(before * 1.5 + 1);

  await page.reload();
  await expect(page.getByRole('row', { name: /1 × Niño/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('row', { name: /1 × Niño/ })).toHaveCount(0);
  expect(await total(page)).toBe(before);
});

test('on a desktop the total, the price per person, "sin pagar ahora" and Reservar stay beside the calendar and the rooms, with why to trust them', async ({
  consented: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoInteractive(page, '/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es');
  const panel = page.getByRole('complementary', { name: 'Tu viaje' });
  const book = panel.getByRole('link', { name: 'Reservar' });
  // The visitor scrolls to the calendar: the panel is beside it.
  await page
    .getByRole('heading', { name: 'Elige el día de salida' })
    .evaluate((heading) => heading.scrollIntoView());
  await expect(book).toBeInViewport();
  await expect(panel.getByTestId('panel-total')).toBeInViewport();
  await expect(panel.getByText(/^Sin pagar ahora/)).toBeInViewport();
  // One book button in sight at this width: the panel's.
  await expect(page.getByRole('link', { name: 'Reservar' })).toHaveCount(1);
  // The rooms change the panel as they change the breakdown; it is still in sight beside them.
  await page.getByLabel('Niños (de 2 a 11 años)').selectOption('1');
  await page.getByLabel('Edad del niño 1').selectOption('6');
  await expect(page).toHaveURL(/e1=6/);
  await page
    .getByRole('heading', { name: 'Habitaciones y viajeros' })
    .evaluate((heading) => heading.scrollIntoView());
  await expect(book).toBeInViewport();
  await expect(panel).toContainText('2 adultos y 1 niño');
  expect(euros(await panel.getByTestId('panel-total').textContent())).toBe(await total(page));
  const perPerson = await page.locator('.breakdown__totals dd').nth(1).textContent();
  await expect(panel).toContainText(`${perPerson} por persona`);
  await expect(panel.getByRole('list', { name: 'Reserva con garantías' })).toContainText(
    'Agencia de viajes con título-licencia CICMA 0000',
  );
  await expect(panel).toContainText('Hotel de 5 estrellas');
  await expect(panel).toContainText('protegidos ante la insolvencia');
  await expect(panel).toContainText('no guardamos su número ni su código');
  await book.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu viaje' })).toBeVisible();
  expect(euros(await page.getByTestId('total-general').textContent())).toBeGreaterThan(0);
});

test('another departure city keeps the party and its children', async ({ consented: page }) => {
  await gotoInteractive(page, '/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es');
  await page.getByLabel('Niños (de 2 a 11 años)').selectOption('1');
  await page.getByLabel('Edad del niño 1').selectOption('5');
  await expect(page.getByRole('row', { name: /1 × Niño/ })).toBeVisible();
  await page.getByLabel('Salida desde').selectOption('BCN');
  await expect(page).toHaveURL(/origen=BCN/);
  await expect(page).toHaveURL(/n1=1/);
  await expect(page.getByRole('row', { name: /1 × Niño/ })).toBeVisible();
  await expect(page.getByLabel('Niños (de 2 a 11 años)')).toHaveValue('1');
});

test('changing one party control after another keeps every earlier choice', async ({ consented: page }) => {
  await gotoInteractive(page, '/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es');
  const children = page.getByLabel('Niños (de 2 a 11 años)');
  await children.selectOption('2');
  await expect(children).toHaveValue('2');
  await page.getByLabel('Edad del niño 1').selectOption('9');
  await page.getByLabel('Edad del niño 2').selectOption('7');
  await expect(page).toHaveURL(/n1=2/);
  await expect(page).toHaveURL(/e1=9/);
  await expect(children).toHaveValue('2');
  await page.getByLabel('Adultos').selectOption('3');
  await expect(page).toHaveURL(/a1=3/);
  await page.getByLabel(/^Bebés/).selectOption('1');
  await expect(page).toHaveURL(/b1=1/);
  const url = new URL(page.url());
  expect(url.searchParams.get('a1')).toBe('3');
  expect(url.searchParams.get('n1')).toBe('2');
  expect(url.searchParams.getAll('e1')[0]).toBe('9');
  for (const [label, value] of [
    ['Adultos', '3'],
    ['Niños (de 2 a 11 años)', '2'],
    ['Edad del niño 1', '9'],
  ] as const)
    await expect(page.getByLabel(label)).toHaveValue(value);
  await expect(page.getByText(/3 adultos, 2 niños y 1 bebé/)).toBeVisible();
});

test('choosing another day reprices the offer for that day', async ({ consented: page }) => {
  await gotoInteractive(page, '/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es');
  const other = page.locator('.price-calendar__day:not(.price-calendar__day--selected) a').nth(3);
  const href = await other.getAttribute('href');
  const price = euros(await other.locator('.price-calendar__price').textContent());
  await other.click();
  await expect(page.locator('[aria-current="date"]')).toHaveAttribute('href', href ?? '');
  expect(await total(page)).toBe(price * 2);
});

test('on a phone in English: next month, a day there, reload and back keep the calendar and the price in step', async ({
  consented: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoInteractive(page, '/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=en');
  const title = page.locator('.price-calendar__title');
  const firstMonth = await title.textContent();
  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(title).not.toHaveText(firstMonth ?? '');
  const secondMonth = await title.textContent();
  const day = page.locator('.price-calendar__day a').first();
  const price = euros(await day.locator('.price-calendar__price').textContent());
  expect(price).toBeGreaterThan(0);
  await day.click();
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
  expect(await total(page)).toBe(price * 2);
  expect(await hasHorizontalOverflow(page)).toBe(false);

  await page.reload();
  await expect(title).toHaveText(secondMonth ?? '');
  expect(await total(page)).toBe(price * 2);

  await page.goBack();
  await expect(title).toHaveText(secondMonth ?? '');
  await page.goBack();
  await expect(title).toHaveText(firstMonth ?? '');
  await expect(page.getByRole('link', { name: 'Next month' })).toBeVisible();
});

test('a departure closer than the offer date is not sold: the page says from when it sells and prices the first day it can', async ({
  consented: page,
}) => {
  const soon = new Date(Date.now() + 3 * 864e5).toISOString().slice(0, 10).replaceAll('-', '');
  await page.goto(`/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es&dia=${soon}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Las salidas se reservan a partir del' }),
  ).toBeVisible();
  const selected = page.locator('[aria-current="date"]');
  await expect(selected).toHaveCount(1);
  const selectedDay = new URL((await selected.getAttribute('href')) ?? '', page.url()).searchParams.get(
    'dia',
  );
  expect(await total(page)).toBeGreaterThan(0);
  // No day before the offer date (today + 7) is offered on the calendar.
  const offerDate = new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10).replaceAll('-', '');
  const month =
    (await page.getByRole('heading', { level: 3 }).filter({ hasText: /\d{4}/ }).first().textContent()) ?? '';
  const calendarDays = await page
    .getByRole('list', { name: month })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('dia')),
    );
  expect(calendarDays.length).toBeGreaterThan(0);
  expect(calendarDays.filter((day) => (day ?? '') < offerDate)).toEqual([]);
  // The day priced is the first one the calendar sells, and the address says it.
  expect(selectedDay).toBe(calendarDays.sort()[0]);
  expect(new URL(page.url()).searchParams.get('dia')).toBe(selectedDay);

  // The review page does not take it either: it offers the nearest days, all bookable.
  await page.goto(
    `/reserva?alojamiento=1001&origen=MAD&noches=7&dia=${soon}&idioma=es&habitaciones=1&a1=2&n1=0&b1=0`,
  );
  await expect(page.getByRole('heading', { name: 'Esta salida ya no está disponible' })).toBeVisible();
  await expect(page.getByText('vendemos salidas a partir del')).toBeVisible();
  const nearest = await page
    .getByRole('link', { name: /^Salida el / })
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('dia')),
    );
  expect(nearest.length).toBeGreaterThan(0);
  expect(nearest.filter((day) => (day ?? '') < offerDate)).toEqual([]);
});

test('another length keeps the chosen day, or moves to the nearest day that length departs and says so', async ({
  consented: page,
}) => {
  await gotoInteractive(page, '/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es');
  const dayOf = async () =>
    new URL(
      (await page.locator('[aria-current="date"]').getAttribute('href')) ?? '',
      page.url(),
    ).searchParams.get('dia') ?? '';
  const asDate = (compact: string) =>
    Date.parse(`${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`);
  // A few days of the calendar, one after another: 9 nights leave on some weekdays only.
  const days = await page
    .locator('.price-calendar__day a')
    .evaluateAll((links) => links.slice(0, 5).map((link) => (link as HTMLAnchorElement).href));
  let moved = 0;
  for (const href of days) {
    await page.goto(href);
    const chosen = await dayOf();
    await page.getByLabel('Noches').selectOption('9');
    await expect(page.locator('[aria-current="date"]')).toHaveAttribute('href', /noches=9/);
    const now = await dayOf();
    expect(Math.abs(asDate(now) - asDate(chosen)) / 864e5).toBeLessThanOrEqual(7);
    // The address says the day shown, so a copied link opens it.
    expect(new URL(page.url()).searchParams.get('dia')).toBe(now);
    const notice = page.getByRole('alert').filter({ hasText: 'no hay salida con plazas' });
    if (now === chosen) await expect(notice).toHaveCount(0);
    else {
      moved += 1;
      await expect(notice).toBeVisible();
    }
    await expect(page.getByLabel('Noches')).toHaveValue('9');
  }
  expect(moved).toBeGreaterThan(0);
});

test('an unknown accommodation is a 404', async ({ consented: page }) => {
  const response = await page.goto('/detalleservicio?alojamiento=999999&idioma=es');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta oferta' })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the offer page fits the screen and has no serious accessibility violations', async ({
    consented: page,
  }) => {
    await page.goto(
      '/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=2&a1=2&n1=1&e1=7&b1=1&a2=1&n2=0&b2=0',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Desglose del precio' })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

test.describe('use my location', () => {
  test.use({ geolocation: { latitude: 41.98, longitude: 2.82 }, permissions: ['geolocation'] });

  test('picks the nearest origin city the offer departs from', async ({ consented: page }) => {
    // Accommodation sold from both Madrid and Barcelona.
    await gotoInteractive(page, '/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es');
    const origins = await page.getByLabel('Salida desde').locator('option').allTextContents();
    await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
    if (origins.includes('Barcelona')) {
      await expect(page).toHaveURL(/origen=BCN/);
      await expect(page.getByLabel('Salida desde')).toHaveValue('BCN');
    } else {
      await expect(page.getByRole('status').filter({ hasText: 'Madrid' })).toBeVisible();
    }
  });
});

test('a refused location shows the specification message', async ({ consented: page }) => {
  await gotoInteractive(page, '/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es');
  await page.getByRole('button', { name: 'Usar mi ubicación' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error al obtener la ubicación:' })).toBeVisible();
});

test('adding an excursion on one of its days adds it for every traveller and carries it to the booking', async ({
  consented: page,
}) => {
  await page.goto('/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es');
  const before = await total(page);
  const excursion = page.locator('.extras__item').first();
  const price = euros(await excursion.locator('.price-tag__amount').textContent());
  await excursion.getByLabel('Día').selectOption({ index: 1 });
  await excursion.getByRole('button', { name: 'Añadir excursión' }).click();
  await expect(page).toHaveURL(/[?&]x=\d+%3A\d{8}.*#excursion-\d+$/);
  // The address changes as the navigation ends; the page shows its data a moment later.
  await expect.poll(() => total(page)).toBe(before + price * 2);
  // The page stays at the excursion: its "added" line is in view, not the top of the page.
  await expect(
    page
      .locator('.extras__item')
      .first()
      .getByText(/Añadida para el/),
  ).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Reservar' })).toHaveAttribute('href', /[?&]x=\d+%3A\d{8}/);

  await page.locator('.extras__item').first().getByRole('button', { name: 'Quitar' }).click();
  await expect(page).not.toHaveURL(/[?&]x=/);
  await expect.poll(() => total(page)).toBe(before);
});

test('a party no room takes is told why there is no price and where to split it, and cannot book', async ({
  consented: page,
}) => {
  await page.goto(
    '/detalleservicio?alojamiento=1015&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=3&n1=1&e1=7&b1=0',
  );
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ninguna habitación de este hotel admite a 4 personas' }),
  ).toBeVisible();
  const breakdown = page.getByRole('region', { name: 'Desglose del precio' });
  await expect(breakdown.getByText(/No podemos calcular el precio/)).toBeVisible();
  await breakdown.getByRole('link', { name: 'Repartir a los viajeros en habitaciones' }).click();
  await expect(page).toHaveURL(/#party-title$/);
  await expect(page.getByRole('link', { name: 'Reservar' })).toHaveCount(0);
});

/** Whether a select is wide enough to show each of its options whole (text, padding and arrow). */
async function showsWholeOptions(select: Locator) {
  await expect(select).toBeVisible();
  return select.evaluate((element) => {
    const control = element as HTMLSelectElement;
    const style = getComputedStyle(control);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const widest = Math.max(
      ...Array.from(control.options).map((option) => context.measureText(option.text).width),
    );
    return { widest: Math.ceil(widest), room, fits: widest <= room };
  });
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 860 }],
  ['390 px phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('an excursion’s day selector shows each whole day: weekday, day, month and year', async ({
      consented: page,
    }) => {
      await page.goto('/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es');
      const excursion = page.locator('.extras__item').first();
      await expect(excursion.getByLabel('Día').locator('option').first()).toHaveText(
        /^\p{L}{3}, \d{1,2} \p{L}{3,4} \d{4}$/u,
      );
      const select = await showsWholeOptions(excursion.getByLabel('Día'));
      expect(select.fits, JSON.stringify(select)).toBe(true);
      expect(await hasHorizontalOverflow(page)).toBe(false);
    });
  });
}
