import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AWAITING_PAYMENT } from '../../domain/booking/status';
import type { MoneyFacts } from '../../domain/pricing/balance';
import type { Database } from '../db/client';
import { bookings } from '../db/schema/booking';
import { bookingFees, cardPayments, paymentOrders, payments, refunds } from '../db/schema/payments';

export type StoredPaymentOrder = typeof paymentOrders.$inferSelect;
export type StoredPayment = typeof payments.$inferSelect;

/**
 * The sum of a booking's rows of one table (the row of `bookings` in the query), in cents. The
 * names are written whole: Drizzle leaves columns unqualified in a one-table query, and inside the
 * subquery an unqualified "id" would be the row's own.
 */
const sumFor = (table: typeof payments | typeof bookingFees | typeof refunds) =>
  sql<string>`(select coalesce(sum(money.amount), 0) from ${table} money where money.booking_id = ${sql.raw('"bookings"."id"')})`;

/** What a booking's money is made of (domain/pricing/balance.ts), selected beside its row. */
const moneyColumns = () => ({
  total: bookings.totalPrice,
  bookingStatus: bookings.status,
  paid: sumFor(payments),
  fees: sumFor(bookingFees),
  refunded: sumFor(refunds),
});

const moneyFacts = (row: {
  total: number;
  bookingStatus: string;
  paid: string;
  fees: string;
  refunded: string;
}) =>
  ({
    total: row.total,
    cancelled: row.bookingStatus === 'cancelada',
    paid: Number(row.paid),
    fees: Number(row.fees),
    refunded: Number(row.refunded),
  }) satisfies MoneyFacts;

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
          sql`${bookings.totalPrice} + ${sumFor(bookingFees)} <= ${sumFor(payments)} - ${sumFor(refunds)}`,
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
    settleBooking,

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

    /**
     * What the team must see to about money (section 3): bookings that owe the traveller money back
     * (cancelled after paying, a lower price, an order paid twice), and open payment orders due by
     * a day (overdue ones included), soonest first. Drafts and cancelled bookings' orders are left out.
     */
    async moneyToSee(dueBy: string) {
      // Each in parentheses: they are subtracted from one another below.
      const kept = sql`(${sumFor(payments)} - ${sumFor(refunds)})`;
      const owed = sql`((case when ${bookings.status} = 'cancelada' then 0 else ${bookings.totalPrice} end) + ${sumFor(bookingFees)})`;
      const [refundsToMake, ordersDue] = await Promise.all([
        db
          .select({
            locator: bookings.locator,
            firstName: bookings.firstName,
            lastName: bookings.lastName,
            status: bookings.status,
            owedBack: sql<string>`${kept} - ${owed}`,
          })
          .from(bookings)
          .where(and(sql`${bookings.status} <> 'borrador'`, sql`${kept} > ${owed}`))
          .orderBy(asc(bookings.createdAt)),
        db
          .select({
            locator: bookings.locator,
            firstName: bookings.firstName,
            lastName: bookings.lastName,
            ref: paymentOrders.ref,
            amount: paymentOrders.amount,
            validUntil: paymentOrders.validUntil,
          })
          .from(paymentOrders)
          .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
          .where(
            and(
              eq(paymentOrders.status, 'abierta'),
              sql`${paymentOrders.validUntil} <= ${dueBy}`,
              sql`${bookings.status} not in ('borrador', 'cancelada')`,
            ),
          )
          .orderBy(asc(paymentOrders.validUntil), asc(paymentOrders.id)),
      ]);
      return {
        refundsToMake: refundsToMake.map((row) => ({ ...row, owedBack: Number(row.owedBack) })),
        ordersDue: ordersDue.map((row) => ({ ...row, validUntil: row.validUntil! })),
      };
    },

    /** A booking's price, fees, payments and refunds, in cents; undefined for no such booking. */
    async totals(bookingId: number): Promise<MoneyFacts | undefined> {
      const [row] = await db.select(moneyColumns()).from(bookings).where(eq(bookings.id, bookingId));
      return row && moneyFacts(row);
    },

    fees: (bookingId: number) =>
      db
        .select()
        .from(bookingFees)
        .where(eq(bookingFees.bookingId, bookingId))
        .orderBy(asc(bookingFees.createdAt), asc(bookingFees.id)),

    refunds: (bookingId: number) =>
      db
        .select()
        .from(refunds)
        .where(eq(refunds.bookingId, bookingId))
        .orderBy(asc(refunds.refundedAt), asc(refunds.id)),

    async insertFee(fee: typeof bookingFees.$inferInsert) {
      const [created] = await db.insert(bookingFees).values(fee).returning();
      return created!;
    },

    /** A refund made; the same method and reference twice fails with a unique violation. */
    async insertRefund(refund: typeof refunds.$inferInsert) {
      const [created] = await db.insert(refunds).values(refund).returning();
      return created!;
    },

    /**
     * Closes every open order of a booking (it was cancelled) and expires their live card
     * attempts; a notification that still arrives for one is recorded and flagged for refund.
     */
    async closeOpenOrders(bookingId: number) {
      const closed = await db
        .update(paymentOrders)
        .set({ status: 'anulada' })
        .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.status, 'abierta')))
        .returning({ id: paymentOrders.id });
      if (closed.length > 0)
        await db
          .update(cardPayments)
          .set({ status: 'caducado' })
          .where(
            and(
              inArray(
                cardPayments.paymentOrderId,
                closed.map((order) => order.id),
              ),
              eq(cardPayments.status, 'iniciado'),
            ),
          );
      return closed.map((order) => order.id);
    },

    /** What a booking's payments are sent to: its locator, language, traveller and money. */
    async payee(bookingId: number) {
      const [row] = await db
        .select({
          locator: bookings.locator,
          language: bookings.language,
          firstName: bookings.firstName,
          email: bookings.email,
          ...moneyColumns(),
        })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      return row && { ...row, money: moneyFacts(row) };
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

    /**
     * One of the booking's orders with its booking's locator and money, the order locked for the
     * rest of the transaction: two tabs starting its payment at once take turns.
     */
    async lockOrderToPay(bookingId: number, orderId: number) {
      const [order] = await db
        .select({
          id: paymentOrders.id,
          ref: paymentOrders.ref,
          amount: paymentOrders.amount,
          status: paymentOrders.status,
          validUntil: paymentOrders.validUntil,
          locator: bookings.locator,
          ...moneyColumns(),
        })
        .from(paymentOrders)
        .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
        .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.bookingId, bookingId)))
        .for('update', { of: paymentOrders })
        .limit(1);
      return order && { ...order, money: moneyFacts(order) };
    },

    /** An order's live card attempt (`iniciado`), if it has one. */
    liveAttempt: async (orderId: number) =>
      (
        await db
          .select({ gatewayOrder: cardPayments.gatewayOrder, createdAt: cardPayments.createdAt })
          .from(cardPayments)
          .where(and(eq(cardPayments.paymentOrderId, orderId), eq(cardPayments.status, 'iniciado')))
          .limit(1)
      )[0],

    /** Expires an order's live attempt, so a new one can start. */
    async expireLiveAttempt(orderId: number) {
      await db
        .update(cardPayments)
        .set({ status: 'caducado' })
        .where(and(eq(cardPayments.paymentOrderId, orderId), eq(cardPayments.status, 'iniciado')));
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
    async startCardAttempt(gatewayOrder: string, paymentOrderId: number, amount: number, createdAt: Date) {
      await db.insert(cardPayments).values({ gatewayOrder, paymentOrderId, amount, createdAt });
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

    /**
     * A card attempt with its order, both locked for the rest of the transaction (the gateway's
     * notification): the order first, as starting a payment does, so that two notifications for
     * one order take turns and the second sees the order paid.
     */
    async lockCardAttempt(gatewayOrder: string) {
      const [attempt] = await db
        .select({ orderId: cardPayments.paymentOrderId })
        .from(cardPayments)
        .where(eq(cardPayments.gatewayOrder, gatewayOrder))
        .limit(1);
      if (!attempt) return undefined;
      const [order] = await db
        .select({ status: paymentOrders.status, ref: paymentOrders.ref, bookingId: paymentOrders.bookingId })
        .from(paymentOrders)
        .where(eq(paymentOrders.id, attempt.orderId))
        .for('update');
      const [locked] = await db
        .select({ id: cardPayments.id, amount: cardPayments.amount, status: cardPayments.status })
        .from(cardPayments)
        .where(eq(cardPayments.gatewayOrder, gatewayOrder))
        .for('update');
      return (
        order &&
        locked && {
          ...locked,
          orderId: attempt.orderId,
          orderStatus: order.status,
          ref: order.ref,
          bookingId: order.bookingId,
        }
      );
    },

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
