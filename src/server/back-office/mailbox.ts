import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema/mail';

export const OUTBOX_STATES = ['pending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
export const MAILBOX_PAGE_SIZE = 50;
/**
 * How the team sees a mail of the outbox: waiting, sent, or failed (its last attempt failed; the
 * worker tries again later, less and less often).
 */
export function outboxState(row: { status: string; lastError: string | null }): OutboxState {
  if (row.status === 'sent') return 'sent';
  return row.lastError ? 'failed' : 'pending';
}

/** The outbox as the booking team reads it: every mail with its state, and each one whole. */
export function createMailbox(db: Database) {
  return {
    async list(page = 1) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: outboxEmails.id,
            kind: outboxEmails.kind,
            to: outboxEmails.toAddress,
            subject: outboxEmails.subject,
            status: outboxEmails.status,
            attempts: outboxEmails.attempts,
            lastError: outboxEmails.lastError,
            nextAttemptAt: outboxEmails.nextAttemptAt,
            createdAt: outboxEmails.createdAt,
            sentAt: outboxEmails.sentAt,
          })
          .from(outboxEmails)
          .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
          .limit(MAILBOX_PAGE_SIZE)
          .offset((Math.max(1, page) - 1) * MAILBOX_PAGE_SIZE),
        db.select({ n: count() }).from(outboxEmails),
      ]);
      const counts = await db
        .select({ status: outboxEmails.status, n: count() })
        .from(outboxEmails)
        .groupBy(outboxEmails.status);
      return {
        rows: rows.map((row) => ({ ...row, state: outboxState(row) })),
        total: total?.n ?? 0,
        pages: Math.max(1, Math.ceil((total?.n ?? 0) / MAILBOX_PAGE_SIZE)),
        counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) as Record<string, number>,
      };
    },

    async read(id: number) {
      const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)).limit(1);
      return row && { ...row, state: outboxState(row) };
    },
  };
}
