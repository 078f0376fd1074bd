import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { cookieValue } from '../../domain/site-cookies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontWithCatalogue } from '../../../tests/helpers/built-pages';
import { hugePng, photoLikeJpeg } from '../../../tests/helpers/pictures';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import routes from '../../web/routes';
import { formatAmount } from '../../domain/format';
import { demoRequest, demoSelection } from '../../../tests/helpers/test-booking';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../logging';
import { createSecretBox } from './agent-secret-key';

const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es-ES' };
const PASSWORD = 'una contraseña larga';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const translate = (key: string) => key;

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every path of the route table under /gestion, its parameters filled in. */
function backOfficePaths(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.path !== undefined || entry.index ? [path] : [];
    return [...own, ...backOfficePaths(entry.children ?? [], path)];
  });
}
const PATHS = [
  ...new Set(
    backOfficePaths(routes as RouteEntry[])
      .filter((path) => path.startsWith('/gestion'))
      .map((path) => path.replace(':localizador', 'ABCD1234').replace(':id', '1')),
  ),
];

const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []].flat().find((line) => line.startsWith(`${name}=`));
/** The text a Set-Cookie line stores (createCookie encodes it). */
const valueOf = (line: string | undefined) => {
  const pair = line?.split(';')[0] ?? '';
  return cookieValue(pair, pair.slice(0, pair.indexOf('='))) ?? '';
};
const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

