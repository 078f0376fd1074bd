import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  statusAfterServices,
  transitionProblem,
  type TransitionProblem,
} from '../../domain/booking/transitions';
import { daysBeforeDeparture } from '../../domain/pricing/cancellation-costs';
import { feeConcept, feeFor, type FeeBasis, type FeeKind } from '../../domain/pricing/fees';
import type { ServiceStatus } from '../../domain/booking/services';
import type { BookingStatus } from '../../domain/booking/status';
import { madridDay } from '../../domain/format';
import type { Language } from '../../domain/language';
import type {
  CHANGE_REQUEST_ANSWERS,
  OFFICE_METHODS,
  REFUND_METHODS,
} from '../../domain/schemas/back-office';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { auditLog } from '../db/schema/back-office';
import { changeRequestEvents, changeRequests } from '../db/schema/change-requests';
import { callbackRequests } from '../db/schema/site';
import { renderEmail, type Translate } from '../mail/email-layout';
import { enqueueEmail } from '../mail/outbox';
import type { BookingMessagesService } from '../booking-messages/booking-messages.service';
import { createBookingFileRepository } from '../booking/booking-file.repository';
import { createBookingPaymentsRepository } from '../booking/booking-payments.repository';
import { createBookingRepository } from '../booking/booking.repository';
import type { DocumentsService, StoreOutcome } from '../documents/documents.service';
import type { MyBookingService } from '../my-booking/my-booking.service';
import type { PaymentsService } from '../payments/payments.service';
import type { SiteSettings } from '../site-settings';
import { audit, type Actor } from './audit';
import { namedLines } from './audit-trail';
import { bookingByLocator, bookingFor, type DeskBooking, travellerMail } from './desk-booking';
import {
  cancellationEmail,
  documentEmail,
  feeEmail,
  officePaymentEmail,
  paymentOrderEmail,
  priceEmail,
  refundEmail,
  type SettlementFacts,
  statusEmail,
} from './traveller-emails';

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
        | 'above-owed-back';
    };
type StoreRefusal = Extract<StoreOutcome, { kind: 'refused' }>['reason'];

/**
 * The booking file and what the team does with it. Each action, its audit line and the mail that
 * tells the traveller are written in one transaction.
 */
