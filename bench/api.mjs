// Packages API throughput and latency on the built server (embedded database, 2 cores):
// autocannon against /healthz (the baseline), GET /api/Destinos, POST /api/Destinos/Calendario and
// POST /api/Destinos/desgloseOferta. Prints requests per second, p50/p99 latency and each
// endpoint's rate as a ratio of /healthz's in the same run.
//   node bench/api.mjs [--no-build] [--seconds 10]
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from './start-server.mjs';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 10;
const { base, stop } = await startServer({
  port: 3400,
  build: !args.includes('--no-build'),
  env: { RATE_LIMIT_PER_MINUTE: '100000000', PAGE_RATE_LIMIT_PER_MINUTE: '100000000' },
});

const run = (title, { path: urlPath, ...options }) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${urlPath}`, connections: 10, duration: seconds, ...options, title },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

try {
  const token = (
    await (
      await fetch(`${base}/api/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'demo' }),
      })
    ).text()
  ).replace('token: ', '');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const offers = await (
    await fetch(`${base}/api/Destinos/Alojamiento`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        destino: 'PUJ',
        fecha: new Date(Date.now() + 7 * 864e5).toISOString().slice(0, 10).replaceAll('-', ''),
      }),
    })
  ).json();
  const offer = offers[0];
  const calendar = await (
    await fetch(`${base}/api/Destinos/Calendario`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ codigoAlojamiento: offer.id_alojamiento, ciudadOrigen: 'MAD' }),
    })
  ).json();
  const rooms = await (
    await fetch(`${base}/api/Destinos/GetHabitacionServicio?numeroServicio=${calendar[0].numeroServicio}`, {
      headers,
    })
  ).json();
  const breakdownBody = {
    Desglose: [
      {
        numeroServicio: calendar[0].numeroServicio,
        idHabitacion: rooms[0].id_habitacion,
        adultoHab1: 2,
        ninoHab1: 1,
        infanteHab1: 0,
        fecha: calendar[0].fechaSinHora.replaceAll('-', ''),
      },
    ],
  };
  console.log(`calendar of accommodation ${offer.id_alojamiento}: ${calendar.length} days`);

  const scenarios = [
    ['GET /healthz', { path: '/healthz' }],
    ['GET /api/Destinos', { path: '/api/Destinos?idioma=es', headers }],
    [
      'POST /api/Destinos/Calendario',
      {
        path: '/api/Destinos/Calendario',
        method: 'POST',
        headers,
        body: JSON.stringify({ codigoAlojamiento: offer.id_alojamiento, ciudadOrigen: 'MAD' }),
      },
    ],
    [
      'POST /api/Destinos/desgloseOferta',
      { path: '/api/Destinos/desgloseOferta', method: 'POST', headers, body: JSON.stringify(breakdownBody) },
    ],
  ];
  const results = [];
  let baseline = 0;
  for (const [title, options] of scenarios) {
    const result = await run(title, options);
    // Latency of one visitor at a time, without queueing behind the others.
    const single = await run(title, { ...options, connections: 1 });
    const rate = result.requests.average;
    if (!baseline) baseline = rate;
    const row = {
      endpoint: title,
      requestsPerSecond: Math.round(rate),
      p50ms: single.latency.p50,
      p99ms: single.latency.p99,
      p99msUnderLoad: result.latency.p99,
      ratioToHealthz: Number((rate / baseline).toFixed(3)),
      errors: result.errors + result.non2xx + single.errors + single.non2xx,
    };
    results.push(row);
    console.log(
      `${title.padEnd(36)} ${String(row.requestsPerSecond).padStart(6)} req/s (10 connections)  p50 ${row.p50ms} ms  p99 ${row.p99ms} ms (1 connection)  p99 ${row.p99msUnderLoad} ms under load  ×${row.ratioToHealthz} of /healthz  errors ${row.errors}`,
    );
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/api.json',
    JSON.stringify({ at: new Date().toISOString(), seconds, results }, null, 2),
  );
} finally {
  stop();
}
