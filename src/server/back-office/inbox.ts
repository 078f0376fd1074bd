import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { DRAFT_STATUS, type BookingStatus } from '../../domain/booking/status';
import { TEAM_CONTACT_HOURS } from '../../domain/back-office/promise';
import type { Database } from '../db/client';
import { bookingMessages, bookings } from '../db/schema/booking';
import { changeRequests } from '../db/schema/change-requests';
import { callbackRequests } from '../db/schema/site';

/** Change requests still waiting for the team. */
export const OPEN_CHANGE_STATUSES = ['recibida', 'en_gestion'] as const;
/** Rows one inbox list or search page shows. */
export const INBOX_PAGE_SIZE = 50;

export type InboxKind = 'reserva' | 'cambio' | 'llamada' | 'mensaje';

/** Something a visitor sent that the team has not dealt with yet. */
export interface InboxItem {
  kind: InboxKind;
  /** Unique in the inbox, e.g. `reserva-12`. */
  key: string;
  /** The booking it concerns, when there is one (its file opens from here). */
  locator: string | null;
  createdAt: Date;
  /** When the 48-hour promise runs out. */
  dueAt: Date;
  who: string;
  contact: string;
  /** A short line: the hotel and dates, the request type, the preferred time, the message. */
  summary: string;
  /** A call-me request's preferred time (asap, morning, afternoon, evening). */
  callTime?: string;
  /** A modify/cancel request: M modification, C cancellation. */
  changeType?: 'M' | 'C';
  /** A change request's code or a callback's id, to answer it from the inbox. */
  reference: string;
  detail?: string;
}

export interface BookingSearch {
  /** Locator, name or e-mail, any part, any case. */
  text?: string;
  status?: BookingStatus;
  /** Departure between these days (YYYY-MM-DD). */
  from?: string;
  to?: string;
  page?: number;
}

const dueAfter = (createdAt: Date) => new Date(createdAt.getTime() + TEAM_CONTACT_HOURS * 3_600_000);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuunc';
/** Lower case without accents, in JavaScript and in SQL alike. */
const folded = (text: string) =>
  [...text.toLowerCase()].map((char) => PLAIN[ACCENTED.indexOf(char)] ?? char).join('');
const fold = (value: SQL) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;

