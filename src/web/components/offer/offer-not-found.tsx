import { Link } from 'react-router';
import { LoadFailure } from '../layout/load-failure';
import { useRouteTranslation, useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';

/** The head of an offer page that failed: the error's title (the 404's, localised), never indexed. */
export function offerErrorMeta(error: unknown) {
  return [
    { title: (error as { data?: { title?: string } } | undefined)?.data?.title ?? '404' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The error screen of the offer and booking pages: an unknown offer (404) or a failed load. */
export function OfferNotFound({ error }: { error: unknown }) {
  const payload = (error as { status?: number; data?: { translations?: Record<string, unknown> } }) ?? {};
  const { t } = useRouteTranslation('offer', payload.data?.translations as never);
  const { t: common } = useTranslation();
  const { site } = useLayout();
  if (payload.status !== 404) return <LoadFailure error={error} />;
  return (
    <section className="container page" aria-labelledby="not-found-title">
      <p className="error-screen__status" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFoundTitle')}</h1>
      <p className="lead">{t('notFoundText', { phone: site.phone.display })}</p>
      <Link className="btn btn--primary btn--md" to="/">
        {common('errors.backHome')}
      </Link>
    </section>
  );
}
