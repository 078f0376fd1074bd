import type { Database } from '../db/client';
import { auditLog } from '../db/schema/back-office';

/** Who did something in the back office. */
export interface Actor {
  /** The agent; null for the command-line tools (their name is in `email`). */
  id: number | null;
  email: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  bookingId?: number | null;
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

/**
 * Writes one line of the audit trail: who, what, on which record, the record before and after.
 * Called inside the transaction of the change it records, so neither exists without the other.
 */
export async function audit(tx: Pick<Database, 'insert'>, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    agentId: actor.id,
    agentEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    bookingId: entry.bookingId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
  });
}
