import { redirect } from 'react-router';
import { NO_STORE, requireAgent } from '../../back-office.server';
import type { Route } from './+types/go-to';

/** What the header's box takes: a locator or a request code as read out, or anything to search. */
const TYPED_MAX = 120;
const LOCATOR = /^[A-Z0-9]{4,12}$/;

/**
 * The header's quick jump (/gestion/ir?localizador=…): a locator typed any way ("ab12 cd34",
 * "AB12-CD34") opens its file; anything else is searched in the inbox, where a request code, a
 * name or an e-mail finds its bookings.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAgent(context);
  const typed = (new URL(request.url).searchParams.get('localizador') ?? '').trim().slice(0, TYPED_MAX);
  const compact = typed.replace(/[\s.-]+/g, '').toUpperCase();
  if (LOCATOR.test(compact) && (await context.services.desk.exists(compact)))
    throw redirect(`/gestion/reservas/${compact}`, { headers: NO_STORE });
  const search = typed ? `?${new URLSearchParams({ q: typed })}` : '';
  throw redirect(`/gestion${search}#resultados`, { headers: NO_STORE });
}
