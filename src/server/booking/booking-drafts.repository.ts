import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  bookingDiscounts,
  bookingHotels,
  bookingPassengers,
  bookingPriceLines,
  bookingRooms,
  bookings,
  bookingSupplements,
} from '../db/schema/booking';
import type { NewBooking } from './booking.repository';

/** The records an API client adds to its draft, one call each (section 7's create calls). */
const DRAFT_CHILDREN = {
  hotel: bookingHotels,
  room: bookingRooms,
  passenger: bookingPassengers,
  supplement: bookingSupplements,
  discount: bookingDiscounts,
  priceLine: bookingPriceLines,
} as const;

export type DraftChildKind = keyof typeof DRAFT_CHILDREN;
export type DraftChild<K extends DraftChildKind> = Omit<(typeof DRAFT_CHILDREN)[K]['$inferInsert'], 'id'>;

/**
 * The booking system's drafts: a booking an API client writes step by step (booking, hotel, room,
 * passenger, supplement, additional, breakdown), then publishes whole. Publishing is a change of
 * status (booking.repository.ts `setStatus`).
 */
export function createBookingDraftRepository(db: Database) {
  return {
    /** A new draft booking; its id. A locator already taken fails with a unique violation. */
    async insertDraft(booking: NewBooking): Promise<number> {
      const [row] = await db.insert(bookings).values(booking).returning({ id: bookings.id });
      return row!.id;
    },

    /** Adds one record to a draft; its id. */
    async addDraftChild<K extends DraftChildKind>(kind: K, row: DraftChild<K>): Promise<number> {
      const table = DRAFT_CHILDREN[kind];
      // One table per kind: the row's type is the table's (DraftChild), which the union hides.
      const [created] = await db
        .insert(table)
        .values(row as never)
        .returning({ id: table.id });
      return created!.id;
    },

    /** How many hotels, rooms and passengers a draft has (what publishing it needs). */
    async draftCounts(bookingId: number) {
      const countOf = async (table: typeof bookingHotels | typeof bookingRooms | typeof bookingPassengers) =>
        (await db.select({ n: count() }).from(table).where(eq(table.bookingId, bookingId)))[0]?.n ?? 0;
      const [hotels, rooms, passengers] = await Promise.all([
        countOf(bookingHotels),
        countOf(bookingRooms),
        countOf(bookingPassengers),
      ]);
      return { hotels, rooms, passengers };
    },
  };
}

export type BookingDraftRepository = ReturnType<typeof createBookingDraftRepository>;
