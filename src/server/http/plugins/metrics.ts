import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { WorkStats } from './work-limits';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries the token (compared in constant time). */
function carriesToken(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

/**
 * Prometheus metrics at /metrics: process defaults, request counts and durations per route, the
 * rendered-page cache, and the work limits (running, waiting, waited and refused per kind).
 * They describe the server to an attacker too, so they need METRICS_TOKEN as a bearer token;
 * without one configured /metrics does not exist (404).
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Responses with a 5xx status',
    labelNames: ['route'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'page_cache_hits',
    help: 'Pages answered from the rendered-page cache since the start',
    registers: [registry],
    collect() {
      this.set(app.pageCache?.hits ?? 0);
    },
  });
  new Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes of rendered pages kept in memory',
    registers: [registry],
    collect() {
      this.set(app.pageCache?.bytes ?? 0);
    },
  });

  const work = (name: string, help: string, read: (stats: WorkStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'] as const,
      registers: [registry],
      collect() {
        for (const [kind, stats] of Object.entries(app.workStats?.() ?? {})) this.set({ kind }, read(stats));
      },
    });
  work('work_running', 'Requests being handled now, per kind of work', (stats) => stats.running);
  work('work_waiting', 'Requests waiting for a slot now, per kind of work', (stats) => stats.waiting);
  work('work_waited_total', 'Requests that waited for a slot since the start', (stats) => stats.waited);
  work(
    'work_refused_total',
    'Requests refused with 503 because their kind was full',
    (stats) => stats.refused,
  );

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ route });
  });

  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!carriesToken(request.headers.authorization, token))
      return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' });
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
