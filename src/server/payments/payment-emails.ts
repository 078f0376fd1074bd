import { formatAmount, formatDate } from '../../domain/format';
import type { Language } from '../../domain/language';
import { renderEmail, type Translate } from '../mail/email-layout';
import { emailSignature, phoneLineValues, type SiteSettings } from '../site-settings';

/** What a payment receipt tells. */
export interface ReceiptFacts {
  locator: string;
  language: Language;
  name: string;
  amountCents: number;
  /** What the order was for, as the team wrote it. */
  ref: string;
  gatewayOrder: string;
  authorisationCode: string | null;
  paidOn: string;
  pendingCents: number;
  /** Paid beyond what is owed (an order paid twice, a cancelled booking): it will be refunded. */
  owedBackCents: number;
  myBookingUrl: string;
}

/** The traveller's receipt of a card payment, in their language (namespace myBooking). */
export function receiptEmail(facts: ReceiptFacts, t: Translate, site: SiteSettings) {
  const money = (cents: number) => formatAmount(cents, facts.language);
  const { text, html } = renderEmail(
    t('receipt.title', { locator: facts.locator }),
    [
      t('receipt.greeting', { name: facts.name }),
      t('receipt.intro', { amount: money(facts.amountCents) }),
      facts.owedBackCents > 0
        ? t('payments.owedBackText', { amount: money(facts.owedBackCents) })
        : facts.pendingCents > 0
          ? t('receipt.pending', { amount: money(facts.pendingCents) })
          : t('receipt.paidInFull'),
    ],
    [
      [t('receipt.locator'), facts.locator],
      [t('receipt.concept'), facts.ref],
      [t('receipt.amount'), money(facts.amountCents)],
      [t('receipt.date'), formatDate(facts.paidOn, facts.language)],
      [t('receipt.order'), facts.gatewayOrder],
      ...(facts.authorisationCode
        ? [[t('receipt.authorisation'), facts.authorisationCode] as [string, string]]
        : []),
    ],
    [
      { title: t('receipt.followTitle'), items: [t('receipt.follow', { url: facts.myBookingUrl })] },
      {
        title: t('receipt.contactTitle'),
        items: [
          t('receipt.phone', phoneLineValues(site, facts.language)),
          emailSignature(site, facts.language),
        ],
      },
    ],
  );
  return { subject: t('receipt.subject', { locator: facts.locator }), text, html };
}
