import { useTranslation, type TranslateOptions } from '../../i18n/i18n';
import { isRouteErrorResponse } from 'react-router';
import { useRootData } from '../../root-data';
import { ButtonLink } from '../ui/button';
import { PhoneIcon } from '../ui/icons';

interface Refusal {
  reason: 'too-large' | 'unreadable';
  /** The page the refused form came from (a path of this site). */
  back?: string;
}

/** A request the server refused before reading it (see the not-found route). */
function refusalOf(error: unknown): Refusal | null {
  if (!isRouteErrorResponse(error)) return null;
  const data = error.data as Partial<Refusal> | undefined;
  if (data?.reason !== 'too-large' && data?.reason !== 'unreadable') return null;
  return {
    reason: data.reason,
    back: typeof data.back === 'string' && data.back.startsWith('/') ? data.back : undefined,
  };
}

/**
 * Shown for an unmatched address (404), a form the server refused to read (400, 413, 415) or an
 * error nobody caught (500), in the site's language, with what to do next.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t, ready } = useTranslation();
  const root = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  const refusal = refusalOf(error);
  // Before translations are available (the layout itself failed), Spanish text is shown.
  const text = (key: string, fallback: string, options?: TranslateOptions) =>
    ready && root ? t(key, options) : fallback;

  if (refusal)
    return (
      <section className="container page error-screen" aria-labelledby="error-title">
        <p className="error-screen__status" aria-hidden="true">
          {status}
        </p>
        <h1 id="error-title">
          {refusal.reason === 'too-large'
            ? text('errors.tooLargeTitle', 'Formulario demasiado grande')
            : text('errors.unreadableTitle', 'No hemos podido leer el formulario')}
        </h1>
        <p className="lead">
          {text('errors.status', `Error ${status}`, { status })} ·{' '}
          {refusal.reason === 'too-large'
            ? text('errors.tooLargeText', 'Lo enviado supera lo que admite un formulario de esta web.')
            : text('errors.unreadableText', 'Lo que ha llegado no es un formulario de esta web.')}{' '}
          {text('errors.sendAgain', 'Vuelve a la página, revisa los datos y envíalo de nuevo.')}
        </p>
        <div className="button-row">
          <ButtonLink to={refusal.back ?? '/'} reloadDocument>
            {refusal.back
              ? text('errors.backToPage', 'Volver a la página')
              : text('errors.backHome', 'Volver al inicio')}
          </ButtonLink>
          <CallUsButton />
        </div>
      </section>
    );

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
        <CallUsButton />
      </div>
    </section>
  );
}

function CallUsButton() {
  const { t } = useTranslation();
  const root = useRootData();
  if (!root) return null;
  return (
    <a className="btn btn--secondary btn--md" href={`tel:${root.site.phone.e164}`}>
      <PhoneIcon />
      {t('errors.callUs', { phone: root.site.phone.display })}
    </a>
  );
}
