import { fullPaymentDue, teamContactBy } from '../../domain/booking/deadlines';
import { originCityName } from '../../domain/constants';
import type { BookingStatus } from '../../domain/booking/status';
import { formatAmount, formatDate, madridDay } from '../../domain/format';
import type { Language } from '../../domain/language';
import { renderEmail, type Translate } from '../mail/email-layout';
import { emailSignature, phoneLineValues, type SiteSettings } from '../site-settings';

/** The booking as the traveller's e-mails name it. */
export interface TravellerFacts {
  locator: string;
  language: Language;
  firstName: string;
  createdAt: Date;
  departureDate: string;
  myBookingUrl: string;
}

export const myBookingUrl = (publicUrl: string, language: Language, locator: string) =>
  `${publicUrl}/mireserva?idioma=${language}&localizador=${locator}`;

/** Each mail to the traveller ends alike: follow the booking in Mi reserva, and how to reach us. */
function closing(facts: TravellerFacts, t: Translate, site: SiteSettings) {
  return [
    { title: t('teamUpdate.followTitle'), items: [t('teamUpdate.follow', { url: facts.myBookingUrl })] },
    {
      title: t('receipt.contactTitle'),
      items: [
        t('receipt.phone', phoneLineValues(site, facts.language)),
        emailSignature(site, facts.language),
      ],
    },
  ];
}

/** The booking moved to a new status: its name, what happens next, and the team's note. */
export function statusEmail(
  facts: TravellerFacts,
  status: BookingStatus,
  note: string,
  t: Translate,
  site: SiteSettings,
) {
  const label = t(`status.${status}.label`);
  const next = t(`status.${status}.next`, {
    date: formatDate(teamContactBy(madridDay(facts.createdAt.toISOString())), facts.language),
    payBy: formatDate(fullPaymentDue(facts.departureDate), facts.language),
    phone: site.phones[facts.language].display,
  });
  const { text, html } = renderEmail(
    t('teamUpdate.statusTitle', { locator: facts.locator, status: label }),
    [t('teamUpdate.greeting', { name: facts.firstName }), t('teamUpdate.statusIntro'), next],
    [[t('receipt.locator'), facts.locator]],
    [...(note ? [{ title: t('teamUpdate.noteTitle'), items: [note] }] : []), ...closing(facts, t, site)],
  );
  return { subject: t('teamUpdate.statusSubject', { locator: facts.locator, status: label }), text, html };
}

/** The team asks for a payment: how much, for what, until when, and the ways to pay. */
export function paymentOrderEmail(
  facts: TravellerFacts,
  order: { ref: string; amount: number; validUntil: string | null },
  t: Translate,
  site: SiteSettings,
) {
  const amount = formatAmount(order.amount, facts.language);
  const { text, html } = renderEmail(
    t('teamUpdate.orderTitle', { locator: facts.locator }),
    [
      t('teamUpdate.greeting', { name: facts.firstName }),
      order.validUntil
        ? t('teamUpdate.orderIntro', {
            amount,
            ref: order.ref,
            date: formatDate(order.validUntil, facts.language),
          })
        : t('teamUpdate.orderIntroNoDate', { amount, ref: order.ref }),
      t('teamUpdate.orderWays'),
    ],
    [
      [t('receipt.locator'), facts.locator],
      [t('receipt.concept'), order.ref],
      [t('receipt.amount'), amount],
    ],
    closing(facts, t, site),
  );
  return { subject: t('teamUpdate.orderSubject', { locator: facts.locator }), text, html };
}

/** A payment received by transfer or at the office was recorded. */
export function officePaymentEmail(
  facts: TravellerFacts,
  payment: { amount: number; method: string; reference: string; pendingCents: number },
  t: Translate,
  site: SiteSettings,
) {
  const money = (cents: number) => formatAmount(cents, facts.language);
  const { text, html } = renderEmail(
    t('receipt.title', { locator: facts.locator }),
    [
      t('teamUpdate.greeting', { name: facts.firstName }),
      t('teamUpdate.paymentIntro', {
        amount: money(payment.amount),
        method: t(`payments.methods.${payment.method}`),
      }),
      payment.pendingCents > 0
        ? t('receipt.pending', { amount: money(payment.pendingCents) })
        : t('receipt.paidInFull'),
    ],
    [
      [t('receipt.locator'), facts.locator],
      [t('receipt.amount'), money(payment.amount)],
      [t('payments.method'), t(`payments.methods.${payment.method}`)],
      [t('teamUpdate.reference'), payment.reference],
    ],
    closing(facts, t, site),
  );
  return { subject: t('receipt.subject', { locator: facts.locator }), text, html };
}

