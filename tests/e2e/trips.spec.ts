import type { Page } from '@playwright/test';
import { compactToIso } from '../../src/domain/days';
import { e2eMailbox, euros, fillBookingRequest, texts } from './booking-helpers';
import { expect, hasHorizontalOverflow, seriousAccessibilityViolations, test } from './fixtures';

const departureOf = (url: string) => compactToIso(new URL(url).searchParams.get('dia')) ?? '';

/** The prices a calendar shows, as numbers, and whether any day is before the offer date. */
async function calendarPrices(page: Page) {
  const prices = await page.locator('.price-calendar__price').allTextContents();
  return prices.map((price) => euros(price));
}

test('a family books a three-stay combined trip from the home page and finds every stay in Mi reserva', async ({
  consented: page,
  baseURL,
}) => {
  test.slow(); // from the home page to Mi reserva
  const t = texts('es');
  const mailbox = e2eMailbox(String(baseURL));
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Combinados y circuitos' })
    .getByRole('link', { name: 'Todos los combinados' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Viajes combinados' })).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(10);
  await page.getByRole('link', { name: 'Combinado La Habana, Trinidad y Varadero' }).click();
  await expect(page).toHaveURL(/\/combinados\/detallecombinado\?combinado=\d+/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Combinado La Habana, Trinidad y Varadero' }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'Mapa de la ruta: La Habana → Trinidad → Varadero' }),
  ).toBeVisible();
  const stays = page
    .getByRole('region', { name: 'Tus estancias' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3 }),
    });
  await expect(stays).toHaveCount(3);
  await expect(stays.nth(0)).toContainText('La Habana · 3 noches');
  await expect(stays.nth(0)).toContainText(/Traslado por carretera a Trinidad: unas [\d,]+ h/);
  const hotels = await stays.getByRole('heading', { level: 3 }).allTextContents();

  // The calendar: never a day at 0 €, never one before the offer date (today + 7).
  const prices = await calendarPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((price) => price > 0)).toBe(true);
  const offerDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  for (const href of await page
    .locator('.price-calendar__day a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    const day = compactToIso(new URL(href, 'http://x').searchParams.get('dia')) ?? '';
    expect(day >= offerDate, day).toBe(true);
  }

  // A child of 7 joins the two adults: the engine prices three.
  await page.getByLabel('Niños (de 2 a 11 años)').selectOption('1');
  await page.getByLabel('Edad del niño 1').selectOption('7');
  await expect(page).toHaveURL(/n1=1/);
  await expect(page.getByRole('row', { name: /1 × Niño/ })).toBeVisible();
  const offerTotal = euros(await page.getByTestId('total-general').textContent());
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Reservar' }).first().click();
  await expect(page).toHaveURL(/\/combinados\/reserva\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu viaje' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Combinado La Habana, Trinidad y Varadero' });
  for (const hotel of hotels) await expect(summary).toContainText(hotel);
  expect(euros(await page.getByTestId('trip-total').textContent())).toBe(offerTotal);

  await page.getByRole('link', { name: 'Continuar con la solicitud' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de la solicitud' })).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor();
  await fillBookingRequest(page, t, {
    departure: departureOf(page.url()),
    email: 'familia.cuba@example.com',
    travellers: ['A', 'A', 'N'],
    childAge: 7,
  });
  await page.getByRole('button', { name: 'Confirmar solicitud de reserva' }).click();
  await expect(page).toHaveURL(/\/reserva\/confirmacion/);
  const locator = ((await page.getByTestId('locator').textContent()) ?? '').trim();
  expect(locator).toMatch(/^[A-Z2-9]{8}$/);
  expect(euros(await page.getByTestId('trip-total').textContent())).toBe(offerTotal);
  const [mail] = await mailbox.mailTo('familia.cuba@example.com', locator);
  expect(mail?.text).toContain('Combinado La Habana, Trinidad y Varadero');

  // Mi reserva names the trip and each of its stays with its nights.
  await page.goto('/mireserva');
  await page.getByRole('textbox', { name: 'Localizador' }).fill(locator);
  await page.getByLabel('Correo electrónico de la reserva').fill('familia.cuba@example.com');
  await page.getByRole('button', { name: 'Ver mi reserva' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reserva ${locator}` })).toBeVisible();
  const trip = page.getByRole('region', { name: 'Combinado La Habana, Trinidad y Varadero' });
  for (const hotel of hotels) await expect(trip).toContainText(hotel);
  await expect(trip).toContainText('La Habana · 3 noches');
  await expect(trip).toContainText('Varadero · 4 noches');
  // Its services in the order they happen: the flight out, each hotel, the flight back, all on request.
  const services = page.getByRole('region', { name: 'Servicios reservados' }).getByRole('listitem');
  await expect(services).toHaveCount(5);
  await expect(services.first()).toContainText(/^Vuelo Madrid → /);
  for (const [index, hotel] of hotels.entries())
    await expect(services.nth(index + 1)).toContainText(`Hotel ${hotel}`);
  await expect(services.last()).toContainText(/^Vuelo .* → Madrid/);
  for (const service of await services.all()) await expect(service).toContainText('Pendiente de confirmar');
});

test.describe('on a 390 px phone, in English', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a couple picks a tour’s hotel category, sees the price follow it, and requests it', async ({
    consented: page,
    baseURL,
  }) => {
    test.slow(); // two categories priced, then the request
    const t = texts('en');
    const mailbox = e2eMailbox(String(baseURL));
    await page.goto('/circuitos?idioma=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Escorted tours' })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/circuitos\/detallecircuito\?circuito=\d+/);
    await expect(page.getByRole('heading', { name: 'Day-by-day itinerary' })).toBeVisible();
    await expect(page.getByText('Day 1', { exact: true })).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);

    const category = page.getByLabel('Hotel category');
    const options = await category
      .locator('option')
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    expect(options.length).toBeGreaterThanOrEqual(2);
    const before = euros(await page.getByTestId('total-general').textContent());
    const hotelsBefore = await page.locator('.stay__name').allTextContents();
    const other = options.find(
      (value) => value !== (new URL(page.url()).searchParams.get('categoria') ?? options[0]),
    );
    await category.selectOption(other ?? '');
    await expect(page).toHaveURL(new RegExp(`categoria=${other}`));
    await expect(page.getByLabel('Hotel category')).toHaveValue(other ?? '');
    // The page follows the new category once its prices have arrived.
    const total = async () => euros(await page.getByTestId('total-general').textContent());
    await expect.poll(total).not.toBe(before);
    const after = await total();
    await expect.poll(() => page.locator('.stay__name').allTextContents()).not.toEqual(hotelsBefore);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page
      .getByRole('link', { name: t('offer.book'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/circuitos\/reserva\?.*categoria=/);
    expect(euros(await page.getByTestId('trip-total').textContent())).toBe(after);
    await page.getByRole('link', { name: t('booking.page.continue') }).click();
    await page.locator('html[data-hydrated]').waitFor();
    await fillBookingRequest(page, t, {
      departure: departureOf(page.url()),
      email: 'tour.couple@example.co.uk',
      travellers: ['A', 'A'],
    });
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: t('booking.form.submit') }).click();
    await expect(page).toHaveURL(/\/reserva\/confirmacion/);
    const locator = ((await page.getByTestId('locator').textContent()) ?? '').trim();
    expect(euros(await page.getByTestId('trip-total').textContent())).toBe(after);
    await mailbox.mailTo('tour.couple@example.co.uk', locator);
  });
});

test.describe('on a 390 px phone, in Romanian', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the trips’ lists and pages, their calendars’ prices in EUR included, never scroll sideways', async ({
    consented: page,
  }) => {
    for (const url of [
      '/circuitos?idioma=ro',
      '/circuitos/detallecircuito?circuito=1&idioma=ro',
      '/combinados?idioma=ro',
      '/combinados/detallecombinado?combinado=1&idioma=ro',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await hasHorizontalOverflow(page), url).toBe(false);
    }
  });
});

/**
 * What is wrong with the trip cards' labels on a page: a label cut off (wider than its box), over
 * the card's picture or another label, or apart from the picture (a gap between them).
 */
async function tripCardLabelFaults(page: Page) {
  // The trip cards only: the home page has other articles.
  return page.locator('article.trip-card').evaluateAll((cards) =>
    cards.flatMap((card, index) => {
      const faults: string[] = [];
      const picture = card.querySelector(':scope > img, :scope > picture, :scope > svg');
      const body = card.querySelector('.offer-card__body');
      if (!picture || !body) return [`card ${index}: no picture or no text`];
      const pictureBox = picture.getBoundingClientRect();
      const cardBox = card.getBoundingClientRect();
      const gap = body.getBoundingClientRect().top - pictureBox.bottom;
      if (Math.abs(gap) > 1) faults.push(`card ${index}: ${Math.round(gap)} px between picture and labels`);
      const labels = [
        ...body.querySelectorAll(
          '.offer-card__destination, .offer-card__name, .trip-card__stops li, .chip, .price-tag > span, .btn',
        ),
      ].filter((label) => label.getClientRects().length > 0); // not those the page hides
      const boxes = labels.map((label) => label.getBoundingClientRect());
      const cross = (a: DOMRect, b: DOMRect) =>
        a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      labels.forEach((label, i) => {
        const name = `card ${index}: "${label.textContent}"`;
        const box = boxes[i]!;
        if (label.scrollWidth > label.clientWidth + 1) faults.push(`${name} is cut off`);
        if (box.left < cardBox.left - 0.5 || box.right > cardBox.right + 0.5)
          faults.push(`${name} leaves the card`);
        if (cross(box, pictureBox)) faults.push(`${name} covers the picture`);
        boxes.forEach((other, j) => {
          if (j > i && !labels[i]!.contains(labels[j]!) && cross(box, other))
            faults.push(`${name} covers "${labels[j]!.textContent}"`);
        });
      });
      return faults;
    }),
  );
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 860 }],
  ['390 px phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`trip cards on a ${device}, in Romanian (the longest labels)`, () => {
    test.use({ viewport });

    test('each label is whole, apart from the others and right under the card’s picture', async ({
      consented: page,
    }) => {
      for (const url of ['/combinados?idioma=ro', '/circuitos?idioma=ro', '/?idioma=ro']) {
        await page.goto(url);
        await expect(page.locator('article.trip-card').first()).toBeVisible();
        expect(await tripCardLabelFaults(page), url).toEqual([]);
      }
    });
  });
}
