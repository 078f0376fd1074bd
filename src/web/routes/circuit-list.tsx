import { TripList } from '../components/trips/trip-list';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { pageMeta } from '../seo';
import type { Route } from './+types/circuit-list';
import { circuitCards } from './trip-cards.server';
import { KEEPABLE_PAGE_HEADERS } from '../platform.server';
import { LoadFailure } from '../components/layout/load-failure';

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const t = serverT(language, 'trips');
  return {
    title: t('circuit.title'),
    description: t('circuit.description'),
    translations: translationsFor(language, ['trips', 'catalogue']),
    trips: await circuitCards(context, language),
  };
}

/** The page depends on its address, language, cookies and the catalogue only: it may be kept. */
export const headers: Route.HeadersFunction = () => KEEPABLE_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title, description: page?.description, matches, location });

/** /circuitos: every circuit with its length, highlights, stops, categories and the price for two. */
export default function CircuitList({ loaderData }: Route.ComponentProps) {
  useRouteTranslation('trips', loaderData.translations);
  return <TripList kind="circuit" trips={loaderData.trips} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