/** The booking's price changed: before, after, the difference and why. */
export function priceEmail(
  facts: TravellerFacts,
  price: { before: number; after: number; reason: string },
  t: Translate,
  site: SiteSettings,
) {
  const money = (cents: number) => formatAmount(cents, facts.language);
  const difference = price.after - price.before;
  const { text, html } = renderEmail(
    t('teamUpdate.priceTitle', { locator: facts.locator }),
    [t('teamUpdate.greeting', { name: facts.firstName }), t('teamUpdate.priceIntro')],
    [
      [t('receipt.locator'), facts.locator],
      [t('teamUpdate.priceBefore'), money(price.before)],
      [t('teamUpdate.priceAfter'), money(price.after)],
      [t('teamUpdate.priceDifference'), `${difference > 0 ? '+' : '−'}${money(Math.abs(difference))}`],
    ],
    [{ title: t('teamUpdate.priceReason'), items: [price.reason] }, ...closing(facts, t, site)],
  );
  return { subject: t('teamUpdate.priceSubject', { locator: facts.locator }), text, html };
}

/** The trip in a few facts, before or after a change. */
export interface TripFacts {
  hotel: string;
  origin: string;
  departure: string;
  returnDate: string;
  nights: number;
  mealPlan: string;
  rooms: { name: string; travellers: number }[];
  total: number;
}

/** The trip's services changed (day, length, city, hotel or rooms): the trip as it is now, the price and why. */
export function servicesEmail(
  facts: TravellerFacts,
  change: { before: TripFacts; after: TripFacts; reason: string },
  t: Translate,
  site: SiteSettings,
) {
  const { language } = facts;
  const money = (cents: number) => formatAmount(cents, language);
  const { after } = change;
  const difference = after.total - change.before.total;
  const { text, html } = renderEmail(
    t('teamUpdate.servicesTitle', { locator: facts.locator }),
    [t('teamUpdate.greeting', { name: facts.firstName }), t('teamUpdate.servicesIntro')],
    [
      [t('receipt.locator'), facts.locator],
      [t('teamUpdate.servicesHotel'), after.hotel],
      [t('teamUpdate.servicesOrigin'), originCityName(after.origin, language)],
      [
        t('teamUpdate.servicesDates'),
        `${formatDate(after.departure, language)} → ${formatDate(after.returnDate, language)}`,
      ],
      [t('teamUpdate.servicesNights'), String(after.nights)],
      [t('teamUpdate.servicesMealPlan'), after.mealPlan],
      [
        t('teamUpdate.servicesRooms'),
        after.rooms
          .map((room) => `${room.name} (${t('teamUpdate.servicesTravellers', { count: room.travellers })})`)
          .join(', '),
      ],
      [t('teamUpdate.priceBefore'), money(change.before.total)],
      [t('teamUpdate.priceAfter'), money(after.total)],
      ...(difference === 0
        ? []
        : [
            [
              t('teamUpdate.priceDifference'),
              `${difference > 0 ? '+' : '−'}${money(Math.abs(difference))}`,
            ] as [string, string],
          ]),
    ],
    [
      { title: t('teamUpdate.priceReason'), items: [change.reason] },
      { title: t('teamUpdate.servicesNextTitle'), items: [t('teamUpdate.servicesNext')] },
      ...closing(facts, t, site),
    ],
  );
  return { subject: t('teamUpdate.servicesSubject', { locator: facts.locator }), text, html };
}

/** A document (voucher, ticket, invoice) was added to the booking. */
export function documentEmail(facts: TravellerFacts, fileName: string, t: Translate, site: SiteSettings) {
  const { text, html } = renderEmail(
    t('teamUpdate.documentTitle', { locator: facts.locator }),
    [t('teamUpdate.greeting', { name: facts.firstName }), t('teamUpdate.documentIntro', { name: fileName })],
    [[t('receipt.locator'), facts.locator]],
    closing(facts, t, site),
  );
  return { subject: t('teamUpdate.documentSubject', { locator: facts.locator }), text, html };
}

/** A booking's money after a fee, a refund or a cancellation: what the mails about them list. */
export interface SettlementFacts {
  fees: number;
  paid: number;
  refunded: number;
  pending: number;
  owedBack: number;
}

