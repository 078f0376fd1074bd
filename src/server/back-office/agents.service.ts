import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agents } from '../db/schema/back-office';
import { signInThrottles } from '../db/schema/security';
import { hashPassword, verifyPassword } from '../api-clients/passwords';
import type { SignInThrottle, ThrottledKey, ThrottlePolicy } from '../sign-in-throttle/sign-in-throttle';
import { createAgentSessions, type AgentRole } from './agent-sessions';
import { audit, type Actor } from './audit';
import { checkCode, enrolment, newTotpSecret } from './totp';

/**
 * Agents' sign-in throttling: 5 wrong passwords or codes for one account within 15 minutes lock it
 * for 15 minutes, then 30, up to 4 hours; 20 failures from one address lock that address alike.
 */
const WINDOW_MS = 15 * 60_000;
const ACCOUNT_THROTTLE: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: WINDOW_MS,
  firstLockMs: 15 * 60_000,
  maxLockMs: 4 * 60 * 60_000,
  resetOnSuccess: true,
};
const ADDRESS_THROTTLE: ThrottlePolicy = { ...ACCOUNT_THROTTLE, maxFailures: 20, resetOnSuccess: false };

const passwordKeys = (email: string, address: string): ThrottledKey[] => [
  { key: `agent:${email}`, policy: ACCOUNT_THROTTLE },
  { key: `agent-address:${address}`, policy: ADDRESS_THROTTLE },
];
const codeKeys = (agentId: number, address: string): ThrottledKey[] => [
  { key: `agent-code:${agentId}`, policy: ACCOUNT_THROTTLE },
  { key: `agent-address:${address}`, policy: ADDRESS_THROTTLE },
];

/** Hashed once, so an unknown e-mail costs the same time as a wrong password. */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

export type SignInOutcome =
  | { kind: 'ok'; token: string; agentId: number }
  | { kind: 'wrong' }
  | { kind: 'locked'; retryAfterSeconds: number };

export type CodeOutcome =
  | { kind: 'ok'; token: string }
  | { kind: 'wrong' }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'expired' };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The booking team's accounts: created, signed in with password and second factor, managed by admins. */
