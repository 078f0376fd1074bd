import { useTranslation, type TranslateOptions } from '../../i18n/i18n';
import { isRouteErrorResponse, useLocation } from 'react-router';
import type { RefusedRequest } from '../../../server/http/load-context';
import { useRootData } from '../../root-data';
import { ButtonLink } from '../ui/button';
import { PhoneIcon } from '../ui/icons';

type Text = [key: string, spanish: string];

/** What the screen says, by kind of failure; the Spanish text shows when the layout itself failed. */
const SCREENS = {
  notFound: {
    title: ['errors.notFoundTitle', 'Página no encontrada'],
    text: ['errors.notFoundText', 'La dirección que buscas no existe o ha cambiado.'],
  },
  /** The database is not answering (503, see src/server/http/plugins/unavailable-pages.ts). */
  unavailable: {
    title: ['errors.unavailableTitle', 'Nuestro sistema de reservas no responde'],
    text: [
      'errors.unavailableText',
      'Es un problema técnico nuestro. Vuelve a intentarlo en unos minutos o llámanos y te atendemos por teléfono.',
    ],
  },
  /** This kind of page is full right now (503 'busy', see src/server/http/work-limits.ts). */
  busy: {
    title: ['errors.busyTitle', 'Ahora mismo estamos atendiendo a mucha gente'],
    text: [
      'errors.busyText',
      'No hemos podido mostrar esta página en este momento. Vuelve a intentarlo en unos segundos o llámanos y te atendemos por teléfono.',
    ],
  },
  /** A form the server refused to read (413), see src/server/http/plugins/react-router.ts. */
  tooLarge: {
    title: ['errors.tooLargeTitle', 'Formulario demasiado grande'],
    text: ['errors.tooLargeText', 'Lo enviado supera lo que admite un formulario de esta web.'],
  },
  /** A body that is not a form of this site (400, 415). */
  unreadable: {
    title: ['errors.unreadableTitle', 'No hemos podido leer el formulario'],
    text: ['errors.unreadableText', 'Lo que ha llegado no es un formulario de esta web.'],
  },
  /** A rate limit: page views or form posts (429). */
  tooMany: {
    title: ['errors.tooManyTitle', 'Demasiadas peticiones seguidas'],
    text: ['errors.tooManyText', 'Desde tu conexión han llegado muchas peticiones en poco tiempo.'],
  },
  server: {
    title: ['errors.serverTitle', 'Algo ha fallado'],
    text: ['errors.serverText', 'No hemos podido mostrar esta página. Inténtalo de nuevo en unos minutos.'],
  },
} satisfies Record<string, { title: Text; text: Text }>;

type Screen = keyof typeof SCREENS;
type RefusalReason = RefusedRequest['reason'];
const REFUSALS: Record<RefusalReason, Screen> = {
  'too-large': 'tooLarge',
  unreadable: 'unreadable',
  'too-many': 'tooMany',
};

/** The translation key of a refused request's title (the page's <title>). */
export const refusalTitleKey = (reason: RefusalReason) => SCREENS[REFUSALS[reason]].title[0];

/** The kind of failure, and for a refused form the page it came from (a path of this site). */
function screenFor(error: unknown): { screen: Screen; back?: string } {
  if (!isRouteErrorResponse(error)) return { screen: 'server' };
  if (error.status === 404) return { screen: 'notFound' };
  if (error.status === 503) return { screen: error.data === 'busy' ? 'busy' : 'unavailable' };
  // The refusal page's data, or for a client-side request (*.data) the bare reason the server sent.
  const data = (typeof error.data === 'string' ? { reason: error.data } : error.data) as
    { reason?: unknown; back?: unknown } | undefined;
  const back = typeof data?.back === 'string' && data.back.startsWith('/') ? data.back : undefined;
  const reason = data?.reason;
  const refusal =
    typeof reason === 'string' && Object.hasOwn(REFUSALS, reason)
      ? REFUSALS[reason as RefusalReason]
      : undefined;
  return refusal ? { screen: refusal, back } : { screen: 'server' };
}

/**
 * Shown for an unmatched address (404), a form the server refused to read (400, 413, 415), the
 * database not answering or a kind of page that is full (503) or an error nobody caught (500), in the site's language, with
 * what to do next: go back to the page, try again, or call.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t, ready } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { screen, back } = screenFor(error);
  const refused = (Object.values(REFUSALS) as Screen[]).includes(screen);
  // Before translations are available (the layout itself failed), Spanish text is shown.
  const text = ([key, spanish]: Text, options?: TranslateOptions) =>
    ready && root ? t(key, options) : spanish;

  return (
    <section className="container page error-screen" aria-labelledby="error-title">
      <p className="error-screen__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{text(SCREENS[screen].title)}</h1>
      <p className="lead">
        {text(['errors.status', `Error ${status}`], { status })} · {text(SCREENS[screen].text)}
        {screen === 'tooMany'
          ? ` ${text(['errors.waitAMinute', 'Espera un minuto y vuelve a intentarlo; si tienes prisa, llámanos.'])}`
          : refused
            ? ` ${text(['errors.sendAgain', 'Vuelve a la página, revisa los datos y envíalo de nuevo.'])}`
            : null}
      </p>
      <div className="button-row">
        {screen === 'unavailable' || screen === 'busy' ? (
          // Every page needs the database now: trying this one again is the useful move.
          <a className="btn btn--primary btn--md" href={`${location.pathname}${location.search}`}>
            {text(['errors.tryAgain', 'Volver a intentarlo'])}
          </a>
        ) : refused && back ? (
          <ButtonLink to={back} reloadDocument>
            {text(['errors.backToPage', 'Volver a la página'])}
          </ButtonLink>
        ) : (
          <ButtonLink to="/" reloadDocument={!root}>
            {text(['errors.backHome', 'Volver al inicio'])}
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
