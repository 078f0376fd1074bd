import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agents } from '../db/schema/back-office';
import { hashPassword, verifyPassword } from '../api-clients/passwords';
import type { SignInThrottle } from '../sign-in-throttle/sign-in-throttle';
import { agentById, normaliseEmail, type AgentRow } from './agent-accounts';
import type { AgentSessions } from './agent-sessions';
import type { createSignInFailures } from './agent-sign-in-failures';
import { givenBack, throttleKeys as keys } from './agent-sign-in-throttles';
import type { SecretProblem, TotpSecrets } from './agent-totp-secrets';
import { audit, type Actor } from './audit';
import { checkCode, enrolment, newTotpSecret } from './totp';

/** Hashed once, so an unknown e-mail costs the same time as a wrong password. */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));
/** Checked against a refused code while the account is locked, so both answers cost the same. */
const DUMMY_SECRET = newTotpSecret();

export type SignInOutcome =
  /** Password right: a session waiting for the code. */
  | { kind: 'ok'; token: string; agentId: number }
  /** The account was locked and password and code were both right: a whole session, the lock lifted. */
  | { kind: 'complete'; token: string; agentId: number }
  | { kind: 'wrong' }
  /** The account is locked: password and code together, and the same answer unless both are right. */
  | { kind: 'guarded'; problem?: SecretProblem }
  /** This address is locked (for this account or for all). */
  | { kind: 'locked'; retryAfterSeconds: number };

export type CodeOutcome =
  | { kind: 'ok'; token: string }
  | { kind: 'wrong'; problem?: SecretProblem }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'expired' };

/**
 * Agents signing in and out: e-mail and password, then a code from their authenticator (enrolled
 * at the first sign-in), counted by the sign-in throttle (agent-sign-in-throttles.ts).
 */
