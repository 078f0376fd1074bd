import type { Locator, Page } from '@playwright/test';
import { expect, gotoInteractive, test } from './fixtures';

/** A phone in the hand: 390 × 844, touch, the mobile viewport. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PHONE_HEIGHT = 844;
const TAGLINE = 'Especialistas en el Caribe';
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/**
 * What every page owes a phone: nothing wider than the screen, and the header's tagline whole
 * (inside the screen, no text cut by its box or by a box around it).
 */
async function expectFitsThePhone(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'the page scrolls sideways',
  ).toBe(true);
  const tagline = page.getByRole('banner').getByText(TAGLINE);
  await expect(tagline).toBeVisible();
  const cut = await tagline.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.left < 0 || box.right > window.innerWidth) return 'outside the screen';
    if (element.scrollWidth > element.clientWidth) return 'wider than its box';
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left || box.right > frame.right || box.bottom > frame.bottom)
        return `clipped by ${parent.className}`;
    }
    return null;
  });
  expect(cut, 'the tagline is cut').toBeNull();
}

/**
 * Every link, button, select, input and summary a finger can reach is at least 44 × 44 px
 * (WCAG 2.5.5). A checkbox's target is its label, which spans its row. Exempt: links inside
 * running text (2.5.8's inline exception), and the pins of a drawn map, each of which repeats the
 * link of a card listed on the same page (2.5.5's "equivalent" exception; browse.spec checks
 * they are 24 px apart).
 */
