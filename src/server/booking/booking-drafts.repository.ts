import { and, asc, count, eq } from 'drizzle-orm';
import { bookedServices, type BookingKind } from '../../domain/booking/services';
import { DRAFT_STATUS } from '../../domain/booking/status';
import type { Database } from '../db/client';
import {
  bookingDiscounts,
  bookingFlights,
  bookingHotels,
  bookingPassengers,
  bookingPriceLines,
  bookingRooms,
  bookings,
  bookingServices,
  bookingSupplements,
} from '../db/schema/booking';
import { accommodations, services } from '../db/schema/catalogue';
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

/**
 * How many records of each kind a draft takes: as many as the storefront's largest booking (nine
 * rooms of six), so a client's loop cannot grow a booking without end.
 */
export const DRAFT_LIMITS: Record<DraftChildKind, number> = {
  hotel: 9,
  room: 9,
  passenger: 54,
  supplement: 60,
  discount: 9,
  priceLine: 60,
};

const DRAFT_CHILD_NAMES: Record<DraftChildKind, string> = {
  hotel: 'hoteles',
  room: 'habitaciones',
  passenger: 'pasajeros',
  supplement: 'suplementos',
  discount: 'descuentos adicionales',
  priceLine: 'líneas de desglose',
};

/** A draft that already has as many records of a kind as it may. */
export class DraftFullError extends Error {}
export type DraftChild<K extends DraftChildKind> = Omit<(typeof DRAFT_CHILDREN)[K]['$inferInsert'], 'id'>;

/**
 * The booking system's drafts: a booking an API client writes step by step (booking, hotel, room,
 * passenger, supplement, additional, breakdown), then publishes whole: a change of status that
 * also writes the services its hotels and flights make.
 */
export function createBookingDraftRepository(db: Database) {
  /** How many records of one kind a booking has. */
  const countOf = async (
    table: typeof bookingHotels | typeof bookingRooms | typeof bookingPassengers,
    bookingId: number,
  ) => (await db.select({ n: count() }).from(table).where(eq(table.bookingId, bookingId)))[0]?.n ?? 0;

  return {
    /** A new draft booking; its id. A locator already taken fails with a unique violation. */
    async insertDraft(booking: NewBooking): Promise<number> {
      const [row] = await db.insert(bookings).values(booking).returning({ id: bookings.id });
      return row!.id;
    },

    /** Adds one record to a draft; its id. A draft full of that kind refuses it (DraftFullError). */
    async addDraftChild<K extends DraftChildKind>(kind: K, row: DraftChild<K>): Promise<number> {
      const table = DRAFT_CHILDREN[kind];
      // Every draft child has its booking's id; the union of the tables hides it from the types.
      if ((await countOf(table as typeof bookingHotels, row.bookingId)) >= DRAFT_LIMITS[kind])
        throw new DraftFullError(
          `La reserva ya tiene ${DRAFT_LIMITS[kind]} ${DRAFT_CHILD_NAMES[kind]}: no admite más`,
        );
      // One table per kind: the row's type is the table's (DraftChild), which the union hides.
      const [created] = await db
        .insert(table)
        .values(row as never)
        .returning({ id: table.id });
      return created!.id;
    },

    /**
     * Publishes a draft in the status given: its kind from the service sold, its services from its
     * hotels and flights (domain/booking/services.ts), in one transaction. Whether it moved (a
     * second publication finds it published already).
     */
    async publishDraft(bookingId: number, to: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [booking] = await tx
          .update(bookings)
          .set({ status: to })
          .where(and(eq(bookings.id, bookingId), eq(bookings.status, DRAFT_STATUS)))
          .returning();
        if (!booking) return false;
        const [hotels, segments, [sold]] = await Promise.all([
          tx
            .select({ stay: bookingHotels, name: accommodations.name })
            .from(bookingHotels)
            .leftJoin(accommodations, eq(accommodations.id, bookingHotels.accommodationId))
            .where(eq(bookingHotels.bookingId, bookingId))
            .orderBy(asc(bookingHotels.sequence)),
          tx.select().from(bookingFlights).where(eq(bookingFlights.bookingId, bookingId)),
          tx.select({ type: services.serviceType }).from(services).where(eq(services.id, booking.offerId)),
        ]);
        const kind: BookingKind =
          sold?.type === 'CIR'
            ? 'circuit'
            : sold?.type === 'COM' || hotels.length > 1
              ? 'combined'
              : 'package';
        const derived = bookedServices({
          departureDate: booking.departureDate,
          returnDate: booking.returnDate,
          supplier: { code: booking.tourOperatorCode, name: booking.localTourOperator },
          stays: hotels.map(({ stay, name }) => ({
            accommodationId: stay.accommodationId,
            nights: stay.nights,
            mealCode: stay.mealCode,
            description: (name ?? booking.hotel).slice(0, 200),
          })),
          hotelStatus: booking.hotelStatus,
          segments,
          outboundStatus: booking.outboundFlightStatus,
          returnStatus: booking.returnFlightStatus,
        });
        await tx.update(bookings).set({ kind }).where(eq(bookings.id, bookingId));
        if (derived.services.length > 0)
          await tx
            .insert(bookingServices)
            .values(derived.services.map((service) => ({ ...service, bookingId })));
        for (const [segment, serviceSequence] of derived.serviceOfSegment)
          await tx
            .update(bookingFlights)
            .set({ serviceSequence })
            .where(and(eq(bookingFlights.bookingId, bookingId), eq(bookingFlights.segment, segment)));
        return true;
      });
    },

    /** How many hotels, rooms and passengers a draft has (what publishing it needs). */
    async draftCounts(bookingId: number) {
      const [hotels, rooms, passengers] = await Promise.all([
        countOf(bookingHotels, bookingId),
        countOf(bookingRooms, bookingId),
        countOf(bookingPassengers, bookingId),
      ]);
      return { hotels, rooms, passengers };
    },
  };
}

export type BookingDraftRepository = ReturnType<typeof createBookingDraftRepository>;
