import { isoDayOf } from '../../domain/days';
import cookie from '@fastify/cookie';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { createOutageWatch, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/availability';
import type { DatabaseHandle } from '../db/client';
import { FORM_LIMITS } from './form-limits';
import { guardConnections, HTTP_SERVER_TIMEOUTS } from './connections';
import { normaliseRequestTarget } from './request-target';
import { registerWorkLimits } from './plugins/work-limits';
import { workLimitsFor } from './work-limits';
import { trustedProxies } from './trusted-proxies';
import { createMailWorker, type MailWorker } from '../mail/mail-worker';
import { createRetentionWorker } from '../retention/retention';
import { createLogger } from '../logging';
import { createMailTransport, mailSender } from '../mail/transport';
import { createServices, type Services } from '../services';
import { registerApi, registerApiDocumentation } from './api/api';
import { registerBackOfficeGate } from './plugins/back-office-gate';
import { registerCompression } from './plugins/compression';
import { registerIllustrations } from './plugins/illustrations';
import { registerPhotos } from './plugins/photos';
import { registerMaps } from './plugins/maps';
import { registerMetrics } from './plugins/metrics';
import { createPageCache, type PageCache } from './page-cache';
import { registerReactRouter, type BuildSource } from './plugins/react-router';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticAssets } from './plugins/static-assets';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The React Router server build (or a loader for it, in development). */
  pages?: { build: BuildSource; clientDir?: string };
  /** Registers extra request handling before the pages (Vite's dev middleware). */
  beforePages?: (app: FastifyInstance) => Promise<void>;
  /** The pino logger (tests pass one writing to memory); by default one at LOG_LEVEL on stdout. */
  logger?: FastifyBaseLogger;
  /** Today's date for the catalogue (tests fix it). */
  clock?: () => Date;
  /** Sends the e-mail outbox from this process (the entry points turn it on). */
  mailWorker?: boolean;
  /** Erases personal data past its time from this process (the entry points turn it on). */
  retentionWorker?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** `nudge()` after queuing a mail sends it soon; does nothing when the mail worker is off. */
    mail: Pick<MailWorker, 'nudge'>;
    /** Rendered pages kept between requests; undefined when PAGE_CACHE_MB is 0. */
    pageCache: PageCache | undefined;
  }
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';
/** A storefront page rendered by React Router (its catch-all route), as opposed to files and the API. */
const isPageView = (request: FastifyRequest) => isRead(request) && request.routeOptions.url === '/*';

const GENERIC_ERROR = {
  error: 'Internal Server Error',
  message: 'Something went wrong on our side. Please try again.',
};

const UNAVAILABLE_ERROR = {
  error: 'Service Unavailable',
  message: 'Our booking system is not answering. Please try again in a few minutes.',
};

