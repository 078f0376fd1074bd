import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll } from 'vitest';
import { storefrontWithCatalogue } from '../../../tests/helpers/built-pages';
import type { TestDatabaseKind } from '../../../tests/helpers/test-database';
import { bookDemoTrip } from '../../../tests/helpers/test-booking';
import { cookieValue } from '../../domain/site-cookies';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../logging';
import { isoDayOf } from '../../domain/days';

/** What the back office's page tests share (back-office-*.pages.test.ts). */

export const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es-ES' };
export const PASSWORD = 'una contraseña larga';
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const translate = (key: string) => key;

export const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []].flat().find((line) => line.startsWith(`${name}=`));
/** The text a Set-Cookie line stores (createCookie encodes it). */
export const valueOf = (line: string | undefined) => {
  const pair = line?.split(';')[0] ?? '';
  return cookieValue(pair, pair.slice(0, pair.indexOf('='))) ?? '';
};
export const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/**
 * The built storefront on a fresh database of `kind`, with an admin (jefa@agencia.es) and an agent
 * (luis@agencia.es) and a booking requested in French: opened before the calling describe's tests
 * and closed after them. Its clock is `now`, which the tests move on; `signIn` goes through both
 * steps, enrolling the agent's second factor the first time.
 */
export function useBackOffice(kind: TestDatabaseKind) {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let now = new Date();
  const clock = () => now;
  /** Each sign-in needs a new 30-second step: a TOTP code is good once. */
  const nextStep = () => (now = new Date(now.getTime() + 31_000));
  const secrets = new Map<string, string>();
  const booking = { locator: '', id: 0 };
  const logLines: string[] = [];

  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const count = async (statement: ReturnType<typeof sql>) =>
    Number((await rows<{ n: number }>(statement))[0]?.n);
  const writes = () =>
    Promise.all([
      count(sql`select count(*) as n from audit_log`),
      count(sql`select count(*) as n from outbox_emails`),
      count(sql`select count(*) as n from payment_orders`),
      count(sql`select count(*) as n from booking_messages`),
    ]);

  /** The password step; the session cookie at that stage, or the answer when refused. */
  async function passwordStep(
    email: string,
    password = PASSWORD,
    remoteAddress = '10.9.0.1',
    codigo?: string,
  ) {
    const page = await app.inject({
      method: 'GET',
      url: '/gestion/entrar',
      headers: { 'accept-language': 'es-ES' },
    });
    const formCookie = cookieOf(page.headers['set-cookie'], 'gestion_formulario')!.split(';')[0]!;
    const answer = await app.inject({
      method: 'POST',
      url: '/gestion/entrar',
      headers: { ...FORM, cookie: formCookie },
      remoteAddress,
      payload: new URLSearchParams({
        email,
        password,
        csrf: csrfIn(page.body),
        ...(codigo ? { codigo } : {}),
      }).toString(),
    });
    return { answer, cookie: cookieOf(answer.headers['set-cookie'], 'gestion') };
  }

  /** A whole sign-in: password, then the authenticator's code (enrolling the secret the first time). */
  async function signIn(email: string) {
    const { cookie } = await passwordStep(email);
    const session = `gestion=${valueOf(cookie)}`;
    const page = await app.inject({
      method: 'GET',
      url: '/gestion/verificacion',
      headers: { cookie: session },
    });
    const shown = /class="bo-secret">([A-Z2-7]+)</.exec(page.body)?.[1];
    if (shown) secrets.set(email, shown);
    nextStep();
    const codigo = await generate({ secret: secrets.get(email)!, epoch: Math.floor(now.getTime() / 1000) });
    const answer = await app.inject({
      method: 'POST',
      url: '/gestion/verificacion',
      headers: { ...FORM, cookie: session },
      payload: new URLSearchParams({ codigo, csrf: csrfIn(page.body) }).toString(),
    });
    const whole = cookieOf(answer.headers['set-cookie'], 'gestion');
    const cookie2 = `gestion=${valueOf(whole)}`;
    const inbox = await app.inject({ method: 'GET', url: '/gestion', headers: { cookie: cookie2 } });
    return { cookie: cookie2, csrf: csrfIn(inbox.body), before: session, answer, whole };
  }

  const post = (url: string, cookie: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, cookie },
      payload: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    ({ app, database } = await storefrontWithCatalogue(kind, clock, {
      env: { AGENT_SECRET_KEY: randomBytes(32).toString('base64') },
      logger: createLogger(
        'error',
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            logLines.push(chunk.toString());
            done();
          },
        }),
      ),
    }));
    await app.services.agents.create({
      email: 'jefa@agencia.es',
      name: 'Jefa',
      role: 'admin',
      password: PASSWORD,
    });
    await app.services.agents.create({
      email: 'luis@agencia.es',
      name: 'Luis',
      role: 'agente',
      password: PASSWORD,
    });
    const { locator, id } = await bookDemoTrip(app.services, {
      today: isoDayOf(now),
      language: 'fr',
      texts: { visitor: translate, agency: translate },
    });
    Object.assign(booking, { locator, id });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  return {
    get app() {
      return app;
    },
    get database() {
      return database;
    },
    get now() {
      return now;
    },
    set now(value: Date) {
      now = value;
    },
    nextStep,
    secrets,
    booking,
    logLines,
    rows,
    count,
    writes,
    passwordStep,
    signIn,
    post,
  };
}
