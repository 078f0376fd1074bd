import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { createBookingRepository } from '../booking/booking.repository';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema/back-office';

export const AUDIT_PAGE_SIZE = 100;

/** The audit trail as admins read it: newest first, by agent or by kind of record. */
export function createAuditTrail(db: Database) {
  const bookings = createBookingRepository(db);
  return {
    async list(filter: { agentEmail?: string; entity?: string; page?: number }) {
      const conditions: SQL[] = [];
      if (filter.agentEmail) conditions.push(eq(auditLog.agentEmail, filter.agentEmail));
      if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const page = Math.max(1, filter.page ?? 1);
      const [lines, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset((page - 1) * AUDIT_PAGE_SIZE),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      const locators = await bookings.locatorsOf(
        lines.flatMap((line) => (line.bookingId === null ? [] : [line.bookingId])),
      );
      return {
        rows: lines.map((line) => ({
          ...line,
          locator: line.bookingId === null ? null : (locators.get(line.bookingId) ?? null),
        })),
        page,
        pages: Math.max(1, Math.ceil((total?.n ?? 0) / AUDIT_PAGE_SIZE)),
      };
    },
  };
}
