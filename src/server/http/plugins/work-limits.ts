import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { busyPage } from '../busy-page';
import type { OutageWatch } from '../../db/availability';
import type { SiteSettings } from '../../site-settings';
import {
  BUSY_RETRY_AFTER_SECONDS,
  createWorkGate,
  workKindOf,
  type WorkGate,
  type WorkKind,
  type WorkLimit,
} from '../work-limits';

export interface WorkStats {
  running: number;
  waiting: number;
  /** Requests that had to wait for a slot, since the start. */
  waited: number;
  /** Requests answered 503 because their kind was full, since the start. */
  refused: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests of each kind running, waiting, made to wait and refused (see work-limits.ts). */
    workStats: () => Record<WorkKind, WorkStats>;
  }
}

/** What a refused request gets: the busy page for pages, JSON for the API, a word for the rest. */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: WorkKind,
  page: { site: SiteSettings; stylesheets: () => readonly string[] },
) {
  // The connection is closed after the answer: a client that floods over one kept-alive
  // connection has to open another (its address's connections are capped) to ask again.
  reply
    .status(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .header('connection', 'close');
  if (kind === 'api')
    return reply.send({
      error: 'Service Unavailable',
      message: 'Too many requests of this kind right now. Please try again in a few seconds.',
    });
  const path = request.url.split('?')[0] ?? '';
  // Pictures, and React Router's client-side requests, which hand the reason to the error screen.
  if (kind === 'picture' || path.endsWith('.data') || request.method !== 'GET')
    return reply.type('text/plain; charset=utf-8').send('busy');
  return reply.type('text/html; charset=utf-8').send(
    busyPage(
      {
        host: request.host,
        url: request.url,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      },
      page.site,
      page.stylesheets(),
    ),
  );
}

/**
 * Bounds the work done at once per kind of request (work-limits.ts): a request waits for a slot of
 * its kind, and is refused with 503 and Retry-After when its kind's queue is full or it waited too
 * long. The slot is given back when the answer is sent or the client leaves.
 */
export function registerWorkLimits(
  app: FastifyInstance,
  options: {
    limits: Readonly<Record<WorkKind, WorkLimit>>;
    outage: OutageWatch;
    site: SiteSettings;
    stylesheets: () => readonly string[];
  },
) {
  const { limits, outage, ...page } = options;
  const gates = new Map<WorkKind, WorkGate>();
  const counts = new Map<WorkKind, { waited: number; refused: number }>();
  for (const kind of Object.keys(limits) as WorkKind[]) {
    gates.set(kind, createWorkGate(limits[kind]));
    counts.set(kind, { waited: 0, refused: 0 });
  }

  app.decorate('workStats', () => {
    const stats = {} as Record<WorkKind, WorkStats>;
    for (const [kind, gate] of gates)
      stats[kind] = { running: gate.running, waiting: gate.waiting, ...counts.get(kind)! };
    return stats;
  });

  // While the database fails to answer, requests can only fail, within its time-outs: the limits
  // step aside (and let go of whoever waits) so that each answers 503 as soon as it would alone.
  outage.onFailure(() => {
    for (const gate of gates.values()) gate.letAllIn();
  });

  app.addHook('onRequest', async (request, reply) => {
    const kind = workKindOf(request.routeOptions.url, request.url.split('?')[0] ?? '');
    if (!kind || outage.failing()) return;
    const gate = gates.get(kind)!;
    const count = counts.get(kind)!;
    const waits = gate.waiting > 0 || gate.running >= limits[kind].concurrent;
    const release = await gate.enter();
    if (!release) {
      count.refused += 1;
      return refuse(request, reply, kind, page);
    }
    if (waits) count.waited += 1;
    reply.raw.once('close', release);
    // A client that left while it waited: its slot is given back and nothing is worked out for it.
    if (reply.raw.destroyed || request.raw.socket?.destroyed) {
      release();
      return reply.status(408).send();
    }
  });
}
