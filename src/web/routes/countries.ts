import { toLanguage } from '../../domain/language';
import { countryOptions } from '../country-options.server';
import type { Route } from './+types/countries';

/**
 * /paises?idioma=es: the country names of a language, for a request form the browser renders
 * itself (after a navigation within the site). Pages rendered on the server never ask for it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = toLanguage(new URL(request.url).searchParams.get('idioma'));
  if (!language) return new Response('Not found', { status: 404 });
  return Response.json(countryOptions(language), {
    headers: { 'cache-control': 'public, max-age=86400' },
  });
}
