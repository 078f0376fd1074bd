import { and, asc, eq, gt, inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agents } from '../db/schema/back-office';
import { signInThrottles } from '../db/schema/security';
import { hashPassword, verifyPassword } from '../api-clients/passwords';
import type { AgentRole, AgentSessions } from './agent-sessions';
import { accountLockKeys, fromKeyPrefix, throttleKeys } from './agent-sign-in-throttles';
import { audit, type Actor } from './audit';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export type AgentRow = typeof agents.$inferSelect;

/** An agent's row by id; undefined when there is none. */
export const agentById = (db: Database, id: number) =>
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

/** An agent's lock: until when, and whether it holds the account or only some addresses. */
export interface AgentLock {
  until: Date;
  /** The account itself is locked (from everywhere, or its code step). */
  account: boolean;
  /** Addresses locked out of this account. */
  addresses: number;
}

/** The booking team's accounts as admins manage them: created, listed, changed, unlocked. */
export function createAgentAccounts(deps: { db: Database; clock: () => Date; sessions: AgentSessions }) {
  const { db, sessions } = deps;
  const byId = (id: number) => agentById(db, id);

  return {
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
        await db.delete(signInThrottles).where(eq(signInThrottles.key, throttleKeys.code(id).key));
      // Whatever changed about an account, its open sessions start again under the new rules.
      if (done && (change.active === false || change.resetSecondFactor || passwordHash || change.role))
        await sessions.closeAllOf(id);
      return done;
    },
  };
}
