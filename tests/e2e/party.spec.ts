import type { Page } from '@playwright/test';
import { expect, gotoInteractive, test } from './fixtures';

/**
 * After every step, what the visitor sees agrees with itself: the selects of each room, the
 * address, the breakdown's heading and the table's travellers (and the origin and nights).
 */
async function expectAgreement(page: Page) {
  await page.waitForLoadState('networkidle');
  const params = new URL(page.url()).searchParams;
  const rooms = Number(params.get('habitaciones') ?? '1');
  const totals = { adults: 0, children: 0, babies: 0 };
  for (let n = 1; n <= rooms; n += 1) {
    const room = page.getByRole('group', {
      name: new RegExp(`^Habitación ${String.fromCharCode(96 + n)}$`, 'i'),
    });
    const adults = params.get(`a${n}`) ?? '2';
    const children = params.get(`n${n}`) ?? '0';
    const babies = params.get(`b${n}`) ?? '0';
    await expect(room.getByLabel(/^Adultos/)).toHaveValue(adults);
    await expect(room.getByLabel(/^Niños/)).toHaveValue(children);
    await expect(room.getByLabel(/^Bebés/)).toHaveValue(babies);
    const ages = params.getAll(`e${n}`);
    await expect(room.getByLabel(/^Edad del niño/)).toHaveCount(ages.length);
    for (const [index, age] of ages.entries())
      await expect(room.getByLabel(`Edad del niño ${index + 1}`)).toHaveValue(age);
    const roomType = params.get(`h${n}`);
    if (roomType) await expect(room.getByLabel('Tipo de habitación')).toHaveValue(roomType);
    totals.adults += Number(adults);
    totals.children += Number(children);
    totals.babies += Number(babies);
  }
  // "2 adultos y 1 niño": each band in its own number, a band with nobody left out.
  const heading = (await page.locator('#breakdown-title + p').textContent()) ?? '';
  const said = (pattern: RegExp) => Number(pattern.exec(heading)?.[1] ?? 0);
  expect([said(/(\d+) adulto/), said(/(\d+) niño/), said(/(\d+) bebé/)]).toEqual([
    totals.adults,
    totals.children,
    totals.babies,
  ]);
  expect(heading).not.toMatch(/\b0 (adult|niñ|beb)|\b1 (adultos|niños|bebés)/);
  const table = { adults: 0, children: 0, babies: 0 };
  for (const line of await page.getByRole('table').getByRole('rowheader').allTextContents()) {
    const [count, kind] = line.split(' × ') as [string, string];
    const group = /^Bebé/.test(kind) ? 'babies' : /^Niño/.test(kind) ? 'children' : 'adults';
    table[group] += Number(count);
  }
  expect(table).toEqual(totals);
  await expect(page.getByLabel('Salida desde')).toHaveValue(params.get('origen') ?? 'MAD');
  await expect(page.getByLabel('Noches', { exact: true })).toHaveValue(params.get('noches') ?? '7');
}

const total = async (page: Page) =>
  Number(((await page.getByTestId('total-general').textContent()) ?? '').replace(/[^\d]/g, ''));