export function createAgentsService(deps: { db: Database; throttle: SignInThrottle; clock: () => Date }) {
  const { db, throttle } = deps;
  const sessions = createAgentSessions(db, deps.clock);

  const byId = (id: number) =>
    db
      .select()
      .from(agents)
      .where(eq(agents.id, id))
      .then((rows) => rows[0]);

  /** What the trail keeps of an agent: never the hash or the secret. */
  const publicView = (agent: typeof agents.$inferSelect) => ({
    email: agent.email,
    name: agent.name,
    role: agent.role,
    active: agent.active,
    enrolled: agent.totpSecret !== null,
  });

  /** A lock is written in the trail, under the agent it holds. */
  const auditLock = (agent: typeof agents.$inferSelect, step: 'contrasena' | 'codigo', address: string) =>
    db.transaction((tx) =>
      audit(
        tx,
        { id: agent.id, email: agent.email },
        {
          action: 'agente.bloqueo',
          entity: 'agente',
          entityId: agent.id,
          after: { paso: step },
          note: address,
        },
      ),
    );

  const lockKeys = (agent: { id: number; email: string }) => [
    `agent:${agent.email}`,
    `agent-code:${agent.id}`,
  ];

  return {
    sessions,

    /** Agents locked out now (too many wrong passwords or codes), and until when. */
    async locks(): Promise<Map<number, Date>> {
      const all = await db.select({ id: agents.id, email: agents.email }).from(agents);
      const rows = await db
        .select({ key: signInThrottles.key, until: signInThrottles.lockedUntil })
        .from(signInThrottles)
        .where(
          and(
            inArray(signInThrottles.key, all.flatMap(lockKeys)),
            gt(signInThrottles.lockedUntil, deps.clock()),
          ),
        );
      const locked = new Map<number, Date>();
      for (const agent of all)
        for (const row of rows)
          if (
            lockKeys(agent).includes(row.key) &&
            row.until &&
            (locked.get(agent.id) ?? new Date(0)) < row.until
          )
            locked.set(agent.id, row.until);
      return locked;
    },

    /** Whether a password is an agent's current one. */
    async checkPassword(id: number, password: string): Promise<boolean> {
      const agent = await byId(id);
      return agent ? verifyPassword(password, agent.passwordHash) : false;
    },

    /** An admin lifts an agent's lock (they proved who they are some other way). */
    async unlock(id: number, actor: Actor): Promise<boolean> {
      const agent = await byId(id);
      if (!agent) return false;
      await db.transaction(async (tx) => {
        await tx.delete(signInThrottles).where(inArray(signInThrottles.key, lockKeys(agent)));
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
        await db.delete(signInThrottles).where(eq(signInThrottles.key, `agent-code:${id}`));
      // Whatever changed about an account, its open sessions start again under the new rules.
      if (done && (change.active === false || change.resetSecondFactor || passwordHash || change.role))
        await sessions.closeAllOf(id);
      return done;
    },

    /** First step: e-mail and password. A session at the password stage when they match. */
    async signIn(emailTyped: string, password: string, address: string): Promise<SignInOutcome> {
      const email = normaliseEmail(emailTyped);
      const keys = passwordKeys(email, address);
      const attempt = await throttle.begin(keys);
      const [agent] = await db.select().from(agents).where(eq(agents.email, email)).limit(1);
      if (!attempt.allowed) {
        if (agent && attempt.lockedNow.includes(`agent:${email}`))
          await auditLock(agent, 'contrasena', address);
        return { kind: 'locked', retryAfterSeconds: attempt.retryAfterSeconds };
      }
      const matches = await verifyPassword(password, agent?.passwordHash ?? (await DUMMY_HASH));
      if (!agent || !agent.active || !matches) return { kind: 'wrong' };
      await throttle.succeeded(keys);
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
      await db.update(agents).set({ totpPendingSecret: secret }).where(eq(agents.id, agentId));
      return { secret, ...(await enrolment(secret, agent.email)) };
    },

    /**
     * Second step: a code from the authenticator. At first sign-in it proves the QR code was
     * scanned and enrols the secret. The session then becomes whole under a new token.
     */
    async confirmCode(token: string, agentId: number, code: string, address: string): Promise<CodeOutcome> {
      const keys = codeKeys(agentId, address);
      const attempt = await throttle.begin(keys);
      const agent = await byId(agentId);
      if (!attempt.allowed) {
        if (agent && attempt.lockedNow.includes(`agent-code:${agentId}`))
          await auditLock(agent, 'codigo', address);
        return { kind: 'locked', retryAfterSeconds: attempt.retryAfterSeconds };
      }
      const secret = agent?.totpSecret ?? agent?.totpPendingSecret;
      if (!agent || !secret) return { kind: 'wrong' };
      const now = deps.clock();
      const step = await checkCode(secret, code.replace(/\s+/g, ''), agent.totpLastStep, now);
      if (step === undefined) return { kind: 'wrong' };
      // The step is written only if no other request used a later one meanwhile: a code counts once.
      const [claimed] = await db
        .update(agents)
        .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step, lastSignInAt: now })
        .where(sql`${agents.id} = ${agentId} and coalesce(${agents.totpLastStep}, -1) < ${step}`)
        .returning({ id: agents.id });
      if (!claimed) return { kind: 'wrong' };
      await throttle.succeeded(keys);
      const fresh = await sessions.complete(token);
      if (!fresh) return { kind: 'expired' };
      await db.transaction((tx) =>
        audit(
          tx,
          { id: agent.id, email: agent.email },
          {
            action: agent.totpSecret ? 'agente.entrar' : 'agente.entrar-y-activar-segundo-factor',
            entity: 'agente',
            entityId: agent.id,
            note: address,
          },
        ),
      );
      return { kind: 'ok', token: fresh };
    },
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
