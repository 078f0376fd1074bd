import { asc, count, inArray, isNull } from 'drizzle-orm';
import { promiseWhen, TEAM_CONTACT_HOURS } from '../../domain/back-office/promise';
import {
  createBookingInboxRepository,
  type BookingSearch as BookingQuery,
} from '../booking/booking-inbox.repository';
import type { Database } from '../db/client';
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

export interface BookingSearch extends BookingQuery {
  page?: number;
}

const dueAfter = (createdAt: Date) => new Date(createdAt.getTime() + TEAM_CONTACT_HOURS * 3_600_000);

/** The team's inbox: what waits for an answer, counts per state, and the booking search. */
export function createInbox(db: Database) {
  const bookings = createBookingInboxRepository(db);
  return {
    /** What waits for the team (the oldest of each kind, up to a page), the first promise to run out first. */
    async waiting(): Promise<InboxItem[]> {
      const [requests, changes, callbacks, messages] = await Promise.all([
        bookings.waitingRequests(INBOX_PAGE_SIZE),
        db
          .select()
          .from(changeRequests)
          .where(inArray(changeRequests.status, [...OPEN_CHANGE_STATUSES]))
          .orderBy(asc(changeRequests.createdAt))
          .limit(INBOX_PAGE_SIZE),
        db
          .select()
          .from(callbackRequests)
          .where(isNull(callbackRequests.handledAt))
          .orderBy(asc(callbackRequests.createdAt))
          .limit(INBOX_PAGE_SIZE),
        bookings.waitingMessages(INBOX_PAGE_SIZE),
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
      // The promise that runs out first comes first.
      return items.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    },

    /** How many waiting items' 48-hour promise is broken already or runs out today (the navigation's alert). */
    async promisesDue(now = new Date()) {
      return (await this.waiting()).filter((item) => promiseWhen(item.dueAt, now) !== 'later').length;
    },

    /** Bookings per status, and what waits of each other kind. */
    async counts() {
      const [byStatus, [changes], [callbacks], messages] = await Promise.all([
        bookings.countsByStatus(),
        db
          .select({ n: count() })
          .from(changeRequests)
          .where(inArray(changeRequests.status, [...OPEN_CHANGE_STATUSES])),
        db.select({ n: count() }).from(callbackRequests).where(isNull(callbackRequests.handledAt)),
        bookings.waitingMessageCount(),
      ]);
      return {
        bookings: byStatus,
        changes: changes?.n ?? 0,
        callbacks: callbacks?.n ?? 0,
        messages,
      };
    },

    /**
     * Bookings by locator, name or e-mail, status, departure dates and whose file, in the order
     * asked (newest first by default); one page of `size` rows (the inbox's, or more for an export).
     */
    async search(query: BookingSearch, size = INBOX_PAGE_SIZE) {
      const page = Math.max(1, query.page ?? 1);
      const { rows, total } = await bookings.search(query, { limit: size, offset: (page - 1) * size });
      return { rows, total, page, pages: Math.max(1, Math.ceil(total / size)) };
    },
  };
}
