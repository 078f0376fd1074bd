import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { columnName, jsonRows } from '../db/json-rows';
import {
  bookingDiscounts,
  bookingFlights,
  bookingHotels,
  bookingMessages,
  bookingPassengers,
  bookingPriceLines,
  bookingRooms,
  bookings,
  bookingSupplements,
} from '../db/schema/booking';
import { outboxEmails } from '../db/schema/mail';
import { outboxRow, type OutgoingEmail } from '../mail/outbox';

export type NewBooking = typeof bookings.$inferInsert;
type Child<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'id' | 'bookingId'>;

/** The records of a booking request, in the order they are written. */
export interface BookingRecords {
  booking: NewBooking;
  /** One per stay: a package's hotel, or each stay of a combined trip or circuit. */
  hotels: Child<typeof bookingHotels>[];
  rooms: Child<typeof bookingRooms>[];
  passengers: Child<typeof bookingPassengers>[];
  supplements: Child<typeof bookingSupplements>[];
  discount: Child<typeof bookingDiscounts>;
  priceLines: Child<typeof bookingPriceLines>[];
  flights: Child<typeof bookingFlights>[];
  message: Child<typeof bookingMessages>;
}

export const BOOKING_TABLES = [
  bookings,
  bookingHotels,
  bookingRooms,
  bookingPassengers,
  bookingSupplements,
  bookingDiscounts,
  bookingPriceLines,
  bookingFlights,
  bookingMessages,
] as const;

export function createBookingRepository(db: Database) {
  return {
    /** What a form key is bound to: its booking's locator and the request it was sent with. */
    bySubmissionKey: async (submissionKey: string) =>
      (
        await db
          .select({
            locator: bookings.locator,
            submissionKey: bookings.submissionKey,
            submissionHash: bookings.submissionHash,
          })
          .from(bookings)
          .where(eq(bookings.submissionKey, submissionKey))
          .limit(1)
      )[0],

    /** The booking of a confirmation cookie, while it is fresh. */
    recentBySubmissionKey: async (submissionKey: string, since: Date) =>
      (
        await db
          .select()
          .from(bookings)
          .where(and(eq(bookings.submissionKey, submissionKey), gt(bookings.createdAt, since)))
          .limit(1)
      )[0],

    children: async (bookingId: number) => {
      const [passengers, supplements, rooms, hotels] = await Promise.all([
        db
          .select()
          .from(bookingPassengers)
          .where(eq(bookingPassengers.bookingId, bookingId))
          .orderBy(bookingPassengers.number),
        db
          .select()
          .from(bookingSupplements)
          .where(eq(bookingSupplements.bookingId, bookingId))
          .orderBy(bookingSupplements.sequence),
        db.select().from(bookingRooms).where(eq(bookingRooms.bookingId, bookingId)).orderBy(bookingRooms.id),
        db
          .select()
          .from(bookingHotels)
          .where(eq(bookingHotels.bookingId, bookingId))
          .orderBy(bookingHotels.sequence),
      ]);
      return { passengers, supplements, rooms, hotels };
    },

    /**
     * Writes a booking request whole, in ONE statement (so one transaction): the booking row, each
     * table's records as one multi-row insert and both e-mails into the outbox, as data-modifying
     * CTEs that take the new booking's id. When the form was already submitted the booking row
     * is not inserted (another request holding the same key waits for it), so nothing is, and
     * the answer is undefined; else the new booking's id. A failure anywhere writes nothing.
     */
    insertBooking: async (write: BookingRecords & { emails: readonly OutgoingEmail[] }) => {
      const booking = jsonRows(bookings, [write.booking], 'r');
      const children: [PgTable, readonly Record<string, unknown>[]][] = [
        [bookingHotels, write.hotels],
        [bookingRooms, write.rooms],
        [bookingPassengers, write.passengers],
        [bookingSupplements, write.supplements],
        [bookingDiscounts, [write.discount]],
        [bookingPriceLines, write.priceLines],
        [bookingFlights, write.flights],
        [bookingMessages, [write.message]],
        [
          outboxEmails,
          write.emails.map((email) => {
            const { bookingId: _taken, ...row } = outboxRow(email);
            return row;
          }),
        ],
      ];
      const inserts: SQL[] = children
        .filter(([, rows]) => rows.length > 0)
        .map(([table, rows], index) => {
          const { columns, values, source } = jsonRows(table, rows, 'r');
          const conflict = table === outboxEmails ? sql` on conflict (dedupe_key) do nothing` : sql``;
          return sql`, ${sql.identifier(`w${index}`)} as (
            insert into ${table} (${sql.identifier(columnName(table, 'bookingId'))}, ${columns})
            select new_booking.id, ${values} from new_booking, ${source}${conflict})`;
        });
      const result = (await db.execute(sql`
        with new_booking as (
          insert into ${bookings} (${booking.columns})
          select ${booking.values} from ${booking.source}
          on conflict (submission_key) do nothing
          returning id
        )${sql.join(inserts)}
        select id from new_booking`)) as unknown as { rows: { id: number | string }[] };
      const id = result.rows[0]?.id;
      return id === undefined ? undefined : Number(id);
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