describe.each(testDatabaseKinds)('the back office on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let now = new Date();
  const clock = () => now;
  /** Each sign-in needs a new 30-second step: a TOTP code is good once. */
  const nextStep = () => (now = new Date(now.getTime() + 31_000));
  const secrets = new Map<string, string>();
  let booking = { locator: '', id: 0 };
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
    const today = now.toISOString().slice(0, 10);
    const selection = await demoSelection(app.services, today);
    const request = await demoRequest(app.services, selection);
    const outcome = await app.services.booking.request({
      selection,
      request,
      language: 'fr',
      texts: { visitor: translate, agency: translate },
    });
    if (outcome.kind !== 'booked') throw new Error(outcome.kind);
    const [row] = await rows<{ id: number }>(sql`select id from bookings where locator = ${outcome.locator}`);
    booking = { locator: outcome.locator, id: Number(row!.id) };
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it('finds every back-office route in the route table', () => {
    expect(PATHS).toEqual(
      expect.arrayContaining([
        '/gestion',
        '/gestion/entrar',
        '/gestion/reservas/ABCD1234',
        '/gestion/agentes',
      ]),
    );
    expect(PATHS.length).toBeGreaterThanOrEqual(10);
  });

  it('sends anyone without a whole session to sign in on every route, and writes nothing', async () => {
    const visitor = await app.services.myBooking.sessions.open(booking.id);
    const { cookie: halfway } = await passwordStep('luis@agencia.es');
    const before = await writes();
    for (const path of PATHS.filter((p) => p !== '/gestion/entrar')) {
      const exempt = path === '/gestion/verificacion' || path === '/gestion/salir';
      for (const cookie of ['', `mireserva=${visitor}`, `gestion=${valueOf(halfway)}`]) {
        if (exempt && cookie.startsWith('gestion=')) continue;
        for (const method of ['GET', 'POST'] as const) {
          const answer = await app.inject({
            method,
            url: path,
            headers: { ...FORM, cookie },
            ...(method === 'POST' ? { payload: 'intent=estado&estado=cancelada&mensaje=x' } : {}),
          });
          expect(answer.statusCode, `${method} ${path} with "${cookie.split('=')[0]}"`).toBe(303);
          expect(answer.headers.location).toMatch(/^\/gestion\/entrar/);
          expect(answer.headers['cache-control']).toBe('no-store');
        }
        // A client-side navigation is told to sign in too, the way React Router follows it.
        const data = await app.inject({ method: 'GET', url: `${path}.data`, headers: { cookie } });
        expect(data.statusCode).toBe(204);
        expect(data.headers['x-remix-redirect']).toMatch(/^\/gestion\/entrar/);
      }
    }
    expect(await writes()).toEqual(before);
  });

  it('signs in with password and second factor, with a Strict, Secure, HttpOnly cookie rotated at each step', async () => {
    const { answer, before, whole, cookie } = await signIn('luis@agencia.es');
    expect(answer.statusCode).toBe(302);
    expect(whole).toMatch(/HttpOnly/);
    expect(whole).toMatch(/Secure/);
    expect(whole).toMatch(/SameSite=Strict/);
    // The whole site: React Router reads the inbox's data from /gestion.data.
    expect(whole).toMatch(/Path=\/;/);
    expect(cookie).not.toBe(before);
    // The password-stage token is worth nothing once the second factor is given.
    const old = await app.inject({ method: 'GET', url: '/gestion', headers: { cookie: before } });
    expect(old.statusCode).toBe(303);
    const inbox = await app.inject({ method: 'GET', url: '/gestion', headers: { cookie } });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain('Bandeja');
    expect(inbox.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password; five from one address lock that address out, never the agent elsewhere', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { answer } = await passwordStep('jefa@agencia.es', 'no es esta', '10.9.0.7');
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toContain('El correo o la contraseña no son correctos.');
    }
    const guesser = await passwordStep('jefa@agencia.es', PASSWORD, '10.9.0.7');
    expect(guesser.answer.statusCode).toBe(429);
    expect(guesser.answer.body).toContain('Demasiados intentos fallidos');
    expect(guesser.cookie).toBeUndefined();
    const { answer, cookie } = await passwordStep('jefa@agencia.es', PASSWORD, '10.9.0.8');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toMatch(/^\/gestion\/verificacion/);
    expect(cookie).toBeDefined();
    await database.db.execute(sql`delete from sign_in_throttles where key like 'agent%'`);
  });

  it('locks an account guessed at from many addresses: password and code together lift it, a right password alone is answered as a wrong one', async () => {
    const email = 'luis@agencia.es';
    await signIn(email); // enrolled, and a sign-in to count the failures from
    now = new Date(now.getTime() + 60_000);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { answer } = await passwordStep(email, `no es esta ${attempt}`, `10.20.${attempt}.1`);
      expect(answer.statusCode).toBe(401);
    }
    // The same page, whatever was typed: nothing to learn about the password.
    const same = (answer: { body: string; headers: Record<string, unknown> }) =>
      answer.body
        .replaceAll(
          valueOf(cookieOf(answer.headers['set-cookie'] as string[], 'gestion_formulario')),
          'TOKEN',
        )
        .replace(/nonce="[^"]+"/g, 'nonce');
    const right = await passwordStep(email, PASSWORD, '10.30.0.1');
    const wrong = await passwordStep(email, 'no es esta', '10.30.0.2');
    expect(right.answer.statusCode).toBe(401);
    expect(wrong.answer.statusCode).toBe(401);
    expect(right.cookie).toBeUndefined();
    expect(same(right.answer)).toBe(same(wrong.answer));
    // (The page carries its texts for the browser too: what is shown is the alert.)
    expect(right.answer.body).toMatch(
      /role="alert">Ha habido muchos intentos fallidos de entrar en esta cuenta/,
    );
    expect(right.answer.body).toContain('name="codigo"');
    // A right password with a wrong code: the same again.
    const withWrongCode = await passwordStep(email, PASSWORD, '10.30.0.3', '000000');
    expect(same(withWrongCode.answer)).toBe(same(wrong.answer));
    // The agents' page shows the lock.
    const jefa = await signIn('jefa@agencia.es');
    const list = await app.inject({ url: '/gestion/agentes', headers: { cookie: jefa.cookie } });
    expect(list.body).toMatch(/bloqueado hasta \d/);
    // Both right: signed in whole, straight to the inbox, and the lock is gone.
    nextStep();
    const codigo = await generate({ secret: secrets.get(email)!, epoch: Math.floor(now.getTime() / 1000) });
    const lifted = await passwordStep(email, PASSWORD, '10.30.0.4', codigo);
    expect(lifted.answer.statusCode).toBe(302);
    expect(lifted.answer.headers.location).toBe('/gestion');
    const whole = `gestion=${valueOf(lifted.cookie)}`;
    const inbox = await app.inject({ url: '/gestion', headers: { cookie: whole } });
    expect(inbox.statusCode).toBe(200);
    // The failed attempts since the last sign-in (53, of which the latest 50 are kept), the last one's address and time.
    expect(inbox.body).toMatch(
      /50 intentos fallidos de entrar en tu cuenta desde tu última entrada, el [^;<]+; el último, desde 10\.30\.0\.3 el [^.<]+\./,
    );
    expect(inbox.body).toContain('Guardamos solo los 50 últimos: pudo haber más.');
    const relisted = await app.inject({ url: '/gestion/agentes', headers: { cookie: jefa.cookie } });
    expect(relisted.body).not.toMatch(/bloqueado hasta \d/);
    // Read, the notice goes.
    const read = await post('/gestion', whole, { csrf: csrfIn(inbox.body), intent: 'intentos-vistos' });
    expect(read.statusCode).toBe(200);
    const after = await app.inject({ url: '/gestion', headers: { cookie: whole } });
    expect(after.body).not.toMatch(/\d+ intentos fallidos de entrar/);
    const trail = await rows<{ action: string }>(
      sql`select action from audit_log where agent_email = ${email} and action in ('agente.bloqueo', 'agente.desbloquear') order by id`,
    );
    expect(trail.map((row) => row.action)).toEqual(['agente.bloqueo', 'agente.desbloquear']);
    // Fifty sign-ins, each a scrypt hash: slow on a busy machine.
  }, 120_000);

  it('refuses the codes of a secret this server’s key cannot open, with a 401 and a line in the log', async () => {
    const email = 'luis@agencia.es';
    const [agent] = await rows<{ id: number; totp_secret: string }>(
      sql`select id, totp_secret from agents where email = ${email}`,
    );
    expect(agent!.totp_secret).toMatch(/^v1:/);
    expect(agent!.totp_secret).not.toContain(secrets.get(email));
    // Sealed by another installation's key.
    const foreign = createSecretBox(randomBytes(32)).seal(secrets.get(email)!, `agent:${agent!.id}:totp`);
    await database.db.execute(sql`update agents set totp_secret = ${foreign} where id = ${agent!.id}`);
    logLines.length = 0;
    const { cookie } = await passwordStep(email);
    const session = `gestion=${valueOf(cookie)}`;
    const page = await app.inject({ url: '/gestion/verificacion', headers: { cookie: session } });
    nextStep();
    const codigo = await generate({ secret: secrets.get(email)!, epoch: Math.floor(now.getTime() / 1000) });
    const refused = await post('/gestion/verificacion', session, { codigo, csrf: csrfIn(page.body) });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toMatch(/role="alert">El código no es correcto/);
    expect(logLines.join('')).toMatch(/cannot be decrypted/);
    expect(logLines.join('')).toMatch(/another key/);
    expect(logLines.join('')).not.toContain(secrets.get(email));
    await database.db.execute(
      sql`update agents set totp_secret = ${agent!.totp_secret} where id = ${agent!.id}`,
    );
    expect((await signIn(email)).answer.statusCode).toBe(302);
  });

  it('takes a code once, and ends a session after 30 idle minutes or 12 hours', async () => {
    const first = await signIn('jefa@agencia.es');
    expect(first.answer.statusCode).toBe(302);
    // The same code again, within its 30 seconds, opens nothing.
    const { cookie } = await passwordStep('jefa@agencia.es');
    const session = `gestion=${valueOf(cookie)}`;
    const page = await app.inject({
      method: 'GET',
      url: '/gestion/verificacion',
      headers: { cookie: session },
    });
    const codigo = await generate({
      secret: secrets.get('jefa@agencia.es')!,
      epoch: Math.floor(now.getTime() / 1000),
    });
    const replay = await post('/gestion/verificacion', session, { codigo, csrf: csrfIn(page.body) });
    expect(replay.statusCode).toBe(401);

    now = new Date(now.getTime() + 29 * 60_000);
    expect((await app.inject({ url: '/gestion', headers: { cookie: first.cookie } })).statusCode).toBe(200);
    now = new Date(now.getTime() + 31 * 60_000);
    expect((await app.inject({ url: '/gestion', headers: { cookie: first.cookie } })).statusCode).toBe(303);

    const busy = await signIn('jefa@agencia.es');
    for (let hour = 0; hour < 12; hour += 1) {
      now = new Date(now.getTime() + 25 * 60_000);
      await app.inject({ url: '/gestion', headers: { cookie: busy.cookie } });
      now = new Date(now.getTime() + 25 * 60_000);
      await app.inject({ url: '/gestion', headers: { cookie: busy.cookie } });
    }
    expect((await app.inject({ url: '/gestion', headers: { cookie: busy.cookie } })).statusCode).toBe(303);
  });

  it('refuses a form without the session CSRF token, and admin pages to an agent', async () => {
    const luis = await signIn('luis@agencia.es');
    const before = await writes();
    const forged = await post(`/gestion/reservas/${booking.locator}`, luis.cookie, {
      intent: 'mensaje',
      mensaje: 'hola',
    });
    // Back to the page, which says the form was not sent.
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe(`/gestion/reservas/${booking.locator}?formulario=caducado`);
    const wrong = await post(`/gestion/reservas/${booking.locator}.data`, luis.cookie, {
      intent: 'mensaje',
      mensaje: 'hola',
      csrf: 'x'.repeat(43),
    });
    expect(wrong.statusCode).toBe(403);
    expect(await writes()).toEqual(before);
    for (const path of ['/gestion/agentes', '/gestion/auditoria']) {
      const page = await app.inject({ url: path, headers: { cookie: luis.cookie } });
      expect(page.statusCode, path).toBe(403);
      const sent = await post(path, luis.cookie, { csrf: luis.csrf, intent: 'crear', email: 'x@y.es' });
      // Refused: by role where the page takes forms, as a method the page does not take elsewhere.
      expect([403, 405], path).toContain(sent.statusCode);
    }
    expect(await writes()).toEqual(before);
  });

  it('carries a request to documents sent, telling the traveller each step in their language', async () => {
    const luis = await signIn('luis@agencia.es');
    const file = `/gestion/reservas/${booking.locator}`;
    const act = (fields: Record<string, string>) => post(file, luis.cookie, { csrf: luis.csrf, ...fields });
    const mails = () =>
      rows<{ subject: string; to_address: string; kind: string }>(
        sql`select subject, to_address, kind from outbox_emails where booking_id = ${booking.id} order by id`,
      );
    const mailsBefore = (await mails()).length;

    const inbox = await app.inject({ url: '/gestion', headers: { cookie: luis.cookie } });
    expect(inbox.body).toContain(booking.locator);
    expect(inbox.body).toMatch(/Quedan \d+ h/);
    // Found the way people type: without accents, by phone digits, dates written day first.
    for (const query of ['q=garcia', 'q=600%20111%20222', 'desde=01/01/2020&hasta=31.12.2099']) {
      const found = await app.inject({ url: `/gestion?${query}`, headers: { cookie: luis.cookie } });
      expect(found.body, query).toContain(`href="/gestion/reservas/${booking.locator}"`);
    }
    const reversed = await app.inject({
      url: '/gestion?desde=2027-02-01&hasta=2027-01-01',
      headers: { cookie: luis.cookie },
    });
    expect(reversed.body).toContain('«Hasta» no puede ser antes que «desde».');

    // Paid and documents sent cannot come before their time.
    expect((await act({ intent: 'estado', estado: 'pagada', nota: '' })).statusCode).toBe(409);
    const confirmed = await act({ intent: 'estado', estado: 'confirmada', nota: 'Hotel et vols confirmés.' });
    expect(confirmed.statusCode).toBe(200);

    const balance = (await app.services.payments.balance(booking.id))!;
    const tooMuch = await act({
      intent: 'orden',
      ref: 'Total',
      monto: String(balance.pending / 100 + 1),
      fechaVigencia: '',
    });
    expect(tooMuch.statusCode).toBe(409);
    const badAmount = await act({ intent: 'orden', ref: 'Total', monto: 'mil euros', fechaVigencia: '' });
    expect(badAmount.statusCode).toBe(400);
    const euros = (balance.pending / 100).toFixed(2).replace('.', ',');
    expect(
      (await act({ intent: 'orden', ref: 'Resto del viaje', monto: euros, fechaVigencia: '' })).statusCode,
    ).toBe(200);
    const [order] = await app.services.payments.ordersOf(booking.id);
    const payment = {
      intent: 'pago',
      importe: euros,
      forma: 'transferencia',
      referencia: 'TRF-2026-001',
      idOrden: String(order!.id),
    };
    expect((await act(payment)).statusCode).toBe(200);
    expect((await act({ ...payment, idOrden: '' })).statusCode).toBe(409);

    const upload = async (name: string, data: Buffer) => {
      const form = new FormData();
      form.set('csrf', luis.csrf);
      form.set('intent', 'documento');
      form.set('archivo', new Blob([new Uint8Array(data)]), name);
      const request = new Response(form);
      return app.inject({
        method: 'POST',
        url: file,
        headers: { cookie: luis.cookie, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    expect((await upload('virus.pdf', Buffer.from('MZ not a pdf at all'))).statusCode).toBe(409);
    expect((await upload('Bono hotel.pdf', PDF)).statusCode).toBe(200);
    expect((await act({ intent: 'estado', estado: 'documentada', nota: '' })).statusCode).toBe(200);
    expect((await act({ intent: 'mensaje', mensaje: 'Bon voyage !' })).statusCode).toBe(200);

    // What the traveller sees in Mi reserva.
    const view = (await app.services.myBooking.view(booking.id, 'fr'))!;
    expect(view.booking.status).toBe('documentada');
    expect(view.pending).toBe(0);
    expect(view.orders.map((o) => o.status)).toEqual(['pagada']);
    expect(view.documents.map((d) => d.fileName)).toEqual(['Bono hotel.pdf']);
    expect(view.messages.at(-1)).toMatchObject({ message: 'Bon voyage !', fromTeam: true });

    // Each step was e-mailed to the traveller, in French.
    const sent = (await mails()).slice(mailsBefore);
    expect(sent.map((m) => m.kind)).toEqual([
      'booking-status',
      'payment-order',
      'payment-receipt',
      'booking-document',
      'booking-status',
      'booking-message',
    ]);
    expect(new Set(sent.map((m) => m.to_address))).toEqual(new Set(['ana@example.com']));
    expect(sent[0]!.subject).toBe(`Réservation ${booking.locator}\u00a0: Confirmée`);

    // Every action is in the trail, with who and the record before and after.
    const trail = await rows<{ action: string; agent_email: string; before: unknown; after: unknown }>(
      sql`select action, agent_email, before, after from audit_log where booking_id = ${booking.id} order by id`,
    );
    expect(trail.map((line) => line.action)).toEqual([
      'reserva.estado',
      'orden-pago.crear',
      'pago.registrar',
      'documento.subir',
      'reserva.estado',
      'mensaje.responder',
    ]);
    expect(trail.every((line) => line.agent_email === 'luis@agencia.es')).toBe(true);
    expect(trail[0]).toMatchObject({ before: { estado: 'solicitud' }, after: { estado: 'confirmada' } });
    expect(trail[2]!.after).toMatchObject({ estadoReserva: 'pagada' });

    // The request has left the inbox.
    const after = await app.inject({ url: '/gestion', headers: { cookie: luis.cookie } });
    expect(after.body).toContain('No hay nada pendiente');
  });

  it('changes a booking’s price with a reason, never below what was paid, and tells the traveller the difference', async () => {
    const luis = await signIn('luis@agencia.es');
    const file = `/gestion/reservas/${booking.locator}`;
    const before = (await app.services.payments.balance(booking.id))!;
    const change = (fields: Record<string, string>) =>
      post(file, luis.cookie, { csrf: luis.csrf, intent: 'precio', ...fields });
    expect((await change({ precioTotal: '100', motivo: '' })).statusCode).toBe(400);
    const below = (before.paid / 100 - 1).toFixed(2).replace('.', ',');
    expect((await change({ precioTotal: below, motivo: 'Error' })).statusCode).toBe(409);
    const raised = ((before.total + 5_000) / 100).toFixed(2).replace('.', ',');
    expect(
      (await change({ precioTotal: raised, motivo: 'Suplemento de temporada del hotel.' })).statusCode,
    ).toBe(200);
    const after = (await app.services.payments.balance(booking.id))!;
    expect(after).toMatchObject({ total: before.total + 5_000, pending: before.pending + 5_000 });
    const [mail] = await rows<{ subject: string; text_body: string }>(
      sql`select subject, text_body from outbox_emails where kind = 'booking-price' and booking_id = ${booking.id}`,
    );
    expect(mail!.subject).toBe(`Nouveau prix · Réservation ${booking.locator}`);
    expect(mail!.text_body).toContain('Suplemento de temporada del hotel.');
    expect(mail!.text_body).toMatch(/Différence: \+50,00/);
    const [line] = await rows<{ before: unknown; after: unknown; note: string }>(
      sql`select before, after, note from audit_log where action = 'reserva.precio'`,
    );
    expect(line).toEqual({
      before: { precioTotal: before.total },
      after: { precioTotal: before.total + 5_000 },
      note: 'Suplemento de temporada del hotel.',
    });
  });

  it('changes a booking’s services re-priced by the engine, shows the difference, and tells the traveller', async () => {
    const today = now.toISOString().slice(0, 10);
    const selection = await demoSelection(app.services, today);
    const request = await demoRequest(app.services, selection);
    // Another traveller than the file journey's: the data-protection test counts Ana's bookings.
    request.solicitante = { ...request.solicitante, email: 'rosa@example.pt' };
    const outcome = await app.services.booking.request({
      selection,
      request,
      language: 'pt',
      texts: { visitor: translate, agency: translate },
    });
    if (outcome.kind !== 'booked') throw new Error(outcome.kind);
    const [row] = await rows<{ id: number; total_price: number }>(
      sql`select id, total_price from bookings where locator = ${outcome.locator}`,
    );
    const bookingId = Number(row!.id);
    const bookedTotal = Number(row!.total_price);
    const luis = await signIn('luis@agencia.es');
    const file = `/gestion/reservas/${outcome.locator}`;
    const page = await app.inject({ method: 'GET', url: file, headers: { cookie: luis.cookie } });
    expect(page.body).toContain('Cambiar servicios');
    expect(page.body).toContain('Ana García (Adulto)');
    const trip = {
      alojamiento: String(selection.accommodationId),
      origen: selection.origin,
      dia: selection.day!.split('-').reverse().join('/'),
      noches: String(selection.nights),
    };
    /** The form as the browser sends it: one room per traveller listed, one option per room. */
    const form = (intent: string, rooms: number[], extra: Record<string, string> = {}) => {
      const fields = new URLSearchParams({ csrf: luis.csrf, intent, ...trip, ...extra });
      for (const room of rooms) fields.append('habitacion', String(room));
      fields.append('opcion', '0');
      return app.inject({
        method: 'POST',
        url: file,
        headers: { ...FORM, cookie: luis.cookie },
        payload: fields.toString(),
      });
    };
    const unchanged = await writes();

    // Ana and Lucía (7) in room 1, Luis alone in room 2: the engine prices two rooms.
    const split = await form('servicios', [1, 2, 1]);
    expect(split.statusCode).toBe(200);
    const quote = await app.services.offers.quote(
      {
        ...selection,
        party: [
          { adults: 1, childAges: [7], infants: 0 },
          { adults: 1, childAges: [], infants: 0 },
        ],
      },
      'pt',
    );
    const extras = 3 * 3_500 + 3_000; // travel insurance for three, office attention once
    const expected = quote!.total! + extras;
    expect(expected).not.toBe(bookedTotal);
    const euros = (cents: number) => formatAmount(cents, 'es');
    expect(split.body).toContain(`Confirmar el cambio (${euros(expected)}`);
    const difference = expected - bookedTotal;
    expect(split.body).toContain(`${difference > 0 ? '+' : '−'}${euros(Math.abs(difference))}`);

    const stamp = (/name="reservaVista" value="([^"]+)"/.exec(split.body)?.[1] ?? '')
      .replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&');
    expect(stamp).not.toBe('');
    expect(split.body).toContain('Régimen');
    expect((await form('servicios', [1, 1, 1])).body).toContain('Con estos datos el viaje queda igual');

    // What cannot be sold says why and writes nothing.
    expect((await form('servicios', [1, 1, 2])).body).toContain('En la habitación 2 no hay ningún adulto.');
    expect((await form('servicios', [1, 2, 1], { dia: '01/01/2020' })).body).toContain(
      'El día de salida tiene que ser posterior a hoy.',
    );
    expect((await form('servicios', [1, 2, 1], { dia: '2031-01-01' })).body).toContain(
      'Ese hotel no tiene salida ese día',
    );
    expect((await form('servicios', [1, 2, 1], { noches: 'siete' })).statusCode).toBe(400);
    expect(
      (
        await form('servicios-confirmar', [1, 2, 1], {
          precioVisto: String(expected + 1),
          reservaVista: stamp,
          motivo: 'x',
        })
      ).body,
    ).toContain('El precio ha cambiado desde que lo calculaste');
    expect(
      (
        await form('servicios-confirmar', [1, 2, 1], {
          precioVisto: String(expected),
          reservaVista: stamp,
          motivo: '',
        })
      ).statusCode,
    ).toBe(400);
    expect(await writes()).toEqual(unchanged);

    const confirmation = {
      precioVisto: String(expected),
      reservaVista: stamp,
      motivo: 'Luis prefiere una habitación individual.',
    };
    expect((await form('servicios-confirmar', [1, 2, 1], confirmation)).statusCode).toBe(200);
    // The same confirmation again (a replay, a second tab) was calculated on the booking as it was.
    const again = await form('servicios-confirmar', [1, 2, 1], confirmation);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('La reserva ha cambiado desde que calculaste');
    expect(
      await count(
        sql`select count(*) as n from audit_log where action = 'reserva.servicios' and booking_id = ${bookingId}`,
      ),
    ).toBe(1);
    const rooms = await rows<{ passenger_count: number; price: number }>(
      sql`select passenger_count, price from booking_rooms where booking_id = ${bookingId} order by id`,
    );
    expect(rooms.map((room) => Number(room.passenger_count))).toEqual([2, 1]);
    const travellers = await rows<{ full_name: string; type: string }>(
      sql`select full_name, type from booking_passengers where booking_id = ${bookingId} order by number`,
    );
    expect(travellers.map((t) => `${t.full_name} ${t.type}`)).toEqual([
      'Ana García A',
      'Lucía García N',
      'Luis García A',
    ]);
    expect(await app.services.payments.balance(bookingId)).toMatchObject({ total: expected });
    const view = await app.services.myBooking.view(bookingId, 'pt');
    expect(view!.rooms.map((room) => room.travellers)).toEqual([2, 1]);
    const [mail] = await rows<{ subject: string; text_body: string }>(
      sql`select subject, text_body from outbox_emails where kind = 'booking-services' and booking_id = ${bookingId}`,
    );
    expect(mail!.subject).toBe(`Alterações à sua viagem · Reserva ${outcome.locator}`);
    expect(mail!.text_body).toContain('Luis prefiere una habitación individual.');
    expect(mail!.text_body).toContain(`2 viajantes`);
    expect(mail!.text_body).toMatch(/Regime: \S/);
    const [line] = await rows<{ before: { precioTotal: number }; after: { precioTotal: number } }>(
      sql`select before, after from audit_log where action = 'reserva.servicios' and booking_id = ${bookingId}`,
    );
    expect([line!.before.precioTotal, line!.after.precioTotal]).toEqual([bookedTotal, expected]);
  });

  it('imports catalogue files uploaded by an admin, naming the line of a mistake and writing nothing', async () => {
    const jefa = await signIn('jefa@agencia.es');
    const upload = async (cookie: string, csrf: string, name: string, content: string) => {
      const form = new FormData();
      form.set('csrf', csrf);
      form.append('archivos', new Blob([content], { type: 'text/csv' }), name);
      const request = new Response(form);
      return app.inject({
        method: 'POST',
        url: '/gestion/catalogo',
        headers: { cookie, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const before = await count(sql`select count(*) as n from campaigns`);
    const broken = 'id,name\r\n7001,Verano\r\nabc,Invierno\r\n';
    const refused = await upload(jefa.cookie, jefa.csrf, 'campaigns.csv', broken);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('campaigns, línea 3, campo id');
    expect(await count(sql`select count(*) as n from campaigns`)).toBe(before);
    const done = await upload(jefa.cookie, jefa.csrf, 'campaigns.csv', 'id,name\r\n7001,Verano\r\n');
    expect(done.statusCode).toBe(200);
    expect(await count(sql`select count(*) as n from campaigns`)).toBe(before + 1);
    // Agents cannot import; and nobody without a session may send a body larger than a page form.
    const luis = await signIn('luis@agencia.es');
    expect(
      (await upload(luis.cookie, luis.csrf, 'campaigns.csv', 'id,name\r\n7002,Otoño\r\n')).statusCode,
    ).toBe(403);
    const large = await app.inject({
      method: 'POST',
      url: '/gestion/catalogo',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(2 * 1024 * 1024, 'a'),
    });
    expect(large.statusCode).toBe(413);
  });

  it('lets an admin edit a hotel’s texts and close, price or raise its days, which the storefront then shows', async () => {
    const jefa = await signIn('jefa@agencia.es');
    const found = await app.inject({
      url: '/gestion/catalogo?buscar=1001',
      headers: { cookie: jefa.cookie },
    });
    expect(found.body).toContain('href="/gestion/catalogo/alojamientos/1001"');
    const editor = '/gestion/catalogo/alojamientos/1001';
    const page = await app.inject({ url: editor, headers: { cookie: jefa.cookie } });
    expect(page.statusCode).toBe(200);
    const texts = Object.fromEntries(
      ['es', 'en', 'fr', 'it', 'pt', 'ro'].map((lng) => [
        `descripcion_${lng}`,
        `Description ${lng} : face à la mer.`,
      ]),
    );
    const empty = await post(editor, jefa.cookie, {
      csrf: jefa.csrf,
      intent: 'textos',
      nombre: 'Hotel Nuevo',
      ...texts,
      descripcion_ro: '',
    });
    expect(empty.statusCode).toBe(400);
    const saved = await post(editor, jefa.cookie, {
      csrf: jefa.csrf,
      intent: 'textos',
      nombre: 'Hotel Nuevo Mar',
      ...texts,
    });
    expect(saved.statusCode).toBe(200);
    const [service] = await rows<{ id: number; origin_code: string; nights: number }>(
      sql`select id, origin_code, nights from services where accommodation_id = 1001 order by id limit 1`,
    );
    const [day] = await rows<{ day: string; price: number }>(
      sql`select day::text, price from calendar_days where service_id = ${service!.id} and price > 0 and day > current_date + 20 order by day limit 1`,
    );
    const offer = () =>
      app.inject({
        url: `/detalleservicio?alojamiento=1001&origen=${service!.origin_code}&noches=${service!.nights}&dia=${day!.day.replaceAll('-', '')}&idioma=fr`,
      });
    // On PostgreSQL the new catalogue version arrives by notification, a moment after the write.
    await expect
      .poll(async () => (await offer()).body.includes('Hotel Nuevo Mar'), { timeout: 5_000 })
      .toBe(true);
    const shown = await offer();
    expect(shown.body).toContain('Description fr : face à la mer.');

    const change = (fields: Record<string, string>) =>
      post(editor, jefa.cookie, {
        csrf: jefa.csrf,
        intent: 'dias',
        servicio: String(service!.id),
        desde: day!.day,
        hasta: day!.day,
        precio: '',
        porcentaje: '',
        ...fields,
      });
    expect((await change({ accion: 'precio', precio: 'mucho' })).statusCode).toBe(400);
    expect((await change({ accion: 'cerrar', hasta: '2020-01-01' })).statusCode).toBe(400);
    expect((await change({ accion: 'precio', precio: '1.234,00' })).statusCode).toBe(200);
    const priceOf = async () =>
      Number(
        (
          await rows<{ price: number }>(
            sql`select price from calendar_days where service_id = ${service!.id} and day = ${day!.day}`,
          )
        )[0]!.price,
      );
    expect(await priceOf()).toBe(123_400);
    expect((await change({ accion: 'porcentaje', porcentaje: '10' })).statusCode).toBe(200);
    expect(await priceOf()).toBe(135_740);
    expect((await change({ accion: 'cerrar' })).statusCode).toBe(200);
    expect(await priceOf()).toBe(0);
    // The closed day is not sold: the offer page moves to another day and keeps the asked one in `pedido`.
    await expect
      .poll(async () => (await offer()).headers.location ?? '', { timeout: 5_000 })
      .toContain(`pedido=${day!.day.replaceAll('-', '')}`);
    const trail = await rows<{ action: string }>(
      sql`select action from audit_log where entity in ('alojamiento', 'servicio') order by id`,
    );
    expect(trail.map((line) => line.action)).toEqual([
      'alojamiento.textos',
      'precios.cambiar',
      'precios.cambiar',
      'precios.cambiar',
    ]);
  });

  it('lets an admin create an agent, and shows the outbox and the trail', async () => {
    const jefa = await signIn('jefa@agencia.es');
    const created = await post('/gestion/agentes', jefa.cookie, {
      csrf: jefa.csrf,
      intent: 'crear',
      email: 'Marta@Agencia.es',
      nombre: 'Marta',
      rol: 'agente',
      contrasena: 'corta',
    });
    expect(created.statusCode).toBe(400);
    expect(created.body).toContain('al menos 12 caracteres');
    const ok = await post('/gestion/agentes', jefa.cookie, {
      csrf: jefa.csrf,
      intent: 'crear',
      email: 'Marta@Agencia.es',
      nombre: 'Marta',
      rol: 'agente',
      contrasena: PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect((await app.services.agents.list()).map((a) => a.email)).toContain('marta@agencia.es');
    const mailbox = await app.inject({ url: '/gestion/correo', headers: { cookie: jefa.cookie } });
    expect(mailbox.body).toContain(`Réservation ${booking.locator}`);
    const [mail] = await rows<{ id: number }>(sql`select id from outbox_emails order by id desc limit 1`);
    const html = await app.inject({ url: `/gestion/correo/${mail!.id}`, headers: { cookie: jefa.cookie } });
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    const trail = await app.inject({ url: '/gestion/auditoria', headers: { cookie: jefa.cookie } });
    expect(trail.body).toContain('Agente creado');
  });

  it('exports a person’s data, and erases it only once their trips are over', async () => {
    const jefa = await signIn('jefa@agencia.es');
    const page = (intent: string, extra: Record<string, string> = {}) =>
      post('/gestion/proteccion-datos', jefa.cookie, {
        csrf: jefa.csrf,
        email: 'Ana@Example.com',
        intent,
        ...extra,
      });
    const found = await page('buscar');
    expect(found.body).toContain(booking.locator);
    const exported = await post('/gestion/proteccion-datos/exportar', jefa.cookie, {
      csrf: jefa.csrf,
      email: 'ana@example.com',
    });
    expect(exported.headers['content-disposition']).toContain('attachment');
    const document = JSON.parse(exported.body) as {
      bookings: { locator: string; travellers: { fullName: string }[] }[];
    };
    expect(document.bookings.map((b) => b.locator)).toEqual([booking.locator]);
    expect(document.bookings[0]!.travellers.length).toBeGreaterThan(0);
    // Not without confirming, and not while the trip is still to travel.
    expect((await page('suprimir')).statusCode).toBe(400);
    const confirm = { confirmacion: 'ana@example.com', entendido: 'on' };
    const active = await page('suprimir', confirm);
    expect(active.statusCode).toBe(409);
    expect(active.body).toContain(booking.locator);
    await database.db.execute(
      sql`update bookings set departure_date = '2020-01-01', return_date = '2020-01-08' where id = ${booking.id}`,
    );
    expect((await page('suprimir', confirm)).statusCode).toBe(200);
    const [erased] = await rows<{
      first_name: string;
      email: string;
      phone: string;
      card_last4: string;
      total_price: number;
    }>(sql`select first_name, email, phone, card_last4, total_price from bookings where id = ${booking.id}`);
    expect(erased).toMatchObject({ first_name: 'Suprimido', phone: '' });
    expect(erased!.card_last4.trim()).toBe('');
    expect(erased!.email).not.toContain('ana@example.com');
    expect(erased!.total_price).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*) as n from booking_passengers where booking_id = ${booking.id} and (document <> '' or birth_date is not null)`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from booking_documents where booking_id = ${booking.id}`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from outbox_emails where lower(to_address) = 'ana@example.com'`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from payments where booking_id = ${booking.id}`)).toBe(1);
    const trail = await rows<{ after: unknown }>(
      sql`select after from audit_log where action = 'datos.suprimir'`,
    );
    expect(JSON.stringify(trail)).not.toContain('ana@example.com');
  });

  it('takes a hotel photo from an admin, refuses one of too many pixels with the bound, and shows it once encoded', async () => {
    const jefa = await signIn('jefa@agencia.es');
    const send = async (picture: Buffer, type: string) => {
      const form = new FormData();
      form.set('csrf', jefa.csrf);
      form.set('intent', 'foto');
      form.set('tipo', 'alojamiento');
      form.set('clave', '1001');
      form.append('foto', new Blob([new Uint8Array(picture)], { type }), 'foto');
      const request = new Response(form);
      return app.inject({
        method: 'POST',
        url: '/gestion/catalogo',
        headers: { cookie: jefa.cookie, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const photos = () => count(sql`select count(*) as n from photos`);
    const before = await photos();
    // 96 megapixels in a few kilobytes: refused from its header, nothing stored.
    const refused = await send(hugePng(12_000, 8_000), 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('como mucho 40 megapíxeles');
    expect(await photos()).toBe(before);
    const stored = await send(await photoLikeJpeg(1600, 1000), 'image/jpeg');
    expect(stored.statusCode).toBe(200);
    expect(stored.body).toContain('se está preparando en todos los tamaños');
    const [photo] = await rows<{ id: number }>(sql`select id from photos order by id desc limit 1`);
    expect(stored.body).toContain(`?foto=${photo!.id}#fotos`);
    await app.services.photos.drained();
    const ready = await app.inject({
      url: `/gestion/catalogo?foto=${photo!.id}`,
      headers: { cookie: jefa.cookie },
    });
    expect(ready.body).toContain(`La foto ${photo!.id} está lista`);
    expect(ready.body).toContain(`/fotos/${photo!.id}/480.webp`);
    expect((await app.inject({ url: `/fotos/${photo!.id}/480.webp` })).statusCode).toBe(200);
  }, 120_000);
});
