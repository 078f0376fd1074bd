import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { BookingListColumn, ListOrder } from '../../domain/back-office/lists';
import { DRAFT_STATUS, OPEN_FILTER, OPEN_STATUSES, type BookingStatus } from '../../domain/booking/status';
import type { Database } from '../db/client';
import { agents } from '../db/schema/back-office';
import { bookingMessages, bookingPassengers, bookings } from '../db/schema/booking';
import { changeRequests } from '../db/schema/change-requests';

export interface BookingSearch {
  /**
   * Any part, any case, accents or not: the locator (spaces and dashes ignored), the requester's
   * name, e-mail or phone, any traveller's name, the hotel, or a modify/cancel request's code.
   */
  text?: string;
  /** One status, or any open one (OPEN_FILTER). */
  status?: BookingStatus | typeof OPEN_FILTER;
  /** Departure between these days (YYYY-MM-DD). */
  from?: string;
  to?: string;
  /** Whose files: an agent's id, or 'none' for the files nobody has taken. */
  assignedTo?: number | 'none';
  /** The column and direction (BOOKING_LIST_COLUMNS); newest first without one. */
  order?: ListOrder<BookingListColumn>;
}

const SORT_EXPRESSIONS: Record<BookingListColumn, SQL> = {
  creada: sql`${bookings.createdAt}`,
  localizador: sql`${bookings.locator}`,
  viajero: sql`lower(${bookings.lastName} || ' ' || ${bookings.firstName})`,
  estado: sql`${bookings.status}`,
  hotel: sql`lower(${bookings.hotel})`,
  salida: sql`${bookings.departureDate}`,
  total: sql`${bookings.totalPrice}`,
  agente: sql`lower(${agents.name})`,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuunc';
/** Lower case without accents, in JavaScript and in SQL alike. */
const folded = (text: string) =>
  [...text.toLowerCase()].map((char) => PLAIN[ACCENTED.indexOf(char)] ?? char).join('');
const fold = (value: SQL) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;

/** The traveller's messages the team has not answered yet. */
const waitingMessage = and(eq(bookingMessages.fromTeam, false), isNull(bookingMessages.answeredAt));

/** What the team's inbox reads of bookings: requests and messages waiting, counts, and the search. */
export function createBookingInboxRepository(db: Database) {
  return {
    /** Booking requests the team has not taken up yet (status solicitud), oldest (most urgent) first. */
    waitingRequests: (limit: number) =>
      db
        .select()
        .from(bookings)
        .where(eq(bookings.status, 'solicitud'))
        .orderBy(asc(bookings.createdAt))
        .limit(limit),

    /** Travellers' messages waiting for an answer, oldest first, with their booking. */
    waitingMessages: (limit: number) =>
      db
        .select({ message: bookingMessages, booking: bookings })
        .from(bookingMessages)
        .innerJoin(bookings, eq(bookings.id, bookingMessages.bookingId))
        .where(waitingMessage)
        .orderBy(asc(bookingMessages.createdAt))
        .limit(limit),

    /** Published bookings per status. */
    async countsByStatus(): Promise<Partial<Record<BookingStatus, number>>> {
      const rows = await db
        .select({ status: bookings.status, n: count() })
        .from(bookings)
        .where(ne(bookings.status, DRAFT_STATUS))
        .groupBy(bookings.status);
      return Object.fromEntries(rows.map((row) => [row.status, row.n]));
    },

    async waitingMessageCount() {
      return (await db.select({ n: count() }).from(bookingMessages).where(waitingMessage))[0]?.n ?? 0;
    },

    /** Published bookings by locator, name, e-mail or phone, status and departure, newest first; one page and the total. */
    async search(query: BookingSearch, page: { limit: number; offset: number }) {
      const conditions: SQL[] = [ne(bookings.status, DRAFT_STATUS)];
      const text = query.text?.trim();
      if (text) {
        const like = `%${escapeLike(folded(text))}%`;
        const digits = text.replace(/\D/g, '');
        // A locator or a code read out over the phone: "ab12 cd34", "AB12-CD34".
        const compact = `%${escapeLike(text.replace(/[\s-]+/g, ''))}%`;
        conditions.push(
          or(
            ilike(bookings.locator, compact),
            ilike(bookings.email, like),
            // "garcia" finds García: accents and case folded on both sides.
            sql`${fold(sql`${bookings.firstName} || ' ' || ${bookings.lastName}`)} like ${like}`,
            sql`${fold(sql`${bookings.hotel}`)} like ${like}`,
            // Any traveller of the booking, not only the one who sent it.
            sql`exists (select 1 from ${bookingPassengers} p where p.booking_id = ${bookings.id} and ${fold(sql`p.full_name`)} like ${like})`,
            // A modify/cancel request's code, with or without its dash.
            sql`exists (select 1 from ${changeRequests} r where r.booking_id = ${bookings.id} and replace(r.code, '-', '') ilike ${compact})`,
            ...(digits.length >= 6
              ? [sql`regexp_replace(${bookings.phone}, '\D', '', 'g') like ${`%${digits}%`}`]
              : []),
          )!,
        );
      }
      if (query.status === OPEN_FILTER) conditions.push(inArray(bookings.status, [...OPEN_STATUSES]));
      else if (query.status) conditions.push(eq(bookings.status, query.status));
      if (query.from) conditions.push(gte(bookings.departureDate, query.from));
      if (query.to) conditions.push(lte(bookings.departureDate, query.to));
      if (query.assignedTo === 'none') conditions.push(isNull(bookings.assignedAgentId));
      else if (query.assignedTo !== undefined)
        conditions.push(eq(bookings.assignedAgentId, query.assignedTo));
      const where = and(...conditions);
      const order = query.order ?? { by: 'creada', dir: 'desc' };
      const direction = order.dir === 'asc' ? asc : desc;
      // Nulls (nobody assigned) last either way; ties newest first, then by id, so pages never overlap.
      const ordering = [
        sql`${direction(SORT_EXPRESSIONS[order.by])} nulls last`,
        desc(bookings.createdAt),
        desc(bookings.id),
      ];
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
            assignee: agents.name,
          })
          .from(bookings)
          .leftJoin(agents, eq(agents.id, bookings.assignedAgentId))
          .where(where)
          .orderBy(...ordering)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(bookings).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
