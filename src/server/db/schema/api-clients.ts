import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Clients of the packages API and the booking system API, with scrypt password hashes. Scopes say
 * what a client may call: `catalogue:read` (the packages API), `bookings:read` and `bookings:write`
 * (the booking system, personal data). A revoked client can no longer sign in and its tokens are gone.
 */
export const apiClients = pgTable('api_clients', {
  id: serial().primaryKey(),
  username: varchar({ length: 60 }).notNull().unique(),
  passwordHash: text().notNull(),
  demo: boolean().notNull().default(false),
  scopes: text()
    .array()
    .notNull()
    .default(sql`ARRAY['catalogue:read']::text[]`),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp({ withTimezone: true }),
  revokedAt: timestamp({ withTimezone: true }),
});

export const apiTokens = pgTable(
  'api_tokens',
  {
    /** SHA-256 of the bearer token: a database leak does not leak usable tokens. */
    tokenHash: char({ length: 64 }).primaryKey(),
    clientId: integer()
      .notNull()
      .references(() => apiClients.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
