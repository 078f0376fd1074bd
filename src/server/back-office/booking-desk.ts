import { and, desc, eq, isNull } from 'drizzle-orm';
import { transitionProblem, type TransitionProblem } from '../../domain/booking/transitions';
import type { BookingStatus } from '../../domain/booking/status';
import type { Language } from '../../domain/language';
import type {
  CHANGE_REQUEST_ANSWERS,
  OFFICE_METHODS,
  REFUND_METHODS,
} from '../../domain/schemas/back-office';
import { auditLog } from '../db/schema/back-office';
import { changeRequestEvents, changeRequests } from '../db/schema/change-requests';
import { callbackRequests } from '../db/schema/site';
import { renderEmail } from '../mail/email-layout';
import { enqueueEmail } from '../mail/outbox';
import { createBookingFileRepository } from '../booking/booking-file.repository';
import { createBookingRepository } from '../booking/booking.repository';
import type { StoreOutcome } from '../documents/documents.service';
import { audit, type Actor } from './audit';
import { createMoneyDesk, type DeskDeps } from './booking-desk-money';
import { createTeamDesk } from './booking-desk-team';
import { namedLines } from './audit-trail';
import { isErased } from './personal-data';
import { bookingByLocator, bookingFor, onBooking, travellerMail } from './desk-booking';
import { documentEmail, statusEmail } from './traveller-emails';

export type OfficePaymentMethod = (typeof OFFICE_METHODS)[number];
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A refund as the team records it. */
export interface RefundRecord {
  amount: number;
  method: RefundMethod;
  reference: string;
  reason: string;
}
export type ChangeAnswer = (typeof CHANGE_REQUEST_ANSWERS)[number];

export type DeskOutcome<T = object> =
  | ({ kind: 'done' } & T)
  | { kind: 'not-found' }
  | {
      kind: 'refused';
      reason:
        | TransitionProblem
        | StoreRefusal
        | 'above-balance'
        | 'above-pending'
        | 'stale'
        | 'duplicate'
        | 'erased'
        | 'cancelled'
        | 'due-date'
        | 'refund-needed'
        | 'above-owed-back'
        | 'unknown-agent';
    };
type StoreRefusal = Extract<StoreOutcome, { kind: 'refused' }>['reason'];

/**
 * The booking file and what the team does with it. Each action, its audit line and the mail that
 * tells the traveller are written in one transaction.
 */
