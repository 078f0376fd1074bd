// What a database holds about booking requests, read with plain SQL so that it works on a
// PostgreSQL connection and on a PGlite data directory opened after its server was killed.
import { getTableName } from 'drizzle-orm';
import { expect } from 'vitest';
import { BOOKING_TABLES } from '../../src/server/booking/booking.repository';

/** Runs one SQL text and returns its rows. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

export interface BookingState {
  id: number;
  submissionKey: string;
  locator: string;
  /** Rows per child table (booking_hotels, booking_rooms, …) of BOOKING_TABLES. */
  children: Record<string, number>;
  /** Outbox rows about this booking. */
  mails: { id: number; status: string }[];
}

const CHILD_TABLES = BOOKING_TABLES.slice(1).map((table) => getTableName(table));

/** Every booking with the number of its child rows and its outbox e-mails. */
export async function readBookings(run: RunSql): Promise<BookingState[]> {
  const counts = CHILD_TABLES.map(
    (table) => `(select count(*)::int from ${table} c where c.booking_id = b.id) as "${table}"`,
  ).join(', ');
  const bookings = await run(
    `select b.id, b.submission_key::text as "submissionKey", b.locator, ${counts} from bookings b order by b.id`,
  );
  const mails = await run('select id, status, booking_id as "bookingId" from outbox_emails order by id');
  return bookings.map((row) => ({
    id: Number(row.id),
    submissionKey: String(row.submissionKey),
    locator: String(row.locator),
    children: Object.fromEntries(CHILD_TABLES.map((table) => [table, Number(row[table])])),
    mails: mails
      .filter((mail) => Number(mail.bookingId) === Number(row.id))
      .map((mail) => ({ id: Number(mail.id), status: String(mail.status) })),
  }));
}

/** Outbox rows that belong to no booking (a mail written without its booking). */
export async function orphanMails(run: RunSql): Promise<number> {
  const rows = await run(
    'select count(*)::int as n from outbox_emails o where not exists (select 1 from bookings b where b.id = o.booking_id)',
  );
  return Number(rows[0]?.n);
}

/**
 * Every booking is whole: one hotel, its rooms, two passengers, its price lines, flights and
 * first message, and exactly its two e-mails (visitor and agency); all bookings of the same form
 * have the same number of rows in every child table, so a booking missing any row stands out.
 */
export function expectCompleteBookings(bookings: BookingState[]) {
  expect(bookings.length).toBeGreaterThan(0);
  const first = bookings[0]?.children ?? {};
  for (const booking of bookings) {
    const where = `booking ${booking.id}`;
    expect(booking.children, where).toEqual(first);
    expect(booking.children.booking_hotels, where).toBe(1);
    expect(booking.children.booking_rooms, where).toBeGreaterThan(0);
    expect(booking.children.booking_passengers, where).toBe(2);
    expect(booking.children.booking_price_lines, where).toBeGreaterThan(0);
    expect(booking.children.booking_flights, where).toBeGreaterThan(0);
    expect(booking.children.booking_messages, where).toBe(1);
    expect(booking.mails, where).toHaveLength(2);
  }
}
