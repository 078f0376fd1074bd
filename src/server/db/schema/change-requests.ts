import { sql } from 'drizzle-orm';
import {
  char,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookings } from './booking';

/**
 * Requests to modify (M) or cancel (C) a booked trip, sent from /home/solicitudfrc with the
 * specification's fields (section 3, modify/cancel request form). The visitor consults one later
 * with its code and e-mail; the booking team answers it from the back office.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** codigo: random, what the visitor consults the request with. */
    code: varchar({ length: 12 }).notNull().unique(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** locata: the booking's locator as the visitor gave it. */
    locator: varchar({ length: 10 }).notNull(),
    /** tipo: M modification, C cancellation. */
    type: char({ length: 1 }).notNull(),
    language: char({ length: 2 }).notNull(),
    destination: varchar({ length: 120 }).notNull(),
    tripStart: date({ mode: 'string' }).notNull(),
    applicant: varchar({ length: 140 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    altPhone: varchar({ length: 20 }),
    email: varchar({ length: 120 }).notNull(),
    altEmail: varchar({ length: 120 }),
    reason: text().notNull(),
    /** For a cancellation: the days left and the estimated cost the visitor agreed to, when it was sent. */
    daysLeft: smallint(),
    costPercent: smallint(),
    estimatedCost: integer(),
    status: varchar({ length: 20 }).notNull().default('recibida'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bookingId), index().on(t.createdAt)],
);

/** What happened to a request, oldest first: received, in progress, answered, closed. */
export const changeRequestEvents = pgTable(
  'change_request_events',
  {
    id: serial().primaryKey(),
    requestId: uuid()
      .notNull()
      .references(() => changeRequests.id, { onDelete: 'cascade' }),
    status: varchar({ length: 20 }).notNull(),
    /** A message to the visitor, shown when they consult the request. */
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.requestId)],
);
