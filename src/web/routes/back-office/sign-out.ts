import { redirect } from 'react-router';
import { BACK_OFFICE_PREFIX, SIGN_IN_PATH } from '../../../domain/back-office/paths';
import { endedAgentCookie, NO_STORE } from '../../back-office.server';
import type { Route } from './+types/sign-out';

/** Signing out is a form (POST, with the CSRF token the gate checks); a link here just goes back. */
export const loader = () => redirect(BACK_OFFICE_PREFIX, { headers: NO_STORE });

export async function action({ request, context }: Route.ActionArgs) {
  if (context.agent)
    await context.services.agents.signOut(context.agentToken, {
      id: context.agent.agent.id,
      email: context.agent.agent.email,
    });
  return redirect(`${SIGN_IN_PATH}?salida=1`, {
    headers: { ...NO_STORE, 'Set-Cookie': await endedAgentCookie(request) },
  });
}