/** Builds the one Fastify app: pages, REST APIs, static files, health and metrics. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const development = config.env === 'development';
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config.logLevel),
    // Forwarding headers are believed only from the proxies configured (TRUST_PROXY): anyone
    // else could name a new address per request and escape the rate limits.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    bodyLimit: FORM_LIMITS.bodyBytes,
    // Headers within 10 s, the whole request within 30 s (else 408 and closed), kept-alive
    // connections idle for 5 s closed: a client dripping bytes cannot hold sockets (connections.ts).
    ...HTTP_SERVER_TIMEOUTS,
    // Every check and route sees one form of each address (/%67estion and /x/../gestion are /gestion).
    rewriteUrl: (request) => normaliseRequestTarget(request.url ?? '/'),
  });
  guardConnections(app.server, {
    isTrustedProxy: trustedProxies(config.trustProxy),
    log: app.log,
  });

  app.decorate('services', createServices(database, config, options.clock));
  // Cached catalogue reads follow the catalogue's version as the database announces it.
  app.addHook('onReady', async () => app.services.catalogueVersion.listen());
  app.addHook('onClose', async () => database.close());
  // Photos are encoded once, in the background, by an encoder process of their own (decision 0020);
  // it stops before the database closes.
  app.addHook('onReady', async () => app.services.photos.start(app.log.child({ worker: 'photos' })));
  app.addHook('onClose', async () => app.services.photos.stop());

  const mailWorker = options.mailWorker
    ? createMailWorker({
        db: database.db,
        transport: createMailTransport(config),
        from: mailSender(config),
        log: app.log.child({ worker: 'mail' }),
      })
    : undefined;
  app.decorate('mail', { nudge: () => mailWorker?.nudge() });
  if (mailWorker) {
    app.addHook('onReady', async () => mailWorker.start());
    // onClose hooks run last registered first: the worker stops before the database closes.
    app.addHook('onClose', async () => mailWorker.stop());
  }
  if (options.retentionWorker) {
    const retention = createRetentionWorker({
      db: database.db,
      clock: options.clock ?? (() => new Date()),
      log: app.log.child({ worker: 'retention' }),
      passportYears: config.site.passportRetentionYears,
    });
    app.addHook('onReady', async () => retention.start());
    app.addHook('onClose', async () => retention.stop());
  }

  const outage = createOutageWatch();
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      outage.noteFailure();
      request.log.error({ err: error }, 'database not answering');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send(UNAVAILABLE_ERROR);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).header('cache-control', 'no-store').send(GENERIC_ERROR);
    }
    return reply.status(status).send({ error: error.name, message: error.message });
  });

  await registerSecurityHeaders(app, { development, paymentGateway: config.payments.redirectUrl });
  await registerCompression(app);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    timeWindow: '1 minute',
    // Page views and sends (form posts, API calls) are counted apart, so browsing never uses up
    // the forms' allowance; a page costs tens of milliseconds to render, so one address cannot
    // ask for hundreds a second and slow the site for everyone. With several server processes
    // (WORKERS) each counts its share: connections are dealt to them in turn.
    max: (request) =>
      Math.ceil(
        (isPageView(request) ? config.pageRateLimitPerMinute : config.rateLimitPerMinute) / config.workers,
      ),
    keyGenerator: (request) => `${isPageView(request) ? 'page' : 'send'}:${normalizeIP(request.ip)}`,
    // Static files and illustrations cost next to nothing.
    allowList: (request) => isRead(request) && !request.url.startsWith('/api/') && !isPageView(request),
  });
  registerWorkLimits(app, {
    limits: workLimitsFor(database.kind),
    outage,
    site: config.site,
    stylesheets: () => {
      const build = options.pages?.build;
      return typeof build === 'object' ? (build.assets.routes.root?.css ?? []) : [];
    },
  });
  app.decorate(
    'pageCache',
    config.pageCacheBytes > 0 ? createPageCache({ maxBytes: config.pageCacheBytes }) : undefined,
  );
  registerMetrics(app, config.metricsToken);
  registerIllustrations(app);
  registerPhotos(app, app.services.photos);
  registerMaps(app, config);

  app.get('/healthz', { config: { rateLimit: false } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (error) {
      outage.noteFailure();
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', database: database.kind });
    }
  });

  await registerApiDocumentation(app);
  await app.register(registerApi, { prefix: '/api' });

  if (options.beforePages) await options.beforePages(app);
  if (options.pages) {
    if (options.pages.clientDir) await registerStaticAssets(app, options.pages.clientDir);
    await registerReactRouter(app, {
      build: options.pages.build,
      mode: development ? 'development' : 'production',
      loadContext: (request, reply) => ({
        services: app.services,
        config,
        cspNonce: (reply as { cspNonce?: { script: string } }).cspNonce?.script ?? '',
        clientIp: request.ip,
        log: request.log,
        noteDatabaseFailure: outage.noteFailure,
        mail: app.mail,
        agent: request.agentSession,
        agentToken: request.agentToken,
      }),
      gate: (pages) => registerBackOfficeGate(pages, app.services.agents),
      pageCache: app.pageCache && {
        pages: app.pageCache,
        version: () => app.services.catalogueVersion.current(),
        today: () => isoDayOf(options.clock?.() ?? new Date()),
      },
    });
  }
  return app;
}
