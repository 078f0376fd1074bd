import { chromium } from '@playwright/test';
const D = (n) => new Date(Date.now() + n * 864e5).toISOString().slice(0, 10);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const base = 'http://localhost:3950';
for (const [name, width, height] of [['desk', 1280, 900], ['phone', 390, 844]]) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'es-ES' });
  await context.addCookies([{ name: 'consentimiento', value: encodeURIComponent(`1.a0d0p0.${new Date().toISOString()}`), url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/hotel/destino?destino=1&ciudad=Punta+Cana&entrada=${D(40)}&salida=${D(47)}&habitaciones=2-7&flujo=1`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/hr-${name}.png` });
  await page.screenshot({ path: `/tmp/hr-${name}-full.png`, fullPage: true });
  const reviews = page.getByText(/^Opiniones de los clientes de/).first();
  await reviews.click();
  await page.waitForTimeout(1000);
  await reviews.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/hr-${name}-reviews.png` });
  await context.close();
}
await browser.close();
