import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_STATUSES } from '../../domain/booking/status';
import type { Database } from '../db/client';
import { bookingNotes, bookings } from '../db/schema/booking';

/** The team's own records on bookings: whose file each is, and the internal notes. */
export function createBookingTeamRepository(db: Database) {
  return {
    assign: (bookingId: number, agentId: number | null) =>
      db.update(bookings).set({ assignedAgentId: agentId }).where(eq(bookings.id, bookingId)),

    async addNote(note: { bookingId: number; agentId: number | null; agentName: string; note: string }) {
      const [row] = await db.insert(bookingNotes).values(note).returning({ id: bookingNotes.id });
      return row!.id;
    },

    /** A booking's internal notes, newest first (the latest 200). */
    notes: (bookingId: number) =>
      db
        .select()
        .from(bookingNotes)
        .where(eq(bookingNotes.bookingId, bookingId))
        .orderBy(desc(bookingNotes.createdAt), desc(bookingNotes.id))
        .limit(200),

    /** How many open bookings are assigned to an agent. */
    async openCountOf(agentId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.assignedAgentId, agentId), inArray(bookings.status, [...OPEN_STATUSES])));
      return row?.n ?? 0;
    },
  };
}

/** A phone column compared by its last digits, whatever way it was written (+34 600 11 22 33, 600112233). */
export const phoneEndsWith = (column: unknown, digits: string) =>
  sql`right(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), ${digits.length}) = ${digits}`;
