import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/helpers/test-database';
import { agents } from '../db/schema/back-office';
import { createLogger } from '../logging';
import { createSignInThrottle } from '../sign-in-throttle/sign-in-throttle';
import type { LoadedSecretKey } from './agent-secret-key';
import { createAgentsService, type AgentsService } from './agents.service';
import { protectAgentSecrets } from './protect-agent-secrets';

const PASSWORD = 'una contraseña larga';
const START = new Date('2026-11-21T09:00:00Z');
const keyOf =
  (key: Buffer): (() => LoadedSecretKey) =>
  () => ({ key, source: 'environment' });

describe.each(testDatabaseKinds)('agents’ sign-in on %s', (kind) => {
  const database = useTestDatabase(kind);
  let now = START;
  const clock = () => now;
  /** A TOTP code is good once: each sign-in moves to the next 30-second step. */
  const nextStep = () => (now = new Date(now.getTime() + 31_000));
  const minutes = (n: number) => (now = new Date(now.getTime() + n * 60_000));
  const key = randomBytes(32);
  let service: AgentsService;
  const secrets = new Map<number, string>();
  const ids = new Map<string, number>();
  const serviceWith = (secretKey: Buffer) =>
    createAgentsService({
      db: database().db,
      throttle: createSignInThrottle(database().db, clock),
      clock,
      secretKey: keyOf(secretKey),
    });
  const code = (agentId: number) =>
    generate({ secret: secrets.get(agentId)!, epoch: Math.floor(now.getTime() / 1000) });

  /** Password then code, enrolling the second factor the first time. */
  async function signInWhole(email: string, address = '192.0.2.1') {
    nextStep();
    const first = await service.signIn(email, PASSWORD, address);
    if (first.kind !== 'ok') throw new Error(`password step: ${first.kind}`);
    const enrolment = await service.enrolment(first.agentId);
    if (enrolment) secrets.set(first.agentId, enrolment.secret);
    const second = await service.confirmCode(first.token, first.agentId, await code(first.agentId), address);
    if (second.kind !== 'ok') throw new Error(`code step: ${second.kind}`);
    return first.agentId;
  }

  beforeAll(async () => {
    service = serviceWith(key);
    for (const email of ['ana@agencia.es', 'bea@agencia.es', 'carla@agencia.es', 'dani@agencia.es'])
      ids.set(email, (await service.create({ email, name: email, role: 'agente', password: PASSWORD }))!);
    for (const email of ['ana@agencia.es', 'bea@agencia.es', 'carla@agencia.es']) await signInWhole(email);
  }, 60_000);

  const stored = async (id: number) =>
    (await database().db.select().from(agents).where(eq(agents.id, id)))[0]!;

  it('keeps the secret encrypted, and signs in with its codes', async () => {
    const id = ids.get('ana@agencia.es')!;
    const row = await stored(id);
    expect(row.totpSecret).toMatch(/^v1:/);
    expect(row.totpSecret).not.toContain(secrets.get(id));
    expect(row.totpPendingSecret).toBeNull();
    await signInWhole('ana@agencia.es');
  });

  it('lets a stranger’s wrong passwords lock only the stranger’s address, for known and unknown e-mails alike', async () => {
    minutes(60);
    const outcomes = async (email: string, address: string, count: number) => {
      const kinds: string[] = [];
      for (let i = 0; i < count; i += 1)
        kinds.push((await service.signIn(email, 'no es esta', address)).kind);
      return kinds;
    };
    const locked = ['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'locked', 'locked'];
    expect(await outcomes('bea@agencia.es', '203.0.113.9', 7)).toEqual(locked);
    expect(await outcomes('nadie@agencia.es', '203.0.113.9', 7)).toEqual(locked);
    // The right password from there is refused too, without saying whether it was right…
    expect((await service.signIn('bea@agencia.es', PASSWORD, '203.0.113.9')).kind).toBe('locked');
    // …while the agent signs in from her own address as if nothing had happened.
    await signInWhole('bea@agencia.es', '192.0.2.1');
    // One address over many accounts is locked at 20 failures.
    const spread = [];
    for (let i = 0; i < 21; i += 1)
      spread.push((await service.signIn(`x${i}@agencia.es`, 'no es esta', '203.0.113.10')).kind);
    expect(spread.slice(0, 20).every((k) => k === 'wrong')).toBe(true);
    expect(spread[20]).toBe('locked');
    expect((await service.signIn('bea@agencia.es', PASSWORD, '203.0.113.10')).kind).toBe('locked');
    // The trail says which address was locked out of which account.
    const trail = await database().db.execute(
      sql`select action, note from audit_log where action like 'agente.bloqueo%' and agent_id = ${ids.get('bea@agencia.es')!}`,
    );
    expect((trail as unknown as { rows: unknown[] }).rows).toEqual([
      { action: 'agente.bloqueo-direccion', note: '203.0.113.9' },
    ]);
    // The admin's list shows the address lock, and lifting it lets that address in again.
    const lock = (await service.locks()).get(ids.get('bea@agencia.es')!);
    expect(lock).toMatchObject({ account: false, addresses: 1 });
    await service.unlock(ids.get('bea@agencia.es')!, { id: null, email: 'test' });
    expect((await service.locks()).get(ids.get('bea@agencia.es')!)).toBeUndefined();
    expect((await service.signIn('bea@agencia.es', PASSWORD, '203.0.113.9')).kind).toBe('ok');
  });

  it('locks the account after 50 failures from many addresses; password and code together lift it, a password alone gets the same answer as a wrong one', async () => {
    minutes(60);
    const email = 'carla@agencia.es';
    const id = ids.get(email)!;
    for (let i = 0; i < 50; i += 1)
      expect((await service.signIn(email, 'no es esta', `198.51.100.${i % 25}`)).kind).toBe('wrong');
    // The 51st attempt, from an address never seen: the account asks for password and code.
    const right = await service.signIn(email, PASSWORD, '192.0.2.77');
    const wrong = await service.signIn(email, 'no es esta', '192.0.2.78');
    const rightWithWrongCode = await service.signIn(email, PASSWORD, '192.0.2.79', '000000');
    const wrongWithRightCode = await service.signIn(email, 'no es esta', '192.0.2.80', await code(id));
    expect([right, wrong, rightWithWrongCode, wrongWithRightCode]).toEqual([
      { kind: 'guarded' },
      { kind: 'guarded' },
      { kind: 'guarded' },
      { kind: 'guarded' },
    ]);
    // An unknown e-mail is locked alike, and answers alike.
    for (let i = 0; i < 50; i += 1)
      await service.signIn('nadie@agencia.es', 'no es esta', `198.51.100.${50 + (i % 25)}`);
    expect(await service.signIn('nadie@agencia.es', PASSWORD, '192.0.2.81', await code(id))).toEqual({
      kind: 'guarded',
    });
    const locks = await service.locks();
    expect(locks.get(id)).toMatchObject({ account: true });
    // Password and code together: signed in whole, and the lock is gone.
    nextStep();
    const lifted = await service.signIn(email, PASSWORD, '192.0.2.82', await code(id));
    expect(lifted).toMatchObject({ kind: 'complete', agentId: id });
    const session = await service.sessions.read(lifted.kind === 'complete' ? lifted.token : '');
    expect(session?.stage).toBe('completa');
    expect((await service.locks()).get(id)).toBeUndefined();
    nextStep();
    expect((await service.signIn(email, PASSWORD, '192.0.2.83')).kind).toBe('ok');
    const trail = await database().db.execute(
      sql`select action, agent_email from audit_log where entity = 'agente' and entity_id = ${String(id)} and action in ('agente.bloqueo', 'agente.desbloquear') order by id`,
    );
    expect((trail as unknown as { rows: unknown[] }).rows).toEqual([
      { action: 'agente.bloqueo', agent_email: email },
      { action: 'agente.desbloquear', agent_email: email },
    ]);
  });

  it('does not let an agent without a second factor lift an account lock; an admin can', async () => {
    minutes(60);
    const email = 'dani@agencia.es';
    const id = ids.get(email)!;
    for (let i = 0; i < 50; i += 1) await service.signIn(email, 'no es esta', `198.51.100.${100 + (i % 25)}`);
    // Not enrolled: there is no code that could be right.
    const pending = await service.enrolment(id);
    const tried = await service.signIn(
      email,
      PASSWORD,
      '192.0.2.90',
      await generate({ secret: pending!.secret, epoch: Math.floor(now.getTime() / 1000) }),
    );
    expect(tried).toEqual({ kind: 'guarded' });
    await service.unlock(id, { id: null, email: 'admin' });
    expect((await service.signIn(email, PASSWORD, '192.0.2.90')).kind).toBe('ok');
  });

  it('tells the agent about the failed attempts since the last sign-in, keeping the latest 50', async () => {
    minutes(60);
    const email = 'ana@agencia.es';
    const id = ids.get(email)!;
    const before = (await stored(id)).lastSignInAt!;
    await service.signIn(email, 'no es esta', '203.0.113.50');
    minutes(1);
    await service.signIn(email, 'no es esta', '203.0.113.51');
    const lastFailure = new Date(now);
    await signInWhole(email, '192.0.2.1');
    expect(await service.failuresSinceLastSignIn(id)).toEqual({
      count: 2,
      capped: false,
      since: before,
      last: { at: lastFailure, address: '203.0.113.51' },
    });
    await service.acknowledgeFailures(id);
    expect(await service.failuresSinceLastSignIn(id)).toBeUndefined();
    // A wrong code counts too.
    minutes(1);
    const first = await service.signIn(email, PASSWORD, '192.0.2.1');
    if (first.kind !== 'ok') throw new Error(first.kind);
    expect((await service.confirmCode(first.token, id, '000000', '192.0.2.1')).kind).toBe('wrong');
    for (let i = 0; i < 60; i += 1) {
      minutes(1);
      await service.signIn(email, 'no es esta', `203.0.113.${100 + (i % 50)}`);
    }
    await signInWhole(email, '192.0.2.1');
    expect(await service.failuresSinceLastSignIn(id)).toMatchObject({ count: 50, capped: true });
    const kept = await database().db.execute(
      sql`select count(*)::int as n from agent_sign_in_failures where agent_id = ${id}`,
    );
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(50);
  });

  it('encrypts secrets left in clear at start, once, whichever instance gets there first', async () => {
    const id = ids.get('bea@agencia.es')!;
    const clear = secrets.get(id)!;
    await database().db.update(agents).set({ totpSecret: clear }).where(eq(agents.id, id));
    // A value in clear (written by an older version) still works before the start-up pass…
    await signInWhole('bea@agencia.es');
    await database().db.update(agents).set({ totpSecret: clear }).where(eq(agents.id, id));
    const results = await Promise.all([service.protectSecrets(), serviceWith(key).protectSecrets()]);
    expect(results.map((r) => r.encrypted).reduce((a, b) => a + b)).toBe(1);
    expect((await service.protectSecrets()).encrypted).toBe(0);
    const row = await stored(id);
    expect(row.totpSecret).toMatch(/^v1:/);
    expect(row.totpSecret).not.toContain(clear);
    await signInWhole('bea@agencia.es');
  });

  it('refuses codes, without failing, when the secret was sealed with another key, and the log says why', async () => {
    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const elsewhere = serviceWith(randomBytes(32));
    const id = ids.get('ana@agencia.es')!;
    nextStep();
    const first = await elsewhere.signIn('ana@agencia.es', PASSWORD, '192.0.2.1');
    if (first.kind !== 'ok') throw new Error(first.kind);
    const refused = await elsewhere.confirmCode(first.token, id, await code(id), '192.0.2.1');
    expect(refused).toMatchObject({ kind: 'wrong', problem: { agentId: id } });
    if (refused.kind === 'wrong') expect(refused.problem?.reason).toMatch(/another key/);
    await protectAgentSecrets(elsewhere, { database: { kind: 'pglite', dataDir: undefined } }, log);
    const unreadable = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.agent === id);
    expect(unreadable).toEqual([
      expect.objectContaining({
        level: 50,
        reason: expect.stringMatching(/another key/),
        msg: expect.stringMatching(/cannot be decrypted/),
      }),
    ]);
    expect(lines.join('\n')).not.toContain(secrets.get(id));
    expect(lines.join('\n')).not.toContain(key.toString('base64'));
    // The right key still opens it.
    await signInWhole('ana@agencia.es');
  });
});
