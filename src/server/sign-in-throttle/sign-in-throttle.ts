import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInThrottles } from '../db/schema/security';

/** How many failed sign-ins one key may have, and how long it is locked after that. */
export interface ThrottlePolicy {
  /** Failures allowed within a window; the next attempt is refused and locks the key. */
  maxFailures: number;
  /** The window starts at its first failure, or when the last lock ends. */
  windowMs: number;
  /** The first lock; each lock that follows lasts twice the previous one, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
  /**
   * Whether a success forgets the key (a client's own count) or only gives its attempt back (an
   * address: signing in to one account from there must not clear the guesses at the others).
   */
  resetOnSuccess: boolean;
}

/** What is throttled, e.g. `client:<username>` or `address:<ip>`, and by which policy. */
export interface ThrottledKey {
  key: string;
  policy: ThrottlePolicy;
}

export interface ThrottleState {
  failures: number;
  /** Locks in a row, for the backoff. */
  lockouts: number;
  lockedUntil: Date | null;
  /** When the count and the backoff are forgotten. */
  expiresAt: Date;
}

export type Verdict =
  | { allowed: true; state: ThrottleState }
  | { allowed: false; state: ThrottleState; retryAfterMs: number; lockedNow: boolean };

/** Length of the lock that follows `lockouts` earlier ones: 1st, 2×, 4×, … at most the cap. */
export function lockLengthMs(policy: ThrottlePolicy, lockouts: number): number {
  return Math.min(policy.firstLockMs * 2 ** lockouts, policy.maxLockMs);
}

/** The rules for one attempt on one key: refused while locked, or counted. */
export function judgeAttempt(stored: ThrottleState | undefined, policy: ThrottlePolicy, now: Date): Verdict {
  const state =
    stored && now < stored.expiresAt
      ? stored
      : { failures: 0, lockouts: 0, lockedUntil: null, expiresAt: new Date(now.getTime() + policy.windowMs) };
  if (state.lockedUntil && now < state.lockedUntil) {
    return {
      allowed: false,
      state,
      retryAfterMs: state.lockedUntil.getTime() - now.getTime(),
      lockedNow: false,
    };
  }
  if (state.failures >= policy.maxFailures) {
    const length = lockLengthMs(policy, state.lockouts);
    const lockedUntil = new Date(now.getTime() + length);
    // A new window starts when the lock ends, so the backoff is remembered for a window after it.
    const locked = {
      failures: 0,
      lockouts: state.lockouts + 1,
      lockedUntil,
      expiresAt: new Date(lockedUntil.getTime() + policy.windowMs),
    };
    return { allowed: false, state: locked, retryAfterMs: length, lockedNow: true };
  }
  return { allowed: true, state: { ...state, failures: state.failures + 1 } };
}

export type SignInAttempt =
  | { allowed: true }
  | {
      allowed: false;
      retryAfterSeconds: number;
      /** Keys this attempt locked (not those already locked): a lockout to log. */
      lockedNow: string[];
      /** Every key that refused the attempt (locked now or before). */
      refusedBy: string[];
    };

/**
 * Throttles sign-ins (API clients now; agents and booking look-ups later) in the database, so
 * that every instance on one PostgreSQL shares the counts. An attempt counts as a failure from
 * the moment it starts until it succeeds: counting before the password is checked, in one
 * transaction with the rows locked, stops parallel guesses from all slipping in before the first
 * failure is written.
 */
export function createSignInThrottle(db: Database, clock: () => Date = () => new Date()) {
  return {
    /** Counts an attempt on every key, or refuses it without counting when any key is locked. */
    async begin(keys: ThrottledKey[]): Promise<SignInAttempt> {
      const now = clock();
      // Every caller locks rows in one order, so attempts sharing keys queue and never deadlock.
      const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const names = sorted.map(({ key }) => key);
      const verdicts = await db.transaction(async (tx) => {
        // An already expired row stands for a key never seen; it gives the next line a row to lock.
        await tx
          .insert(signInThrottles)
          .values(names.map((key) => ({ key, expiresAt: now })))
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(signInThrottles)
          .where(inArray(signInThrottles.key, names))
          .orderBy(signInThrottles.key)
          .for('update');
        const judged = sorted.map(({ key, policy }) => {
          const row = rows.find((candidate) => candidate.key === key);
          return { key, verdict: judgeAttempt(row && stateOf(row), policy, now) };
        });
        const allowed = judged.every(({ verdict }) => verdict.allowed);
        for (const { key, verdict } of judged) {
          // A refused attempt is not counted on the keys that would have let it through.
          if (allowed || !verdict.allowed) {
            await tx.update(signInThrottles).set(verdict.state).where(eq(signInThrottles.key, key));
          }
        }
        return judged;
      });
      await this.purge(now);

      const refused = verdicts.flatMap(({ key, verdict }) => (verdict.allowed ? [] : [{ key, verdict }]));
      if (refused.length === 0) return { allowed: true };
      const retryAfterMs = Math.max(...refused.map(({ verdict }) => verdict.retryAfterMs));
      return {
        allowed: false,
        retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
        lockedNow: refused.filter(({ verdict }) => verdict.lockedNow).map(({ key }) => key),
        refusedBy: refused.map(({ key }) => key),
      };
    },

    /** After a successful sign-in: forgets the keys that reset on success, gives the attempt back on the others. */
    async succeeded(keys: ThrottledKey[]) {
      for (const { key, policy } of keys) {
        const row = eq(signInThrottles.key, key);
        if (policy.resetOnSuccess) await db.delete(signInThrottles).where(row);
        else
          await db
            .update(signInThrottles)
            .set({ failures: sql`greatest(${signInThrottles.failures} - 1, 0)` })
            .where(row);
      }
    },

    /** Drops rows whose count and backoff are over (they behave as absent anyway). */
    async purge(now = clock()) {
      await db.delete(signInThrottles).where(lte(signInThrottles.expiresAt, now));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

function stateOf(row: typeof signInThrottles.$inferSelect): ThrottleState {
  return {
    failures: row.failures,
    lockouts: row.lockouts,
    lockedUntil: row.lockedUntil,
    expiresAt: row.expiresAt,
  };
}
