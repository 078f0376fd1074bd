import { and, asc, count, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bookingDocuments, bookingMessages, bookingSessions } from '../db/schema/booking';

export type StoredMessage = typeof bookingMessages.$inferSelect;

/**
 * What gathers around a booking once it is made: the messages between the traveller and the team,
 * the documents the team attaches, and the traveller's "Mi reserva" sessions.
 */
export function createBookingFileRepository(db: Database) {
  /** The traveller's messages not answered yet. */
  const waitingFromTraveller = (bookingId: number) =>
    and(
      eq(bookingMessages.bookingId, bookingId),
      eq(bookingMessages.fromTeam, false),
      isNull(bookingMessages.answeredAt),
    );

  return {
    /** The thread, oldest first, as the traveller and the team read it. */
    messages: (bookingId: number) =>
      db
        .select({
          id: bookingMessages.id,
          message: bookingMessages.message,
          fromTeam: bookingMessages.fromTeam,
          createdAt: bookingMessages.createdAt,
        })
        .from(bookingMessages)
        .where(eq(bookingMessages.bookingId, bookingId))
        .orderBy(asc(bookingMessages.createdAt), asc(bookingMessages.id)),

    /** The thread with every field stored (origin, agent, when it was answered). */
    storedMessages: (bookingId: number) =>
      db
        .select()
        .from(bookingMessages)
        .where(eq(bookingMessages.bookingId, bookingId))
        .orderBy(asc(bookingMessages.createdAt), asc(bookingMessages.id)),

    /** Adds a message to the thread (origina "0", agente "1"); its id. */
    async addMessage(bookingId: number, message: { text: string; fromTeam: boolean; at: Date }) {
      const [row] = await db
        .insert(bookingMessages)
        .values({
          bookingId,
          origin: '0',
          agent: '1',
          message: message.text,
          fromTeam: message.fromTeam,
          createdAt: message.at,
        })
        .returning({ id: bookingMessages.id });
      return row!.id;
    },

    /** How many messages the traveller has written since a moment. */
    async travellerMessagesSince(bookingId: number, since: Date) {
      const [recent] = await db
        .select({ n: count() })
        .from(bookingMessages)
        .where(
          and(
            eq(bookingMessages.bookingId, bookingId),
            eq(bookingMessages.fromTeam, false),
            gt(bookingMessages.createdAt, since),
          ),
        );
      return recent?.n ?? 0;
    },

    /** Marks the traveller's waiting messages answered; the ids of those that were waiting. */
    async answerTravellerMessages(bookingId: number, at: Date) {
      const answered = await db
        .update(bookingMessages)
        .set({ answeredAt: at })
        .where(waitingFromTraveller(bookingId))
        .returning({ id: bookingMessages.id });
      return answered.map((row) => row.id);
    },

    /** The booking's documents without their content, newest first. */
    documents: (bookingId: number) =>
      db
        .select({
          id: bookingDocuments.id,
          fileName: bookingDocuments.fileName,
          fileType: bookingDocuments.fileType,
          fileSize: bookingDocuments.fileSize,
          createdAt: bookingDocuments.createdAt,
        })
        .from(bookingDocuments)
        .where(eq(bookingDocuments.bookingId, bookingId))
        .orderBy(desc(bookingDocuments.createdAt), desc(bookingDocuments.id)),

    /** One of this booking's documents with its content; undefined for another booking's or none. */
    document: async (bookingId: number, documentId: number) =>
      (
        await db
          .select()
          .from(bookingDocuments)
          .where(and(eq(bookingDocuments.id, documentId), eq(bookingDocuments.bookingId, bookingId)))
          .limit(1)
      )[0],

    /** Removes one of the booking's documents, content and all; its name, or undefined for none. */
    async removeDocument(bookingId: number, documentId: number): Promise<string | undefined> {
      const [row] = await db
        .delete(bookingDocuments)
        .where(and(eq(bookingDocuments.id, documentId), eq(bookingDocuments.bookingId, bookingId)))
        .returning({ fileName: bookingDocuments.fileName });
      return row?.fileName;
    },

    /** Attaches a document (its name and type already checked); its id. */
    async addDocument(
      bookingId: number,
      file: { fileName: string; fileType: string; data: Buffer; at: Date },
    ): Promise<number> {
      const [row] = await db
        .insert(bookingDocuments)
        .values({
          bookingId,
          fileName: file.fileName,
          fileType: file.fileType,
          fileSize: file.data.length,
          data: file.data,
          createdAt: file.at,
        })
        .returning({ id: bookingDocuments.id });
      return row!.id;
    },

    /** A new "Mi reserva" session (ended ones are cleared first). */
    async openSession(session: { tokenHash: string; bookingId: number; expiresAt: Date }, now: Date) {
      await db.delete(bookingSessions).where(lt(bookingSessions.expiresAt, now));
      await db.insert(bookingSessions).values(session);
    },

    /** Extends a live session; the booking it opens, or undefined. */
    async extendSession(tokenHash: string, now: Date, expiresAt: Date) {
      const [row] = await db
        .update(bookingSessions)
        .set({ expiresAt })
        .where(and(eq(bookingSessions.tokenHash, tokenHash), gt(bookingSessions.expiresAt, now)))
        .returning({ bookingId: bookingSessions.bookingId });
      return row?.bookingId;
    },

    async closeSession(tokenHash: string) {
      await db.delete(bookingSessions).where(eq(bookingSessions.tokenHash, tokenHash));
    },
  };
}

export type BookingFileRepository = ReturnType<typeof createBookingFileRepository>;
