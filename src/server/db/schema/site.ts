import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** "Call me" requests left from the header: the booking team phones the visitor back. */
export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: varchar({ length: 80 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    preferredTime: varchar({ length: 20 }).notNull(),
    language: varchar({ length: 2 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp({ withTimezone: true }),
    note: text(),
  },
  (table) => [index().on(table.createdAt)],
);
