import { cookieValue } from '../../src/domain/site-cookies';
import type { Page } from '@playwright/test';
import { expect, gotoInteractive, test } from './fixtures';

const banner = (page: Page) => page.getByRole('dialog', { name: 'Tu privacidad' });
/** The stored choice, decoded; polled because the banner hides before the server has answered. */
const storedConsent = (page: Page) =>
  expect.poll(async () => {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'consentimiento');
    return cookieValue(`consentimiento=${cookie?.value ?? ''}`, 'consentimiento') ?? '';
  });

test('the banner shows until a choice is made, locks scrolling and sets no cookie before consent', async ({
  page,
}) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/scroll-locked/);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  // Accept and reject are offered with the same prominence.
  const accept = banner(page).getByRole('button', { name: 'Aceptar todas' });
  const reject = banner(page).getByRole('button', { name: 'Rechazar todas' });
  await expect(accept).toHaveClass(/btn--primary/);
  await expect(reject).toHaveClass(/btn--primary/);
});

test('accepting all is stored and survives a reload', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  await storedConsent(page).toMatch(/^1\.a1d1p1\./);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('rejecting all is stored and survives a reload', async ({ page }) => {
  await page.goto('/contacto');
  await banner(page).getByRole('button', { name: 'Rechazar todas' }).click();
  await expect(banner(page)).toBeHidden();
  await storedConsent(page).toMatch(/^1\.a0d0p0\./);
  await page.reload();
  await expect(banner(page)).toBeHidden();
});

test('configure opens the settings, stores the chosen categories and reopens from the footer', async ({
  page,
}) => {
  await gotoInteractive(page, '/');
  await banner(page).getByRole('button', { name: 'Configurar' }).click();
  const settings = page.getByRole('dialog', { name: 'Configuración de cookies' });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('switch', { name: 'Estrictamente necesarias' })).toBeChecked();
  await expect(settings.getByRole('switch', { name: 'Estrictamente necesarias' })).toBeDisabled();
  await expect(settings.getByRole('switch', { name: 'Análisis' })).not.toBeChecked();
  await settings.getByRole('switch', { name: 'Análisis' }).check();
  await settings.getByRole('button', { name: 'Confirmar mi elección' }).click();
  await expect(settings).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await storedConsent(page).toMatch(/^1\.a1d0p0\./);

  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(banner(page)).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Configurar cookies' }).click();
  const reopened = page.getByRole('dialog', { name: 'Configuración de cookies' });
  await expect(reopened.getByRole('switch', { name: 'Análisis' })).toBeChecked();
  await expect(reopened.getByRole('switch', { name: 'Publicidad' })).not.toBeChecked();
  await reopened.getByRole('switch', { name: 'Publicidad' }).check();
  // A slow answer: the settings stay open, their button busy, until the choice is stored.
  await page.route('**/consentimiento*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await reopened.getByRole('button', { name: 'Confirmar mi elección' }).click();
  await expect(reopened.getByRole('button', { name: 'Confirmar mi elección' })).toBeDisabled();
  await expect(reopened).toBeHidden();
  await page.reload();
  await storedConsent(page).toMatch(/^1\.a1d1p0\./);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner still stores a choice and returns to the page', async ({ page }) => {
    await page.goto('/hotel');
    await banner(page).getByRole('button', { name: 'Rechazar todas' }).click();
    await expect(page).toHaveURL(/\/hotel$/);
    await expect(banner(page)).toBeHidden();
    await storedConsent(page).toMatch(/^1\.a0d0p0\./);
  });
});
