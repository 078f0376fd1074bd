import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agents, agentSignInFailures } from '../db/schema/back-office';

/** Failed sign-ins kept per agent (the latest ones). */
export const FAILURES_KEPT = 50;

/** contrasena: a wrong password; codigo: a wrong code; bloqueo: refused while locked. */
export type FailureStep = 'contrasena' | 'codigo' | 'bloqueo';

export interface FailuresSummary {
  count: number;
  /** The count reached what is kept: there may have been more. */
  capped: boolean;
  /** The sign-in before this one; null when this was the first. */
  since: Date | null;
  last: { at: Date; address: string };
}

/**
 * Failed sign-ins on agents' accounts, shown to the agent after their next sign-in
 * (`agent_sign_in_failures`, the latest 50 per agent).
 */
export function createSignInFailures(db: Database, clock: () => Date) {
  return {
    /**
     * Records a failure on the account of an e-mail or an id, and drops the oldest beyond 50. One
     * statement whether the account exists or not: an unknown e-mail costs the same round trip.
     */
    async record(account: { email: string } | { id: number }, address: string, step: FailureStep) {
      const target =
        'email' in account
          ? sql`select ${agents.id} as id from ${agents} where ${agents.email} = ${account.email}`
          : sql`select ${agents.id} as id from ${agents} where ${agents.id} = ${account.id}`;
      // A data-modifying WITH runs once, whatever reads it; the delete sees the rows from before
      // the insert, so it keeps one fewer than the limit.
      await db.execute(sql`
        with target as (${target}),
        added as (
          insert into agent_sign_in_failures (agent_id, at, address, step)
          select id, ${clock().toISOString()}::timestamptz, ${address.slice(0, 64)}, ${step} from target
          returning agent_id
        )
        delete from agent_sign_in_failures
        where agent_id in (select id from target)
          and id not in (
            select id from agent_sign_in_failures
            where agent_id in (select id from target)
            order by at desc, id desc
            limit ${FAILURES_KEPT - 1}
          )`);
    },

    /** The failures between the agent's previous sign-in and their last one, if any. */
    async sinceLastSignIn(agentId: number): Promise<FailuresSummary | undefined> {
      const [agent] = await db
        .select({ previous: agents.previousSignInAt, last: agents.lastSignInAt })
        .from(agents)
        .where(eq(agents.id, agentId));
      if (!agent?.last) return undefined;
      const within = and(
        eq(agentSignInFailures.agentId, agentId),
        lte(agentSignInFailures.at, agent.last),
        ...(agent.previous ? [gt(agentSignInFailures.at, agent.previous)] : []),
      );
      const rows = await db
        .select({ at: agentSignInFailures.at, address: agentSignInFailures.address })
        .from(agentSignInFailures)
        .where(within)
        .orderBy(desc(agentSignInFailures.at), desc(agentSignInFailures.id));
      const [last] = rows;
      if (!last) return undefined;
      return { count: rows.length, capped: rows.length >= FAILURES_KEPT, since: agent.previous, last };
    },

    /** The agent has read the notice: the failures up to their last sign-in are no longer news. */
    async acknowledge(agentId: number) {
      await db
        .update(agents)
        .set({ previousSignInAt: sql`${agents.lastSignInAt}` })
        .where(eq(agents.id, agentId));
    },
  };
}
