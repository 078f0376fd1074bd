import { openingHoursText } from '../../domain/opening-hours';
import { CallMeForm } from '../components/layout/call-me-form';
import { LoadFailure } from '../components/layout/load-failure';
import { PhoneHoursEmail } from '../components/layout/phone-hours-email';
import { ChatIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../components/ui/icons';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import type { Route } from './+types/contact';

/** Departmental mailboxes shown on the contact page, in this order (section 9). */
const MAILBOXES = [
  'customerService',
  'confirmations',
  'payments',
  'documentation',
  'changes',
  'cancellations',
  'claims',
  'quotes',
  'flights',
  'cruises',
  'info',
  'data',
] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const t = serverT(language, 'contact');
  const { mailboxes } = context.config.site;
  return {
    title: t('title'),
    description: t('description'),
    translations: translationsFor(language, ['contact']),
    mailboxes: MAILBOXES.map((key) => ({ key, email: mailboxes[key] })),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title, description: page?.description, matches, location });

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('contact', loaderData.translations);
  const { site, language } = useLayout();

  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <div className="contact-grid">
        <section className="panel" aria-labelledby="contact-phone">
          <h2 id="contact-phone" className="panel__title">
            {t('phoneTitle')}
          </h2>
          <PhoneHoursEmail large email={false}>
            {site.messaging ? (
              <li>
                <ChatIcon />
                <span>
                  <a
                    href={`https://wa.me/${site.messaging.e164.slice(1)}`}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {t('messagingTitle')}
                  </a>
                  {' · '}
                  {t('messagingText', { phone: site.messaging.display })}
                </span>
              </li>
            ) : null}
          </PhoneHoursEmail>
        </section>

        <section className="panel" aria-labelledby="contact-office">
          <h2 id="contact-office" className="panel__title">
            {t('officeTitle')}
          </h2>
          <ul className="icon-list">
            <li>
              <MapPinIcon />
              <address>
                {site.officeAddress.street}
                <br />
                {site.officeAddress.postalCode} {site.officeAddress.city} ({site.officeAddress.country})
              </address>
            </li>
            <li>
              <ClockIcon />
              <span>{t('officeHours', openingHoursText(site.hours.office, language))}</span>
            </li>
            <li>
              <PhoneIcon />
              <span>
                {t('officePhone')} <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a> · {t('fax')}{' '}
                {site.fax}
              </span>
            </li>
          </ul>
        </section>

        <section className="panel contact-grid__wide" aria-labelledby="contact-mailboxes">
          <h2 id="contact-mailboxes" className="panel__title">
            {t('mailboxesTitle')}
          </h2>
          <dl className="mailbox-list">
            {loaderData.mailboxes.map((mailbox) => (
              <div key={mailbox.key} className="mailbox-list__item">
                <dt>{t(`mailboxes.${mailbox.key}`)}</dt>
                <dd>
                  <MailIcon width={16} height={16} />
                  <a href={`mailto:${mailbox.email}`}>{mailbox.email}</a>
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section className="panel" aria-labelledby="contact-call-me">
          <h2 id="contact-call-me" className="panel__title">
            {t('callMeTitle')}
          </h2>
          <CallMeForm />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