export function createBookingDesk(deps: {
  db: Database;
  site: SiteSettings;
  publicUrl: string;
  clock: () => Date;
  myBooking: MyBookingService;
  messages: BookingMessagesService;
  documents: DocumentsService;
  /** The payments service working inside a transaction. */
  paymentsWith: (db: Database) => PaymentsService;
  documentsWith: (db: Database) => DocumentsService;
  /** The traveller's texts (namespace myBooking), in their language. */
  travellerTexts: (language: Language) => Translate;
  /** The texts of the modify/cancel request e-mails (namespace changes). */
  changeTexts: (language: Language) => Translate;
}) {
  const { db } = deps;

  const { factsOf, tellTraveller } = travellerMail(deps);
  const today = () => madridDay(deps.clock().toISOString());

  /** The booking's money after an action, in the words of the mails about it. */
  async function settlement(tx: Database, bookingId: number): Promise<SettlementFacts> {
    const balance = (await deps.paymentsWith(tx).balance(bookingId))!;
    return {
      fees: balance.fees,
      paid: balance.paid,
      refunded: balance.refunded,
      pending: balance.pending,
      owedBack: balance.owedBack,
    };
  }

  /**
   * The booking moved by its services' answers: its status, paid at once when nothing is left to
   * pay, and the traveller told in their language (inside the caller's transaction).
   */
  async function moveWithServices(tx: Database, booking: DeskBooking, to: BookingStatus) {
    await createBookingRepository(tx).setStatus(booking.id, to);
    await createBookingPaymentsRepository(tx).settleBooking(booking.id);
    const t = deps.travellerTexts(booking.language as Language);
    await tellTraveller(
      tx,
      booking,
      `booking-status:${booking.id}:${to}:${deps.clock().getTime()}`,
      'booking-status',
      statusEmail(factsOf(booking), to, '', t, deps.site),
    );
  }

  /** Records a refund made, in the action's transaction (the booking locked by it). */
  async function refundWith(tx: Database, booking: DeskBooking, refund: RefundRecord, actor: Actor) {
    const created = await createBookingPaymentsRepository(tx).insertRefund({
      bookingId: booking.id,
      ...refund,
      refundedAt: deps.clock(),
    });
    const money = await settlement(tx, booking.id);
    await audit(tx, actor, {
      action: 'devolucion.registrar',
      entity: 'devolucion',
      entityId: created.id,
      bookingId: booking.id,
      after: {
        importe: refund.amount,
        forma: refund.method,
        referencia: refund.reference,
        aDevolver: money.owedBack,
      },
      note: refund.reason,
    });
    await tellTraveller(
      tx,
      booking,
      `booking-refund:${created.id}`,
      'booking-refund',
      refundEmail(
        factsOf(booking),
        { ...refund, money },
        deps.travellerTexts(booking.language as Language),
        deps.site,
      ),
    );
    return created;
  }

  return {
    /** Everything about one booking the team needs; undefined for an unknown locator or a draft. */
    async file(locator: string, language: Language) {
      const booking = await bookingByLocator(db, locator);
      if (!booking) return undefined;
      const [view, passengers, history, changes, messages] = await Promise.all([
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
      ]);
      if (!view) return undefined;
      return { booking, view, passengers, history: await namedLines(db, history), changes, messages };
    },

    /** One of a booking's documents, with its content; undefined for another booking's. */
    async document(locator: string, documentId: number) {
      const booking = await bookingByLocator(db, locator);
      return booking ? deps.documents.read(booking.id, documentId) : undefined;
    },

    /** Moves the booking along its lifecycle with a note; the traveller is told in their language. */
    async changeStatus(locator: string, to: BookingStatus, note: string, actor: Actor): Promise<DeskOutcome> {
      // Cancelling settles the money: the table's fee unless the cancel form says otherwise.
      if (to === 'cancelada') return this.cancel(locator, { fee: { basis: 'tabla' }, note }, actor);
      return db.transaction(async (tx) => {
        const found = await bookingFor(tx, locator, 'words');
        if (found.kind !== 'open') return found;
        const { booking } = found;
        const from = booking.status as BookingStatus;
        const balance = await deps.paymentsWith(tx).balance(booking.id);
        const documents = await deps.documentsWith(tx).list(booking.id);
        const problem = transitionProblem(from, to, {
          pendingCents: balance?.pending ?? 0,
          documents: documents.length,
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

    /**
     * Cancels a booking and settles it: the fee (the conditions' table by the days of notice left,
     * or set by hand with a reason) is charged from what was paid, open payment orders are closed,
     * and what is left is owed back and listed among the refunds to make. The traveller is told
     * the fee, what they paid and what they get back, in their language.
     */
    async cancel(
      locator: string,
      cancellation: { fee: FeeBasis; note: string },
      actor: Actor,
    ): Promise<DeskOutcome<{ fee: number; owedBack: number }>> {
      return db.transaction(async (tx) => {
        const found = await bookingFor(tx, locator, 'words');
        if (found.kind !== 'open') return found;
        const { booking } = found;
        const from = booking.status as BookingStatus;
        const problem = transitionProblem(from, 'cancelada', { pendingCents: 0, documents: 0 });
        if (problem) return { kind: 'refused', reason: problem } as const;
        const fee = feeFor(
          'cancelacion',
          booking.totalPrice,
          daysBeforeDeparture(today(), booking.departureDate),
          cancellation.fee,
        );
        const money = createBookingPaymentsRepository(tx);
        if (fee.amount > 0) await money.insertFee({ bookingId: booking.id, ...fee, createdAt: deps.clock() });
        const closedOrders = await money.closeOpenOrders(booking.id);
        await createBookingRepository(tx).setStatus(booking.id, 'cancelada');
        const after = await settlement(tx, booking.id);
        await audit(tx, actor, {
          action: 'reserva.cancelar',
          entity: 'reserva',
          entityId: booking.locator,
          bookingId: booking.id,
          before: { estado: from },
          after: {
            estado: 'cancelada',
            gastos: fee.amount,
            ...(fee.basis === 'tabla' ? { porcentaje: fee.percent, diasAntelacion: fee.daysNotice } : {}),
            pagado: after.paid,
            aDevolver: after.owedBack,
            ordenesAnuladas: closedOrders,
          },
          note: [fee.reason, cancellation.note].filter(Boolean).join(' · ') || null,
        });
        const t = deps.travellerTexts(booking.language as Language);
        await tellTraveller(
          tx,
          booking,
          `booking-status:${booking.id}:cancelada:${deps.clock().getTime()}`,
          'booking-status',
          cancellationEmail(
            factsOf(booking),
            {
              feeConcept: fee.amount > 0 ? feeConcept(fee, t) : null,
              feeCents: fee.amount,
              note: cancellation.note,
              money: after,
            },
            t,
            deps.site,
          ),
        );
        return { kind: 'done', fee: fee.amount, owedBack: after.owedBack } as const;
      });
    },

    /** Charges a fee (a change, by the table or by hand) on a booking still standing, and tells the traveller. */
    async chargeFee(
      locator: string,
      charge: { kind: FeeKind; fee: FeeBasis },
      actor: Actor,
    ): Promise<DeskOutcome<{ amount: number }>> {
      return db.transaction(async (tx) => {
        const found = await bookingFor(tx, locator, 'money');
        if (found.kind !== 'open') return found;
        const { booking } = found;
        const fee = feeFor(
          charge.kind,
          booking.totalPrice,
          daysBeforeDeparture(today(), booking.departureDate),
          charge.fee,
        );
        const created = await createBookingPaymentsRepository(tx).insertFee({
          bookingId: booking.id,
          ...fee,
          createdAt: deps.clock(),
        });
        const money = await settlement(tx, booking.id);
        await audit(tx, actor, {
          action: 'gasto.cargar',
          entity: 'gasto',
          entityId: created.id,
          bookingId: booking.id,
          after: {
            tipo: fee.kind,
            importe: fee.amount,
            ...(fee.basis === 'tabla' ? { porcentaje: fee.percent, diasAntelacion: fee.daysNotice } : {}),
            pendiente: money.pending,
          },
          note: fee.reason || null,
        });
        const t = deps.travellerTexts(booking.language as Language);
        await tellTraveller(
          tx,
          booking,
          `booking-fee:${created.id}`,
          'booking-fee',
          feeEmail(
            factsOf(booking),
            { concept: feeConcept(fee, t), amount: fee.amount, money },
            t,
            deps.site,
          ),
        );
        return { kind: 'done', amount: fee.amount } as const;
      });
    },

    /**
     * Records money given back to the traveller: never more than is owed back to them (what they
     * paid beyond the trip and its fees), so a refund never leaves a debt behind. A cancelled
     * booking takes refunds too.
     */
    async refund(locator: string, refund: RefundRecord, actor: Actor): Promise<DeskOutcome> {
      return db
        .transaction(async (tx) => {
          const found = await bookingFor(tx, locator, 'words');
          if (found.kind !== 'open') return found;
          const { booking } = found;
          const balance = await deps.paymentsWith(tx).balance(booking.id);
          if (!balance || refund.amount > balance.owedBack)
            return { kind: 'refused', reason: 'above-owed-back' } as const;
          await refundWith(tx, booking, refund, actor);
          return { kind: 'done' } as const;
        })
        .catch((error: unknown) => {
          // The same refund recorded twice (two agents, or a second click).
          if (isUniqueViolation(error)) return { kind: 'refused', reason: 'duplicate' } as const;
          throw error;
        });
    },

    /**
     * Records a supplier's answer for one service: its status, confirmation number and option or
     * deadline date. The booking's status follows (domain/booking/transitions.ts): confirmed once
     * every service standing is, and the traveller is told; on request again when one goes back.
     */
    async answerService(
      locator: string,
      sequence: number,
      answer: { status: ServiceStatus; confirmation: string | null; deadline: string | null },
      actor: Actor,
    ): Promise<DeskOutcome<{ bookingStatus: BookingStatus }>> {
      return db.transaction(async (tx) => {
        const found = await bookingFor(tx, locator, 'money');
        if (found.kind !== 'open') return found;
        const { booking } = found;
        const repo = createBookingRepository(tx);
        const before = (await repo.services(booking.id)).find((service) => service.sequence === sequence);
        if (!before) return { kind: 'not-found' } as const;
        await repo.answerService(booking.id, sequence, answer);
        const from = booking.status as BookingStatus;
        const to = statusAfterServices(from, await repo.services(booking.id));
        await audit(tx, actor, {
          action: 'servicio.estado',
          entity: 'servicio-reserva',
          entityId: `${booking.locator}-${sequence}`,
          bookingId: booking.id,
          before: {
            servicio: before.description,
            estado: before.status,
            confirmacion: before.confirmation,
            limite: before.deadline,
          },
          after: {
            servicio: before.description,
            estado: answer.status,
            confirmacion: answer.confirmation,
            limite: answer.deadline,
            ...(to === from ? {} : { estadoReserva: to }),
          },
        });
        if (to !== from) await moveWithServices(tx, booking, to);
        return { kind: 'done', bookingStatus: to } as const;
      });
    },

    /** Asks the traveller for a payment (never more than is left to pay) and tells them. */
    async createOrder(
      locator: string,
      order: { ref: string; amount: number; validUntil: string | null },
      actor: Actor,
    ): Promise<DeskOutcome<{ id: number }>> {
      return db.transaction(async (tx) => {
        const found = await bookingFor(tx, locator, 'money');
        if (found.kind !== 'open') return found;
        const { booking } = found;
        if (
          order.validUntil &&
          (order.validUntil < madridDay(deps.clock().toISOString()) ||
            order.validUntil > booking.departureDate)
        )
          return { kind: 'refused', reason: 'due-date' } as const;
        const created = await deps.paymentsWith(tx).createOrder(booking.id, order);
        if (!created) return { kind: 'refused', reason: 'above-balance' } as const;
        await audit(tx, actor, {
          action: 'orden-pago.crear',
          entity: 'orden-pago',
          entityId: created.id,
          bookingId: booking.id,
          after: { ref: created.ref, monto: created.amount, fechaVigencia: created.validUntil },
        });
        const t = deps.travellerTexts(booking.language as Language);
        await tellTraveller(
          tx,
          booking,
          `payment-order:${created.id}`,
          'payment-order',
          paymentOrderEmail(factsOf(booking), created, t, deps.site),
        );
        return { kind: 'done', id: created.id } as const;
      });
    },

    /**
     * Changes the booking's total price with a reason (a supplier's new price, a goodwill discount).
     * Below what the traveller has paid only with the refund of the difference, recorded with it.
     * The traveller is told the old and new price and why.
     */
    async changePrice(
      locator: string,
      change: { totalCents: number; reason: string; refund?: Omit<RefundRecord, 'amount' | 'reason'> },
      actor: Actor,
    ): Promise<DeskOutcome<{ before: number; after: number }>> {
      return db
        .transaction(async (tx) => {
          const found = await bookingFor(tx, locator, 'money');
          if (found.kind !== 'open') return found;
          const { booking } = found;
          const balance = (await deps.paymentsWith(tx).balance(booking.id))!;
          const kept = balance.paid - balance.refunded;
          const giveBack = kept - (change.totalCents + balance.fees);
          if (giveBack > 0 && !change.refund) return { kind: 'refused', reason: 'refund-needed' } as const;
          await createBookingRepository(tx).setPrice(booking.id, {
            before: booking.totalPrice,
            totalPrice: change.totalCents,
            pricePerPerson: Math.ceil(change.totalCents / Math.max(1, booking.passengerCount)),
            reason: change.reason,
            at: deps.clock(),
          });
          await audit(tx, actor, {
            action: 'reserva.precio',
            entity: 'reserva',
            entityId: booking.locator,
            bookingId: booking.id,
            before: { precioTotal: booking.totalPrice },
            after: { precioTotal: change.totalCents },
            note: change.reason,
          });
          const t = deps.travellerTexts(booking.language as Language);
          await tellTraveller(
            tx,
            booking,
            `booking-price:${booking.id}:${deps.clock().getTime()}`,
            'booking-price',
            priceEmail(
              factsOf(booking),
              { before: booking.totalPrice, after: change.totalCents, reason: change.reason },
              t,
              deps.site,
            ),
          );
          if (giveBack > 0 && change.refund)
            await refundWith(
              tx,
              booking,
              { ...change.refund, amount: giveBack, reason: change.reason },
              actor,
            );
          return { kind: 'done', before: booking.totalPrice, after: change.totalCents } as const;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) return { kind: 'refused', reason: 'duplicate' } as const;
          throw error;
        });
    },

    /** Cancels an open payment order (a mistake, or a new amount agreed). */
    async cancelOrder(locator: string, orderId: number, actor: Actor): Promise<DeskOutcome> {
      return db.transaction(async (tx) => {
        const found = await bookingFor(tx, locator, 'any');
        if (found.kind !== 'open') return found;
        const { booking } = found;
        const cancelled = await deps.paymentsWith(tx).cancelOrder(booking.id, orderId);
        if (!cancelled) return { kind: 'refused', reason: 'stale' } as const;
        await audit(tx, actor, {
          action: 'orden-pago.anular',
          entity: 'orden-pago',
          entityId: orderId,
          bookingId: booking.id,
          before: { estado: 'abierta' },
          after: { estado: 'anulada' },
        });
        return { kind: 'done' } as const;
      });
    },

    /** Records money received by transfer, in cash or by card at the office, and sends the receipt. */
    async recordPayment(
      locator: string,
      payment: { amount: number; method: OfficePaymentMethod; reference: string; paymentOrderId?: number },
      actor: Actor,
    ): Promise<DeskOutcome> {
      return db
        .transaction(async (tx) => {
          const found = await bookingFor(tx, locator, 'money');
          if (found.kind !== 'open') return found;
          const { booking } = found;
          const payments = deps.paymentsWith(tx);
          // Money beyond the price is a mistake to correct, not a payment to record.
          if (payment.amount > ((await payments.balance(booking.id))?.pending ?? 0))
            return { kind: 'refused', reason: 'above-pending' } as const;
          if (payment.paymentOrderId !== undefined) {
            const open = (await payments.ordersOf(booking.id)).find(
              (o) => o.id === payment.paymentOrderId && o.status === 'abierta',
            );
            if (!open) return { kind: 'refused', reason: 'stale' } as const;
          }
          const created = await payments.recordPayment(booking.id, payment);
          const after = await createBookingRepository(tx).header(booking.id);
          const balance = await payments.balance(booking.id);
          await audit(tx, actor, {
            action: 'pago.registrar',
            entity: 'pago',
            entityId: created.id,
            bookingId: booking.id,
            after: {
              importe: created.amount,
              forma: created.method,
              referencia: created.reference,
              idOrden: created.paymentOrderId,
              ...(after?.status !== booking.status ? { estadoReserva: after?.status } : {}),
            },
          });
          const t = deps.travellerTexts(booking.language as Language);
          await tellTraveller(
            tx,
            booking,
            `office-payment:${created.id}`,
            'payment-receipt',
            officePaymentEmail(
              factsOf(booking),
              { ...payment, pendingCents: balance?.pending ?? 0 },
              t,
              deps.site,
            ),
          );
          return { kind: 'done' } as const;
        })
        .catch((error: unknown) => {
          // The same transfer or receipt recorded twice (two agents, or a second click).
          if (isUniqueViolation(error)) return { kind: 'refused', reason: 'duplicate' } as const;
          throw error;
        });
    },

    /** Attaches a document the traveller then finds in Mi reserva, and tells them. */
    async uploadDocument(
      locator: string,
      file: { fileName: string; data: Buffer },
      actor: Actor,
    ): Promise<DeskOutcome<{ id: number }>> {
      return db.transaction(async (tx) => {
        const found = await bookingFor(tx, locator, 'words');
        if (found.kind !== 'open') return found;
        const { booking } = found;
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
      return db.transaction(async (tx) => {
        const found = await bookingFor(tx, locator, 'words');
        if (found.kind !== 'open') return found;
        const { booking } = found;
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
      return db.transaction(async (tx) => {
        const found = await bookingFor(tx, locator, 'any');
        if (found.kind !== 'open') return found;
        const { booking } = found;
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