/** The money lines of a settlement, and the sentence that says which way the balance goes. */
function settlementLines(facts: TravellerFacts, money: SettlementFacts, t: Translate) {
  const amount = (cents: number) => formatAmount(cents, facts.language);
  const rows: [string, string][] = [];
  if (money.fees > 0) rows.push([t('status.fees'), amount(money.fees)]);
  rows.push([t('status.paid'), amount(money.paid)]);
  if (money.refunded > 0) rows.push([t('status.refunded'), amount(money.refunded)]);
  if (money.owedBack > 0) rows.push([t('status.owedBackLabel'), amount(money.owedBack)]);
  else rows.push([t('status.pending'), amount(money.pending)]);
  const sentence =
    money.owedBack > 0
      ? t('payments.owedBackText', { amount: amount(money.owedBack) })
      : money.pending > 0
        ? null
        : t('payments.nothingPending');
  return { rows, sentence };
}

/**
 * The booking was cancelled: the fee charged (the table's percentage for the notice given, or the
 * team's reason), what was paid, and what is owed back or, when the fee is more than was paid, left.
 */
export function cancellationEmail(
  facts: TravellerFacts,
  cancellation: { feeConcept: string | null; feeCents: number; note: string; money: SettlementFacts },
  t: Translate,
  site: SiteSettings,
) {
  const amount = (cents: number) => formatAmount(cents, facts.language);
  const { rows, sentence } = settlementLines(facts, cancellation.money, t);
  const { text, html } = renderEmail(
    t('teamUpdate.cancelTitle', { locator: facts.locator }),
    [
      t('teamUpdate.greeting', { name: facts.firstName }),
      cancellation.feeCents > 0 && cancellation.feeConcept
        ? t('teamUpdate.cancelIntroFee', {
            amount: amount(cancellation.feeCents),
            concept: cancellation.feeConcept,
          })
        : t('teamUpdate.cancelIntroNoFee'),
      cancellation.money.pending > 0
        ? t('payments.feePendingText', { amount: amount(cancellation.money.pending) })
        : sentence,
    ].filter((line): line is string => line !== null),
    [[t('receipt.locator'), facts.locator], ...rows],
    [
      ...(cancellation.note ? [{ title: t('teamUpdate.noteTitle'), items: [cancellation.note] }] : []),
      ...closing(facts, t, site),
    ],
  );
  return { subject: t('teamUpdate.cancelSubject', { locator: facts.locator }), text, html };
}

/** A fee was charged (a change, or a cancellation's fee set again): what for and the balance after. */
export function feeEmail(
  facts: TravellerFacts,
  fee: { concept: string; amount: number; money: SettlementFacts },
  t: Translate,
  site: SiteSettings,
) {
  const amount = (cents: number) => formatAmount(cents, facts.language);
  const { rows, sentence } = settlementLines(facts, fee.money, t);
  const { text, html } = renderEmail(
    t('teamUpdate.feeTitle', { locator: facts.locator }),
    [
      t('teamUpdate.greeting', { name: facts.firstName }),
      t('teamUpdate.feeIntro', { amount: amount(fee.amount), concept: fee.concept }),
      fee.money.pending > 0 ? t('payments.pendingText', { amount: amount(fee.money.pending) }) : sentence,
    ].filter((line): line is string => line !== null),
    [[t('receipt.locator'), facts.locator], [t('receipt.concept'), fee.concept], ...rows],
    closing(facts, t, site),
  );
  return { subject: t('teamUpdate.feeSubject', { locator: facts.locator }), text, html };
}

/** Money was given back: how much, how, why, and what is still owed back, if anything. */
export function refundEmail(
  facts: TravellerFacts,
  refund: { amount: number; method: string; reference: string; reason: string; money: SettlementFacts },
  t: Translate,
  site: SiteSettings,
) {
  const amount = (cents: number) => formatAmount(cents, facts.language);
  const method = t(`payments.refundMethods.${refund.method}`);
  const { rows, sentence } = settlementLines(facts, refund.money, t);
  const { text, html } = renderEmail(
    t('teamUpdate.refundTitle', { locator: facts.locator }),
    [
      t('teamUpdate.greeting', { name: facts.firstName }),
      t('teamUpdate.refundIntro', { amount: amount(refund.amount), method }),
      ...(sentence ? [sentence] : []),
    ],
    [
      [t('receipt.locator'), facts.locator],
      [t('receipt.concept'), refund.reason],
      [t('payments.method'), method],
      [t('teamUpdate.reference'), refund.reference],
      ...rows,
    ],
    closing(facts, t, site),
  );
  return { subject: t('teamUpdate.refundSubject', { locator: facts.locator }), text, html };
}
