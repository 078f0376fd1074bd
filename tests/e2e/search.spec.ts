import type { Page } from '@playwright/test';
import { expect, gotoInteractive, hasHorizontalOverflow, test } from './fixtures';

const euros = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** YYYYMM of the month `ahead` months from now, and its departure days' month as the cards write it. */
function monthAhead(ahead: number) {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + ahead);
  return {
    value: `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`,
    short: new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: 'UTC' }).format(date),
  };
}

async function departureDays(page: Page) {
  return page.locator('.offer-card__departure').allTextContents();
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a family searches Punta Cana for a month, 9 nights, from Bilbao, 2 adults and a 7-year-old, and books on the price it was shown', async ({
    consented: page,
  }) => {
    const month = monthAhead(7);
    await gotoInteractive(page, '/');
    const search = page.getByRole('form', { name: 'Busca tus vacaciones' });
    const place = search.getByRole('combobox', { name: 'Destino u hotel' });
    await place.pressSequentially('punta ca');
    const suggestion = page.getByRole('option', { name: /Punta Cana/ }).first();
    await expect(suggestion).toBeVisible();
    await place.press('ArrowDown');
    await place.press('Enter');
    await expect(place).toHaveValue('Punta Cana');
    await search.getByLabel('Mes de salida').selectOption(month.value);
    await search.getByLabel('Noches').selectOption('9');
    await search.getByLabel('Salida desde').selectOption('BIO');
    await search.getByLabel('Niños (de 2 a 11 años)').selectOption('1');
    // The child's age is asked: the search is not sent without it.
    await expect(search.getByLabel('Edad del niño 1')).toHaveValue('');
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await search
        .getByLabel('Edad del niño 1')
        .evaluate((select: HTMLSelectElement) => select.validity.valueMissing),
    ).toBe(true);
    await search.getByLabel('Edad del niño 1').selectOption('7');
    // The party is said before the search is sent.
    await expect(search.getByText('Buscas para 2 adultos y 1 niño en 1 habitación.')).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await search.getByRole('button', { name: 'Buscar' }).click();

    await expect(page).toHaveURL(/\/alojamientoDestino\?.*origen=BIO/);
    await expect(page).toHaveURL(new RegExp(`mes=${month.value}.*noches=9|noches=9.*mes=${month.value}`));
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // The results are what was asked for: the first card starts within the first screen, the destination's own text and map come after the list.
    expect((await cards.first().boundingBox())?.y ?? Infinity).toBeLessThan(844);
    await expect(page.getByRole('heading', { level: 2, name: 'Conoce Punta Cana' })).toBeVisible();
    for (const day of await departureDays(page)) {
      expect(day).toContain('Bilbao');
      expect(day).toContain(month.short);
    }
    // The list says what its prices are: the party's total from Bilbao, not the default per person from Madrid.
    await expect(
      page.getByText('Precio total para 2 adultos y 1 niño, con vuelo desde Bilbao'),
    ).toBeVisible();
    const first = cards.first();
    await expect(first).toContainText('total para 2 adultos y 1 niño');
    await expect(first).toContainText('9 noches');
    let shown = euros(await first.locator('.price-tag__amount').textContent());
    expect(await hasHorizontalOverflow(page)).toBe(false);
    // "Precio más bajo" (the default) follows the totals the cards show for this party.
    const totals = (await cards.locator('.price-tag__amount').allTextContents()).map(euros);
    expect(totals.length).toBeGreaterThan(1);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    // Reload keeps the same results; the offer page opens with the party, the day and the same total.
    await page.reload();
    expect(euros(await page.getByRole('article').first().locator('.price-tag__amount').textContent())).toBe(
      shown,
    );
    // A filter narrows the search: the month, the nights, the city and the party stay.
    await page.locator('summary', { hasText: 'Filtros' }).click();
    await page.getByLabel('Ordenar por').selectOption('categoria');
    await expect(page).toHaveURL(/orden=categoria/);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`mes=${month.value}`));
    await expect(page).toHaveURL(/origen=BIO.*e1=7|e1=7.*origen=BIO/);
    await expect(
      page.getByText('Precio total para 2 adultos y 1 niño, con vuelo desde Bilbao'),
    ).toBeVisible();
    shown = euros(await page.getByRole('article').first().locator('.price-tag__amount').textContent());
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/detalleservicio\?.*origen=BIO/);
    await expect(page.getByLabel('Niños (de 2 a 11 años)')).toHaveValue('1');
    await expect(page.getByLabel('Edad del niño 1')).toHaveValue('7');
    await expect(page.getByLabel('Noches')).toHaveValue('9');
    // From Bilbao the flights change planes in Madrid, there and back: the wait is shown, not a stop on every leg.
    await expect(page.getByText(/^Escala en Madrid: (\d+ h )?\d+ min$/)).toHaveCount(2);
    expect(euros(await page.getByTestId('total-general').textContent())).toBe(shown);

    // "Volver a los hoteles" gives back the same search: month, nights, city and party.
    await page.getByRole('link', { name: 'Volver a los hoteles de Punta Cana' }).click();
    await expect(page).toHaveURL(new RegExp(`/alojamientoDestino\\?.*mes=${month.value}`));
    await expect(
      page.getByText('Precio total para 2 adultos y 1 niño, con vuelo desde Bilbao'),
    ).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('9 noches');
  });
});

test('an exact date with ± 3 days lists departures within three days of it, and a window before the offer date offers the nearest dates', async ({
  consented: page,
}) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 60);
  const iso = day.toISOString().slice(0, 10);
  // Through the home page's form, whose date field sends the day as YYYY-MM-DD.
  await gotoInteractive(page, '/');
  const search = page.getByRole('form', { name: 'Busca tus vacaciones' });
  await search.getByRole('combobox', { name: 'Destino u hotel' }).fill('Punta Cana');
  await search.getByLabel('O un día exacto').fill(iso);
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(new RegExp(`fecha=${iso}`));
  await expect(page.getByRole('article').first()).toBeVisible();
  // The window is the departure's, not the stay's.
  await expect(page.getByText(/Salidas desde Madrid · 7 noches · salida entre el /)).toBeVisible();
  await page.getByText('Cambiar la búsqueda').click();
  await expect(page.getByLabel('O un día exacto')).toHaveValue(iso);
  const links = await page
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).searchParams.get('dia') ?? ''),
    );
  for (const departure of links) {
    const distance = Math.abs(
      Date.parse(`${departure.slice(0, 4)}-${departure.slice(4, 6)}-${departure.slice(6)}`) - Date.parse(iso),
    );
    expect(distance).toBeLessThanOrEqual(3 * 86_400_000);
  }

  // Yesterday is before the offer date (today + 7): nothing departs, the nearest dates are offered.
  const past = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  await page.goto(
    `/alojamientoDestino?destino=Punta-Cana&fecha=${past}&noches=7&origen=MAD&habitaciones=1&a1=2&n1=0&b1=0`,
  );
  await expect(page.getByText('No hay salidas de 7 noches desde Madrid en esas fechas.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  const nearest = page.getByRole('status').getByRole('link');
  await expect(nearest.first()).toBeVisible();
  await nearest.first().click();
  await expect(page.getByRole('article').first()).toBeVisible();
});
