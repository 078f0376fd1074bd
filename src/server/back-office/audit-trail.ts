import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { createBookingRepository } from '../booking/booking.repository';
import type { Database } from '../db/client';
import { agents, auditLog } from '../db/schema/back-office';
import { callbackRequests } from '../db/schema/site';
import { audit, type Actor } from './audit';

export const AUDIT_PAGE_SIZE = 100;

type AuditRow = typeof auditLog.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idsOf = (lines: AuditRow[], entity: string, shape: RegExp) => [
  ...new Set(lines.filter((l) => l.entity === entity && shape.test(l.entityId)).map((l) => l.entityId)),
];

/**
 * Lines of the trail with what a person recognises them by: the agent's name beside the e-mail
 * written with the line (while that agent still has it), and the record's name when it is an
 * agent's account or a call-me request.
 *
 * A call-me request is named by its caller, read here rather than written in the line: erasing a
 * person's data deletes their call-me requests, and their name must not outlive them in the trail
 * (those lines belong to no booking, so the erasure could not find them to blank). An erased
 * request's line then says a request no longer kept. One query per kind, for a whole page.
 */
export async function namedLines<T extends AuditRow>(db: Database, lines: T[]) {
  const agentIds = [
    ...new Set([
      ...lines.flatMap((l) => (l.agentId === null ? [] : [l.agentId])),
      ...idsOf(lines, 'agente', /^\d{1,9}$/).map(Number),
    ]),
  ];
  const callIds = idsOf(lines, 'llamada', UUID);
  const [people, calls] = await Promise.all([
    agentIds.length > 0
      ? db
          .select({ id: agents.id, name: agents.name, email: agents.email })
          .from(agents)
          .where(inArray(agents.id, agentIds))
      : [],
    callIds.length > 0
      ? db
          .select({ id: callbackRequests.id, name: callbackRequests.name, phone: callbackRequests.phone })
          .from(callbackRequests)
          .where(inArray(callbackRequests.id, callIds))
      : [],
  ]);
  const agentById = new Map(people.map((a) => [a.id, a]));
  const callById = new Map(calls.map((c) => [c.id, `${c.name} (${c.phone})`]));
  const subjectOf = (line: AuditRow) => {
    if (line.entity === 'llamada') return callById.get(line.entityId) ?? null;
    const agent = line.entity === 'agente' ? agentById.get(Number(line.entityId)) : undefined;
    return agent ? `${agent.name} (${agent.email})` : null;
  };
  return lines.map((line) => {
    const agent = line.agentId === null ? undefined : agentById.get(line.agentId);
    return {
      ...line,
      // The command-line tools write another e-mail under an agent's id (agent:create): not theirs.
      agentName: agent && agent.email === line.agentEmail ? agent.name : null,
      subject: subjectOf(line),
    };
  });
}

/** The audit trail as admins read it: newest first, by agent or by kind of record. */
export function createAuditTrail(db: Database) {
  const bookings = createBookingRepository(db);
  return {
    /** A list downloaded as a file: which, how many rows and with what filters (never the rows). */
    recordExport: (actor: Actor, exported: { list: string; rows: number; filters: Record<string, string> }) =>
      audit(db, actor, {
        action: 'lista.exportar',
        entity: 'lista',
        entityId: exported.list,
        after: { filas: exported.rows, filtros: exported.filters },
      }),

    /** One page of the trail (`size` lines: the page's, or more for an export), newest first. */
    async list(filter: { agentEmail?: string; entity?: string; page?: number; size?: number }) {
      const size = filter.size ?? AUDIT_PAGE_SIZE;
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
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      const [locators, named] = await Promise.all([
        bookings.locatorsOf(lines.flatMap((line) => (line.bookingId === null ? [] : [line.bookingId]))),
        namedLines(db, lines),
      ]);
      return {
        rows: named.map((line) => ({
          ...line,
          locator: line.bookingId === null ? null : (locators.get(line.bookingId) ?? null),
        })),
        page,
        pages: Math.max(1, Math.ceil((total?.n ?? 0) / size)),
      };
    },
  };
}
