import { formatCents, formatDate } from '../../domain/format';
import type { Language } from '../../domain/language';
import type { ChangeType } from '../../domain/schemas/change-types';
import { renderEmail, type Translate } from '../mail/email-layout';
import { emailSignature, phoneLineValues, type SiteSettings } from '../site-settings';

/** What the e-mails tell about a modify/cancel request. */
export interface ChangeRequestMailFacts {
  code: string;
  locator: string;
  type: ChangeType;
  language: Language;
  destination: string;
  tripStart: string;
  applicant: string;
  phone: string;
  altPhone?: string;
  email: string;
  altEmail?: string;
  reason: string;
  estimate: { daysLeft: number; percent: number; cents: number } | null;
  consultUrl: string;
}

function rows(facts: ChangeRequestMailFacts, t: Translate, language: Language): [string, string][] {
  return [
    [t('email.code'), facts.code],
    [t('fields.locata'), facts.locator],
    [t('fields.tipo'), t(`types.${facts.type}`)],
    [t('fields.destino'), facts.destination],
    [t('fields.finicio'), formatDate(facts.tripStart, language)],
    ...(facts.estimate
      ? [
          [
            t('estimate.label'),
            t('estimate.value', {
              percent: facts.estimate.percent,
              amount: formatCents(facts.estimate.cents, language),
              count: facts.estimate.daysLeft,
            }),
          ] as [string, string],
        ]
      : []),
  ];
}

/** The visitor's acknowledgement, in their language: the request's code and how to consult it. */
export function visitorChangeRequestEmail(facts: ChangeRequestMailFacts, t: Translate, site: SiteSettings) {
  const { text, html } = renderEmail(
    t(`email.title${facts.type}`, { locator: facts.locator }),
    [t('email.greeting', { name: facts.applicant }), t('email.intro'), t('email.next')],
    rows(facts, t, facts.language),
    [
      { title: t('fields.motivo'), items: [facts.reason] },
      {
        title: t('email.consultTitle'),
        items: [t('email.consult', { url: facts.consultUrl, code: facts.code })],
      },
      {
        title: t('email.contactTitle'),
        items: [
          t('email.phone', phoneLineValues(site, facts.language)),
          emailSignature(site, facts.language),
        ],
      },
    ],
  );
  return {
    subject: t(`email.subject${facts.type}`, { locator: facts.locator, code: facts.code }),
    text,
    html,
  };
}

/** The booking department's notice, in Spanish, to the changes or the cancellations mailbox. */
export function agencyChangeRequestEmail(facts: ChangeRequestMailFacts, t: Translate) {
  const { text, html } = renderEmail(
    t(`agency.title${facts.type}`, { locator: facts.locator }),
    [t('agency.intro')],
    [
      ...rows(facts, t, 'es'),
      [t('fields.reclamante'), facts.applicant],
      [t('fields.telefono'), [facts.phone, facts.altPhone].filter(Boolean).join(' · ')],
      [t('fields.email'), [facts.email, facts.altEmail].filter(Boolean).join(' · ')],
      [t('fields.idioma'), facts.language.toUpperCase()],
    ],
    [{ title: t('fields.motivo'), items: [facts.reason] }],
  );
  return {
    subject: t(`agency.subject${facts.type}`, { locator: facts.locator, code: facts.code }),
    text,
    html,
  };
}