async function expectFingerSizedTargets(page: Page) {
  const small = await page.evaluate(() => {
    const found: string[] = [];
    const controls = 'a[href], button, select, input:not([type="hidden"]), textarea, summary';
    for (const element of document.querySelectorAll<HTMLElement>(controls)) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest('svg')) continue;
      const style = getComputedStyle(element);
      const parentText = element.parentElement?.textContent?.trim() ?? '';
      if (element.tagName === 'A' && style.display === 'inline' && parentText !== element.textContent?.trim())
        continue;
      const input = element as HTMLInputElement;
      const label = input.type === 'checkbox' || input.type === 'radio' ? input.labels?.[0] : undefined;
      const box = (label ?? element).getBoundingClientRect();
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (element.textContent || element.getAttribute('aria-label') || input.name || '').trim();
        found.push(
          `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return found;
  });
  expect(small, 'targets smaller than 44 × 44 px').toEqual([]);
}

/** The sum of the layout shifts seen since the page started loading (CLS without input). */
async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

async function top(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the page');
  return box.y;
}

test('home on a phone: the search right under the hero, swipeable rows, a page a few screens long', async ({
  consented: page,
}) => {
  await page.goto('/?idioma=es');
  await expectFitsThePhone(page);
  const hero = page.getByRole('heading', { level: 1, name: /Tus vacaciones en el Caribe/ });
  const search = page.getByRole('form', { name: 'Busca tus vacaciones' });
  await expect(search).toBeVisible();
  // The search form starts within the first screen, straight after the hero's title and line.
  expect(await top(search)).toBeGreaterThan(await top(hero));
  expect(await top(search)).toBeLessThan(PHONE_HEIGHT);

  // A country's destinations are one row to swipe, not a column of cards.
  const dominican = page.getByRole('region', { name: 'República Dominicana' }).getByRole('link');
  expect(await dominican.count()).toBeGreaterThan(3);
  expect(await top(dominican.nth(1))).toBe(await top(dominican.first()));
  const offers = page.getByRole('region', { name: 'Ofertas de la semana' }).getByRole('article');
  expect(await top(offers.nth(1))).toBe(await top(offers.first()));
  // Before: 16,330 px (19 screens). A phone should reach the footer in a few swipes.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(9 * PHONE_HEIGHT);
  await expectFingerSizedTargets(page);
});

test('listing on a phone: the filters open in a sheet from the top of the list, the list comes before the map', async ({
  consented: page,
}) => {
  await gotoInteractive(page, '/alojamientoDestino?destino=Punta-Cana&idioma=es');
  await expectFitsThePhone(page);
  const count = page.getByRole('status').filter({ hasText: /alojamientos$/ });
  const listed = euros(await count.textContent());
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(listed);
  // The filters' button (a <summary>, which has no ARIA role to look it up by) sits above the list.
  const filtersButton = page.locator('summary').filter({ hasText: /^Filtros/ });
  await expect(filtersButton).toBeVisible();
  expect(await top(filtersButton)).toBeLessThan(await top(cards.first()));
  expect(await top(count)).toBeLessThan(await top(cards.first()));
  const map = page.getByRole('group', { name: 'Mapa de los alojamientos de Punta Cana' });
  expect(await top(cards.last())).toBeLessThan(await top(map));
  const filters = page.getByRole('form', { name: 'Filtrar alojamientos' });
  await expect(filters).toBeHidden();
  await expectFingerSizedTargets(page);

  await filtersButton.tap();
  await expect(filters).toBeVisible();
  const sheet = await filters.boundingBox();
  expect(sheet!.y).toBeGreaterThanOrEqual(0);
  await expectFingerSizedTargets(page);
  await filters.getByRole('checkbox', { name: '4 estrellas' }).tap();
  await expect(page).toHaveURL(/categoria=4/);
  await expect(count).not.toHaveText(`${listed} alojamientos`);
  const filtered = euros(await count.textContent());
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(listed);
  await expect(cards).toHaveCount(filtered);
  for (const card of await cards.all())
    await expect(card.getByRole('img', { name: '4 estrellas' })).toBeVisible();

  await filters.getByRole('button', { name: 'Aplicar filtros' }).tap();
  await expect(filters).toBeHidden();
  await expect(filtersButton).toContainText('1');
  await expect(filtersButton).toContainText('1 activo');
  // From the keyboard: Enter opens it, Escape closes it and leaves the focus on the button.
  await filtersButton.focus();
  await page.keyboard.press('Enter');
  await expect(filters).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
  await expect(filtersButton).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("offer page on a phone: the book bar shows the breakdown's total, follows the party and books", async ({
  consented: page,
}) => {
  await gotoInteractive(page, '/detalleservicio?alojamiento=1001&origen=MAD&idioma=es');
  await expectFitsThePhone(page);
  expect(await layoutShift(page)).toBe(0);
  const bar = page.getByRole('region', { name: 'Tu reserva' });
  await expect(bar).toBeVisible();
  // The day and the nights in words (7 nights, the offer's default length).
  await expect(bar).toContainText('7 noches');
  // Stuck to the bottom of the screen from the start, well above the breakdown.
  const stuck = await bar.boundingBox();
  expect(stuck!.y + stuck!.height).toBeLessThanOrEqual(PHONE_HEIGHT);
  expect(stuck!.y).toBeGreaterThan(PHONE_HEIGHT / 2);
  const breakdown = page.getByRole('region', { name: 'Desglose del precio' });
  const barTotal = bar.getByTestId('book-bar-total');
  const total = euros(await breakdown.getByTestId('total-general').textContent());
  expect(total).toBeGreaterThan(0);
  expect(euros(await barTotal.textContent())).toBe(total);
  const book = bar.getByRole('link', { name: 'Reservar' });
  expect(await book.getAttribute('href')).toBe(
    await breakdown.getByRole('link', { name: 'Reservar' }).getAttribute('href'),
  );
  await expectFingerSizedTargets(page);

  // At the end of the page the bar takes its own room: the last section ends above it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const last = await page.getByRole('region', { name: 'Información importante' }).boundingBox();
  const settled = await bar.boundingBox();
  expect(last!.y + last!.height).toBeLessThanOrEqual(settled!.y);

  await page.getByLabel('Niños (de 2 a 11 años)').selectOption('1');
  await page.getByLabel('Edad del niño 1').selectOption('7');
  await expect(page).toHaveURL(/n1=1/);
  await expect(breakdown.getByRole('row', { name: /1 × Niño/ })).toBeVisible();
  const withChild = euros(await breakdown.getByTestId('total-general').textContent());
  expect(withChild).toBeGreaterThan(total);
  await expect(barTotal).toHaveText(await breakdown.getByTestId('total-general').innerText());
  expect(await book.getAttribute('href')).toMatch(/n1=1/);

  await book.tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu viaje' })).toBeVisible();
  expect(euros(await page.getByTestId('trip-total').textContent())).toBe(withChild);
  await page.getByRole('link', { name: 'Continuar con la solicitud' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de la solicitud' })).toBeVisible();
});

test('review page on a phone: fits, whole tagline, finger-sized targets', async ({ consented: page }) => {
  await gotoInteractive(
    page,
    '/reserva?alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=0',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu viaje' })).toBeVisible();
  await expectFitsThePhone(page);
  await expectFingerSizedTargets(page);
});

test('request form on a phone: fits, whole tagline, finger-sized fields, checkboxes and links', async ({
  consented: page,
}) => {
  await gotoInteractive(
    page,
    '/reserva/SolicitudReserva?alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=0',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Datos de la solicitud' })).toBeVisible();
  await expect(page).toHaveURL(/dia=\d{8}/);
  await expectFitsThePhone(page);
  await expectFingerSizedTargets(page);
  // A checkbox's whole row toggles it: a tap on the end of its label's row.
  const consent = page.getByRole('checkbox', { name: /^He leído y acepto las condiciones generales/ });
  const label = page.locator('label').filter({ hasText: /^He leído y acepto las condiciones generales/ });
  await label.scrollIntoViewIfNeeded();
  const row = await label.boundingBox();
  await page.touchscreen.tap(row!.x + row!.width - 4, row!.y + row!.height / 2);
  await expect(consent).toBeChecked();
});
