// Does a flood of one kind of request leave booking, Mi reserva and /healthz at their normal speed?
// Starts the server as `npm run serve` does (embedded database, or DATABASE_URL), measures a
// booking request, a Mi reserva sign-in and /healthz when quiet, then again while 50 connections
// flood one kind of work (never-cached offer pages, search suggestions, packages API calls), and
// prints each time and its ratio to the quiet one, with the flood's rate and share of 503s.
//   node bench/floods.mjs [--no-build] [--seconds 8] [--connections 50]
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { validBookingForm } from '../tests/helpers/booking-form.mjs';
import { startServer } from './start-server.mjs';

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 8;
/** Fifty clients, as in the probe that found a flood of new offer pages slowing every booking. */
const connections = Number(args[args.indexOf('--connections') + 1]) || 50;
const PARTY = 'alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=0';
const { base, stop } = await startServer({
  port: 3410,
  build: !args.includes('--no-build'),
  env: { RATE_LIMIT_PER_MINUTE: '100000000', PAGE_RATE_LIMIT_PER_MINUTE: '100000000' },
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const timed = async (work) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

async function openForm() {
  const moved = await fetch(`${base}/reserva/SolicitudReserva?${PARTY}`, { redirect: 'manual' });
  const location = moved.headers.get('location');
  const body = await (await fetch(new URL(location, base))).text();
  const day = new URL(location, base).searchParams.get('dia');
  return {
    url: new URL(location, base),
    fields: validBookingForm({
      departure: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`,
      total: /name="precioMostrado" value="(\d+)"/.exec(body)[1],
      key: /name="idSolicitud" value="([^"]+)"/.exec(body)[1],
    }),
  };
}

async function book(form) {
  const response = await fetch(form.url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
  });
  if (response.status !== 302) throw new Error(`a booking answered ${response.status}`);
  return response;
}

/** The locator the confirmation page shows after a booking. */
async function locatorOf(booked) {
  const cookie = (booked.headers.get('set-cookie') ?? '').split(';')[0];
  const page = await (
    await fetch(new URL(booked.headers.get('location'), base), { headers: { cookie } })
  ).text();
  return /localizador=([A-Z0-9]+)/.exec(page)[1];
}

/** Signs in to Mi reserva with a booking's locator and e-mail (the payments' kind of work). */
async function myBooking(locator, email) {
  const response = await fetch(`${base}/mireserva`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ localizador: locator, email }).toString(),
  });
  if (response.status !== 302) throw new Error(`Mi reserva answered ${response.status}`);
}

/** A booking (form opened beforehand), a Mi reserva sign-in and five /healthz, timed. */
async function measure(locator, email, forms) {
  const healthz = [];
  for (let i = 0; i < 5; i += 1)
    healthz.push(await timed(() => fetch(`${base}/healthz`).then((r) => r.text())));
  const bookings = [];
  for (const form of forms) bookings.push(await timed(() => book(form)));
  const lookups = [];
  for (let i = 0; i < 3; i += 1) lookups.push(await timed(() => myBooking(locator, email)));
  return { healthzMs: median(healthz), bookingMs: median(bookings), myBookingMs: median(lookups) };
}

const login = await fetch(`${base}/api/Login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'demo', password: 'demo' }),
});
const token = (await login.text()).replace('token: ', '');
let n = 0;
const FLOODS = {
  'new offer pages': () => ({
    path: `/detalleservicio?alojamiento=${1001 + (n % 300)}&origen=${n % 2 ? 'MAD' : 'BCN'}&noches=7&v=${n++}`,
  }),
  'search suggestions': () => ({
    path: `/sugerencias?q=${['pun', 'hab', 'can', 'var', 'cay'][n % 5]}${n++}`,
  }),
  'packages API': () => ({
    path: `/api/Destinos?idioma=${['es', 'en', 'fr'][n++ % 3]}`,
    headers: { authorization: `Bearer ${token}` },
  }),
};

try {
  // One booking to sign in to Mi reserva with, then the quiet figures.
  const first = await openForm();
  const locator = await locatorOf(await book(first));
  const email = first.fields['solicitante.email'];
  const quiet = await measure(locator, email, [await openForm(), await openForm(), await openForm()]);
  const rows = [{ scenario: 'quiet', ...quiet, floodRate: 0, refusedShare: 0 }];
  for (const [name, next] of Object.entries(FLOODS)) {
    const forms = [await openForm(), await openForm(), await openForm()];
    const flood = new Promise((resolve, reject) =>
      autocannon(
        {
          url: base,
          connections,
          duration: seconds,
          requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const during = await measure(locator, email, forms);
    const result = await flood;
    const refused = result['non2xx'];
    rows.push({
      scenario: `flood: ${name}`,
      ...during,
      floodRate: Math.round(result.requests.average),
      refusedShare: Math.round((100 * refused) / Math.max(1, result.requests.total)),
    });
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`\nload average ${load}; times are medians; ratio = during the flood / quiet`);
  console.log('| scenario | /healthz | booking | Mi reserva sign-in | flood req/s | flood answered 503 |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const ratio = (key) => (row === rows[0] ? '' : ` (${(row[key] / quiet[key]).toFixed(1)}×)`);
    console.log(
      `| ${row.scenario} | ${row.healthzMs.toFixed(0)} ms${ratio('healthzMs')} | ${row.bookingMs.toFixed(0)} ms${ratio('bookingMs')} | ${row.myBookingMs.toFixed(0)} ms${ratio('myBookingMs')} | ${row.floodRate} | ${row.refusedShare} % |`,
    );
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/floods.json', `${JSON.stringify({ load, rows }, null, 2)}\n`);
} finally {
  await stop();
}
