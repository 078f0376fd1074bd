// The hotel search of the 1,000-hotel city (issue 30), on the built server started as `npm run
// serve` starts it, on a fresh embedded database:
// - time to the first results and to all results of /hotel/destino as a browser streams it
//   (p50 and p99 over 20 searches with different dates and parties);
// - the search service's requests per second (POST /api/search/hoteles, a chunk of 50 codes) at
//   10 connections, and /healthz's in the same run;
// - the home page's and /healthz's latency alone and while 10 searches run.
//   node bench/hotel-search.mjs [--no-build] [--seconds 8]
import autocannon from 'autocannon';
import { startServer } from './start-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const seconds = Number(option('--seconds', 8));
const unlimited = { RATE_LIMIT_PER_MINUTE: '100000000', PAGE_RATE_LIMIT_PER_MINUTE: '100000000' };

const day = (offset) => new Date(Date.now() + offset * 864e5).toISOString().slice(0, 10);
const compact = (iso) => iso.replaceAll('-', '');
const PARTIES = ['2', '2-7', '1', '2,2', '3', '2-4-9', '2,1', '4'];
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${Math.round(value)} ms`;

/** A browser's user agent: a crawler's (or fetch's) gets each page whole, not streamed. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** Reads a results page as a browser does: when the first card arrives, and when the page ends. */
async function timeSearch(base, path) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { 'user-agent': BROWSER } });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  let first;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (first === undefined) {
      seen += decoder.decode(value, { stream: true });
      if (seen.includes('class="hotel-card"')) first = performance.now() - started;
      else seen = seen.slice(-40);
    }
  }
  return { first: first ?? Number.NaN, all: performance.now() - started, status: response.status };
}

const rate = (base, request, connections = 10) =>
  new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration: seconds, requests: [request] }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const server = await startServer({ port: 39_411, build: !args.includes('--no-build'), env: unlimited });
try {
  const { base } = server;
  const paris = (await (await fetch(`${base}/api/search/ciudad?nombreCiudad=paris`)).json()).response[0];
  const codes = (await (await fetch(`${base}/api/search/hoteles?destinoId=${paris.destinoId}`)).json())
    .response;
  console.log(`${paris.nombre}: ${codes.length} hotels, ${Math.ceil(codes.length / 50)} chunks of 50`);

  const searches = Array.from({ length: 20 }, (_, index) => {
    const checkIn = day(20 + index * 9);
    const checkOut = day(20 + index * 9 + 2 + (index % 6));
    const params = new URLSearchParams({
      destino: String(paris.destinoId),
      ciudad: paris.nombre,
      entrada: checkIn,
      salida: checkOut,
      habitaciones: PARTIES[index % PARTIES.length],
      flujo: '1',
    });
    return `/hotel/destino?${params}`;
  });
  await timeSearch(base, searches[0]); // the first after the start reads the city's hotels
  const timings = [];
  for (const path of searches) timings.push(await timeSearch(base, path));
  if (timings.some((timing) => timing.status !== 200)) throw new Error('a search did not answer 200');
  const firsts = timings.map((timing) => timing.first);
  const alls = timings.map((timing) => timing.all);
  console.log(
    `results page, streamed: first results p50 ${ms(percentile(firsts, 50))}, p99 ${ms(percentile(firsts, 99))}; ` +
      `all results p50 ${ms(percentile(alls, 50))}, p99 ${ms(percentile(alls, 99))}`,
  );

  const body = JSON.stringify({
    request: {
      desde: compact(day(40)),
      hasta: compact(day(47)),
      habitaciones: [{ adultos: 2, edadesNinos: [7] }],
    },
    hoteles: codes.slice(0, 50),
  });
  const search = await rate(base, {
    method: 'POST',
    path: '/api/search/hoteles',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const healthz = await rate(base, { method: 'GET', path: '/healthz' });
  console.log(
    `search service, 50 codes, 10 connections: ${Math.round(search.requests.average)} req/s ` +
      `(p99 ${search.latency.p99} ms); /healthz ${Math.round(healthz.requests.average)} req/s; ` +
      `ratio ${(search.requests.average / healthz.requests.average).toFixed(3)}`,
  );

  // Everything else while 10 searches run: the home page and /healthz, alone and under load.
  const home = { method: 'GET', path: '/?idioma=es', headers: { 'user-agent': BROWSER } };
  const alone = await rate(base, home, 2);
  let loading = true;
  const load = Array.from({ length: 10 }, async (_, worker) => {
    let index = worker;
    while (loading) await timeSearch(base, searches[index++ % searches.length]);
  });
  const busy = await rate(base, home, 2);
  loading = false;
  await Promise.all(load);
  console.log(
    `home page at 2 connections: ${Math.round(alone.requests.average)} req/s (p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms) alone, ` +
      `${Math.round(busy.requests.average)} req/s (p50 ${busy.latency.p50} ms, p99 ${busy.latency.p99} ms) while 10 searches run`,
  );
} finally {
  await server.stop();
}
