import { Link, useLocation } from 'react-router';
import { useRouteTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';
import { LoadFailure } from '../layout/load-failure';

/** What a listing of an unknown destination throws (404): its title and the destinations on sale. */
export interface DestinationNotFoundData {
  title?: string;
  suggestions?: { name: string; slug: string }[];
  translations?: Record<string, unknown>;
}

/** The head of a listing that failed: the 404's localised title, never indexed. */
export function destinationErrorMeta(error: unknown) {
  const title = (error as { data?: DestinationNotFoundData } | undefined)?.data?.title;
  return [{ title: title ?? '404' }, { name: 'robots', content: 'noindex' }];
}

/**
 * The error screen of a destination's listing: an unknown destination (404) suggests the
 * destinations on sale; any other failure is a failed load.
 */
export function DestinationNotFound({ error }: { error: unknown }) {
  const payload = (error as { data?: DestinationNotFoundData })?.data;
  const { t } = useRouteTranslation('catalogue', payload?.translations as never);
  const { language } = useLayout();
  // The suggestions keep the search (month, nights, city, party) the visitor made.
  const kept = new URLSearchParams(useLocation().search);
  kept.delete('nombre');
  kept.set('idioma', language);
  const listing = (slug: string) => {
    kept.set('destino', slug);
    return `/alojamientoDestino?${kept.toString()}`;
  };
  if (!payload?.suggestions) return <LoadFailure error={error} />;
  return (
    <section className="container page" aria-labelledby="not-found-title">
      <p className="error-screen__status" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('destination.notFoundTitle')}</h1>
      <p className="lead">{t('destination.notFoundText')}</p>
      <ul className="chips chips--links">
        {payload.suggestions.map((suggestion) => (
          <li key={suggestion.slug}>
            <Link className="chip chip--link" to={listing(suggestion.slug)}>
              {suggestion.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
