import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClientToken } from '../../../tests/helpers/api-client';
import { storefrontWithCatalogue } from '../../../tests/helpers/built-pages';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../db/client';

const PAGE = '/gestion/clientes-api';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es-ES' };
const PASSWORD = 'una contraseña larga';
const csrfIn = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/**
 * The back office's API clients page (/gestion/clientes-api): admins see every client and revoke
 * one, in the audit trail. The sign-in itself is back-office.pages.test.ts's: these agents get
 * their whole sessions straight from the sessions service.
 */
describe.each(testDatabaseKinds)('the API clients page on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const cookies = { admin: '', agent: '' };
  let partnerToken = '';

  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const clientsTable = () =>
    rows<{ username: string; revoked_at: string | null }>(
      sql`select username, revoked_at from api_clients order by username`,
    );
  const trailLength = async () =>
    Number((await rows<{ n: number }>(sql`select count(*)::int as n from audit_log`))[0]?.n);
  const idOf = async (username: string) =>
    Number((await rows<{ id: number }>(sql`select id from api_clients where username = ${username}`))[0]?.id);

  /** A whole back-office session for a new agent: the `gestion` cookie. */
  async function agentCookie(email: string, role: 'admin' | 'agente') {
    const id = await app.services.agents.create({
      email,
      name: email.split('@')[0]!,
      role,
      password: PASSWORD,
    });
    const sessions = app.services.agents.sessions;
    return `gestion=${await sessions.complete(await sessions.open(id!))}`;
  }
  const page = (cookie: string, language = 'es-ES') =>
    app.inject({ url: PAGE, headers: { cookie, 'accept-language': language } });
  const post = (cookie: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: PAGE,
      headers: { ...FORM, cookie },
      payload: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    ({ app, database } = await storefrontWithCatalogue(kind));
    await app.services.apiClients.syncDemoClient(true);
    partnerToken = await apiClientToken(app, ['bookings:read'], 'socio-lector');
    await app.services.apiClients.create('sistema-reservas', PASSWORD, {
      scopes: ['bookings:read', 'bookings:write'],
    });
    cookies.admin = await agentCookie('jefa@agencia.es', 'admin');
    cookies.agent = await agentCookie('luis@agencia.es', 'agente');
  }, 180_000);

  afterAll(async () => {
    await app?.close();
  });

  it('is for admins only: an agent gets 403 on the page and on its form, and no link to it', async () => {
    const before = [await clientsTable(), await trailLength()];
    const refused = await page(cookies.agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('socio-lector');
    const inbox = await app.inject({ url: '/gestion', headers: { cookie: cookies.agent } });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).not.toContain(`href="${PAGE}"`);
    const csrf = csrfIn(inbox.body);
    expect(csrf).not.toBe('');
    const sent = await post(cookies.agent, {
      csrf,
      intent: 'revocar',
      id: String(await idOf('socio-lector')),
    });
    expect(sent.statusCode).toBe(403);
    expect([await clientsTable(), await trailLength()]).toEqual(before);
  });

  it('lists every client with its scopes, creation, last sign-in and state, in Spanish and English, linked from the navigation', async () => {
    const answer = await page(cookies.admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const html = answer.body;
    expect(html).toContain(`href="${PAGE}"`);
    expect(html).toContain('<h1 class="bo-title">Clientes de la API</h1>');
    expect(html).toContain('3 clientes');
    /** The table row of a client, up to its end. */
    const rowOf = (username: string) =>
      html
        .split('<tr')
        .find((row) => row.includes(`>${username}<`))
        ?.split('</tr>')[0] ?? '';
    expect(rowOf('demo')).toContain('demostración');
    expect(rowOf('demo')).toContain('<code>catalogue:read</code>');
    expect(rowOf('demo')).not.toContain('bookings:');
    expect(rowOf('sistema-reservas')).toContain('<code>bookings:read</code>, <code>bookings:write</code>');
    expect(rowOf('sistema-reservas')).toContain('Nunca');
    expect(rowOf('socio-lector')).not.toContain('Nunca');
    expect(rowOf('socio-lector')).toContain('Activo');
    expect(rowOf('socio-lector')).toContain('Revocar a socio-lector');
    expect(html).toContain('npm run api-client:create');
    const english = await page(cookies.admin, 'en-GB');
    expect(english.body).toContain('<h1 class="bo-title">API clients</h1>');
    expect(english.body).toContain('Revoke socio-lector');
  });

  it('refuses a revocation without the session’s CSRF token, and revokes nothing', async () => {
    const before = [await clientsTable(), await trailLength()];
    const forged = await post(cookies.admin, { intent: 'revocar', id: String(await idOf('socio-lector')) });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe(`${PAGE}?formulario=caducado`);
    const wrong = await post(cookies.admin, {
      csrf: 'x'.repeat(43),
      intent: 'revocar',
      id: String(await idOf('socio-lector')),
    });
    expect([303, 403]).toContain(wrong.statusCode);
    expect([await clientsTable(), await trailLength()]).toEqual(before);
    const call = await app.inject({
      url: '/api/v1/Reservas/Mensajes?IDReserva=1',
      headers: { authorization: `Bearer ${partnerToken}` },
    });
    expect(call.statusCode).not.toBe(401);
  });

  it('revokes a client for good: its token stops at once, it cannot log in, and the trail says who', async () => {
    const csrf = csrfIn((await page(cookies.admin)).body);
    const id = await idOf('socio-lector');
    const revoked = await post(cookies.admin, { csrf, intent: 'revocar', id: String(id) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body).toContain('Cliente socio-lector revocado');
    const call = await app.inject({
      url: '/api/v1/Reservas/Mensajes?IDReserva=1',
      headers: { authorization: `Bearer ${partnerToken}` },
    });
    expect(call.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/Login',
      payload: { username: 'socio-lector', password: 'una contraseña de cliente larga' },
    });
    expect(login.statusCode).toBe(401);
    const [line] = await rows<{ agent_email: string; action: string; entity_id: string }>(
      sql`select agent_email, action, entity_id from audit_log where action = 'cliente-api.revocar'`,
    );
    expect(line).toEqual({
      agent_email: 'jefa@agencia.es',
      action: 'cliente-api.revocar',
      entity_id: String(id),
    });
    // The list says so, and offers no second revocation.
    const listed = (await page(cookies.admin)).body;
    expect(listed).toMatch(/Revocado el /);
    expect(listed).not.toContain('Revocar a socio-lector');
    expect(listed).toContain('Revocar a sistema-reservas');
    // Sent again (another tab), or for a client that does not exist, or nonsense.
    const again = await post(cookies.admin, { csrf, intent: 'revocar', id: String(id) });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Ese cliente ya estaba revocado.');
    expect((await post(cookies.admin, { csrf, intent: 'revocar', id: '999999' })).statusCode).toBe(404);
    expect((await post(cookies.admin, { csrf, intent: 'revocar', id: 'abc' })).statusCode).toBe(400);
    expect((await post(cookies.admin, { csrf, intent: 'borrar', id: String(id) })).statusCode).toBe(400);
    expect((await rows(sql`select 1 from audit_log where action = 'cliente-api.revocar'`)).length).toBe(1);
    // The audit trail's page, filtered by the new kind.
    const trail = await app.inject({
      url: '/gestion/auditoria?entidad=cliente-api',
      headers: { cookie: cookies.admin },
    });
    expect(trail.body).toContain('Cliente de la API revocado');
    expect(trail.body).toContain('Cliente de la API creado');
  });
});
