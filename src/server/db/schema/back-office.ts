import {
  bigint,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The booking team's accounts (/gestion). The password is kept as an scrypt hash, the second
 * factor as a TOTP secret that exists once the agent has scanned it and typed a first code.
 */
export const agents = pgTable('agents', {
  id: serial().primaryKey(),
  /** Lower-case; what the agent signs in with. */
  email: varchar({ length: 120 }).notNull().unique(),
  name: varchar({ length: 80 }).notNull(),
  /** agente: requests and bookings; admin: also agents and the catalogue. */
  role: varchar({ length: 10 }).notNull(),
  passwordHash: text().notNull(),
  /**
   * The enrolled TOTP secret, encrypted with AGENT_SECRET_KEY (kept outside the database); null
   * until the agent completes enrolment.
   */
  totpSecret: text(),
  /** The secret shown as a QR code at first sign-in (encrypted alike), until a first code proves it was scanned. */
  totpPendingSecret: text(),
  /** The last time step accepted: a code is used once. */
  totpLastStep: bigint({ mode: 'number' }),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp({ withTimezone: true }),
  /** The sign-in before the last one: failed attempts after it are shown to the agent. */
  previousSignInAt: timestamp({ withTimezone: true }),
});

/**
 * Failed sign-ins on an agent's account (wrong password or code, or refused while locked), shown
 * to the agent at their next sign-in. Only the latest ones are kept per agent.
 */
export const agentSignInFailures = pgTable(
  'agent_sign_in_failures',
  {
    id: serial().primaryKey(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The client's address as the rate limits see it. */
    address: varchar({ length: 64 }).notNull(),
    /** contrasena, codigo or bloqueo. */
    step: varchar({ length: 12 }).notNull(),
  },
  (t) => [index().on(t.agentId, t.at)],
);

/**
 * Signed-in agents. The browser holds a random token; this table keeps its SHA-256. A session is
 * `contrasena` (password given, second factor pending) or `completa`; it ends 30 minutes after its
 * last use or 12 hours after it began, whichever comes first.
 */
export const agentSessions = pgTable(
  'agent_sessions',
  {
    tokenHash: char({ length: 64 }).primaryKey(),
    agentId: integer()
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    stage: varchar({ length: 12 }).notNull(),
    /** The token every form of this session carries (CSRF). */
    csrfToken: char({ length: 43 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.agentId), index().on(t.lastSeenAt)],
);

/** Every back-office action: who, what, on which record, when, and the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    agentId: integer().references(() => agents.id, { onDelete: 'set null' }),
    /** Kept as written, so the trail still says who when an agent is removed. */
    agentEmail: varchar({ length: 120 }).notNull(),
    action: varchar({ length: 60 }).notNull(),
    entity: varchar({ length: 30 }).notNull(),
    entityId: varchar({ length: 40 }).notNull(),
    /** The booking the action concerns, for its file's history. */
    bookingId: integer(),
    before: jsonb(),
    after: jsonb(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bookingId), index().on(t.createdAt), index().on(t.agentId)],
);
