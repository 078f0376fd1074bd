import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ResponseJSONSuccess } from 'redsys-easy';
import { AWAITING_PAYMENT } from '../../domain/booking/status';
import { madridDay } from '../../domain/format';
import type { Language } from '../../domain/language';
import { isPayable, pendingBalance } from '../../domain/pricing/balance';
import type { PaymentGatewayConfig } from '../config';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { bookings } from '../db/schema/booking';
import { cardPayments, paymentOrders, payments } from '../db/schema/payments';
import { renderEmail, type Translate } from '../mail/email-layout';
import { enqueueEmail } from '../mail/outbox';
import type { SiteSettings } from '../site-settings';
import { receiptEmail } from './payment-emails';
import { gatewayKey } from './gateway-key';
import { createRedsys, GATEWAY_ORDER_PATTERN, type Redsys } from './redsys';

/** Where the gateway sends its notification, and the pages it returns the traveller to. */
export const PAYMENT_NOTIFICATION_PATH = '/pago/notificacion';
export const PAYMENT_RETURN_PATH = '/vermireserva';

/** tarjeta: on the web; oficina: at the office (the API's word); efectivo and datafono: cash or card at the office. */
export type PaymentMethod = 'tarjeta' | 'transferencia' | 'oficina' | 'efectivo' | 'datafono';

export type NotificationOutcome =
  /** The payment was recorded now. */
  | { kind: 'paid'; bookingId: number }
  /** The bank refused the card: the attempt is closed, nothing is owed less. */
  | { kind: 'denied' }
  /** Already applied (a replay) or not one of ours: nothing changed. */
  | { kind: 'ignored'; reason: 'replayed' | 'unknown-order' | 'mismatch' }
  /** The signature is not the gateway's: nothing changed. */
  | { kind: 'refused' };

const GATEWAY_ORDER_ATTEMPTS = 3;
const EURO = '978';

/**
 * What a booking (the row of `bookings` in the query) has been paid so far, in cents. The names are
 * written whole: Drizzle leaves columns unqualified in a one-table query, and inside the subquery an
 * unqualified "id" would be the payment's own.
 */
const paidSoFar = () =>
  sql<string>`(select coalesce(sum(paid.amount), 0) from ${payments} paid where paid.booking_id = ${sql.raw('"bookings"."id"')})`;

/**
 * Payment orders, payments made and the pending balance (section 3), and card payments through
 * the Redsys redirection protocol: a signed order for the browser to post to the gateway, then the
 * gateway's signed notification, applied once, which records the payment, closes the order,
 * updates the booking and queues the receipt in one transaction. No card number reaches us.
 */