/** The team's inbox: what waits for an answer, counts per state, and the booking search. */
export function createInbox(db: Database) {
  return {
    async waiting(): Promise<InboxItem[]> {
      const [requests, changes, callbacks, messages] = await Promise.all([
        db
          .select()
          .from(bookings)
          .where(eq(bookings.status, 'solicitud'))
          .orderBy(desc(bookings.createdAt))
          .limit(INBOX_PAGE_SIZE),
        db
          .select()
          .from(changeRequests)
          .where(inArray(changeRequests.status, [...OPEN_CHANGE_STATUSES]))
          .orderBy(desc(changeRequests.createdAt))
          .limit(INBOX_PAGE_SIZE),
        db
          .select()
          .from(callbackRequests)
          .where(isNull(callbackRequests.handledAt))
          .orderBy(desc(callbackRequests.createdAt))
          .limit(INBOX_PAGE_SIZE),
        db
          .select({ message: bookingMessages, booking: bookings })
          .from(bookingMessages)
          .innerJoin(bookings, eq(bookings.id, bookingMessages.bookingId))
          .where(and(eq(bookingMessages.fromTeam, false), isNull(bookingMessages.answeredAt)))
          .orderBy(desc(bookingMessages.createdAt))
          .limit(INBOX_PAGE_SIZE),
      ]);
      const items: InboxItem[] = [
        ...requests.map((b) => ({
          kind: 'reserva' as const,
          key: `reserva-${b.id}`,
          locator: b.locator,
          createdAt: b.createdAt,
          dueAt: dueAfter(b.createdAt),
          who: `${b.firstName} ${b.lastName}`,
          contact: `${b.email} · ${b.phone}`,
          summary: `${b.hotel} · ${b.departureDate} → ${b.returnDate} · ${b.passengerCount}`,
          reference: b.locator,
        })),
        ...changes.map((c) => ({
          kind: 'cambio' as const,
          key: `cambio-${c.code}`,
          locator: c.locator,
          createdAt: c.createdAt,
          dueAt: dueAfter(c.createdAt),
          who: c.applicant,
          contact: `${c.email} · ${c.phone}`,
          summary: `${c.destination} · ${c.tripStart}`,
          changeType: c.type === 'C' ? ('C' as const) : ('M' as const),
          reference: c.code,
          detail: c.reason,
        })),
        ...callbacks.map((c) => ({
          kind: 'llamada' as const,
          key: `llamada-${c.id}`,
          locator: null,
          createdAt: c.createdAt,
          dueAt: dueAfter(c.createdAt),
          who: c.name,
          contact: c.phone,
          summary: c.language.toUpperCase(),
          callTime: c.preferredTime,
          reference: c.id,
        })),
        ...messages.map(({ message, booking }) => ({
          kind: 'mensaje' as const,
          key: `mensaje-${message.id}`,
          locator: booking.locator,
          createdAt: message.createdAt,
          dueAt: dueAfter(message.createdAt),
          who: `${booking.firstName} ${booking.lastName}`,
          contact: booking.email,
          summary: message.message.slice(0, 160),
          reference: String(message.id),
        })),
      ];
      return items.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },

    /** Bookings per status, and what waits of each other kind. */
    async counts() {
      const [byStatus, [changes], [callbacks], [messages]] = await Promise.all([
        db
          .select({ status: bookings.status, n: count() })
          .from(bookings)
          .where(ne(bookings.status, DRAFT_STATUS))
          .groupBy(bookings.status),
        db
          .select({ n: count() })
          .from(changeRequests)
          .where(inArray(changeRequests.status, [...OPEN_CHANGE_STATUSES])),
        db.select({ n: count() }).from(callbackRequests).where(isNull(callbackRequests.handledAt)),
        db
          .select({ n: count() })
          .from(bookingMessages)
          .where(and(eq(bookingMessages.fromTeam, false), isNull(bookingMessages.answeredAt))),
      ]);
      return {
        bookings: Object.fromEntries(byStatus.map((row) => [row.status, row.n])) as Partial<
          Record<BookingStatus, number>
        >,
        changes: changes?.n ?? 0,
        callbacks: callbacks?.n ?? 0,
        messages: messages?.n ?? 0,
      };
    },

    /** Bookings by locator, name or e-mail, status and departure dates, newest first. */
    async search(query: BookingSearch) {
      const conditions: SQL[] = [ne(bookings.status, DRAFT_STATUS)];
      const text = query.text?.trim();
      if (text) {
        const like = `%${escapeLike(folded(text))}%`;
        const digits = text.replace(/\D/g, '');
        conditions.push(
          or(
            ilike(bookings.locator, like),
            ilike(bookings.email, like),
            // "garcia" finds García: accents and case folded on both sides.
            sql`${fold(sql`${bookings.firstName} || ' ' || ${bookings.lastName}`)} like ${like}`,
            ...(digits.length >= 6
              ? [sql`regexp_replace(${bookings.phone}, '\D', '', 'g') like ${`%${digits}%`}`]
              : []),
          )!,
        );
      }
      if (query.status) conditions.push(eq(bookings.status, query.status));
      if (query.from) conditions.push(gte(bookings.departureDate, query.from));
      if (query.to) conditions.push(lte(bookings.departureDate, query.to));
      const page = Math.max(1, query.page ?? 1);
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            locator: bookings.locator,
            status: bookings.status,
            createdAt: bookings.createdAt,
            name: sql<string>`${bookings.firstName} || ' ' || ${bookings.lastName}`,
            email: bookings.email,
            hotel: bookings.hotel,
            departureDate: bookings.departureDate,
            returnDate: bookings.returnDate,
            passengers: bookings.passengerCount,
            total: bookings.totalPrice,
          })
          .from(bookings)
          .where(where)
          .orderBy(desc(bookings.createdAt), desc(bookings.id))
          .limit(INBOX_PAGE_SIZE)
          .offset((page - 1) * INBOX_PAGE_SIZE),
        db.select({ n: count() }).from(bookings).where(where),
      ]);
      return {
        rows,
        total: total?.n ?? 0,
        page,
        pages: Math.max(1, Math.ceil((total?.n ?? 0) / INBOX_PAGE_SIZE)),
      };
    },
  };
}
