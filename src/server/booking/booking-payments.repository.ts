import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AWAITING_PAYMENT } from '../../domain/booking/status';
import type { Database } from '../db/client';
import { bookings } from '../db/schema/booking';
import { cardPayments, paymentOrders, payments } from '../db/schema/payments';

export type StoredPaymentOrder = typeof paymentOrders.$inferSelect;
export type StoredPayment = typeof payments.$inferSelect;

/**
 * What a booking (the row of `bookings` in the query) has been paid so far, in cents. The names are
 * written whole: Drizzle leaves columns unqualified in a one-table query, and inside the subquery an
 * unqualified "id" would be the payment's own.
 */
const paidSoFar = () =>
  sql<string>`(select coalesce(sum(paid.amount), 0) from ${payments} paid where paid.booking_id = ${sql.raw('"bookings"."id"')})`;

/**
 * A booking's money: payment orders (what the team asks for), card attempts at the gateway and
 * payments made. Operations that belong together (a payment, its order, the booking's status) are
 * written on the handle the repository is made with: the caller's transaction.
 */
export function createBookingPaymentsRepository(db: Database) {
  /** Marks a booking paid when nothing is left to pay (in the payment's own transaction). */
  const settleBooking = (bookingId: number) =>
    db
      .update(bookings)
      .set({ status: 'pagada' })
      .where(
        and(
          eq(bookings.id, bookingId),
          inArray(bookings.status, [...AWAITING_PAYMENT]),
          sql`${bookings.totalPrice} <= ${paidSoFar()}`,
        ),
      );

  /** Closes an order as paid (of this booking only, when the booking is named). */
  const closeOrder = (orderId: number, paidAt: Date, bookingId?: number) =>
    db
      .update(paymentOrders)
      .set({ status: 'pagada', paidAt })
      .where(
        and(
          eq(paymentOrders.id, orderId),
          bookingId === undefined ? undefined : eq(paymentOrders.bookingId, bookingId),
        ),
      );

  return {
    orders: (bookingId: number) =>
      db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.bookingId, bookingId))
        .orderBy(asc(paymentOrders.createdAt), asc(paymentOrders.id)),

    payments: (bookingId: number) =>
      db
        .select()
        .from(payments)
        .where(eq(payments.bookingId, bookingId))
        .orderBy(asc(payments.paidAt), asc(payments.id)),

    /** A booking's price and what it has been paid, in cents; undefined for no such booking. */
    async totals(bookingId: number) {
      const [row] = await db
        .select({ total: bookings.totalPrice, paid: paidSoFar() })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      return row && { total: row.total, paid: Number(row.paid) };
    },

    /** What a booking's payments are sent to: its locator, language, traveller and money. */
    async payee(bookingId: number) {
      const [row] = await db
        .select({
          locator: bookings.locator,
          language: bookings.language,
          firstName: bookings.firstName,
          email: bookings.email,
          totalPrice: bookings.totalPrice,
          paid: paidSoFar(),
        })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      return row && { ...row, paid: Number(row.paid) };
    },

    /** A new payment order (status abierta). */
    async insertOrder(bookingId: number, order: { ref: string; amount: number; validUntil: string | null }) {
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

    /** One of the booking's orders with its booking's locator, price and what has been paid. */
    async orderToPay(bookingId: number, orderId: number) {
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
        .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.bookingId, bookingId)))
        .limit(1);
      return order && { ...order, paid: Number(order.paid) };
    },

    /**
     * Records a payment received: the payment, its order closed (when it was for one) and the
     * booking paid when nothing is left, on this handle (run it in a transaction).
     */
    async recordPayment(payment: {
      bookingId: number;
      amount: number;
      method: string;
      reference: string;
      paymentOrderId: number | null;
      authorisationCode?: string | null;
      paidAt: Date;
    }) {
      const [created] = await db.insert(payments).values(payment).returning();
      if (payment.paymentOrderId !== null)
        await closeOrder(payment.paymentOrderId, payment.paidAt, payment.bookingId);
      await settleBooking(payment.bookingId);
      return created!;
    },

    /** A new card attempt for an order; a gateway order number already used fails with a unique violation. */
    async startCardAttempt(gatewayOrder: string, paymentOrderId: number, amount: number) {
      await db.insert(cardPayments).values({ gatewayOrder, paymentOrderId, amount });
    },

    /** What became of one of this booking's card attempts; undefined for another booking's. */
    cardAttempt: async (bookingId: number, gatewayOrder: string) =>
      (
        await db
          .select({ status: cardPayments.status, amount: cardPayments.amount })
          .from(cardPayments)
          .innerJoin(paymentOrders, eq(paymentOrders.id, cardPayments.paymentOrderId))
          .where(and(eq(cardPayments.gatewayOrder, gatewayOrder), eq(paymentOrders.bookingId, bookingId)))
          .limit(1)
      )[0],

    /** A card attempt's status by its gateway order number alone. */
    cardAttemptStatus: async (gatewayOrder: string) =>
      (
        await db
          .select({ status: cardPayments.status })
          .from(cardPayments)
          .where(eq(cardPayments.gatewayOrder, gatewayOrder))
          .limit(1)
      )[0]?.status,

    /** A card attempt with its order, locked for the rest of the transaction (the gateway's notification). */
    lockCardAttempt: async (gatewayOrder: string) =>
      (
        await db
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
          .where(eq(cardPayments.gatewayOrder, gatewayOrder))
          .for('update', { of: cardPayments })
          .limit(1)
      )[0],

    /** The gateway's answer to a card attempt: pagado or denegado. */
    async closeCardAttempt(
      attemptId: number,
      answer: { status: 'pagado' | 'denegado'; responseCode: string; notifiedAt: Date },
    ) {
      await db.update(cardPayments).set(answer).where(eq(cardPayments.id, attemptId));
    },
  };
}

export type BookingPaymentsRepository = ReturnType<typeof createBookingPaymentsRepository>;
