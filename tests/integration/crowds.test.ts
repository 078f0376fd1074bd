// The built storefront in front of crowds: thousands of connections that never send a byte,
// clients that drip their request, a flood of never-cached offer pages. Each must be cut at its
// documented limit (src/server/http/connections.ts, work-limits.ts) while a visitor still books.
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_LIMITS } from '../../src/server/http/connections';
import { BUSY_RETRY_AFTER_SECONDS } from '../../src/server/http/work-limits';
import {
  openBookingForm,
  requireBuild,
  startBuiltServer,
  submitBooking,
  waitUntil,
  type BuiltServer,
} from '../helpers/built-server';
import { createPostgresDatabase, testDatabaseKinds } from '../helpers/test-database';

const METRICS_TOKEN = 'crowds-test-metrics-token-0123456789';
/** Loopback addresses the silent crowd comes from (Linux answers all of 127.0.0.0/8). */
const CROWD_ADDRESSES = Array.from({ length: 20 }, (_, index) => `127.0.0.${index + 10}`);
/** Connections of the flood, from two addresses (each under its cap): far more than a kind's slots and queue. */
const FLOOD_CONNECTIONS = 120;

/** A socket that reports when the server closed it (the time, in ms since the epoch). */
function openSocket(port: number, localAddress: string) {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  const opened = Date.now();
  socket.on('error', () => undefined);
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  /** Milliseconds from `since` (by default the socket's opening) until the server closed it. */
  const closedAfter = async (since = opened) => (await closed) - since;
  return { socket, connected, closedAfter, received: () => received };
}

/** The soft limit of open files of a process. */
function fileLimitOf(pid: number): number {
  return Number(/^Max open files\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'))?.[1]);
}

/** One of /metrics's work gauges for a kind. */
async function workMetric(server: BuiltServer, name: string, kind: string): Promise<number> {
  const text = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).then((response) => response.text());
  const line = new RegExp(`^${name}\\{kind="${kind}"\\} (\\d+)`, 'm').exec(text);
  return Number(line?.[1]);
}

/** A GET over a connection pool of its own, from another loopback address. */
function floodGet(
  agent: http.Agent,
  url: string,
): Promise<{ status: number; retryAfter?: string; body: string }> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { 'accept-language': 'es-ES' } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body }),
      );
    });
    request.on('error', () => resolve({ status: 0, body: '' }));
  });
}

