import { isRouteErrorResponse, Link, useRouteLoaderData } from 'react-router';
import { SIGN_IN_PATH, STALE_FORM } from '../../../domain/back-office/paths';
import type { Translations } from '../../i18n/i18n';
import { useRouteTranslation } from '../../i18n/i18n';
import { ErrorScreen } from '../layout/error-screen';
import { BACK_OFFICE_LAYOUT_ID } from './csrf-field';

/**
 * A refused or failed back-office page: what happened and where to go, in the team's language.
 * Without the layout's data (the database not answering, or a page outside the layout) the
 * storefront's error screen says what to do.
 */
export function BackOfficeError({ error }: { error: unknown }) {
  const layout = useRouteLoaderData(BACK_OFFICE_LAYOUT_ID) as { translations?: Translations } | undefined;
  const { t } = useRouteTranslation('backOffice', layout?.translations);
  if (!layout) return <ErrorScreen error={error} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stale = isRouteErrorResponse(error) && error.data === STALE_FORM;
  const message = stale
    ? t('errors.staleForm')
    : status === 403
      ? t('errors.forbidden')
      : status === 404
        ? t('errors.notFound')
        : status === 413
          ? t('errors.tooLarge')
          : t('errors.failed');
  return (
    <section className="bo-panel bo-panel--narrow">
      <h1>{message}</h1>
      <p>
        <Link to="/gestion">{t('errors.toInbox')}</Link> · <a href={SIGN_IN_PATH}>{t('errors.signIn')}</a>
      </p>
    </section>
  );
}
