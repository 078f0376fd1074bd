// Booking request throughput on the built server with its embedded database (2 cores): 20
// concurrent visitors each submit a complete, valid request form (a new form each time, so each
// submission writes a booking, its records and two e-mails, and the mail worker sends them to the
// dev mailbox). Prints submissions per second, p50/p99 latency and the ratio to /healthz.
//   node bench/booking.mjs [--no-build] [--seconds 10] [--port 3500]
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { validBookingForm } from '../tests/helpers/booking-form.mjs';
import { startServer } from './start-server.mjs';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 10;
const port = args.includes('--port') ? Number(args[args.indexOf('--port') + 1]) : 3500;
const connections = 20;
const { base, stop } = await startServer({
  port,
  build: !args.includes('--no-build'),
  env: { RATE_LIMIT_PER_MINUTE: '100000000', PAGE_RATE_LIMIT_PER_MINUTE: '100000000' },
});

const run = (title, options) =>
  new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options, title }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

try {
  // The form page names the cheapest day and the total the visitor sees.
  const first = await fetch(
    `${base}/reserva/SolicitudReserva?alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=0`,
  );
  const formUrl = first.url;
  const html = await first.text();
  const total = /name="precioMostrado" value="(\d+)"/.exec(html)?.[1];
  const day = new URL(formUrl).searchParams.get('dia');
  if (!total || !day) throw new Error('the request form did not render');
  const departure = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
  const body = () =>
    new URLSearchParams(validBookingForm({ departure, total, key: randomUUID() })).toString();

  const probe = await fetch(formUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body(),
  });
  if (probe.status !== 302) throw new Error(`a valid submission answered ${probe.status}, not a redirect`);

  const bookings = await run('booking request', {
    url: formUrl,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    setupClient: (client) => client.on('response', () => client.setBody(body())),
    body: body(),
  });
  const health = await run('healthz', { url: `${base}/healthz` });
  const row = (name, result) => ({
    name,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    // A booking answers 302 (to the confirmation page); /healthz answers 200.
    unexpectedStatus:
      name === 'healthz' ? result.non2xx : result['1xx'] + result['2xx'] + result['4xx'] + result['5xx'],
    ratioToHealthz: Math.round((result.requests.average / health.requests.average) * 1000) / 1000,
  });
  const rows = [
    row('POST /reserva/SolicitudReserva (302 to the confirmation)', bookings),
    row('healthz', health),
  ];
  console.table(rows);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/booking.json',
    `${JSON.stringify({ at: new Date().toISOString(), connections, seconds, rows }, null, 2)}\n`,
  );
} finally {
  stop();
}
