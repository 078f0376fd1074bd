import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
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
import { providers } from '../db/schema/catalogue';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type NewBooking = typeof bookings.$inferInsert;
type Child<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'id' | 'bookingId'>;

/** Everything a booking request writes, in the order it is written. */
export interface BookingRecords {
  booking: NewBooking;
  hotel: Child<typeof bookingHotels>;
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
    bySubmissionKey: async (submissionKey: string) =>
      (await db.select().from(bookings).where(eq(bookings.submissionKey, submissionKey)).limit(1))[0],

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
      const [passengers, supplements, rooms] = await Promise.all([
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
      ]);
      return { passengers, supplements, rooms };
    },

    provider: async (providerId: number) =>
      (await db.select().from(providers).where(eq(providers.id, providerId)).limit(1))[0],

    /**
     * Writes the booking row, or nothing when this form was already submitted (another request
     * holding the same submission key waits for it and then finds it). Returns the new id.
     */
    insertBooking: async (tx: Transaction, booking: NewBooking) =>
      (
        await tx
          .insert(bookings)
          .values(booking)
          .onConflictDoNothing({ target: bookings.submissionKey })
          .returning({ id: bookings.id })
      )[0]?.id,

    insertChildren: async (tx: Transaction, bookingId: number, records: BookingRecords) => {
      const withId = <T>(rows: T[]) => rows.map((row) => ({ ...row, bookingId }));
      await tx.insert(bookingHotels).values({ ...records.hotel, bookingId });
      await tx.insert(bookingRooms).values(withId(records.rooms));
      await tx.insert(bookingPassengers).values(withId(records.passengers));
      if (records.supplements.length > 0)
        await tx.insert(bookingSupplements).values(withId(records.supplements));
      await tx.insert(bookingDiscounts).values({ ...records.discount, bookingId });
      await tx.insert(bookingPriceLines).values(withId(records.priceLines));
      if (records.flights.length > 0) await tx.insert(bookingFlights).values(withId(records.flights));
      await tx.insert(bookingMessages).values({ ...records.message, bookingId });
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
