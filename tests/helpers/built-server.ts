// The built storefront (`node build/app/main.js`) as separate processes, a real SMTP server that
// catches what they send, and a visitor sending booking requests over HTTP: for the fault and
// scale-out tests, which kill servers and run several at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/server/project-root';
import { validBookingForm } from './booking-form.mjs';
import { freePort } from './tcp-proxy';

const mainScript = path.join(projectRoot, 'build/app/main.js');

/** Fails with what to do when the storefront has not been built. */
export function requireBuild() {
  if (!existsSync(mainScript) || !existsSync(path.join(projectRoot, 'build/server/index.js')))
    throw new Error('Run `npm run build` first: these tests start the built storefront.');
}

export interface BuiltServer {
  url: string;
  /** The server process's id (its open files are under /proc/<pid>/fd). */
  pid: number;
  /** Everything the process wrote (pino JSON lines). */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Spawns the built storefront with `env` over a minimal environment; does not wait for it. */
export async function spawnBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = env.PORT ?? String(await freePort());
  const child: ChildProcess = spawn(process.execPath, [mainScript], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '10000',
      PAGE_RATE_LIMIT_PER_MINUTE: '100000',
      // The mail lease follows the SMTP time-out (where that is implemented): short, so a mail
      // whose sender was killed goes out again soon.
      SMTP_TIMEOUT_MS: '2000',
      // One process per server unless a test asks for more (WORKERS defaults to the cores).
      WORKERS: '1',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Spawns the built storefront and waits until `/healthz` answers 200. */
export async function startBuiltServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<BuiltServer> {
  const server = await spawnBuiltServer(env);
  let ended = false;
  void server.exited.then(() => (ended = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !ended) {
    const status = await fetch(`${server.url}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill('SIGKILL');
  throw new Error(`the storefront did not start:\n${server.output().slice(-3000)}`);
}

export { startMailCatcher, type CaughtMail } from './mail-catcher';

/** The outbox row id in a Message-ID (`<outbox-<id>.<tag>@domain>`, see the mail worker). */
export function outboxIdOf(messageId: string): number | undefined {
  const id = /^<outbox-(\d+)\./.exec(messageId)?.[1];
  return id === undefined ? undefined : Number(id);
}

const PARTY = 'alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=0';

export interface BookingForm {
  /** Where the form is posted (the form page's address). */
  url: string;
  fields: Record<string, string>;
}

/** Opens the request form as a visitor does: its form key and the total it shows. */
export async function openBookingForm(baseUrl: string): Promise<BookingForm> {
  const moved = await fetch(`${baseUrl}/reserva/SolicitudReserva?${PARTY}`, { redirect: 'manual' });
  const location = moved.headers.get('location');
  if (moved.status !== 302 || !location) throw new Error(`the form page answered ${moved.status}`);
  const page = await fetch(new URL(location, baseUrl), { headers: { 'accept-language': 'es-ES' } });
  const body = await page.text();
  if (page.status !== 200) throw new Error(`the form page answered ${page.status}`);
  const day = new URL(location, baseUrl).searchParams.get('dia') ?? '';
  const fields = validBookingForm({
    departure: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`,
    total: /name="precioMostrado" value="(\d+)"/.exec(body)?.[1] ?? '',
    key: /name="idSolicitud" value="([^"]+)"/.exec(body)?.[1] ?? '',
  });
  return { url: location, fields };
}

/** Sends a request form to a server; the status is 302 (to the confirmation) when it was booked. */
export async function submitBooking(baseUrl: string, form: BookingForm): Promise<number> {
  const response = await fetch(new URL(form.url, baseUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es-ES' },
    body: new URLSearchParams(form.fields).toString(),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Polls `check` until it returns true or the time is up. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
