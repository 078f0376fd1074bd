import type { Page } from '@playwright/test';
import {
  expect,
  gotoInteractive,
  hasHorizontalOverflow,
  seriousAccessibilityViolations,
  test,
} from './fixtures';

/**
 * The hotel-only search at /hotel: typed by hand or picked, rooms added and removed (and
 * numbered again from 1), checked as the server checks it, in any language, with or without
 * JavaScript. Its results page (/hotel/destino) is another capability: these journeys stop at
 * the address the search opens.
 */

/** A day `ahead` days from today (the server's UTC day), as ISO and as typed, D/M/YYYY. */
function dayAhead(ahead: number) {
  const day = new Date(Date.now() + ahead * 86_400_000);
  const iso = day.toISOString().slice(0, 10);
  const [year, month, date] = iso.split('-') as [string, string, string];
  return { iso, typed: `${Number(date)}/${Number(month)}/${year}`, shown: `${date}/${month}/${year}` };
}

const searchForm = (page: Page, name = 'Busca tu hotel') => page.getByRole('form', { name });
const room = (page: Page, n: number) =>
  searchForm(page).getByRole('group', { name: `Habitación ${n}`, exact: true });

/** Errors the page threw (a missing suggestions service must not make any). */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a date typed by hand, four rooms, the second removed: the rooms are numbered again and the search opens its address', async ({
  consented: page,
}) => {
  const errors = pageErrors(page);
  const checkIn = dayAhead(40);
  const followed = dayAhead(47);
  await gotoInteractive(page, '/hotel');
  await expect(page.getByRole('heading', { level: 1, name: 'Encuentra tu hotel' })).toBeVisible();
  const form = searchForm(page);

  // The suggestions service may not answer yet: the destination is then typed, with no error.
  await form.getByRole('combobox', { name: 'Destino o ciudad' }).pressSequentially('Punta Cana');
  const entrada = form.getByLabel('Entrada', { exact: true });
  await entrada.fill('');
  await entrada.pressSequentially(checkIn.typed);
  await entrada.blur();
  await expect(entrada).toHaveValue(checkIn.shown);
  // Check-in moved past check-out: check-out follows, keeping the 7 nights, and says so.
  await expect(form.getByLabel('Salida', { exact: true })).toHaveValue(followed.shown);
  await expect(form.getByText('Estancia: 7 noches')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'La salida pasa al' })).toHaveCount(1);

  // One room of 2 adults to start with, and no way to remove the only one.
  await expect(room(page, 1).getByLabel('Adultos')).toHaveValue('2');
  await expect(form.getByRole('button', { name: /^Quitar/ })).toHaveCount(0);
  for (const n of [2, 3, 4]) {
    await form.getByRole('button', { name: 'Añadir habitación' }).click();
    await expect(room(page, n).getByLabel('Adultos')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: `Habitación ${n} añadida.` })).toHaveCount(1);
  }
  await room(page, 2).getByLabel('Adultos').selectOption('3');
  await room(page, 3).getByLabel('Adultos').selectOption('1');
  await room(page, 3).getByLabel('Niños (de 0 a 17 años)').selectOption('1');
  await room(page, 3).getByLabel('Edad del niño 1').selectOption('0');

  await form.getByRole('button', { name: 'Quitar la habitación 2' }).click();
  await expect(form.getByRole('group', { name: /^Habitación \d$/ })).toHaveCount(3);
  // The third room (1 adult and a baby) is now room 2, and the focus is on it.
  await expect(room(page, 2)).toBeFocused();
  await expect(room(page, 2).getByLabel('Adultos')).toHaveValue('1');
  await expect(room(page, 2).getByLabel('Edad del niño 1')).toHaveValue('0');
  await expect(room(page, 3).getByLabel('Adultos')).toHaveValue('2');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Habitación 2 quitada. Las demás se numeran de nuevo desde 1: 3 habitaciones.' }),
  ).toHaveCount(1);
  await expect(form.getByText('5 adultos y 1 niño en 3 habitaciones')).toBeVisible();
  // The address keeps the draft: a reload would show it again.
  await expect(page).toHaveURL(/\/hotel\?.*a2=1&n2=1&e2=0&a3=2/);

  await form.getByRole('button', { name: 'Buscar hoteles' }).click();
  await expect(page).toHaveURL(
    `/hotel/destino?${new URLSearchParams({
      ciudad: 'Punta Cana',
      entrada: checkIn.iso,
      salida: followed.iso,
      habitaciones: '2,1-0,2',
      flujo: '1',
    }).toString()}`,
  );
  expect(errors).toEqual([]);
});

