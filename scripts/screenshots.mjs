// Screenshots of pages on a desktop and a 390 px phone, to look at what we build:
//   node scripts/screenshots.mjs [baseURL] [outDir] [paths…]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium-path.mjs';

const [baseURL = 'http://127.0.0.1:3000', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/circuitos', '/no-existe', '/llamame'];
const viewports = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };
const consent = encodeURIComponent(`1.a0d0p0.${new Date().toISOString()}`);

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const [name, viewport] of Object.entries(viewports)) {
  for (const withBanner of [false, true]) {
    const context = await browser.newContext({ viewport, locale: 'es-ES', deviceScaleFactor: 1 });
    if (!withBanner) await context.addCookies([{ name: 'consentimiento', value: consent, url: baseURL }]);
    const page = await context.newPage();
    for (const path of withBanner ? ['/'] : pages) {
      await page.goto(baseURL + path, { waitUntil: 'networkidle' });
      const file = `${outDir}/${name}${withBanner ? '-banner' : ''}${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await page.screenshot({ path: file, fullPage: !withBanner });
      if (name === 'phone') await page.screenshot({ path: file.replace('.png', '-top.png') });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      console.log(file, overflow > 0 ? `OVERFLOW ${overflow}px` : '');
    }
    await context.close();
  }
}
await browser.close();