export function createBookingDesk(deps: DeskDeps) {
  const { db } = deps;

  const { factsOf, tellTraveller } = travellerMail(deps);

  const money = createMoneyDesk(deps);
  const team = createTeamDesk(db);

  return {
    ...money,
    ...team,

    /** Everything about one booking the team needs; undefined for an unknown locator or a draft. */
    async file(locator: string, language: Language) {
      const booking = await bookingByLocator(db, locator);
      if (!booking) return undefined;
      const [view, passengers, trail, changes, messages, teamSide] = await Promise.all([
        deps.myBooking.view(booking.id, language),
        createBookingRepository(db).passengers(booking.id),
        db
          .select()
          .from(auditLog)
          .where(eq(auditLog.bookingId, booking.id))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(200),
        db
          .select()
          .from(changeRequests)
          .where(eq(changeRequests.bookingId, booking.id))
          .orderBy(desc(changeRequests.createdAt)),
        createBookingFileRepository(db).storedMessages(booking.id),
        team.teamSide(booking),
      ]);
      if (!view) return undefined;
      const history = await namedLines(db, trail);
      // A person erased on request: their bookings are kept for the accounts and take no more changes.
      return {
        booking,
        view,
        passengers,
        history,
        changes,
        messages,
        ...teamSide,
        erased: isErased(booking),
      };
    },

    /** Whether a booking the team can see has this locator. */
    exists: async (locator: string) => (await bookingByLocator(db, locator)) !== undefined,

    /** One of a booking's documents, with its content; undefined for another booking's. */
    async document(locator: string, documentId: number) {
      const booking = await bookingByLocator(db, locator);
      return booking ? deps.documents.read(booking.id, documentId) : undefined;
    },

    /** Moves the booking along its lifecycle with a note; the traveller is told in their language. */
    async changeStatus(locator: string, to: BookingStatus, note: string, actor: Actor): Promise<DeskOutcome> {
      // Cancelling settles the money: the table's fee unless the cancel form says otherwise.
      if (to === 'cancelada') return money.cancel(locator, { fee: { basis: 'tabla' }, note }, actor);
      return onBooking(db, locator, 'words', async (tx, booking) => {
        const from = booking.status as BookingStatus;
        const balance = await deps.paymentsWith(tx).balance(booking.id);
        const documents = await deps.documentsWith(tx).list(booking.id);
        const services = await createBookingRepository(tx).services(booking.id);
        const problem = transitionProblem(from, to, {
          pendingCents: balance?.pending ?? 0,
          documents: documents.length,
          cancelledServices: services.filter((service) => service.status === 'XX').length,
        });
        if (problem) return { kind: 'refused', reason: problem } as const;
        await createBookingRepository(tx).setStatus(booking.id, to);
        // Confirming the booking confirms every service still on request (one by one: answerService).
        if (to === 'confirmada') await createBookingRepository(tx).confirmServicesOnRequest(booking.id);
        await audit(tx, actor, {
          action: 'reserva.estado',
          entity: 'reserva',
          entityId: booking.locator,
          bookingId: booking.id,
          before: { estado: from },
          after: { estado: to },
          note: note || null,
        });
        const t = deps.travellerTexts(booking.language as Language);
        await tellTraveller(
          tx,
          booking,
          `booking-status:${booking.id}:${to}:${deps.clock().getTime()}`,
          'booking-status',
          statusEmail(factsOf(booking), to, note, t, deps.site),
        );
        return { kind: 'done' } as const;
      });
    },

    /** Attaches a document the traveller then finds in Mi reserva, and tells them. */
    async uploadDocument(
      locator: string,
      file: { fileName: string; data: Buffer },
      actor: Actor,
    ): Promise<DeskOutcome<{ id: number }>> {
      return onBooking(db, locator, 'words', async (tx, booking) => {
        const stored = await deps.documentsWith(tx).store(booking.id, file);
        if (stored.kind === 'refused') return { kind: 'refused', reason: stored.reason } as const;
        const [document] = (await deps.documentsWith(tx).list(booking.id)).filter((d) => d.id === stored.id);
        await audit(tx, actor, {
          action: 'documento.subir',
          entity: 'documento',
          entityId: stored.id,
          bookingId: booking.id,
          after: { nombre: document?.fileName, tipo: document?.fileType, bytes: document?.fileSize },
        });
        const t = deps.travellerTexts(booking.language as Language);
        await tellTraveller(
          tx,
          booking,
          `booking-document:${stored.id}`,
          'booking-document',
          documentEmail(factsOf(booking), document?.fileName ?? '', t, deps.site),
        );
        return { kind: 'done', id: stored.id } as const;
      });
    },

    /**
     * Removes a document (a wrong voucher, one sent twice) with the reason, audited; or replaces it
     * with a new file, and the traveller is told of the new one. A booking whose documents were sent
     * keeps at least one: the last is replaced, not removed.
     */
    async removeDocument(
      locator: string,
      change: { documentId: number; reason: string; replacement?: { fileName: string; data: Buffer } },
      actor: Actor,
    ): Promise<DeskOutcome> {
      return onBooking(db, locator, 'words', async (tx, booking) => {
        const documents = deps.documentsWith(tx);
        const listed = await documents.list(booking.id);
        const old = listed.find((document) => document.id === change.documentId);
        if (!old) return { kind: 'refused', reason: 'stale' } as const;
        if (!change.replacement && booking.status === 'documentada' && listed.length === 1)
          return { kind: 'refused', reason: 'no-documents' } as const;
        let stored: { id: number; fileName: string } | undefined;
        if (change.replacement) {
          const outcome = await documents.store(booking.id, change.replacement);
          if (outcome.kind === 'refused') return { kind: 'refused', reason: outcome.reason } as const;
          const fileName =
            (await documents.list(booking.id)).find((d) => d.id === outcome.id)?.fileName ?? '';
          stored = { id: outcome.id, fileName };
        }
        await documents.remove(booking.id, old.id);
        await audit(tx, actor, {
          action: stored ? 'documento.sustituir' : 'documento.quitar',
          entity: 'documento',
          entityId: old.id,
          bookingId: booking.id,
          before: { nombre: old.fileName },
          after: stored ? { nombre: stored.fileName } : null,
          note: change.reason,
        });
        if (stored) {
          const t = deps.travellerTexts(booking.language as Language);
          await tellTraveller(
            tx,
            booking,
            `booking-document:${stored.id}`,
            'booking-document',
            documentEmail(factsOf(booking), stored.fileName, t, deps.site),
          );
        }
        return { kind: 'done' } as const;
      });
    },

    /** Answers the traveller: the message goes to Mi reserva and by e-mail; what they wrote is answered. */
    async reply(locator: string, message: string, actor: Actor): Promise<DeskOutcome> {
      const found = await bookingFor(db, locator, 'words');
      if (found.kind !== 'open') return found;
      const { booking } = found;
      await deps.messages.fromTeam(booking.id, message, deps.travellerTexts, async (tx, id) => {
        await createBookingFileRepository(tx).answerTravellerMessages(booking.id, deps.clock());
        await audit(tx, actor, {
          action: 'mensaje.responder',
          entity: 'mensaje',
          entityId: id,
          bookingId: booking.id,
          after: { mensaje: message },
        });
      });
      return { kind: 'done' };
    },

    /** Marks the traveller's waiting messages as dealt with (answered by phone, say) without writing back. */
    async markMessagesHandled(locator: string, actor: Actor): Promise<DeskOutcome> {
      return onBooking(db, locator, 'any', async (tx, booking) => {
        const handled = await createBookingFileRepository(tx).answerTravellerMessages(
          booking.id,
          deps.clock(),
        );
        if (handled.length === 0) return { kind: 'refused', reason: 'stale' } as const;
        await audit(tx, actor, {
          action: 'mensaje.atendido',
          entity: 'reserva',
          entityId: booking.locator,
          bookingId: booking.id,
          after: { mensajes: handled },
        });
        return { kind: 'done' } as const;
      });
    },

    /** Answers a modify/cancel request: its new status and a note the visitor sees and receives. */
    async answerChangeRequest(
      code: string,
      status: ChangeAnswer,
      note: string,
      actor: Actor,
    ): Promise<DeskOutcome> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(changeRequests)
          .where(eq(changeRequests.code, code))
          .for('update');
        if (!request) return { kind: 'not-found' } as const;
        if (request.status === 'cerrada') return { kind: 'refused', reason: 'stale' } as const;
        await tx.update(changeRequests).set({ status }).where(eq(changeRequests.id, request.id));
        const [event] = await tx
          .insert(changeRequestEvents)
          .values({ requestId: request.id, status, note: note || null, createdAt: deps.clock() })
          .returning({ id: changeRequestEvents.id });
        await audit(tx, actor, {
          action: 'solicitud-cambio.responder',
          entity: 'solicitud-cambio',
          entityId: request.code,
          bookingId: request.bookingId,
          before: { estado: request.status },
          after: { estado: status },
          note: note || null,
        });
        const language = request.language as Language;
        const t = deps.changeTexts(language);
        const statusLabel = t(`statuses.${status}`);
        const { text, html } = renderEmail(
          t('email.answerTitle', { code: request.code, status: statusLabel }),
          [t('email.greeting', { name: request.applicant }), t('email.answerIntro', { status: statusLabel })],
          [
            [t('email.answerCode'), request.code],
            [t('email.answerLocator'), request.locator],
          ],
          note ? [{ title: t('email.answerNote'), items: [note] }] : [],
        );
        await enqueueEmail(tx, {
          dedupeKey: `change-answer:${event!.id}`,
          kind: 'change-answer',
          bookingId: request.bookingId,
          to: request.email,
          replyTo: deps.site.mailboxes.bookings,
          subject: t('email.answerSubject', { code: request.code, status: statusLabel }),
          text,
          html,
        });
        return { kind: 'done' } as const;
      });
    },

    /** A call-me request the team has phoned back (or could not reach), with a note. */
    async answerCallback(id: string, note: string, actor: Actor): Promise<DeskOutcome> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(callbackRequests)
          .set({ handledAt: deps.clock(), note: note || null })
          .where(and(eq(callbackRequests.id, id), isNull(callbackRequests.handledAt)))
          .returning();
        if (!updated) return { kind: 'not-found' } as const;
        await audit(tx, actor, {
          action: 'llamada.atender',
          entity: 'llamada',
          entityId: id,
          after: { atendida: true },
          note: note || null,
        });
        return { kind: 'done' } as const;
      });
    },
  };
}

export type BookingDesk = ReturnType<typeof createBookingDesk>;
