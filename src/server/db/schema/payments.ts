import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bookingId } from './booking';

/**
 * Payment orders (section 3: idOrden, ref, monto, fechaVigencia): what the booking team asks the
 * traveller to pay, and until when. Money in euro cents.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    /** ref: what the order is for, as the team wrote it ("Pago a cuenta", "Resto del viaje"). */
    ref: varchar({ length: 60 }).notNull(),
    amount: integer().notNull(),
    validUntil: date({ mode: 'string' }),
    /** abierta, pagada, anulada. */
    status: varchar({ length: 10 }).notNull().default('abierta'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.bookingId)],
);

/**
 * One trip to the card gateway for a payment order: Redsys refuses an order number twice, so each
 * new attempt draws a new one. An order has at most one live attempt (`iniciado`, the partial
 * unique index): a second tab, or "Pagar" pressed again, gets that same attempt until it expires
 * (`caducado`). Its notification is applied once (status leaves `iniciado` or `caducado`).
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: serial().primaryKey(),
    /** Ds_Order: 4 digits then up to 8 letters or digits. */
    gatewayOrder: varchar({ length: 12 }).notNull().unique(),
    paymentOrderId: integer()
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    /** iniciado, caducado (a newer attempt replaced it), pagado, denegado. */
    status: varchar({ length: 10 }).notNull().default('iniciado'),
    responseCode: varchar({ length: 4 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.paymentOrderId),
    uniqueIndex('card_payments_one_live_attempt')
      .on(t.paymentOrderId)
      .where(sql`${t.status} = 'iniciado'`),
  ],
);

/** Payments made (section 7 "payments made"): by card on the web, by transfer or at the office. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    paymentOrderId: integer().references(() => paymentOrders.id, { onDelete: 'set null' }),
    amount: integer().notNull(),
    /** tarjeta, transferencia, oficina. */
    method: varchar({ length: 14 }).notNull(),
    /** The gateway's order number, the transfer's reference or the office receipt. */
    reference: varchar({ length: 40 }).notNull(),
    authorisationCode: varchar({ length: 12 }),
    paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bookingId), uniqueIndex().on(t.method, t.reference)],
);

/**
 * Fees the traveller owes beyond the trip (section 1: modification and cancellation cost money
 * depending on notice): from the conditions' table by days of notice, or set by hand with a reason.
 */
export const bookingFees = pgTable(
  'booking_fees',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    /** cancelacion, cambio. */
    kind: varchar({ length: 12 }).notNull(),
    amount: integer().notNull(),
    /** tabla (the conditions' table) or manual. */
    basis: varchar({ length: 6 }).notNull(),
    /** Days between the request and the departure, and the table's percentage (basis tabla). */
    daysNotice: smallint(),
    percent: smallint(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bookingId)],
);

/** Money given back to the traveller: never more than they have paid and not yet been refunded. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    amount: integer().notNull(),
    /** transferencia, tarjeta (back to the card paid with), efectivo. */
    method: varchar({ length: 14 }).notNull(),
    /** The transfer's reference, the gateway's refund number or the office receipt. */
    reference: varchar({ length: 40 }).notNull(),
    reason: text().notNull(),
    refundedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bookingId), uniqueIndex().on(t.method, t.reference)],
);
