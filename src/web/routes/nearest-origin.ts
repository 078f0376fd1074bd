import { nearestOriginQuery } from '../../domain/booking/offer-selection';
import { searchParamsInput } from '../../domain/schemas/bounds';
import type { Route } from './+types/nearest-origin';

/**
 * /ciudad-origen?latitude=…&longitude=…[&origenes=MAD,BCN]: the nearest origin city of our own
 * table (among those given, when the offer departs from only some), for "use my location".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = nearestOriginQuery.safeParse(searchParamsInput(url.searchParams));
  const headers = { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' };
  if (!parsed.success) {
    const errores = parsed.error.issues.map((issue) => ({
      campo: issue.path.join('.'),
      mensaje: issue.message,
    }));
    return new Response(JSON.stringify({ message: 'Error de validacion', errores }), {
      status: 400,
      headers,
    });
  }
  const nearest = await context.services.catalogue.nearestOrigin(parsed.data, parsed.data.origenes);
  if (!nearest)
    return new Response(JSON.stringify({ message: 'No origin cities' }), { status: 404, headers });
  return new Response(JSON.stringify(nearest), { headers });
}
