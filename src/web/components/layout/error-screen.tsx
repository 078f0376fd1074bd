import { useTranslation, type TranslateOptions } from '../../i18n/i18n';
import { isRouteErrorResponse, useLocation } from 'react-router';
import { useRootData } from '../../root-data';
import { ButtonLink } from '../ui/button';
import { PhoneIcon } from '../ui/icons';

/**
 * Shown for an unmatched address (404), the database not answering (503, thrown by every loader
 * that needs it: see src/server/http/plugins/unavailable-pages.ts) or an error nobody caught
 * (500), in the site's language.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t, ready } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const unavailable = status === 503;
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
          : unavailable
            ? text('errors.unavailableTitle', 'Nuestro sistema de reservas no responde')
            : text('errors.serverTitle', 'Algo ha fallado')}
      </h1>
      <p className="lead">
        {text('errors.status', `Error ${status}`, { status })} ·{' '}
        {notFound
          ? text('errors.notFoundText', 'La dirección que buscas no existe o ha cambiado.')
          : unavailable
            ? text(
                'errors.unavailableText',
                'Es un problema técnico nuestro. Vuelve a intentarlo en unos minutos o llámanos y te atendemos por teléfono.',
              )
            : text(
                'errors.serverText',
                'No hemos podido mostrar esta página. Inténtalo de nuevo en unos minutos.',
              )}
      </p>
      <div className="button-row">
        {unavailable ? (
          // Every page needs the database now: trying this one again is the useful move.
          <a className="btn btn--primary btn--md" href={`${location.pathname}${location.search}`}>
            {text('errors.tryAgain', 'Volver a intentarlo')}
          </a>
        ) : (
          <ButtonLink to="/" reloadDocument={!root}>
            {text('errors.backHome', 'Volver al inicio')}
          </ButtonLink>
        )}
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
