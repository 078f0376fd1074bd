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
