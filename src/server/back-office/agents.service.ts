import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agents } from '../db/schema/back-office';
import { signInThrottles } from '../db/schema/security';
import { hashPassword, verifyPassword } from '../api-clients/passwords';
import type { SignInThrottle, ThrottledKey, ThrottlePolicy } from '../sign-in-throttle/sign-in-throttle';
import { createAgentSessions, type AgentRole } from './agent-sessions';
import {
  createSecretBox,
  UnreadableSecretError,
  type LoadedSecretKey,
  type SecretBox,
} from './agent-secret-key';
import { createSignInFailures } from './agent-sign-in-failures';
import { audit, type Actor } from './audit';
import { checkCode, enrolment, newTotpSecret } from './totp';

/**
 * Agents' sign-in throttling (decision 0022), counted like the packages API's: a guesser locks
 * only its own address. 5 wrong passwords for one account from one address lock that address
 * for that account, 20 failures from one address (any accounts) lock that address; only 50
 * failures on one account from every address together lock the account itself. Locks last
 * 15 minutes, then 30, up to 4 hours. While its account lock holds, the account signs in with
 * password and code together (and says nothing about either until both are right), which lifts
 * the lock. Wrong codes — only someone with the password gets that far — lock the account's code
 * step after 5, until it ends or an admin lifts it.
 */
const WINDOW_MS = 15 * 60_000;
const LOCKS = { windowMs: WINDOW_MS, firstLockMs: 15 * 60_000, maxLockMs: 4 * 60 * 60_000 };
/** One account from one address. */
export const AGENT_FROM_ADDRESS_THROTTLE: ThrottlePolicy = { maxFailures: 5, ...LOCKS, resetOnSuccess: true };
/** One address, over any accounts (an office behind one address shares it). */
export const AGENT_ADDRESS_THROTTLE: ThrottlePolicy = { maxFailures: 20, ...LOCKS, resetOnSuccess: false };
/** One account from every address together: a distributed guess. */
export const AGENT_ACCOUNT_THROTTLE: ThrottlePolicy = { maxFailures: 50, ...LOCKS, resetOnSuccess: true };
/** Wrong codes on one account. */
export const AGENT_CODE_THROTTLE: ThrottlePolicy = { maxFailures: 5, ...LOCKS, resetOnSuccess: true };

const fromKeyPrefix = (email: string) => `agent-from:${email}@`;
const keys = {
  fromAddress: (email: string, address: string): ThrottledKey => ({
    key: `${fromKeyPrefix(email)}${address}`,
    policy: AGENT_FROM_ADDRESS_THROTTLE,
  }),
  address: (address: string): ThrottledKey => ({
    key: `agent-address:${address}`,
    policy: AGENT_ADDRESS_THROTTLE,
  }),
  account: (email: string): ThrottledKey => ({ key: `agent:${email}`, policy: AGENT_ACCOUNT_THROTTLE }),
  code: (agentId: number): ThrottledKey => ({ key: `agent-code:${agentId}`, policy: AGENT_CODE_THROTTLE }),
  /**
   * What a refused password costs while the account is locked: a throttle write like the code
   * count a right password makes, so that the time of the answer does not tell them apart.
   */
  guard: (email: string, address: string): ThrottledKey => ({
    key: `agent-guard:${email}@${address}`,
    policy: AGENT_CODE_THROTTLE,
  }),
};
/** The attempt is not counted on this key after all (a success that does not reset it). */
const givenBack = ({ key, policy }: ThrottledKey): ThrottledKey => ({
  key,
  policy: { ...policy, resetOnSuccess: false },
});

/** Hashed once, so an unknown e-mail costs the same time as a wrong password. */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));
/** Checked against a refused code while the account is locked, so both answers cost the same. */
const DUMMY_SECRET = newTotpSecret();

/** What the log says when an agent's secret cannot be opened (with the agent's id and the reason). */
export const UNREADABLE_SECRET =
  'an agent’s second-factor secret cannot be decrypted with this server’s key (AGENT_SECRET_KEY or DATA_DIR/agent-secret.key): their codes are refused until that key is restored or an admin resets their second factor';

/** Why an agent's second factor could not be checked: for the log, never shown to anyone. */
export interface SecretProblem {
  agentId: number;
  reason: string;
}

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

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** What a TOTP secret is authenticated with: the agent it belongs to. */
const secretContext = (agentId: number) => `agent:${agentId}:totp`;

type AgentRow = typeof agents.$inferSelect;