test('a past date, a date that does not exist and a missing age are said beside their fields and in a summary; nothing is searched', async ({
  consented: page,
}) => {
  await gotoInteractive(page, '/hotel');
  const form = searchForm(page);
  await form.getByRole('combobox', { name: 'Destino o ciudad' }).fill('Cancún');
  await form.getByLabel('Entrada', { exact: true }).fill(dayAhead(-1).shown);
  await form.getByLabel('Salida', { exact: true }).fill('31/02/2027');
  await room(page, 1).getByLabel('Niños (de 0 a 17 años)').selectOption('1');
  await form.getByRole('button', { name: 'Buscar hoteles' }).click();

  await expect(page).toHaveURL(/\/hotel(\?|$)/);
  const summary = page.locator('#hotel-errores');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Revisa 3 datos para buscar:');
  await expect(
    summary.getByRole('link', { name: 'Entrada: La entrada no puede ser anterior a hoy' }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Salida: Fecha inválida' })).toBeVisible();
  await expect(
    summary.getByRole('link', { name: 'Habitación 1: Edad del niño 1: Elige la edad del niño' }),
  ).toBeVisible();
  // Beside each field, and the field says it is wrong.
  const entrada = form.getByLabel('Entrada', { exact: true });
  await expect(entrada).toHaveAttribute('aria-invalid', 'true');
  await expect(entrada).toHaveAccessibleDescription(/La entrada no puede ser anterior a hoy/);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A summary link takes the visitor to the field; fixing it removes its message.
  await page.getByRole('link', { name: 'Entrada: La entrada no puede ser anterior a hoy' }).click();
  await expect(entrada).toBeFocused();
  await entrada.fill('mañana');
  await expect(form.getByText('El formato de fecha debe ser DD/MM/YYYY').first()).toBeVisible();
  await entrada.fill(dayAhead(10).shown);
  await form.getByLabel('Salida', { exact: true }).fill(dayAhead(50).shown);
  await expect(form.getByText('La estancia puede durar como máximo 30 noches').first()).toBeVisible();
  await form.getByLabel('Salida', { exact: true }).fill(dayAhead(12).shown);
  await room(page, 1).getByLabel('Edad del niño 1').selectOption('6');
  await expect(page.locator('#hotel-errores')).toHaveCount(0);
  await form.getByLabel('Salida', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/hotel\/destino\?ciudad=Canc%C3%BAn&entrada=.*&habitaciones=2-6&flujo=1$/);
});

test('a suggestion chosen fills the destination and its destinoId, as the search service answers them', async ({
  consented: page,
}) => {
  await page.route(/\/api\/search\/ciudad\?/, async (route) => {
    const asked = new URL(route.request().url()).searchParams;
    expect(asked.get('idioma')).toBe('es');
    await route.fulfill({
      json: {
        response: [
          { destinoId: 12, nombre: 'Punta Cana', pais: 'DO', hoteles: 48 },
          { destinoId: 31, nombre: 'Puntarenas', pais: 'CR', hoteles: 1 },
        ],
      },
    });
  });
  await gotoInteractive(page, '/hotel');
  const form = searchForm(page);
  const city = form.getByRole('combobox', { name: 'Destino o ciudad' });
  await city.pressSequentially('punt');
  await expect(
    page.getByRole('option', { name: /Punta Cana República Dominicana · 48 hoteles/ }),
  ).toBeVisible();
  await expect(page.getByRole('option', { name: /Puntarenas Costa Rica · 1 hotel$/ })).toBeVisible();
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Punta Cana');
  await form.getByRole('button', { name: 'Buscar hoteles' }).click();
  await expect(page).toHaveURL(/\/hotel\/destino\?destino=12&ciudad=Punta\+Cana&entrada=/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('rooms are added and removed, and the search is checked, through plain GETs that keep the draft in the address', async ({
    consented: page,
  }) => {
    await page.goto('/hotel');
    const form = searchForm(page);
    await form.getByRole('combobox', { name: 'Destino o ciudad' }).fill('La Habana');
    await form.getByLabel('Entrada', { exact: true }).fill(dayAhead(20).typed);
    await form.getByLabel('Salida', { exact: true }).fill(dayAhead(23).shown);
    await form.getByRole('button', { name: 'Añadir habitación' }).click();
    await expect(page).toHaveURL(/\/hotel\?.*ciudad=La\+Habana.*&a2=2&n2=0#hotel-habitacion-2$/);
    await form.getByRole('button', { name: 'Añadir habitación' }).click();
    await room(page, 3).getByLabel('Adultos').selectOption('1');
    await form.getByRole('button', { name: 'Quitar la habitación 2' }).click();
    await expect(form.getByRole('group', { name: /^Habitación \d$/ })).toHaveCount(2);
    await expect(room(page, 2).getByLabel('Adultos')).toHaveValue('1');

    // A child's age is asked on the next page: without it nothing is searched.
    await room(page, 2).getByLabel('Niños (de 0 a 17 años)').selectOption('1');
    await form.getByRole('button', { name: 'Buscar hoteles' }).click();
    await expect(page).toHaveURL(/\/hotel\?.*accion=buscar/);
    await expect(page.locator('#hotel-errores')).toContainText(
      'Habitación 2: Edad del niño 1: Elige la edad del niño',
    );
    await room(page, 2).getByLabel('Edad del niño 1').selectOption('9');
    // Enter in a field searches (not "add a room", the first button in the form).
    await form.getByRole('combobox', { name: 'Destino o ciudad' }).press('Enter');
    await expect(page).toHaveURL(
      `/hotel/destino?${new URLSearchParams({
        ciudad: 'La Habana',
        entrada: dayAhead(20).iso,
        salida: dayAhead(23).iso,
        habitaciones: '2,1-9',
      }).toString()}`,
    );
  });

  test('an address with a wrong search shows its errors with the draft', async ({ consented: page }) => {
    await page.goto(
      `/hotel?ciudad=Canc%C3%BAn&entrada=${dayAhead(-3).iso}&salida=${dayAhead(2).iso}&habitaciones=9-4`,
    );
    await expect(page.locator('#hotel-errores')).toContainText(
      'Entrada: La entrada no puede ser anterior a hoy',
    );
    await expect(page.locator('#hotel-errores')).toContainText(
      'Habitación 1: Adultos: Cada habitación lleva de 1 a 4 adultos',
    );
    await expect(searchForm(page).getByRole('combobox', { name: 'Destino o ciudad' })).toHaveValue('Cancún');
    await expect(room(page, 1).getByLabel('Edad del niño 1')).toHaveValue('4');
  });
});

test('the page in Romanian', async ({ consented: page }) => {
  await gotoInteractive(page, '/hotel?idioma=ro');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  await expect(page.getByRole('heading', { level: 1, name: 'Găsește-ți hotelul' })).toBeVisible();
  const form = searchForm(page, 'Caută-ți hotelul');
  await expect(form.getByLabel('Sosire', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Plecare', { exact: true })).toBeVisible();
  await expect(form.getByText('Sejur: 7 nopți')).toBeVisible();
  // Picked in the browser's calendar instead of typed: the field shows the day as typed.
  await form.getByRole('button', { name: 'Alege din calendar: Plecare' }).click();
  await page.keyboard.press('Escape');
  await form.locator('#hotel-salida ~ input[type="date"]').fill(dayAhead(16).iso);
  await expect(form.getByLabel('Plecare', { exact: true })).toHaveValue(dayAhead(16).shown);
  await expect(form.getByText('Sejur: 9 nopți')).toBeVisible();
  await form.getByRole('button', { name: 'Adaugă o cameră' }).click();
  await expect(form.getByRole('group', { name: 'Camera 2', exact: true })).toBeVisible();
  await expect(form.getByText('4 adulți, 2 camere')).toBeVisible();
  await form.getByRole('button', { name: 'Caută hoteluri' }).click();
  await expect(page.locator('#hotel-errores')).toContainText('Verifică 1 câmp ca să poți căuta:');
  await expect(form.getByText('Scrie destinația sau alege una din listă').first()).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Cele mai căutate destinații de hotel' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hoteluri în Havana Cuba' })).toHaveAttribute(
    'href',
    // With JavaScript the results come as they are priced.
    /^\/hotel\/destino\?ciudad=Havana&entrada=\d{4}-\d{2}-\d{2}&salida=\d{4}-\d{2}-\d{2}&habitaciones=2&flujo=1$/,
  );
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the form with three rooms and their children fits the screen, with no serious accessibility violation', async ({
    consented: page,
  }) => {
    await gotoInteractive(page, '/hotel');
    const form = searchForm(page);
    for (let added = 0; added < 2; added += 1)
      await form.getByRole('button', { name: 'Añadir habitación' }).click();
    for (const n of [1, 2, 3]) await room(page, n).getByLabel('Niños (de 0 a 17 años)').selectOption('2');
    await form.getByRole('button', { name: 'Buscar hoteles' }).click();
    await expect(page.locator('#hotel-errores')).toBeVisible();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // The agency's phone is there for help.
    await expect(page.getByRole('main').getByRole('link', { name: '+34 911 23 45 67' })).toHaveAttribute(
      'href',
      'tel:+34911234567',
    );
  });
});
