import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import routes from '../../web/routes';
import { createSecretBox } from './agent-secret-key';
import { cookieOf, csrfIn, FORM, PASSWORD, useBackOffice, valueOf } from './back-office.test-helpers';

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

/**
 * The back office's doors: every route closed without a whole session, signing in with password
 * and second factor, the throttles on guessing, sessions' lifetimes, CSRF and admin-only pages.
 */
describe.each(testDatabaseKinds)('the back office on %s', (kind) => {
  const bo = useBackOffice(kind);
  const { booking, secrets, logLines, rows, writes, passwordStep, signIn, post, nextStep } = bo;

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
    const visitor = await bo.app.services.myBooking.sessions.open(booking.id);
    const { cookie: halfway } = await passwordStep('luis@agencia.es');
    const before = await writes();
    for (const path of PATHS.filter((p) => p !== '/gestion/entrar')) {
      const exempt = path === '/gestion/verificacion' || path === '/gestion/salir';
      for (const cookie of ['', `mireserva=${visitor}`, `gestion=${valueOf(halfway)}`]) {
        if (exempt && cookie.startsWith('gestion=')) continue;
        for (const method of ['GET', 'POST'] as const) {
          const answer = await bo.app.inject({
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
        const data = await bo.app.inject({ method: 'GET', url: `${path}.data`, headers: { cookie } });
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
    const old = await bo.app.inject({ method: 'GET', url: '/gestion', headers: { cookie: before } });
    expect(old.statusCode).toBe(303);
    const inbox = await bo.app.inject({ method: 'GET', url: '/gestion', headers: { cookie } });
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
    await bo.database.db.execute(sql`delete from sign_in_throttles where key like 'agent%'`);
  });

  it('locks an account guessed at from many addresses: password and code together lift it, a right password alone is answered as a wrong one', async () => {
    const email = 'luis@agencia.es';
    await signIn(email); // enrolled, and a sign-in to count the failures from
    bo.now = new Date(bo.now.getTime() + 60_000);
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
    const list = await bo.app.inject({ url: '/gestion/agentes', headers: { cookie: jefa.cookie } });
    expect(list.body).toMatch(/bloqueado hasta \d/);
    // Both right: signed in whole, straight to the inbox, and the lock is gone.
    nextStep();
    const codigo = await generate({
      secret: secrets.get(email)!,
      epoch: Math.floor(bo.now.getTime() / 1000),
    });
    const lifted = await passwordStep(email, PASSWORD, '10.30.0.4', codigo);
    expect(lifted.answer.statusCode).toBe(302);
    expect(lifted.answer.headers.location).toBe('/gestion');
    const whole = `gestion=${valueOf(lifted.cookie)}`;
    const inbox = await bo.app.inject({ url: '/gestion', headers: { cookie: whole } });
    expect(inbox.statusCode).toBe(200);
    // The failed attempts since the last sign-in (53, of which the latest 50 are kept), the last one's address and time.
    expect(inbox.body).toMatch(
      /50 intentos fallidos de entrar en tu cuenta desde tu última entrada, el [^;<]+; el último, desde 10\.30\.0\.3 el [^.<]+\./,
    );
    expect(inbox.body).toContain('Guardamos solo los 50 últimos: pudo haber más.');
    const relisted = await bo.app.inject({ url: '/gestion/agentes', headers: { cookie: jefa.cookie } });
    expect(relisted.body).not.toMatch(/bloqueado hasta \d/);
    // Read, the notice goes.
    const read = await post('/gestion', whole, { csrf: csrfIn(inbox.body), intent: 'intentos-vistos' });
    expect(read.statusCode).toBe(200);
    const after = await bo.app.inject({ url: '/gestion', headers: { cookie: whole } });
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
    await bo.database.db.execute(sql`update agents set totp_secret = ${foreign} where id = ${agent!.id}`);
    logLines.length = 0;
    const { cookie } = await passwordStep(email);
    const session = `gestion=${valueOf(cookie)}`;
    const page = await bo.app.inject({ url: '/gestion/verificacion', headers: { cookie: session } });
    nextStep();
    const codigo = await generate({
      secret: secrets.get(email)!,
      epoch: Math.floor(bo.now.getTime() / 1000),
    });
    const refused = await post('/gestion/verificacion', session, { codigo, csrf: csrfIn(page.body) });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toMatch(/role="alert">El código no es correcto/);
    expect(logLines.join('')).toMatch(/cannot be decrypted/);
    expect(logLines.join('')).toMatch(/another key/);
    expect(logLines.join('')).not.toContain(secrets.get(email));
    await bo.database.db.execute(
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
    const page = await bo.app.inject({
      method: 'GET',
      url: '/gestion/verificacion',
      headers: { cookie: session },
    });
    const codigo = await generate({
      secret: secrets.get('jefa@agencia.es')!,
      epoch: Math.floor(bo.now.getTime() / 1000),
    });
    const replay = await post('/gestion/verificacion', session, { codigo, csrf: csrfIn(page.body) });
    expect(replay.statusCode).toBe(401);

    bo.now = new Date(bo.now.getTime() + 29 * 60_000);
    expect((await bo.app.inject({ url: '/gestion', headers: { cookie: first.cookie } })).statusCode).toBe(
      200,
    );
    bo.now = new Date(bo.now.getTime() + 31 * 60_000);
    expect((await bo.app.inject({ url: '/gestion', headers: { cookie: first.cookie } })).statusCode).toBe(
      303,
    );

    const busy = await signIn('jefa@agencia.es');
    for (let hour = 0; hour < 12; hour += 1) {
      bo.now = new Date(bo.now.getTime() + 25 * 60_000);
      await bo.app.inject({ url: '/gestion', headers: { cookie: busy.cookie } });
      bo.now = new Date(bo.now.getTime() + 25 * 60_000);
      await bo.app.inject({ url: '/gestion', headers: { cookie: busy.cookie } });
    }
    expect((await bo.app.inject({ url: '/gestion', headers: { cookie: busy.cookie } })).statusCode).toBe(303);
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
      const page = await bo.app.inject({ url: path, headers: { cookie: luis.cookie } });
      expect(page.statusCode, path).toBe(403);
      const sent = await post(path, luis.cookie, { csrf: luis.csrf, intent: 'crear', email: 'x@y.es' });
      // Refused: by role where the page takes forms, as a method the page does not take elsewhere.
      expect([403, 405], path).toContain(sent.statusCode);
    }
    expect(await writes()).toEqual(before);
  });
});