/** The booking team's accounts: created, signed in with password and second factor, managed by admins. */
export function createAgentsService(deps: {
  db: Database;
  throttle: SignInThrottle;
  clock: () => Date;
  /** The key of the TOTP secrets, read when first needed (agent-secret-key.ts). */
  secretKey: () => LoadedSecretKey;
}) {
  const { db, throttle } = deps;
  const sessions = createAgentSessions(db, deps.clock);
  const failures = createSignInFailures(db, deps.clock);
  let loadedKey: { loaded: LoadedSecretKey; box: SecretBox } | undefined;
  const secretKey = () => {
    if (!loadedKey) {
      const loaded = deps.secretKey();
      loadedKey = { loaded, box: createSecretBox(loaded.key) };
    }
    return loadedKey;
  };
  const seal = (agentId: number, secret: string) => secretKey().box.seal(secret, secretContext(agentId));

  /**
   * The Base32 secret of a stored value. A value without the `v1:` prefix is one written before
   * secrets were encrypted (an older instance during an upgrade) and is taken as it is; start-up
   * encrypts those.
   */
  const openSecret = (agentId: number, stored: string): { secret: string } | { problem: SecretProblem } => {
    const { box } = secretKey();
    if (!box.isSealed(stored)) return { secret: stored };
    try {
      return { secret: box.open(stored, secretContext(agentId)) };
    } catch (error) {
      if (!(error instanceof UnreadableSecretError)) throw error;
      return { problem: { agentId, reason: error.message } };
    }
  };

  const byId = (id: number) =>
    db
      .select()
      .from(agents)
      .where(eq(agents.id, id))
      .then((rows) => rows[0]);

  /** What the trail keeps of an agent: never the hash or the secret. */
  const publicView = (agent: AgentRow) => ({
    email: agent.email,
    name: agent.name,
    role: agent.role,
    active: agent.active,
    enrolled: agent.totpSecret !== null,
  });

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

  /** Keys that lock the account itself (not one address). */
  const accountLockKeys = (agent: { id: number; email: string }) => [
    keys.account(agent.email).key,
    keys.code(agent.id).key,
  ];

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
    sessions,

    /**
     * Agents locked out now, and until when: the account itself (too many failures from everywhere,
     * or wrong codes), or only some addresses for it (the agent still signs in from elsewhere).
     */
    async locks(): Promise<Map<number, AgentLock>> {
      const now = deps.clock();
      const all = await db.select({ id: agents.id, email: agents.email }).from(agents);
      const rows = await db
        .select({ key: signInThrottles.key, until: signInThrottles.lockedUntil })
        .from(signInThrottles)
        .where(
          and(
            or(like(signInThrottles.key, 'agent:%'), like(signInThrottles.key, 'agent-%')),
            isNotNull(signInThrottles.lockedUntil),
            gt(signInThrottles.lockedUntil, now),
          ),
        );
      const locked = new Map<number, AgentLock>();
      for (const agent of all) {
        const own = accountLockKeys(agent);
        let lock: AgentLock | undefined;
        for (const row of rows) {
          const account = own.includes(row.key);
          if (!row.until || !(account || row.key.startsWith(fromKeyPrefix(agent.email)))) continue;
          lock ??= { until: row.until, account: false, addresses: 0 };
          if (account) {
            if (!lock.account || lock.until < row.until) lock.until = row.until;
            lock.account = true;
          } else {
            lock.addresses += 1;
            if (!lock.account && lock.until < row.until) lock.until = row.until;
          }
        }
        if (lock) locked.set(agent.id, lock);
      }
      return locked;
    },

    /** Whether a password is an agent's current one. */
    async checkPassword(id: number, password: string): Promise<boolean> {
      const agent = await byId(id);
      return agent ? verifyPassword(password, agent.passwordHash) : false;
    },

    /** An admin lifts an agent's locks, the account's and every address's (they proved who they are some other way). */
    async unlock(id: number, actor: Actor): Promise<boolean> {
      const agent = await byId(id);
      if (!agent) return false;
      await db.transaction(async (tx) => {
        await tx
          .delete(signInThrottles)
          .where(
            or(
              inArray(signInThrottles.key, accountLockKeys(agent)),
              sql`starts_with(${signInThrottles.key}, ${fromKeyPrefix(agent.email)})`,
            ),
          );
        await audit(tx, actor, { action: 'agente.desbloquear', entity: 'agente', entityId: id });
      });
      return true;
    },

    /** A new agent; undefined when the e-mail is taken. The actor is absent for `npm run agent:create`. */
    async create(
      input: { email: string; name: string; role: AgentRole; password: string },
      actor?: Actor,
    ): Promise<number | undefined> {
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(agents)
          .values({
            email: normaliseEmail(input.email),
            name: input.name.trim(),
            role: input.role,
            passwordHash,
          })
          .onConflictDoNothing({ target: agents.email })
          .returning();
        if (!row) return undefined;
        await audit(tx, actor ?? { id: row.id, email: 'agent:create' }, {
          action: 'agente.crear',
          entity: 'agente',
          entityId: row.id,
          after: publicView(row),
        });
        return row.id;
      });
    },

    list: () =>
      db
        .select()
        .from(agents)
        .orderBy(asc(agents.name))
        .then((rows) => rows.map((a) => ({ id: a.id, ...publicView(a), lastSignInAt: a.lastSignInAt }))),

    /** Changes an agent's role, activity, or clears their second factor (they enrol again). */
    async update(
      id: number,
      change: { role?: AgentRole; active?: boolean; resetSecondFactor?: boolean; password?: string },
      actor: Actor,
    ): Promise<boolean> {
      const passwordHash = change.password ? await hashPassword(change.password) : undefined;
      const done = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(agents).where(eq(agents.id, id)).for('update');
        if (!before) return false;
        const [after] = await tx
          .update(agents)
          .set({
            ...(change.role ? { role: change.role } : {}),
            ...(change.active !== undefined ? { active: change.active } : {}),
            ...(change.resetSecondFactor
              ? { totpSecret: null, totpPendingSecret: null, totpLastStep: null }
              : {}),
            ...(passwordHash ? { passwordHash } : {}),
          })
          .where(eq(agents.id, id))
          .returning();
        await audit(tx, actor, {
          action: 'agente.modificar',
          entity: 'agente',
          entityId: id,
          before: publicView(before),
          after: { ...publicView(after!), ...(passwordHash ? { password: 'cambiada' } : {}) },
        });
        return true;
      });
      if (done && change.resetSecondFactor)
        await db.delete(signInThrottles).where(eq(signInThrottles.key, keys.code(id).key));
      // Whatever changed about an account, its open sessions start again under the new rules.
      if (done && (change.active === false || change.resetSecondFactor || passwordHash || change.role))
        await sessions.closeAllOf(id);
      return done;
    },

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

    /** Failed sign-ins between the agent's previous sign-in and this one, for the notice after signing in. */
    failuresSinceLastSignIn: (agentId: number) => failures.sinceLastSignIn(agentId),

    /** The agent has read that notice. */
    acknowledgeFailures: (agentId: number) => failures.acknowledge(agentId),

    /**
     * At start: reads the secrets' key (writing it the first time), encrypts the secrets still
     * stored in clear, and counts those this key cannot open. Safe to run from several
     * instances at once: each value is replaced only if it is still the clear one read.
     */
    async protectSecrets(): Promise<{
      key: Omit<LoadedSecretKey, 'key'> & { id: string };
      encrypted: number;
      unreadable: SecretProblem[];
    }> {
      const { loaded, box } = secretKey();
      const stored = await db
        .select({ id: agents.id, secret: agents.totpSecret, pending: agents.totpPendingSecret })
        .from(agents)
        .where(or(isNotNull(agents.totpSecret), isNotNull(agents.totpPendingSecret)));
      let encrypted = 0;
      const unreadable: SecretProblem[] = [];
      for (const row of stored) {
        for (const column of ['secret', 'pending'] as const) {
          const value = row[column];
          if (value === null) continue;
          const target = column === 'secret' ? agents.totpSecret : agents.totpPendingSecret;
          if (!box.isSealed(value)) {
            const done = await db
              .update(agents)
              .set(
                column === 'secret'
                  ? { totpSecret: seal(row.id, value) }
                  : { totpPendingSecret: seal(row.id, value) },
              )
              .where(and(eq(agents.id, row.id), eq(target, value)))
              .returning({ id: agents.id });
            encrypted += done.length;
          } else if (column === 'secret') {
            const opened = openSecret(row.id, value);
            if ('problem' in opened) unreadable.push(opened.problem);
          }
        }
      }
      const { key: _key, ...about } = loaded;
      return { key: { ...about, id: box.keyId }, encrypted, unreadable };
    },
  };
}

/** An agent's lock: until when, and whether it holds the account or only some addresses. */
export interface AgentLock {
  until: Date;
  /** The account itself is locked (from everywhere, or its code step). */
  account: boolean;
  /** Addresses locked out of this account. */
  addresses: number;
}

export type AgentsService = ReturnType<typeof createAgentsService>;
