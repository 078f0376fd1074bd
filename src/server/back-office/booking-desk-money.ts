import { statusAfterServices, transitionProblem } from '../../domain/booking/transitions';
import { daysBeforeDeparture } from '../../domain/pricing/cancellation-costs';
import { feeConcept, feeFor, type FeeBasis, type FeeKind } from '../../domain/pricing/fees';
import type { ServiceStatus } from '../../domain/booking/services';
import type { BookingStatus } from '../../domain/booking/status';
import { madridDay } from '../../domain/format';
import type { Language } from '../../domain/language';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { type Translate } from '../mail/email-layout';
import type { BookingMessagesService } from '../booking-messages/booking-messages.service';
import { createBookingPaymentsRepository } from '../booking/booking-payments.repository';
import { createBookingRepository } from '../booking/booking.repository';
import type { DocumentsService } from '../documents/documents.service';
import type { MyBookingService } from '../my-booking/my-booking.service';
import type { PaymentsService } from '../payments/payments.service';
import type { SiteSettings } from '../site-settings';
import { audit, type Actor } from './audit';
import { bookingFor, onBooking, type DeskBooking, travellerMail } from './desk-booking';
import {
  cancellationEmail,
  feeEmail,
  officePaymentEmail,
  paymentOrderEmail,
  priceEmail,
  refundEmail,
  type SettlementFacts,
  statusEmail,
} from './traveller-emails';

import type { DeskOutcome, OfficePaymentMethod, RefundRecord } from './booking-desk';

/** What the desks are made with (createBookingDesk's and createMoneyDesk's dependencies). */
export interface DeskDeps {
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
}

/**
 * The booking file's money: cancelling (which settles), fees, refunds, payment orders, payments
 * received, a new total, and each service's answer from its supplier. Each action, its audit line
 * and the mail that tells the traveller are written in one transaction.
 */
export function createMoneyDesk(deps: DeskDeps) {
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
      return onBooking(db, locator, 'words', async (tx, booking) => {
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
      return onBooking(db, locator, 'money', async (tx, booking) => {
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
      return onBooking(db, locator, 'money', async (tx, booking) => {
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
      return onBooking(db, locator, 'money', async (tx, booking) => {
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
      return onBooking(db, locator, 'any', async (tx, booking) => {
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
  };
}
