import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per throttled key (`client:<username>`, `address:<ip>`, …), kept in the database
 * so that every server instance on one PostgreSQL sees the same counts and locks. The rules live in
 * `src/server/sign-in-throttle/sign-in-throttle.ts`.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text().primaryKey(),
    /** Attempts counted in the current window (an attempt counts until it succeeds). */
    failures: integer().notNull().default(0),
    /** Locks in a row: each one lasts twice the previous, up to the policy's cap. */
    lockouts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    /** When the count and the backoff are forgotten; past rows are purged. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/**
 * Secrets the installation makes for itself, once, shared by every instance on the database: the
 * sandbox card gateway's signing key (a random one, so nobody can sign a payment with a published
 * test key).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
});