export function createAgentSignIn(deps: {
  db: Database;
  throttle: SignInThrottle;
  clock: () => Date;
  sessions: AgentSessions;
  failures: ReturnType<typeof createSignInFailures>;
  secrets: TotpSecrets;
}) {
  const { db, throttle, sessions, failures } = deps;
  const { seal, open: openSecret } = deps.secrets;
  const byId = (id: number) => agentById(db, id);

  /**
   * A lock is written in the trail, under the agent it holds: the account's
   * (`agente.bloqueo`), or one address's for this account (`agente.bloqueo-direccion`).
   */
  const auditLock = (
    agent: AgentRow,
    scope: 'cuenta' | 'direccion',
    step: 'contrasena' | 'codigo',
    address: string,
  ) =>
    db.transaction((tx) =>
      audit(
        tx,
        { id: agent.id, email: agent.email },
        {
          action: scope === 'cuenta' ? 'agente.bloqueo' : 'agente.bloqueo-direccion',
          entity: 'agente',
          entityId: agent.id,
          after: { paso: step },
          note: address,
        },
      ),
    );

  /**
   * A whole sign-in: the code's step claimed (only if no other request used a later one: a code
   * counts once), the sign-in moved to the previous one, and the session made whole.
   */
  const claimCode = async (agentId: number, step: number, sealedSecret: string) => {
    const now = deps.clock();
    const [claimed] = await db
      .update(agents)
      .set({
        totpSecret: sealedSecret,
        totpPendingSecret: null,
        totpLastStep: step,
        previousSignInAt: sql`${agents.lastSignInAt}`,
        lastSignInAt: now,
      })
      .where(sql`${agents.id} = ${agentId} and coalesce(${agents.totpLastStep}, -1) < ${step}`)
      .returning({ id: agents.id });
    return claimed !== undefined;
  };

  const auditSignIn = (agent: AgentRow, action: string, address: string) =>
    db.transaction((tx) =>
      audit(
        tx,
        { id: agent.id, email: agent.email },
        { action, entity: 'agente', entityId: agent.id, note: address },
      ),
    );

  /**
   * The account is locked: password and code together. Whatever is wrong — the password, the
   * code, an agent not enrolled or deactivated, an unknown e-mail — the answer is the same, after
   * the same work; a right pair signs in and lifts the lock.
   */
  async function guardedSignIn(
    agent: AgentRow | undefined,
    email: string,
    password: string,
    code: string,
    address: string,
  ): Promise<SignInOutcome> {
    const matches = await verifyPassword(password, agent?.passwordHash ?? (await DUMMY_HASH));
    const lifting = agent && agent.active && agent.totpSecret !== null && matches ? agent : undefined;
    const budget = await throttle.begin([lifting ? keys.code(lifting.id) : keys.guard(email, address)]);
    if (lifting && !budget.allowed && budget.lockedNow.length > 0)
      await auditLock(lifting, 'cuenta', 'codigo', address);
    const opened = lifting ? openSecret(lifting.id, lifting.totpSecret!) : { secret: DUMMY_SECRET };
    const now = deps.clock();
    const step = await checkCode(
      'secret' in opened ? opened.secret : DUMMY_SECRET,
      code,
      lifting?.totpLastStep ?? null,
      now,
    );
    if (lifting && budget.allowed && 'secret' in opened && step !== undefined) {
      if (await claimCode(lifting.id, step, seal(lifting.id, opened.secret))) {
        await throttle.succeeded([
          keys.fromAddress(email, address),
          keys.address(address),
          keys.account(email),
          keys.code(lifting.id),
        ]);
        const token = await sessions.complete(await sessions.open(lifting.id));
        if (token) {
          // Lifted by the agent themself, with password and code.
          await auditSignIn(lifting, 'agente.desbloquear', address);
          await auditSignIn(lifting, 'agente.entrar', address);
          return { kind: 'complete', token, agentId: lifting.id };
        }
      }
    }
    await failures.record({ email }, address, 'bloqueo');
    return { kind: 'guarded', ...('problem' in opened ? { problem: opened.problem } : {}) };
  }

  return {
    /**
     * First step: e-mail and password, counted on this address for this account, on this address,
     * and on the account. A session at the password stage when they match. While the account
     * itself is locked, `code` must come with the password (see guardedSignIn).
     */
    async signIn(emailTyped: string, password: string, address: string, code = ''): Promise<SignInOutcome> {
      const email = normaliseEmail(emailTyped);
      const [agent] = await db.select().from(agents).where(eq(agents.email, email)).limit(1);
      const here = [keys.fromAddress(email, address), keys.address(address)];
      const local = await throttle.begin(here);
      if (!local.allowed) {
        if (agent && local.lockedNow.includes(keys.fromAddress(email, address).key))
          await auditLock(agent, 'direccion', 'contrasena', address);
        await failures.record({ email }, address, 'bloqueo');
        return { kind: 'locked', retryAfterSeconds: local.retryAfterSeconds };
      }
      // Counted here too only when this address may try: a locked guesser adds nothing to it.
      const account = await throttle.begin([keys.account(email)]);
      if (!account.allowed) {
        if (agent && account.lockedNow.length > 0) await auditLock(agent, 'cuenta', 'contrasena', address);
        return guardedSignIn(agent, email, password, code, address);
      }
      const matches = await verifyPassword(password, agent?.passwordHash ?? (await DUMMY_HASH));
      if (!agent || !agent.active || !matches) {
        await failures.record({ email }, address, 'contrasena');
        return { kind: 'wrong' };
      }
      // The account's count is forgotten only once the code is right too.
      await throttle.succeeded([...here, givenBack(keys.account(email))]);
      return { kind: 'ok', token: await sessions.open(agent.id), agentId: agent.id };
    },

    /** Ends the session (and writes it in the trail). */
    async signOut(token: string | undefined, actor: Actor) {
      await sessions.close(token);
      await db.transaction((tx) =>
        audit(tx, actor, { action: 'agente.salir', entity: 'agente', entityId: actor.id ?? actor.email }),
      );
    },

    /** The QR code to scan at first sign-in (a new secret each time it is asked for until enrolled). */
    async enrolment(agentId: number) {
      const agent = await byId(agentId);
      if (!agent || agent.totpSecret) return undefined;
      const secret = newTotpSecret();
      await db
        .update(agents)
        .set({ totpPendingSecret: seal(agentId, secret) })
        .where(eq(agents.id, agentId));
      return { secret, ...(await enrolment(secret, agent.email)) };
    },

    /**
     * Second step: a code from the authenticator. At first sign-in it proves the QR code was
     * scanned and enrols the secret. The session then becomes whole under a new token.
     */
    async confirmCode(token: string, agentId: number, code: string, address: string): Promise<CodeOutcome> {
      const codeKeys = [keys.code(agentId), keys.address(address)];
      const attempt = await throttle.begin(codeKeys);
      const agent = await byId(agentId);
      if (!attempt.allowed) {
        if (agent && attempt.lockedNow.includes(keys.code(agentId).key))
          await auditLock(agent, 'cuenta', 'codigo', address);
        await failures.record({ id: agentId }, address, 'bloqueo');
        return { kind: 'locked', retryAfterSeconds: attempt.retryAfterSeconds };
      }
      const stored = agent?.totpSecret ?? agent?.totpPendingSecret;
      const opened = agent && stored ? openSecret(agentId, stored) : undefined;
      if (!agent || !opened || 'problem' in opened) {
        await failures.record({ id: agentId }, address, 'codigo');
        return { kind: 'wrong', ...(opened && 'problem' in opened ? { problem: opened.problem } : {}) };
      }
      const step = await checkCode(opened.secret, code.replace(/\s+/g, ''), agent.totpLastStep, deps.clock());
      if (step === undefined || !(await claimCode(agentId, step, seal(agentId, opened.secret)))) {
        await failures.record({ id: agentId }, address, 'codigo');
        return { kind: 'wrong' };
      }
      // A whole sign-in also forgets the failures counted on the account from everywhere.
      await throttle.succeeded([...codeKeys, keys.account(agent.email)]);
      const fresh = await sessions.complete(token);
      if (!fresh) return { kind: 'expired' };
      await auditSignIn(
        agent,
        agent.totpSecret ? 'agente.entrar' : 'agente.entrar-y-activar-segundo-factor',
        address,
      );
      return { kind: 'ok', token: fresh };
    },
  };
}