export function createPaymentsService(deps: {
  db: Database;
  gateway: PaymentGatewayConfig;
  site: SiteSettings;
  publicUrl: string;
  clock: () => Date;
}) {
  const { db } = deps;
  const key = gatewayKey(db, deps.gateway);
  let redsysWithKey: Promise<Redsys> | undefined;
  const redsys = () => (redsysWithKey ??= key().then((secret) => createRedsys(deps.gateway, secret)));
  const today = () => deps.clock().toISOString().slice(0, 10);

  const ordersOf = (bookingId: number) =>
    db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.bookingId, bookingId))
      .orderBy(asc(paymentOrders.createdAt), asc(paymentOrders.id));

  const paymentsOf = (bookingId: number) =>
    db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, bookingId))
      .orderBy(asc(payments.paidAt), asc(payments.id));

  /** Marks a booking paid when nothing is left to pay (in the payment's own transaction). */
  async function settleBooking(tx: Pick<Database, 'update'>, bookingId: number) {
    await tx
      .update(bookings)
      .set({ status: 'pagada' })
      .where(
        and(
          eq(bookings.id, bookingId),
          inArray(bookings.status, [...AWAITING_PAYMENT]),
          sql`${bookings.totalPrice} <= ${paidSoFar()}`,
        ),
      );
  }

  return {
    /** The key orders are signed with (the sandbox's own, or the merchant's). */
    gatewayKey: key,
    ordersOf,
    paymentsOf,

    /** Orders, payments and what is left to pay: what "Mi reserva" shows. */
    async account(bookingId: number, totalCents: number) {
      const [orders, made] = await Promise.all([ordersOf(bookingId), paymentsOf(bookingId)]);
      const day = today();
      const paid = made.reduce((sum, payment) => sum + payment.amount, 0);
      const pending = pendingBalance(totalCents, [paid]);
      return {
        orders: orders.map((order) => ({ ...order, payable: isPayable(order, day, pending) })),
        payments: made,
        paid,
        pending,
        /** Paid beyond the price (an order paid twice): the team refunds it. */
        overpaid: Math.max(0, paid - totalCents),
      };
    },

    /** A booking's price, what it has been paid and what is left, in cents; undefined for no such booking. */
    async balance(bookingId: number) {
      const [row] = await db
        .select({ total: bookings.totalPrice, paid: paidSoFar() })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      if (!row) return undefined;
      const paid = Number(row.paid);
      return { total: row.total, paid, pending: pendingBalance(row.total, [paid]) };
    },

    /** What became of one of this booking's card attempts: iniciado, pagado, denegado; undefined for another's. */
    async attempt(bookingId: number, gatewayOrder: string) {
      const [row] = await db
        .select({ status: cardPayments.status, amount: cardPayments.amount })
        .from(cardPayments)
        .innerJoin(paymentOrders, eq(paymentOrders.id, cardPayments.paymentOrderId))
        .where(and(eq(cardPayments.gatewayOrder, gatewayOrder), eq(paymentOrders.bookingId, bookingId)))
        .limit(1);
      return row;
    },

    /** Whether the gateway has already answered for an order number (the sandbox refuses it again, as Redsys does). */
    async attemptClosed(gatewayOrder: string): Promise<boolean> {
      const [row] = await db
        .select({ status: cardPayments.status })
        .from(cardPayments)
        .where(eq(cardPayments.gatewayOrder, gatewayOrder))
        .limit(1);
      return row !== undefined && row.status !== 'iniciado';
    },

    /**
     * The booking team asks for a payment: an amount, what it is for and until when; undefined when
     * the amount is more than is left to pay once the open orders are counted.
     */
    async createOrder(bookingId: number, order: { ref: string; amount: number; validUntil: string | null }) {
      const balance = await this.balance(bookingId);
      if (!balance) return undefined;
      // What the open orders already ask for is not asked again.
      const asked = (await ordersOf(bookingId))
        .filter((open) => open.status === 'abierta')
        .reduce((sum, open) => sum + open.amount, 0);
      if (order.amount > balance.pending - asked) return undefined;
      const [created] = await db
        .insert(paymentOrders)
        .values({ bookingId, ref: order.ref, amount: order.amount, validUntil: order.validUntil })
        .returning();
      return created!;
    },

    /** Cancels one of the booking's open orders; false when it is not open (paid meanwhile, say). */
    async cancelOrder(bookingId: number, orderId: number): Promise<boolean> {
      const cancelled = await db
        .update(paymentOrders)
        .set({ status: 'anulada' })
        .where(
          and(
            eq(paymentOrders.id, orderId),
            eq(paymentOrders.bookingId, bookingId),
            eq(paymentOrders.status, 'abierta'),
          ),
        )
        .returning({ id: paymentOrders.id });
      return cancelled.length > 0;
    },

    /** The booking team records a payment received by transfer or at the office. */
    async recordPayment(
      bookingId: number,
      payment: {
        amount: number;
        method: Exclude<PaymentMethod, 'tarjeta'>;
        reference: string;
        paymentOrderId?: number;
      },
    ) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(payments)
          .values({
            bookingId,
            amount: payment.amount,
            method: payment.method,
            reference: payment.reference,
            paymentOrderId: payment.paymentOrderId ?? null,
            paidAt: deps.clock(),
          })
          .returning();
        if (payment.paymentOrderId !== undefined)
          await tx
            .update(paymentOrders)
            .set({ status: 'pagada', paidAt: deps.clock() })
            .where(and(eq(paymentOrders.id, payment.paymentOrderId), eq(paymentOrders.bookingId, bookingId)));
        await settleBooking(tx, bookingId);
        return created!;
      });
    },

    /**
     * Starts a card payment of one of the booking's payable orders: a new gateway order number and
     * the signed form for the browser to post. Undefined when the order is not this booking's or
     * cannot be paid.
     */
    async startCardPayment(bookingId: number, paymentOrderId: number, language: Language) {
      const [order] = await db
        .select({
          id: paymentOrders.id,
          ref: paymentOrders.ref,
          amount: paymentOrders.amount,
          status: paymentOrders.status,
          validUntil: paymentOrders.validUntil,
          locator: bookings.locator,
          total: bookings.totalPrice,
          paid: paidSoFar(),
        })
        .from(paymentOrders)
        .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
        .where(and(eq(paymentOrders.id, paymentOrderId), eq(paymentOrders.bookingId, bookingId)))
        .limit(1);
      if (!order || !isPayable(order, today(), pendingBalance(order.total, [Number(order.paid)])))
        return undefined;
      for (let attempt = 1; ; attempt++) {
        const gateway = await redsys();
        const gatewayOrder = gateway.newGatewayOrder();
        try {
          await db
            .insert(cardPayments)
            .values({ gatewayOrder, paymentOrderId: order.id, amount: order.amount });
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= GATEWAY_ORDER_ATTEMPTS) throw error;
          continue;
        }
        // The return names its attempt, so the page can say what became of this very payment.
        const back = `${deps.publicUrl}${PAYMENT_RETURN_PATH}?idioma=${language}&pedido=${gatewayOrder}&pago=`;
        return gateway.redirectForm({
          gatewayOrder,
          amountCents: order.amount,
          language,
          description: `${order.locator} · ${order.ref}`,
          merchantName: deps.site.brandName,
          notificationUrl: `${deps.publicUrl}${PAYMENT_NOTIFICATION_PATH}`,
          okUrl: `${back}ok`,
          koUrl: `${back}ko`,
        });
      }
    },

    /**
     * Applies the gateway's notification once. Only a correctly signed one for our merchant and
     * terminal, naming a card payment still waiting with the same amount in euros, changes anything;
     * a replay finds it already closed. The payment, the order, the booking and the receipt are
     * written in one transaction.
     */
    async applyNotification(
      body: ResponseJSONSuccess,
      texts: (language: Language) => Translate,
    ): Promise<NotificationOutcome> {
      let notice;
      const gateway = await redsys();
      try {
        notice = gateway.readNotification(body);
      } catch {
        return { kind: 'refused' };
      }
      if (
        !GATEWAY_ORDER_PATTERN.test(notice.gatewayOrder) ||
        notice.merchantCode !== deps.gateway.merchantCode ||
        Number(notice.terminal) !== Number(deps.gateway.terminal)
      )
        return { kind: 'ignored', reason: 'unknown-order' };
      return db.transaction(async (tx) => {
        const [waiting] = await tx
          .select({
            id: cardPayments.id,
            amount: cardPayments.amount,
            status: cardPayments.status,
            orderId: paymentOrders.id,
            orderStatus: paymentOrders.status,
            ref: paymentOrders.ref,
            bookingId: paymentOrders.bookingId,
          })
          .from(cardPayments)
          .innerJoin(paymentOrders, eq(paymentOrders.id, cardPayments.paymentOrderId))
          .where(eq(cardPayments.gatewayOrder, notice.gatewayOrder))
          .for('update', { of: cardPayments })
          .limit(1);
        if (!waiting) return { kind: 'ignored', reason: 'unknown-order' } as const;
        if (waiting.status !== 'iniciado') return { kind: 'ignored', reason: 'replayed' } as const;
        if (notice.amountCents !== waiting.amount || notice.currency !== EURO)
          return { kind: 'ignored', reason: 'mismatch' } as const;
        const now = deps.clock();
        await tx
          .update(cardPayments)
          .set({
            status: notice.authorised ? 'pagado' : 'denegado',
            responseCode: notice.responseCode,
            notifiedAt: now,
          })
          .where(eq(cardPayments.id, waiting.id));
        if (!notice.authorised) return { kind: 'denied' } as const;

        await tx.insert(payments).values({
          bookingId: waiting.bookingId,
          paymentOrderId: waiting.orderId,
          amount: waiting.amount,
          method: 'tarjeta',
          reference: notice.gatewayOrder,
          authorisationCode: notice.authorisationCode,
          paidAt: now,
        });
        await tx
          .update(paymentOrders)
          .set({ status: 'pagada', paidAt: now })
          .where(eq(paymentOrders.id, waiting.orderId));
        await settleBooking(tx, waiting.bookingId);

        const [booking] = await tx
          .select({
            locator: bookings.locator,
            language: bookings.language,
            firstName: bookings.firstName,
            email: bookings.email,
            totalPrice: bookings.totalPrice,
            paid: paidSoFar(),
          })
          .from(bookings)
          .where(eq(bookings.id, waiting.bookingId));
        const language = booking!.language as Language;
        const receipt = receiptEmail(
          {
            locator: booking!.locator,
            language,
            name: booking!.firstName,
            amountCents: waiting.amount,
            ref: waiting.ref,
            gatewayOrder: notice.gatewayOrder,
            authorisationCode: notice.authorisationCode,
            paidOn: madridDay(now.toISOString()),
            pendingCents: pendingBalance(booking!.totalPrice, [Number(booking!.paid)]),
            myBookingUrl: `${deps.publicUrl}/mireserva?idioma=${language}&localizador=${booking!.locator}`,
          },
          texts(language),
          deps.site,
        );
        await enqueueEmail(tx, {
          dedupeKey: `card-payment:${notice.gatewayOrder}`,
          kind: 'payment-receipt',
          bookingId: waiting.bookingId,
          to: booking!.email,
          replyTo: deps.site.mailboxes.payments,
          ...receipt,
        });
        if (waiting.orderStatus !== 'abierta') {
          // Paid twice (two tabs) or after the team cancelled it: the money is in, the team refunds it.
          const es = texts('es');
          const facts = { locator: booking!.locator, ref: waiting.ref, order: notice.gatewayOrder };
          const { text, html } = renderEmail(
            es('duplicate.title', facts),
            [es('duplicate.intro', facts)],
            [],
            [],
          );
          await enqueueEmail(tx, {
            dedupeKey: `card-payment-review:${notice.gatewayOrder}`,
            kind: 'payment-review',
            bookingId: waiting.bookingId,
            to: deps.site.mailboxes.payments,
            subject: es('duplicate.subject', facts),
            text,
            html,
          });
        }
        return { kind: 'paid', bookingId: waiting.bookingId } as const;
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
