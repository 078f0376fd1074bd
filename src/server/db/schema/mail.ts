import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The e-mail outbox: a mail is written in the same transaction as what it tells about, then a
 * worker sends it. `claimedUntil` is a lease: one instance sends a mail at a time, and a mail
 * whose sender died is sent again once the lease has passed.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial().primaryKey(),
    /** Writing the same mail twice (a retried request) keeps one row. */
    dedupeKey: varchar({ length: 120 }).notNull().unique(),
    kind: varchar({ length: 40 }).notNull(),
    bookingId: integer(),
    toAddress: varchar({ length: 200 }).notNull(),
    replyTo: varchar({ length: 200 }),
    subject: varchar({ length: 300 }).notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /** 'pending' until the SMTP server accepted it, then 'sent'. */
    status: varchar({ length: 10 }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    messageId: varchar({ length: 200 }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.status, t.nextAttemptAt), index().on(t.bookingId)],
);
