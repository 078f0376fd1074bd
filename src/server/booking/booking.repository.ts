import { and, asc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DRAFT_STATUS } from '../../domain/booking/status';
import type { Database } from '../db/client';
import { columnName, jsonRows } from '../db/json-rows';
import {
  bookingDiscounts,
  bookingFlights,
  bookingHotels,
  bookingMessages,
  bookingPassengers,
  bookingAdjustments,
  bookingPriceLines,
  bookingRooms,
  bookings,
  bookingServices,
  bookingSupplements,
} from '../db/schema/booking';
import { providers } from '../db/schema/catalogue';
import { outboxEmails } from '../db/schema/mail';
import { outboxRow, type OutgoingEmail } from '../mail/outbox';

export type NewBooking = typeof bookings.$inferInsert;
/** A booking as stored: the header every capability reads through this module. */
export type StoredBooking = typeof bookings.$inferSelect;
export type StoredPassenger = typeof bookingPassengers.$inferSelect;
export type StoredRoom = typeof bookingRooms.$inferSelect;
export type StoredHotel = typeof bookingHotels.$inferSelect;
export type StoredSupplement = typeof bookingSupplements.$inferSelect;
export type StoredFlight = typeof bookingFlights.$inferSelect;
export type StoredPriceLine = typeof bookingPriceLines.$inferSelect;
export type StoredService = typeof bookingServices.$inferSelect;
type Child<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'id' | 'bookingId'>;

/** The records of a booking request, in the order they are written. */
export interface BookingRecords {
  booking: NewBooking;
  /** What it sells, in the order it happens (domain/booking/services.ts): journeys and stays. */
  services: Child<typeof bookingServices>[];
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

/** What replaces a booked trip when the team changes its services (booking-records.ts `tripRecords`). */
export interface TripReplacement {
  fields: Partial<NewBooking>;
  services: BookingRecords['services'];
  hotels: BookingRecords['hotels'];
  rooms: BookingRecords['rooms'];
  priceLines: BookingRecords['priceLines'];
  flights: BookingRecords['flights'];
  supplements: BookingRecords['supplements'];
}

export const BOOKING_TABLES = [
  bookings,
  bookingServices,
  bookingHotels,
  bookingRooms,
  bookingPassengers,
  bookingSupplements,
  bookingDiscounts,
  bookingPriceLines,
  bookingFlights,
  bookingMessages,
] as const;

/**
 * The booking and its trip (hotels, rooms, passengers, supplements, price lines, flights): the one
 * place they are written and read. Every operation runs on the handle it is made with, so a
 * capability working inside a transaction makes it with that transaction.
 */
export function createBookingRepository(db: Database) {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];

