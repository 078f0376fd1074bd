// Lighthouse (mobile) on the built storefront: builds, starts the server on a fresh embedded
// database, and prints the four scores plus the JavaScript and total bytes each page transfers.
//   node bench/lighthouse.mjs [--no-build] [--port=3300] [paths…]
// Each page's full report is kept in bench/results/lighthouse-<page>.json (its audits: bootup-time,
// mainthread-work-breakdown, unused-javascript, long-tasks…).
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium-path.mjs';
import { startServer } from './start-server.mjs';

const args = process.argv.slice(2);
const paths = args.filter((a) => !a.startsWith('--'));
const pages =
  paths.length > 0
    ? paths
    : [
        '/',
        '/alojamientoDestino?destino=Punta-Cana&idioma=es',
        '/detalleservicio?alojamiento=1001&origen=MAD&noches=7&idioma=es',
        '/contacto',
      ];
// Another worktree may be measuring on the same machine: --port keeps the servers apart.
const port = Number(args.find((a) => a.startsWith('--port='))?.slice('--port='.length) ?? 3300);
const { base, stop } = await startServer({ port, build: !args.includes('--no-build') });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const results = [];
try {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    for (const page of pages) {
      // Lighthouse in headless Chromium sometimes fails to see the navigation (NO_NAVSTART): try again.
      let lhr;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        ({ lhr } = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        }));
        if (!lhr.runtimeError) break;
      }
      if (lhr.runtimeError) {
        console.log(`${page}: Lighthouse could not measure (${lhr.runtimeError.code}); run it again`);
        continue;
      }
      mkdirSync('bench/results', { recursive: true });
      writeFileSync(
        `bench/results/lighthouse-${
          page
            .split('?')[0]
            .replace(/[^a-z0-9]+/gi, '_')
            .replace(/^_|_$/g, '') || 'home'
        }.json`,
        JSON.stringify(lhr),
      );
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const transfer = (filter) => requests.filter(filter).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const row = {
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        javascriptBytes: transfer((r) => r.resourceType === 'Script'),
        totalBytes: transfer(() => true),
      };
      results.push(row);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      console.log(
        `${page.padEnd(14)} perf ${row.performance}  a11y ${row.accessibility}  best ${row.bestPractices}  seo ${row.seo}` +
          `  LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms  JS ${kb(row.javascriptBytes)}  total ${kb(row.totalBytes)}`,
      );
      if (failing.length > 0) console.log(`${' '.repeat(15)}failing audits: ${failing.join(', ')}`);
      for (const item of lhr.audits['inspector-issues']?.details?.items ?? []) {
        console.log(
          `${' '.repeat(15)}issue: ${item.issueType} ${JSON.stringify(item.subItems?.items?.[0] ?? {}).slice(0, 200)}`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/lighthouse.json',
    JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
  );
} finally {
  stop();
}
