import { and, asc, count, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { DRAFT_STATUS } from '../../domain/booking/status';
import type { Database } from '../db/client';
import { phoneEndsWith } from './booking-team.repository';
import {
  bookingDocuments,
  bookingMessages,
  bookingNotes,
  bookingPassengers,
  bookings,
  bookingSessions,
} from '../db/schema/booking';
import { paymentOrders, payments } from '../db/schema/payments';

/** What stands in for a name, a message or a reason once erased. */
export const ERASED = 'Suprimido';
/** The domain of the addresses that stand in for an erased person's. */
export const ERASED_DOMAIN = '@invalid.invalid';

/** Statuses in which the guarantee card is no longer needed. */
const CARD_FREE_STATUSES = ['pagada', 'documentada', 'cancelada'];

/**
 * Personal data held in bookings: a person's bookings and everything linked to them (for access
 * and portability), erasure on request, and the retention worker's erasures past their time.
 */
export function createBookingPrivacyRepository(db: Database) {
  return {
    /** A person's published bookings, by their e-mail (any case), oldest first. */
    byEmail: (email: string) =>
      db
        .select()
        .from(bookings)
        .where(
          and(
            eq(sql`lower(${bookings.email})`, email.trim().toLowerCase()),
            ne(bookings.status, DRAFT_STATUS),
          ),
        )
        .orderBy(asc(bookings.createdAt)),

    /** The requesters' e-mails (lower case) of the bookings whose phone ends with these digits, with how many bookings each. */
    emailsByPhone: (digits: string) =>
      db
        .select({ email: sql<string>`lower(${bookings.email})`, n: count() })
        .from(bookings)
        .where(and(phoneEndsWith(bookings.phone, digits), ne(bookings.status, DRAFT_STATUS)))
        .groupBy(sql`lower(${bookings.email})`),

    /** Everything linked to some bookings: travellers, messages, documents (without content), orders, payments. */
    async recordsOf(ids: readonly number[]) {
      const inBookings = <T extends { bookingId: unknown }>(table: T) =>
        ids.length > 0 ? inArray(table.bookingId as never, [...ids]) : sql`false`;
      const [passengers, messages, notes, documents, orders, paid] = await Promise.all([
        db.select().from(bookingPassengers).where(inBookings(bookingPassengers)),
        db.select().from(bookingMessages).where(inBookings(bookingMessages)),
        db
          .select({
            bookingId: bookingNotes.bookingId,
            note: bookingNotes.note,
            agentName: bookingNotes.agentName,
            createdAt: bookingNotes.createdAt,
          })
          .from(bookingNotes)
          .where(inBookings(bookingNotes)),
        db
          .select({
            bookingId: bookingDocuments.bookingId,
            fileName: bookingDocuments.fileName,
            fileType: bookingDocuments.fileType,
            createdAt: bookingDocuments.createdAt,
          })
          .from(bookingDocuments)
          .where(inBookings(bookingDocuments)),
        db.select().from(paymentOrders).where(inBookings(paymentOrders)),
        db.select().from(payments).where(inBookings(payments)),
      ]);
      return { passengers, messages, notes, documents, orders, payments: paid };
    },

    /**
     * Erases the person of some bookings (run it in the erasure's transaction): names, contact,
     * document, card and comment of each booking; its travellers' names, passports and birth
     * dates; the words of its messages and internal notes; its documents and its sessions.
     * Amounts, dates and payments stay.
     */
    async erasePeople(found: readonly { id: number; passportsErasedAt: Date | null }[], at: Date) {
      for (const booking of found)
        await db
          .update(bookings)
          .set({
            firstName: ERASED,
            lastName: '',
            email: `suprimido-${booking.id}${ERASED_DOMAIN}`,
            phone: '',
            document: '',
            province: '',
            attentionOf: '',
            comment: '',
            cardBrand: '',
            cardLast4: '',
            cardExpiry: '',
            cardHolder: '',
            passportsErasedAt: booking.passportsErasedAt ?? at,
          })
          .where(eq(bookings.id, booking.id));
      const ids = found.map((booking) => booking.id);
      if (ids.length === 0) return;
      await db
        .update(bookingPassengers)
        .set({ fullName: sql`'Viajero ' || ${bookingPassengers.number}`, document: '', birthDate: null })
        .where(inArray(bookingPassengers.bookingId, ids));
      await db
        .update(bookingMessages)
        .set({ message: ERASED })
        .where(inArray(bookingMessages.bookingId, ids));
      await db.update(bookingNotes).set({ note: ERASED }).where(inArray(bookingNotes.bookingId, ids));
      await db.delete(bookingDocuments).where(inArray(bookingDocuments.bookingId, ids));
      await db.delete(bookingSessions).where(inArray(bookingSessions.bookingId, ids));
    },

    /**
     * Blanks the passports, ID numbers and birth dates of the bookings returned before a day (once
     * each); how many bookings.
     */
    async erasePassportsReturnedBefore(day: string, at: Date): Promise<number> {
      const expired = await db
        .update(bookings)
        .set({ document: '', passportsErasedAt: at })
        .where(and(lt(bookings.returnDate, day), isNull(bookings.passportsErasedAt)))
        .returning({ id: bookings.id });
      if (expired.length > 0)
        await db
          .update(bookingPassengers)
          .set({ document: '', birthDate: null })
          .where(
            inArray(
              bookingPassengers.bookingId,
              expired.map((row) => row.id),
            ),
          );
      return expired.length;
    },

    /** Forgets the guarantee card of bookings paid, documented or cancelled; how many. */
    async eraseCardsNoLongerNeeded(): Promise<number> {
      const cards = await db
        .update(bookings)
        .set({ cardBrand: '', cardLast4: '', cardExpiry: '', cardHolder: '' })
        .where(and(inArray(bookings.status, CARD_FREE_STATUSES), ne(bookings.cardBrand, '')))
        .returning({ id: bookings.id });
      return cards.length;
    },

    /** Ends the "Mi reserva" sessions expired before a moment; how many. */
    async endExpiredSessions(now: Date): Promise<number> {
      const ended = await db
        .delete(bookingSessions)
        .where(lt(bookingSessions.expiresAt, now))
        .returning({ bookingId: bookingSessions.bookingId });
      return ended.length;
    },
  };
}