  const passengers = (bookingId: number) =>
    db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, bookingId))
      .orderBy(asc(bookingPassengers.number));
  const rooms = (bookingId: number) =>
    db.select().from(bookingRooms).where(eq(bookingRooms.bookingId, bookingId)).orderBy(asc(bookingRooms.id));
  const hotels = (bookingId: number) =>
    db
      .select()
      .from(bookingHotels)
      .where(eq(bookingHotels.bookingId, bookingId))
      .orderBy(asc(bookingHotels.sequence));
  const supplements = (bookingId: number) =>
    db
      .select()
      .from(bookingSupplements)
      .where(eq(bookingSupplements.bookingId, bookingId))
      .orderBy(asc(bookingSupplements.sequence));
  const flights = (bookingId: number) =>
    db
      .select()
      .from(bookingFlights)
      .where(eq(bookingFlights.bookingId, bookingId))
      .orderBy(asc(bookingFlights.segment));
  const services = (bookingId: number) =>
    db
      .select()
      .from(bookingServices)
      .where(eq(bookingServices.bookingId, bookingId))
      .orderBy(asc(bookingServices.sequence));
  const priceLines = (bookingId: number) =>
    db
      .select()
      .from(bookingPriceLines)
      .where(eq(bookingPriceLines.bookingId, bookingId))
      .orderBy(asc(bookingPriceLines.sequence));
  const adjustments = (bookingId: number) =>
    db
      .select()
      .from(bookingAdjustments)
      .where(eq(bookingAdjustments.bookingId, bookingId))
      .orderBy(asc(bookingAdjustments.createdAt), asc(bookingAdjustments.id));

  /**
   * The booking's own two-letter statuses (the booking system's hotel and flight statuses) as its
   * services now stand: the hotel OK once every stay is, each journey as its service.
   */
  async function syncServiceStatuses(bookingId: number) {
    const rows = await services(bookingId);
    const flights = rows.filter((row) => row.type === 'flight');
    const stays = rows.filter((row) => row.type === 'hotel');
    const fields: Partial<typeof bookings.$inferInsert> = {};
    if (stays.length > 0)
      fields.hotelStatus = stays.every((stay) => stay.status === 'OK') ? 'OK' : stays[0]!.status;
    if (flights[0]) fields.outboundFlightStatus = flights[0].status;
    if (flights.length > 1) fields.returnFlightStatus = flights.at(-1)!.status;
    if (Object.keys(fields).length > 0)
      await db.update(bookings).set(fields).where(eq(bookings.id, bookingId));
  }

  return {
    /** What a form key is bound to: its booking's locator and the request it was sent with. */
    bySubmissionKey: (submissionKey: string) =>
      one(
        db
          .select({
            locator: bookings.locator,
            submissionKey: bookings.submissionKey,
            submissionHash: bookings.submissionHash,
          })
          .from(bookings)
          .where(eq(bookings.submissionKey, submissionKey))
          .limit(1),
      ),

    /** The booking of a confirmation cookie, while it is fresh. */
    recentBySubmissionKey: (submissionKey: string, since: Date) =>
      one(
        db
          .select()
          .from(bookings)
          .where(and(eq(bookings.submissionKey, submissionKey), gt(bookings.createdAt, since)))
          .limit(1),
      ),

    byId: (bookingId: number) => one(db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1)),

    /** A booking the team and travellers can see (any but an API draft), by its locator. */
    async publishedByLocator(locator: string) {
      const row = await one(db.select().from(bookings).where(eq(bookings.locator, locator)).limit(1));
      return row && row.status !== DRAFT_STATUS ? row : undefined;
    },

    /** A booking by its locator, locked for the rest of the transaction (drafts too: the caller decides). */
    lockByLocator: (locator: string) =>
      one(db.select().from(bookings).where(eq(bookings.locator, locator)).for('update')),

    /** The booking system's lookup: a locator (any case) of one channel. */
    byLocatorAndWeb: (locator: string, webId: number) =>
      one(
        db
          .select()
          .from(bookings)
          .where(and(eq(bookings.locator, locator.toUpperCase()), eq(bookings.webId, webId)))
          .limit(1),
      ),

    /**
     * The published booking a locator and its e-mail (any case) name, in one query, so a wrong
     * e-mail and an unknown locator take the same path and the same time.
     */
    byLocatorAndEmail: (locator: string, email: string) =>
      one(
        db
          .select({
            id: bookings.id,
            locator: bookings.locator,
            email: bookings.email,
            hotelCode: bookings.hotelCode,
            departureDate: bookings.departureDate,
            totalPrice: bookings.totalPrice,
          })
          .from(bookings)
          .where(
            and(
              eq(bookings.locator, locator),
              eq(sql`lower(${bookings.email})`, email.trim().toLowerCase()),
              ne(bookings.status, DRAFT_STATUS),
            ),
          )
          .limit(1),
      ),

    /** Who a booking's mails go to, and in which language. */
    contactOf: (bookingId: number) =>
      one(
        db
          .select({
            locator: bookings.locator,
            language: bookings.language,
            firstName: bookings.firstName,
            lastName: bookings.lastName,
            email: bookings.email,
          })
          .from(bookings)
          .where(eq(bookings.id, bookingId))
          .limit(1),
      ),

    /** The booking's locator and channel, status and number of travellers (the booking system's checks). */
    header: (bookingId: number) =>
      one(
        db
          .select({
            id: bookings.id,
            locator: bookings.locator,
            webId: bookings.webId,
            status: bookings.status,
            passengerCount: bookings.passengerCount,
          })
          .from(bookings)
          .where(eq(bookings.id, bookingId))
          .limit(1),
      ),

    /** The locators of some bookings, by id (ids of bookings since deleted are absent). */
    async locatorsOf(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: bookings.id, locator: bookings.locator })
        .from(bookings)
        .where(inArray(bookings.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.locator]));
    },

    passengers,
    rooms,
    hotels,
    supplements,
    flights,
    priceLines,
    adjustments,
    services,

    /** The flights with their airline's name from the catalogue (the provider's code when unknown). */
    flightsWithAirline: (bookingId: number) =>
      db
        .select({ flight: bookingFlights, airline: providers.name })
        .from(bookingFlights)
        .leftJoin(providers, eq(providers.code, bookingFlights.providerCode))
        .where(eq(bookingFlights.bookingId, bookingId))
        .orderBy(asc(bookingFlights.segment)),

    /** A booking's travellers, supplements, rooms and hotels (what the confirmation page shows). */
    async children(bookingId: number) {
      const [passengerRows, supplementRows, roomRows, hotelRows] = await Promise.all([
        passengers(bookingId),
        supplements(bookingId),
        rooms(bookingId),
        hotels(bookingId),
      ]);
      return { passengers: passengerRows, supplements: supplementRows, rooms: roomRows, hotels: hotelRows };
    },

    /**
     * Moves a booking to a status; with `from`, only when it is in that status now (a draft being
     * published, say). Whether it moved.
     */
    async setStatus(bookingId: number, to: string, from?: string): Promise<boolean> {
      const moved = await db
        .update(bookings)
        .set({ status: to })
        .where(and(eq(bookings.id, bookingId), from === undefined ? undefined : eq(bookings.status, from)))
        .returning({ id: bookings.id });
      return moved.length > 0;
    },

    /** The booking's total and price per person, in cents (the team's change of price). */
    /** A supplier's answer for one service of a booking; undefined when it has no such service. */
    async answerService(
      bookingId: number,
      sequence: number,
      answer: { status: string; confirmation: string | null; deadline: string | null },
    ) {
      const [updated] = await db
        .update(bookingServices)
        .set(answer)
        .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.sequence, sequence)))
        .returning();
      if (updated) await syncServiceStatuses(bookingId);
      return updated;
    },

    /** Every service still on request confirmed at once (the team confirmed the whole booking). */
    async confirmServicesOnRequest(bookingId: number) {
      await db
        .update(bookingServices)
        .set({ status: 'OK' })
        .where(and(eq(bookingServices.bookingId, bookingId), eq(bookingServices.status, 'RQ')));
      await syncServiceStatuses(bookingId);
    },

    /** A new total set by hand: the difference is a line of the breakdown with its reason. */
    async setPrice(
      bookingId: number,
      change: { before: number; totalPrice: number; pricePerPerson: number; reason: string; at: Date },
    ) {
      await db
        .update(bookings)
        .set({ totalPrice: change.totalPrice, pricePerPerson: change.pricePerPerson })
        .where(eq(bookings.id, bookingId));
      if (change.totalPrice !== change.before)
        await db.insert(bookingAdjustments).values({
          bookingId,
          amount: change.totalPrice - change.before,
          reason: change.reason,
          createdAt: change.at,
        });
    },

    /**
     * Writes a changed trip over the booked one: its fields, services, hotels, rooms, price lines,
     * flights and supplements. The travellers keep their details; their order follows the rooms (`travellers`
     * in their new order, by their booked number) and their type the new dates.
     */
    async replaceTrip(
      bookingId: number,
      trip: TripReplacement,
      travellers: readonly { number: number; type: string }[],
    ) {
      await db.update(bookings).set(trip.fields).where(eq(bookings.id, bookingId));
      const owned = <T>(rows: readonly T[]) => rows.map((row) => ({ ...row, bookingId }));
      // The services go first: removing them removes the segments, rooms and lines that name them.
      await db.delete(bookingServices).where(eq(bookingServices.bookingId, bookingId));
      // The engine's new price is the whole price: earlier changes by hand no longer apply.
      await db.delete(bookingAdjustments).where(eq(bookingAdjustments.bookingId, bookingId));
      if (trip.services.length > 0) await db.insert(bookingServices).values(owned(trip.services));
      await db.delete(bookingHotels).where(eq(bookingHotels.bookingId, bookingId));
      if (trip.hotels.length > 0) await db.insert(bookingHotels).values(owned(trip.hotels));
      await db.delete(bookingRooms).where(eq(bookingRooms.bookingId, bookingId));
      if (trip.rooms.length > 0) await db.insert(bookingRooms).values(owned(trip.rooms));
      await db.delete(bookingPriceLines).where(eq(bookingPriceLines.bookingId, bookingId));
      if (trip.priceLines.length > 0) await db.insert(bookingPriceLines).values(owned(trip.priceLines));
      await db.delete(bookingFlights).where(eq(bookingFlights.bookingId, bookingId));
      if (trip.flights.length > 0) await db.insert(bookingFlights).values(owned(trip.flights));
      await db.delete(bookingSupplements).where(eq(bookingSupplements.bookingId, bookingId));
      if (trip.supplements.length > 0) await db.insert(bookingSupplements).values(owned(trip.supplements));
      const stored = await db
        .select({ id: bookingPassengers.id, number: bookingPassengers.number })
        .from(bookingPassengers)
        .where(eq(bookingPassengers.bookingId, bookingId));
      for (const [index, traveller] of travellers.entries()) {
        const row = stored.find((p) => p.number === traveller.number);
        if (row)
          await db
            .update(bookingPassengers)
            .set({ number: index + 1, type: traveller.type })
            .where(eq(bookingPassengers.id, row.id));
      }
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
        [bookingServices, write.services],
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
