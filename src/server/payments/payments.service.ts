import type { ResponseJSONSuccess } from 'redsys-easy';
import { addDays, isoDayOf } from '../../domain/days';
import { madridDay } from '../../domain/format';
import type { Language } from '../../domain/language';
import { bookingAccount, isPayable } from '../../domain/pricing/balance';
import type { PaymentGatewayConfig } from '../config';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { audit, type Actor } from '../back-office/audit';
import { createBookingPaymentsRepository } from '../booking/booking-payments.repository';
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
/** Who the file's history says recorded a card payment: the gateway's notification, not an agent. */
const CARD_GATEWAY: Actor = { id: null, email: 'Redsys (pago en la web)' };
/**
 * How long a card attempt stays live: a second tab, or "Pagar" pressed again, is sent to the same
 * attempt meanwhile (the gateway takes an order number once, so the order cannot be paid twice).
 * Redsys drops an unused payment page well before this.
 */
export const LIVE_ATTEMPT_MS = 30 * 60_000;
/** Payment orders due within this many days are listed for the team beside the overdue ones. */
export const DUE_SOON_DAYS = 3;
const EURO = '978';

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
  const today = () => isoDayOf(deps.clock());
  const repo = createBookingPaymentsRepository(db);
  const ordersOf = (bookingId: number) => repo.orders(bookingId);
  const paymentsOf = (bookingId: number) => repo.payments(bookingId);

  return {
    /** The key orders are signed with (the sandbox's own, or the merchant's). */
    gatewayKey: key,
    ordersOf,
    paymentsOf,

    /**
     * Orders, payments, fees, refunds and the balance either way: what "Mi reserva" and the
     * booking file show.
     */
    async account(bookingId: number) {
      const [orders, made, fees, refunds, facts] = await Promise.all([
        ordersOf(bookingId),
        paymentsOf(bookingId),
        repo.fees(bookingId),
        repo.refunds(bookingId),
        repo.totals(bookingId),
      ]);
      const money = facts ?? { total: 0, cancelled: false, fees: 0, paid: 0, refunded: 0 };
      const balance = bookingAccount(money);
      const day = today();
      return {
        orders: orders.map((order) => ({ ...order, payable: isPayable(order, day, balance.pending) })),
        payments: made,
        fees,
        refunds,
        paid: money.paid,
        feesTotal: money.fees,
        refunded: money.refunded,
        cancelled: money.cancelled,
        ...balance,
      };
    },

    /** A booking's money and its balance either way, in cents; undefined for no such booking. */
    async balance(bookingId: number) {
      const facts = await repo.totals(bookingId);
      return facts && { ...facts, ...bookingAccount(facts) };
    },

    /**
     * The team's money to see to: refunds to make, and open orders due within DUE_SOON_DAYS (overdue
     * ones first), each marked overdue, due today or soon; `urgent` counts what cannot wait.
     */
    async moneyToSee() {
      const day = today();
      const lists = await repo.moneyToSee(addDays(day, DUE_SOON_DAYS));
      const ordersDue = lists.ordersDue.map((order) => ({
        ...order,
        when:
          order.validUntil < day
            ? ('overdue' as const)
            : order.validUntil === day
              ? ('today' as const)
              : ('soon' as const),
      }));
      return {
        refundsToMake: lists.refundsToMake,
        ordersDue,
        urgent: lists.refundsToMake.length + ordersDue.filter((order) => order.when !== 'soon').length,
      };
    },

    /** What became of one of this booking's card attempts: iniciado, pagado, denegado; undefined for another's. */
    attempt: (bookingId: number, gatewayOrder: string) => repo.cardAttempt(bookingId, gatewayOrder),

    /** Whether the gateway has already answered for an order number (the sandbox refuses it again, as Redsys does). */
    async attemptClosed(gatewayOrder: string): Promise<boolean> {
      const status = await repo.cardAttemptStatus(gatewayOrder);
      return status !== undefined && status !== 'iniciado';
    },

    /**
     * The booking team asks for a payment: an amount, what it is for and until when; undefined when
     * the amount is more than is left to pay once the open orders are counted.
     */
    async createOrder(bookingId: number, order: { ref: string; amount: number; validUntil: string | null }) {
      const balance = await this.balance(bookingId);
      if (!balance || balance.cancelled) return undefined;
      // What the open orders already ask for is not asked again.
      const asked = (await ordersOf(bookingId))
        .filter((open) => open.status === 'abierta')
        .reduce((sum, open) => sum + open.amount, 0);
      if (order.amount > balance.pending - asked) return undefined;
      return repo.insertOrder(bookingId, order);
    },

    /** Cancels one of the booking's open orders; false when it is not open (paid meanwhile, say). */
    cancelOrder: (bookingId: number, orderId: number): Promise<boolean> =>
      repo.cancelOrder(bookingId, orderId),

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
      return db.transaction((tx) =>
        createBookingPaymentsRepository(tx).recordPayment({
          bookingId,
          amount: payment.amount,
          method: payment.method,
          reference: payment.reference,
          paymentOrderId: payment.paymentOrderId ?? null,
          paidAt: deps.clock(),
        }),
      );
    },

    /**
     * Starts a card payment of one of the booking's payable orders: the signed form for the
     * browser to post. The order is locked meanwhile and keeps one live attempt: a second tab, or a
     * second press, gets the same gateway order number (which the gateway takes once) until it
     * expires. Undefined when the order is not this booking's or cannot be paid.
     */
    async startCardPayment(bookingId: number, paymentOrderId: number, language: Language) {
      const gateway = await redsys();
      const started = await db.transaction(async (tx) => {
        const money = createBookingPaymentsRepository(tx);
        const order = await money.lockOrderToPay(bookingId, paymentOrderId);
        if (!order || !isPayable(order, today(), bookingAccount(order.money).pending)) return undefined;
        const live = await money.liveAttempt(order.id);
        if (live && deps.clock().getTime() - live.createdAt.getTime() < LIVE_ATTEMPT_MS)
          return { order, gatewayOrder: live.gatewayOrder };
        await money.expireLiveAttempt(order.id);
        for (let attempt = 1; ; attempt++) {
          const gatewayOrder = gateway.newGatewayOrder();
          // A number drawn twice (a few in billions) is drawn again; the insert is its own savepoint.
          const inserted = await tx
            .transaction(async (savepoint) => {
              await createBookingPaymentsRepository(savepoint).startCardAttempt(
                gatewayOrder,
                order.id,
                order.amount,
                deps.clock(),
              );
              return true;
            })
            .catch((error: unknown) => {
              if (!isUniqueViolation(error) || attempt >= GATEWAY_ORDER_ATTEMPTS) throw error;
              return false;
            });
          if (inserted) return { order, gatewayOrder };
        }
      });
      if (!started) return undefined;
      const { order, gatewayOrder } = started;
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
        const money = createBookingPaymentsRepository(tx);
        const waiting = await money.lockCardAttempt(notice.gatewayOrder);
        if (!waiting) return { kind: 'ignored', reason: 'unknown-order' } as const;
        // An expired attempt the traveller still paid (a page left open) is money in all the same.
        if (waiting.status !== 'iniciado' && waiting.status !== 'caducado')
          return { kind: 'ignored', reason: 'replayed' } as const;
        if (notice.amountCents !== waiting.amount || notice.currency !== EURO)
          return { kind: 'ignored', reason: 'mismatch' } as const;
        const now = deps.clock();
        await money.closeCardAttempt(waiting.id, {
          status: notice.authorised ? 'pagado' : 'denegado',
          responseCode: notice.responseCode,
          notifiedAt: now,
        });
        if (!notice.authorised) return { kind: 'denied' } as const;

        const created = await money.recordPayment({
          bookingId: waiting.bookingId,
          paymentOrderId: waiting.orderId,
          amount: waiting.amount,
          method: 'tarjeta',
          reference: notice.gatewayOrder,
          authorisationCode: notice.authorisationCode,
          paidAt: now,
        });
        // The file's history shows money that came in by itself too, and flags what must go back.
        await audit(tx, CARD_GATEWAY, {
          action: 'pago.tarjeta',
          entity: 'pago',
          entityId: created.id,
          bookingId: waiting.bookingId,
          after: {
            importe: waiting.amount,
            referencia: notice.gatewayOrder,
            autorizacion: notice.authorisationCode,
            // An order already paid or cancelled: this money is owed back.
            ...(waiting.orderStatus === 'abierta' ? {} : { ordenYa: waiting.orderStatus }),
          },
          note: waiting.ref,
        });

        const booking = await money.payee(waiting.bookingId);
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
            pendingCents: bookingAccount(booking!.money).pending,
            owedBackCents: bookingAccount(booking!.money).owedBack,
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
          // Paid twice, or after the order or the whole booking was cancelled: the money is in (it
          // shows as owed back on the file and in the refunds to make), and the team refunds it.
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
