import { useTranslation } from '../../i18n/i18n';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { useLayout } from '../../root-data';
import { PhoneIcon } from '../ui/icons';
import { ErrorScreen } from './error-screen';

/**
 * A page whose data could not be loaded: says so, gives the phone, and offers a retry of the
 * same address. The database not answering (503) has its own screen; other responses the route
 * threw on purpose (a 404) are left to the usual error screen.
 */
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { site } = useLayout();
  const location = useLocation();
  if (isRouteErrorResponse(error)) {
    if (error.status === 503) return <ErrorScreen error={error} />;
    throw error;
  }
  return (
    <section className="container page" aria-labelledby="failure-title">
      <h1 id="failure-title">{t('loadFailure.title')}</h1>
      <p className="notice notice--error" role="alert">
        {t('loadFailure.text', { phone: site.phone.display })}
      </p>
      <div className="button-row">
        <a className="btn btn--primary btn--md" href={`${location.pathname}${location.search}`}>
          {t('loadFailure.retry')}
        </a>
        <a className="btn btn--secondary btn--md" href={`tel:${site.phone.e164}`}>
          <PhoneIcon />
          {site.phone.display}
        </a>
      </div>
    </section>
  );
}
