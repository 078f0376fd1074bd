import { randomBytes, timingSafeEqual } from 'node:crypto';
import { data, redirect, type AppLoadContext } from 'react-router';
import { SIGN_IN_PATH } from '../domain/back-office/paths';
import { agentCookie, endCookie, setCookie } from './cookies.server';
import { UNREADABLE_SECRET } from './platform.server';
import type { AgentSession } from '../server/back-office/agent-sessions';
import type { Actor } from '../server/back-office/audit';
import type { SecretProblem } from '../server/back-office/agents.service';
import { backOfficeLanguage } from '../domain/back-office/paths';
import { translationsFor } from './i18n/translations.server';
import { requestLanguage } from './request-language.server';

/** Back-office pages hold personal data: never kept by any cache. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** The Set-Cookie headers of a signed-in agent's session, and of its end. */
export const agentSessionCookie = (request: Request, token: string): Promise<string> =>
  setCookie(agentCookie, request, token);
export const endedAgentCookie = (request: Request): Promise<string> => endCookie(agentCookie, request);

/**
 * The signed-in agent of a page. The gate (back-office-gate.ts) has already sent anyone without a
 * whole session to sign in; this is the page's own check, and the admin-only pages' role check.
 */
export function requireAgent(context: AppLoadContext, role?: 'admin'): AgentSession {
  const session = context.agent;
  if (!session || session.stage !== 'completa') throw redirect(SIGN_IN_PATH, { headers: NO_STORE });
  if (role === 'admin' && session.agent.role !== 'admin')
    throw data({ forbidden: true }, { status: 403, headers: NO_STORE });
  return session;
}

export const actorOf = (session: AgentSession): Actor => ({
  id: session.agent.id,
  email: session.agent.email,
});

/** The back office's language (es or en) and its texts. */
export function backOfficeTexts(request: Request, context: AppLoadContext) {
  const language = backOfficeLanguage(requestLanguage(request, context));
  return { language, translations: translationsFor(language, ['backOffice']) };
}

/** A random token for a form that has no session yet (the sign-in form's CSRF cookie). */
export const newFormToken = () => randomBytes(32).toString('base64url');

/** Two tokens are the same (compared in constant time); an empty one never matches. */
export const sameToken = (a: string, b: string) =>
  a.length > 0 && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A second factor that could not be checked because its secret does not open with this server's key. */
export function logUnreadableSecret(context: AppLoadContext, problem: SecretProblem | undefined) {
  if (problem) context.log.error({ agent: problem.agentId, reason: problem.reason }, UNREADABLE_SECRET);
}
