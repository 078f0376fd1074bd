import { toLanguage } from '../../domain/language';
import { text } from '../../domain/schemas/bounds';
import type { Route } from './+types/suggestions';

const query = text(80);

/**
 * /sugerencias?q=punta&idioma=es: the countries, destinations, areas, hotels and trips the search box suggests for what was
 * typed (accents and case ignored), at most 10, as JSON. Anything unreadable gets an empty list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const language = toLanguage(params.get('idioma')) ?? 'es';
  const typed = query.safeParse(params.get('q') ?? '');
  const found = typed.success ? await context.services.catalogue.suggestPlaces(typed.data, language) : [];
  return Response.json(found, { headers: { 'cache-control': 'public, max-age=300' } });
}
