import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AgentSession } from '../../back-office/agent-sessions';
import type { AgentsService } from '../../back-office/agents.service';
import {
  AGENT_COOKIE,
  CSRF_FIELD,
  isBackOfficePath,
  SECOND_FACTOR_PATH,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
  STALE_FORM,
} from '../../../domain/back-office/paths';
import { cookieValue } from '../../../domain/site-cookies';
import { FORM_LIMITS } from '../form-limits';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in agent of a /gestion request, when its cookie opens a live session. */
    agentSession?: AgentSession;
    agentToken?: string;
  }
}

/** A page's path without React Router's `.data` suffix, lower-cased as routes match. */
function pagePath(url: string): { path: string; data: boolean } {
  const raw = url.split('?')[0] ?? '';
  const data = raw.endsWith('.data');
  return { path: (data ? raw.slice(0, -'.data'.length) : raw).replace(/\/+$/, '').toLowerCase(), data };
}

/** Which session a back-office path needs: none (sign-in), the password step, or a whole one. */
function needs(path: string): 'none' | 'password' | 'complete' {
  if (path === SIGN_IN_PATH) return 'none';
  // The second factor, and leaving before giving it.
  if (path === SECOND_FACTOR_PATH || path === SIGN_OUT_PATH) return 'password';
  return 'complete';
}

/** Sends the browser to the sign-in page, keeping where it was going (page loads and client navigations alike). */
function toSignIn(request: FastifyRequest, reply: FastifyReply, data: boolean) {
  const back = request.method === 'GET' ? (request.url.split('?')[0] ?? '').replace(/\.data$/, '') : '';
  const target = `${SIGN_IN_PATH}${back && back !== SIGN_IN_PATH ? `?volver=${encodeURIComponent(back)}` : ''}`;
  reply.header('cache-control', 'no-store');
  // React Router's client navigations expect a redirect as a 204 with its own headers.
  if (data)
    return reply
      .status(204)
      .header('x-remix-redirect', target)
      .header('x-remix-status', '303')
      .header('x-remix-reload-document', 'true')
      .send();
  return reply.redirect(target, 303);
}

async function csrfOf(request: FastifyRequest): Promise<string | null> {
  const body = request.body;
  if (!Buffer.isBuffer(body)) return null;
  const type = String(request.headers['content-type'] ?? '');
  if (type.startsWith('application/x-www-form-urlencoded'))
    return new URLSearchParams(body.toString('utf8')).get(CSRF_FIELD);
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } })
      .formData()
      .catch(() => null);
    const value = form?.get(CSRF_FIELD);
    return typeof value === 'string' ? value : null;
  }
  return null;
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The one gate of /gestion, before any route runs: every path under it but the sign-in page needs a
 * live agent session (the second-factor page one at the password step, every other a whole one),
 * every form sent to it the session's CSRF token, and only a signed-in agent may send a body larger
 * than a page form (an upload). A route added under /gestion is behind the gate without doing anything.
 */
export function registerBackOfficeGate(pages: FastifyInstance, agents: AgentsService) {
  pages.addHook('onRequest', async (request, reply) => {
    const backOffice = isBackOfficePath(request.url.split('?')[0] ?? '');
    const session = backOffice
      ? await agents.sessions.read(cookieValue(request.headers.cookie, AGENT_COOKIE))
      : undefined;
    // Uploads are a signed-in agent's: any other body stays within a page form's size, refused
    // before it is read (the refusal page renders from the error).
    const length = Number(request.headers['content-length'] ?? 0);
    const unbounded = request.headers['transfer-encoding'] !== undefined;
    if ((length > FORM_LIMITS.bodyBytes || unbounded) && session?.stage !== 'completa')
      throw Object.assign(new Error('body larger than a page form'), { statusCode: 413 });
    if (!backOffice) return;
    reply.header('cache-control', 'no-store');
    const { path, data } = pagePath(request.url);
    const required = needs(path);
    const enough =
      required === 'none' || (session && (required === 'password' || session.stage === 'completa'));
    if (!enough) return toSignIn(request, reply, data);
    if (session) {
      request.agentSession = session;
      request.agentToken = cookieValue(request.headers.cookie, AGENT_COOKIE);
    }
  });

  pages.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !request.agentSession) return;
    const sent = await csrfOf(request);
    if (!sent || !sameToken(sent, request.agentSession.csrfToken)) {
      const { path, data } = pagePath(request.url);
      request.log.warn({ path }, 'back-office form refused: CSRF token');
      // A form of an older session (signed in again in another tab): back to the page, which says so.
      if (!data) return reply.redirect(`${request.url.split('?')[0]}?formulario=caducado`, 303);
      return reply.status(403).type('text/plain; charset=utf-8').send(STALE_FORM);
    }
  });
}
