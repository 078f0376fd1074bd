// Page throughput and latency on the built server, started as `npm run serve` starts it
// (NODE_ENV=production): home, a destination listing, a holiday search (a month, 2 adults; kept
// and rendered each time), an offer page, the same offer page with a new
// address on every request (so it is rendered each time, never answered from the page cache), the
// review page and /healthz at 10 and 20 connections, on the embedded database and, with --postgres URL, on PostgreSQL with
// WORKERS processes. Prints requests per second, p50/p99 and the ratio to /healthz in the same
// run, then the server's resident memory after the first 10,000 and after 100,000 page requests
// (embedded database).
//   node bench/pages.mjs [--no-build] [--seconds 8] [--postgres postgres://…] [--workers 2]
//                        [--memory-requests 100000] [--only pglite|postgres]
import { execSync } from 'node:child_process';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from './start-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const seconds = Number(option('--seconds', 8));
const postgres = option('--postgres', process.env.TEST_DATABASE_URL);
const workers = option('--workers', '2');
const memoryRequests = Number(option('--memory-requests', 100_000));
const only = option('--only', undefined);
const unlimited = { RATE_LIMIT_PER_MINUTE: '100000000', PAGE_RATE_LIMIT_PER_MINUTE: '100000000' };
if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'ignore' });

const offerDay = () => {
  const day = new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);
  return day.replaceAll('-', '');
};

/** The pages a visitor goes through, found from the home page as a visitor would. */
async function visitorPaths(base) {
  const listing = '/alojamientoDestino?destino=punta-cana&idioma=es';
  const html = await (await fetch(`${base}${listing}`)).text();
  const accommodation = /alojamiento=(\d+)/.exec(html)?.[1];
  if (!accommodation) throw new Error('the listing shows no offer');
  const offer = `/detalleservicio?alojamiento=${accommodation}&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=0`;
  const offerPage = await fetch(`${base}${offer}`);
  if (!offerPage.ok) throw new Error(`the offer page answered ${offerPage.status}`);
  const day = /[?&;]dia=(\d{8})/.exec((await offerPage.text()).replaceAll('&amp;', '&'))?.[1] ?? offerDay();
  const month = new Date(Date.now() + 210 * 864e5).toISOString().slice(0, 7).replace('-', '');
  const search = `/alojamientoDestino?destino=Punta+Cana&mes=${month}&noches=7&origen=MAD&habitaciones=1&a1=2&n1=0&b1=0&idioma=es`;
  return {
    home: '/?idioma=es',
    listing,
    // A holiday search: a month's window, 2 adults, every hotel priced for the party by the engine.
    search,
    'search, rendered': { rendered: search },
    offer: `${offer}&dia=${day}`,
    // Every request renders: what a page no one asked for in the last minute costs.
    'offer, rendered': { rendered: `${offer}&dia=${day}` },
    review: `/reserva?alojamiento=${accommodation}&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=0&dia=${day}`,
    healthz: '/healthz',
  };
}

/** A path, or `{ rendered: path }`: that page with a new address each request, so none is kept. */
const load = (base, path, connections, extra = {}) =>
  new Promise((resolve, reject) => {
    let visit = 0;
    const fresh =
      typeof path === 'object'
        ? {
            requests: [
              { setupRequest: (request) => ({ ...request, path: `${path.rendered}&visita=${++visit}` }) },
            ],
          }
        : {};
    const url = `${base}${typeof path === 'object' ? path.rendered : path}`;
    autocannon({ url, connections, duration: seconds, ...fresh, ...extra }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

function rssMegabytes(pids) {
  let kilobytes = 0;
  for (const pid of pids) {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    kilobytes += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return Math.round(kilobytes / 1024);
}

async function measure(database, env) {
  const { base, stop, pids } = await startServer({ port: 3600, build: false, env: { ...unlimited, ...env } });
  const rows = [];
  try {
    const paths = await visitorPaths(base);
    // Warm-up: the first requests compile code paths and fill the price cache.
    for (const path of Object.values(paths)) await load(base, path, 10, { duration: 1 });
    for (const connections of [10, 20]) {
      const results = {};
      for (const [name, path] of Object.entries(paths)) results[name] = await load(base, path, connections);
      for (const [name, result] of Object.entries(results)) {
        rows.push({
          database,
          connections,
          page: name,
          requestsPerSecond: Math.round(result.requests.average),
          p50ms: result.latency.p50,
          p99ms: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
          ratioToHealthz:
            Math.round((result.requests.average / results.healthz.requests.average) * 1000) / 1000,
        });
      }
    }
    console.table(rows);
    let memory = null;
    if (database === 'pglite' && memoryRequests > 0) memory = await memoryRun(base, paths, pids());
    return { rows, memory };
  } finally {
    await stop();
  }
}

/** Resident memory after the first tenth of the requests and at the end, spread over the pages. */
async function memoryRun(base, paths, pids) {
  const pages = [paths.home, paths.listing, paths.offer, paths['offer, rendered'], paths.review];
  const batch = async (amount) => {
    for (const [index, path] of pages.entries()) {
      const share = Math.floor(amount / pages.length) + (index < amount % pages.length ? 1 : 0);
      await load(base, path, 10, { amount: share });
    }
  };
  await batch(memoryRequests / 10);
  const early = rssMegabytes(pids);
  await batch(memoryRequests - memoryRequests / 10);
  const late = rssMegabytes(pids);
  const memory = {
    requests: memoryRequests,
    rssAfterFirstTenthMB: early,
    rssAtEndMB: late,
    growthPercent: Math.round(((late - early) / early) * 1000) / 10,
  };
  console.table([memory]);
  return memory;
}

const results = { at: new Date().toISOString(), seconds };
if (only !== 'postgres') results.pglite = await measure('pglite', {});
if (postgres && only !== 'pglite') {
  results.postgres = await measure(`postgres, ${workers} workers`, {
    DATABASE_URL: postgres,
    WORKERS: workers,
  });
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/pages.json', `${JSON.stringify(results, null, 2)}\n`);
