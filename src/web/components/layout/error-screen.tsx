import { useTranslation, type TranslateOptions } from '../../i18n/i18n';
import { isRouteErrorResponse } from 'react-router';
import { useRootData } from '../../root-data';
import { ButtonLink } from '../ui/button';
import { PhoneIcon } from '../ui/icons';

/** Shown for an unmatched address (404) or an error nobody caught (500), in the site's language. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t, ready } = useTranslation();
  const root = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  // Before translations are available (the layout itself failed), Spanish text is shown.
  const text = (key: string, fallback: string, options?: TranslateOptions) =>
    ready && root ? t(key, options) : fallback;

  return (
    <section className="container page error-screen" aria-labelledby="error-title">
      <p className="error-screen__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">
        {notFound
          ? text('errors.notFoundTitle', 'Página no encontrada')
          : text('errors.serverTitle', 'Algo ha fallado')}
      </h1>
      <p className="lead">
        {text('errors.status', `Error ${status}`, { status })} ·{' '}
        {notFound
          ? text('errors.notFoundText', 'La dirección que buscas no existe o ha cambiado.')
          : text(
              'errors.serverText',
              'No hemos podido mostrar esta página. Inténtalo de nuevo en unos minutos.',
            )}
      </p>
      <div className="button-row">
        <ButtonLink to="/" reloadDocument={!root}>
          {text('errors.backHome', 'Volver al inicio')}
        </ButtonLink>
        {root ? (
          <a className="btn btn--secondary btn--md" href={`tel:${root.site.phone.e164}`}>
            <PhoneIcon />
            {t('errors.callUs', { phone: root.site.phone.display })}
          </a>
        ) : null}
      </div>
    </section>
  );
}