describe.each(testDatabaseKinds)('crowds in front of the built storefront on %s', (kind) => {
  let server: BuiltServer;
  let dropDatabase: (() => Promise<void>) | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-crowds-'));
  let port = 0;

  beforeAll(async () => {
    requireBuild();
    const postgres = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    dropDatabase = postgres?.drop;
    server = await startBuiltServer({
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
      ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }),
    });
    port = Number(new URL(server.url).port);
  }, 180_000);

  afterAll(async () => {
    await server?.kill('SIGTERM');
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes silent, slow and idle connections at their limits, caps each address, and a visitor books meanwhile', async () => {
    // Thousands of connections that never send a byte, the most each address may hold, opened an
    // address at a time so that the server has accepted each batch (a burst larger than the listen
    // backlog would leave connections the client thinks open and the server never saw).
    const openFiles = () => readdirSync(`/proc/${server.pid}/fd`).length;
    const crowd: Array<ReturnType<typeof openSocket>> = [];
    const filesBefore = openFiles();
    for (const address of CROWD_ADDRESSES) {
      const batch = Array.from({ length: CONNECTION_LIMITS.perAddress }, () => openSocket(port, address));
      await Promise.all(batch.map(({ connected }) => connected));
      crowd.push(...batch);
      // (Less a few: kept-alive connections of the start-up checks close meanwhile.)
      await waitUntil(
        () => openFiles() >= filesBefore + crowd.length - 16,
        5_000,
        'the server to accept the crowd',
      );
    }
    // One more from an address already at its cap is closed by the server at once.
    const extra = openSocket(port, CROWD_ADDRESSES[0]!);
    expect(await extra.closedAfter()).toBeLessThan(CONNECTION_LIMITS.firstByteMs);

    // A client that never finishes its headers, and one that drips its body a byte at a time.
    const slowHeaders = openSocket(port, '127.0.0.2');
    await slowHeaders.connected;
    slowHeaders.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const drip = openSocket(port, '127.0.0.3');
    await drip.connected;
    drip.socket.write(
      'POST /llamame HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
    );
    const dripping = setInterval(() => drip.socket.writable && drip.socket.write('a'), 1_000);
    // A kept-alive connection left idle after its answer.
    const idle = openSocket(port, '127.0.0.4');
    await idle.connected;
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await waitUntil(
      () => idle.received().includes('"status":"ok"'),
      10_000,
      '/healthz on a kept-alive connection',
    );
    const answeredAt = Date.now();

    // The process holds them all, well under its file limit.
    expect(openFiles()).toBeGreaterThan(crowd.length);
    expect(openFiles()).toBeLessThan(fileLimitOf(server.pid) - CONNECTION_LIMITS.reservedFiles / 2);

    // Meanwhile a visitor opens the request form and books.
    const form = await openBookingForm(server.url);
    expect(await submitBooking(server.url, form)).toBe(302);

    const idleFor = await idle.closedAfter(answeredAt);
    expect(idleFor).toBeGreaterThanOrEqual(CONNECTION_LIMITS.keepAliveMs - 500);
    const silentFor = await Promise.all(crowd.map(({ closedAfter }) => closedAfter()));
    expect(Math.min(...silentFor)).toBeGreaterThanOrEqual(CONNECTION_LIMITS.firstByteMs - 500);
    expect(Math.max(...silentFor)).toBeLessThan(CONNECTION_LIMITS.firstByteMs + 10_000);

    const headersFor = await slowHeaders.closedAfter();
    expect(slowHeaders.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(headersFor).toBeGreaterThanOrEqual(CONNECTION_LIMITS.headersMs - 500);
    const dripFor = await drip.closedAfter();
    clearInterval(dripping);
    expect(drip.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(dripFor).toBeGreaterThanOrEqual(CONNECTION_LIMITS.requestMs - 500);
    expect(dripFor).toBeLessThan(CONNECTION_LIMITS.requestMs + 5 * CONNECTION_LIMITS.checkEveryMs + 2_000);
    expect(server.output()).not.toMatch(/"level":50/);
  }, 120_000);

  it('answers a flood of never-cached offer pages with 503 and Retry-After, while bookings and /healthz never wait', async () => {
    const form = await openBookingForm(server.url);
    const bookingWaitedBefore = await workMetric(server, 'work_waited_total', 'booking');
    const agents = ['127.0.0.5', '127.0.0.6'].map(
      (localAddress) =>
        new http.Agent({
          keepAlive: true,
          maxSockets: FLOOD_CONNECTIONS / 2,
          localAddress,
        } as http.AgentOptions),
    );
    const statuses: Array<{ status: number; retryAfter?: string; body: string }> = [];
    let next = 0;
    let flooding = true;
    const origins = ['MAD', 'BCN'];
    const flood = Array.from({ length: FLOOD_CONNECTIONS }, async (_, client) => {
      const agent = agents[client % 2]!;
      while (flooding) {
        const n = next++;
        // A new address each time: hotels, departure cities and languages never asked for before.
        const url = `${server.url}/detalleservicio?alojamiento=${1001 + (n % 300)}&origen=${origins[n % 2]}&noches=7&idioma=${['es', 'en', 'fr', 'it', 'pt', 'ro'][Math.floor(n / 600) % 6]}&v=${n}`;
        statuses.push(await floodGet(agent, url));
      }
    });
    await waitUntil(
      () => statuses.some(({ status }) => status === 503),
      30_000,
      'the flood to fill the page slots',
    );

    // During the flood: /healthz and a booking, each measured (printed, not asserted).
    const timings: Record<string, number> = {};
    let started = performance.now();
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    timings.healthzMs = (performance.now() - started) / 5;
    started = performance.now();
    expect(await submitBooking(server.url, form)).toBe(302);
    timings.bookingMs = performance.now() - started;
    flooding = false;
    await Promise.all(flood);
    for (const agent of agents) agent.destroy();

    const refused = statuses.filter(({ status }) => status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.every(({ status }) => status === 200 || status === 503 || status === 404)).toBe(true);
    expect(refused.every(({ retryAfter }) => retryAfter === String(BUSY_RETRY_AFTER_SECONDS))).toBe(true);
    expect(refused[0]!.body).toContain('Ahora mismo estamos atendiendo a mucha gente');
    expect(refused[0]!.body).toContain('href="tel:');
    // The booking had slots of its own: it never waited behind the pages, and nothing of its kind was refused.
    expect(await workMetric(server, 'work_waited_total', 'booking')).toBe(bookingWaitedBefore);
    expect(await workMetric(server, 'work_refused_total', 'booking')).toBe(0);
    expect(await workMetric(server, 'work_refused_total', 'page')).toBeGreaterThanOrEqual(refused.length);
    process.stdout.write(
      `crowds on ${kind}: ${statuses.length} flood requests, ${refused.length} refused; during the flood /healthz ${timings.healthzMs!.toFixed(0)} ms, a booking ${timings.bookingMs!.toFixed(0)} ms\n`,
    );
  }, 120_000);
});
