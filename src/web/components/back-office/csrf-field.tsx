import { useRouteLoaderData } from 'react-router';
import { CSRF_FIELD } from '../../../domain/back-office/paths';

/** The id of the back office's layout route, whose loader holds the session's CSRF token. */
export const BACK_OFFICE_LAYOUT_ID = 'routes/back-office/layout';

/** The hidden field every back-office form carries: the session's CSRF token, which the gate checks. */
export function CsrfField({ token }: { token?: string }) {
  const layout = useRouteLoaderData(BACK_OFFICE_LAYOUT_ID) as { csrf?: string } | undefined;
  return <input type="hidden" name={CSRF_FIELD} value={token ?? layout?.csrf ?? ''} />;
}