test('every party control in turn, then back and reload: selects, address, heading and table always agree', async ({
  consented: page,
}) => {
  test.slow();
  await gotoInteractive(page, '/detalleservicio?alojamiento=1001&origen=MAD&idioma=es');
  await expectAgreement(page);
  const roomA = page.getByRole('group', { name: /^Habitación a$/i });

  // A new child's age is asked, never assumed: nothing is priced until each child has one.
  await roomA.getByLabel(/^Niños/).selectOption('2');
  await expect(roomA.getByText('Indica la edad de cada niño: el precio depende de ella.')).toBeVisible();
  await expect(roomA.getByLabel('Edad del niño 1')).toHaveValue('');
  await expect(roomA.getByLabel('Edad del niño 2')).toHaveValue('');
  // The total in sight is still the previous party's, and says so.
  await expect(
    page
      .getByRole('complementary', { name: 'Tu viaje' })
      .getByText('Precio del grupo anterior: elige la edad de cada niño'),
  ).toBeVisible();
  // A child is 2 to 11: from 12 a traveller pays as an adult.
  expect(await roomA.getByLabel('Edad del niño 1').locator('option').allTextContents()).toEqual([
    'Elige la edad',
    ...Array.from({ length: 10 }, (_, i) => String(i + 2)),
  ]);
  await roomA.getByLabel('Edad del niño 2').selectOption('4');
  await page.waitForLoadState('networkidle');
  await expect(page).not.toHaveURL(/n1=2/);
  await roomA.getByLabel('Edad del niño 1').selectOption('9');
  await expect(page).toHaveURL(/n1=2/);
  await expect(page).toHaveURL(/e1=9&e1=4/);
  await expect(
    page.getByRole('complementary', { name: 'Tu viaje' }).getByText('Precio del grupo anterior'),
  ).toBeHidden();
  await expectAgreement(page);

  // A baby sleeps in a cot: nobody is dropped.
  await roomA.getByLabel(/^Bebés/).selectOption('1');
  await expect(page).toHaveURL(/b1=1/);
  await expectAgreement(page);
  await page.getByRole('button', { name: 'Actualizar precio' }).click();
  await expectAgreement(page);
  await expect(roomA.getByLabel(/^Niños/)).toHaveValue('2');

  // Three adults do not fit a double: the notice names both rooms, the select shows the one priced.
  await roomA.getByLabel(/^Niños/).selectOption('0');
  await expect(page).toHaveURL(/n1=0/);
  await roomA.getByLabel(/^Adultos/).selectOption('3');
  await expect(page).toHaveURL(/cambio=1-/);
  await expectAgreement(page);
  const notice = page.getByRole('alert').filter({ hasText: /hemos elegido/ });
  await expect(notice).toContainText(
    await roomA.getByLabel('Tipo de habitación').locator('option:checked').innerText(),
  );

  await page.getByRole('button', { name: 'Añadir habitación' }).click();
  await expect(page).toHaveURL(/habitaciones=2/);
  await expectAgreement(page);
  // A room added starts with one adult, and says so.
  const roomB = page.getByRole('group', { name: /^Habitación b$/i });
  await expect(roomB.getByLabel(/^Adultos/)).toHaveValue('1');
  await expect(
    roomB.getByText('Habitación nueva: empieza con 1 adulto. Indica quién viaja en ella.'),
  ).toBeVisible();
  const secondType = await roomB
    .getByLabel('Tipo de habitación')
    .locator('option')
    .nth(1)
    .getAttribute('value');
  await roomB.getByLabel('Tipo de habitación').selectOption(secondType ?? '');
  await expect(page).toHaveURL(new RegExp(`h2=${secondType}`));
  await expectAgreement(page);

  const dayLink = page.locator('.price-calendar__day:not(.price-calendar__day--selected) a').nth(2);
  await dayLink.click();
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
  await expectAgreement(page);

  const nights = page.getByLabel('Noches', { exact: true });
  const otherLength = await nights.locator('option:not(:checked)').first().getAttribute('value');
  await nights.selectOption(otherLength ?? '7');
  await expect(page).toHaveURL(new RegExp(`noches=${otherLength}`));
  await expectAgreement(page);

  await page.getByLabel('Salida desde').selectOption('BCN');
  await expect(page).toHaveURL(/origen=BCN/);
  await expectAgreement(page);

  const before = await total(page);
  await page.getByRole('button', { name: 'Añadir excursión' }).first().click();
  await expect(page).toHaveURL(/x=\d+/);
  await expectAgreement(page);
  expect(await total(page)).toBeGreaterThan(before);

  await page.goBack();
  await expect(page).not.toHaveURL(/x=\d+/);
  await expectAgreement(page);
  // Back once more, to before the departure city changed: the select follows the address.
  await page.goBack();
  await expect(page).toHaveURL(/origen=MAD/);
  await expectAgreement(page);
  await page.reload();
  await expectAgreement(page);
  await expect(page.getByRole('group', { name: /^Habitación b$/i })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the party form sent with its button keeps everyone, asks a new child's age before pricing, and a child of 14 in an old link becomes the adult they pay as", async ({
    consented: page,
  }) => {
    await page.goto('/detalleservicio?alojamiento=1001&origen=MAD&idioma=es');
    const roomA = page.getByRole('group', { name: /^Habitación a$/i });
    await roomA.getByLabel(/^Niños/).selectOption('1');
    await roomA.getByLabel(/^Bebés/).selectOption('1');
    await page.getByRole('button', { name: 'Actualizar precio' }).click();
    // The child's age is asked, not assumed: nothing is priced or bookable until it is given.
    await expect(page).toHaveURL(/n1=1/);
    await expect(page).not.toHaveURL(/e1=/);
    await expect(roomA.getByLabel('Edad del niño 1')).toHaveValue('');
    await expect(roomA.getByText('Indica la edad de cada niño: el precio depende de ella.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Elegir la edad de cada niño' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reservar', exact: true })).toHaveCount(0);
    // Another day, or another room added, still asks: no link or button makes the age up.
    const offerLinks = await page
      .locator('a[href*="/detalleservicio?"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(offerLinks.length).toBeGreaterThan(5);
    for (const href of offerLinks) expect(href).not.toMatch(/[?&]e1=/);
    await page.getByRole('button', { name: 'Añadir habitación' }).click();
    await expect(page.getByRole('group', { name: /^Habitación b$/i })).toBeVisible();
    await expect(page).not.toHaveURL(/e1=/);
    await expect(roomA.getByLabel('Edad del niño 1')).toHaveValue('');
    await page.getByRole('button', { name: /Quitar la habitación B/i }).click();
    await expect(page.getByRole('group', { name: /^Habitación b$/i })).toHaveCount(0);
    await roomA.getByLabel('Edad del niño 1').selectOption('9');
    await page.getByRole('button', { name: 'Actualizar precio' }).click();
    await expect(page).toHaveURL(/e1=9/);
    await expectAgreement(page);

    await page.goto(
      '/detalleservicio?alojamiento=1001&origen=MAD&idioma=es&habitaciones=1&a1=1&n1=1&e1=14&b1=0',
    );
    await expect(page).toHaveURL(/a1=2&n1=0/);
    await expectAgreement(page);
  });
});
