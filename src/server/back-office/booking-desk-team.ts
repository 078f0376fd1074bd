import { and, asc, eq } from 'drizzle-orm';
import { createBookingTeamRepository } from '../booking/booking-team.repository';
import type { Database } from '../db/client';
import { agents } from '../db/schema/back-office';
import { audit, type Actor } from './audit';
import type { DeskOutcome } from './booking-desk';
import { onBooking } from './desk-booking';

/** Who a file is assigned to: an agent's id, or nobody. */
export type Assignee = number | null;

/**
 * The team's own side of a file: whose it is ("my files", reassigning) and the internal notes the
 * traveller never sees. Each change and its audit line are written in one transaction.
 */
export function createTeamDesk(db: Database) {
  const agentName = async (tx: Database, id: number | null) => {
    if (id === null) return null;
    const [row] = await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, id)).limit(1);
    return row?.name ?? null;
  };

  return {
    /** The agents a file can be given to: the active ones, by name. */
    assignableAgents: () =>
      db
        .select({ id: agents.id, name: agents.name })
        .from(agents)
        .where(eq(agents.active, true))
        .orderBy(asc(agents.name)),

    /**
     * Gives the file to an agent (or to nobody). `seen` is the assignee the agent saw: when someone
     * else took or moved the file meanwhile, nothing changes and the agent is told (stale).
     */
    async assign(locator: string, to: Assignee, seen: Assignee, actor: Actor): Promise<DeskOutcome> {
      return onBooking(db, locator, 'words', async (tx, booking) => {
        if (booking.assignedAgentId !== seen) return { kind: 'refused', reason: 'stale' } as const;
        if (to === booking.assignedAgentId) return { kind: 'done' } as const;
        if (to !== null) {
          const [agent] = await tx
            .select({ id: agents.id })
            .from(agents)
            .where(and(eq(agents.id, to), eq(agents.active, true)))
            .limit(1);
          if (!agent) return { kind: 'refused', reason: 'unknown-agent' } as const;
        }
        await createBookingTeamRepository(tx).assign(booking.id, to);
        await audit(tx, actor, {
          action: 'reserva.asignar',
          entity: 'reserva',
          entityId: booking.locator,
          bookingId: booking.id,
          before: { agente: await agentName(tx, booking.assignedAgentId) },
          after: { agente: await agentName(tx, to) },
        });
        return { kind: 'done' } as const;
      });
    },

    /** Adds an internal note to the file: for the team only, never shown or sent to the traveller. */
    async addNote(locator: string, note: string, actor: Actor): Promise<DeskOutcome> {
      return onBooking(db, locator, 'words', async (tx, booking) => {
        const id = await createBookingTeamRepository(tx).addNote({
          bookingId: booking.id,
          agentId: actor.id,
          agentName: (await agentName(tx, actor.id)) ?? actor.email,
          note,
        });
        await audit(tx, actor, {
          action: 'nota.anotar',
          entity: 'nota',
          entityId: id,
          bookingId: booking.id,
          after: { nota: note },
        });
        return { kind: 'done' } as const;
      });
    },

    /** A file's internal notes, newest first, and who it is assigned to. */
    async teamSide(booking: { id: number; assignedAgentId: number | null }) {
      const [notes, assignee] = await Promise.all([
        createBookingTeamRepository(db).notes(booking.id),
        agentName(db, booking.assignedAgentId),
      ]);
      const assigned = booking.assignedAgentId;
      return { notes, assignee: assigned === null ? null : { id: assigned, name: assignee ?? '' } };
    },

    /** How many open files an agent has (the navigation's "my files" count). */
    openFilesOf: (agentId: number) => createBookingTeamRepository(db).openCountOf(agentId),
  };
}

export type TeamDesk = ReturnType<typeof createTeamDesk>;
