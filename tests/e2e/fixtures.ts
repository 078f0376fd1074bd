import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';

/** Stores a "reject all" consent so the banner does not cover the page under test. */
export async function skipConsentBanner(context: BrowserContext, baseURL: string) {
  const value = encodeURIComponent(`1.a0d0p0.${new Date().toISOString()}`);
  await context.addCookies([{ name: 'consentimiento', value, url: baseURL }]);
}

/** Serious or critical accessibility violations found by axe (WCAG 2.1 A and AA). */
export async function seriousAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Opens a page and waits until React has hydrated it (for steps that rely on JavaScript). */
export async function gotoInteractive(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/** True when the page is wider than the viewport (horizontal scrolling on a phone). */
export async function hasHorizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** The PostgreSQL database behind the postgres project's server, to check what was stored. */
export async function queryE2eDatabase<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(admin);
  url.pathname = `/storefront_e2e_${process.env.E2E_POSTGRES_PORT ?? 3101}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export const test = base.extend<{ consented: Page }>({
  consented: async ({ page, context, baseURL }, use) => {
    await skipConsentBanner(context, baseURL ?? '');
    await use(page);
  },
});

export { expect };
