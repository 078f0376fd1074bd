import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema/mail';

/** One e-mail to send, as the business services write it. */
export interface OutgoingEmail {
  /** Writing the same key twice (a retried request) keeps the first mail only. */
  dedupeKey: string;
  /** What the mail is about, e.g. `booking-request`; logged, never the body. */
  kind: string;
  bookingId?: number | null;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

/** The database or a transaction of it: a mail is written together with what it tells about. */
export type OutboxWriter = Pick<Database, 'insert'>;

/** The outbox row of a mail, pending and due now. */
export function outboxRow(email: OutgoingEmail) {
  return {
    dedupeKey: email.dedupeKey,
    kind: email.kind,
    bookingId: email.bookingId ?? null,
    toAddress: email.to,
    replyTo: email.replyTo ?? null,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  } satisfies typeof outboxEmails.$inferInsert;
}

/**
 * Queues a mail in the outbox; the mail worker sends it after the surrounding transaction
 * commits. A second call with the same dedupe key does nothing.
 */
export async function enqueueEmail(db: OutboxWriter, email: OutgoingEmail): Promise<void> {
  await db
    .insert(outboxEmails)
    .values(outboxRow(email))
    .onConflictDoNothing({ target: outboxEmails.dedupeKey });
}
