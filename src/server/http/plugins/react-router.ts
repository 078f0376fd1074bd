import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withCatalogueSnapshot } from '../../catalogue/catalogue-version';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { checkFormFields, FORM_LIMITS, type FormRefusal } from '../form-limits';
import type { RefusedRequest, StorefrontLoadContext } from '../load-context';
import { withUnavailablePages } from './unavailable-pages';
import {
  bodyWithNonce,
  cutAtNonce,
  PAGE_CACHE_CATALOGUE,
  PAGE_CACHE_HEADER,
  pageCacheKey,
  type CachedPage,
  type PageCache,
} from '../page-cache';

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

interface ReactRouterOptions {
  build: BuildSource;
  mode: 'development' | 'production';
  loadContext: (request: FastifyRequest, reply: FastifyReply) => StorefrontLoadContext;
  /** Hooks that run before any page of the scope (the back office's gate). */
  gate?: (pages: FastifyInstance) => void;
  /** Rendered pages kept for the routes that allow it (see page-cache.ts); none without it. */
  pageCache?: {
    pages: PageCache;
    /** The catalogue's version, as the page's own reads see it. */
    version: () => Promise<number>;
    /** Today's date (YYYY-MM-DD), as the catalogue counts days. */
    today: () => string;
  };
}

/** Where a refused request is rendered: a path no route claims, so the not-found route shows it. */
const REFUSAL_PATH = '/__peticion-rechazada';
const STATUS: Record<FormRefusal, number> = { 'too-large': 413, unreadable: 400 };

class RefusedBody extends Error {
  constructor(
    readonly refusal: FormRefusal,
    readonly statusCode = STATUS[refusal],
  ) {
    super(`form body refused: ${refusal}`);
  }
}

/** The refusal a body error stands for: our own checks, or Fastify's size, type and length checks. */
function refusalOf(error: { statusCode?: number }): RefusedRequest | null {
  if (error instanceof RefusedBody) return { status: error.statusCode, reason: error.refusal };
  const status = error.statusCode ?? 500;
  if (status === 413) return { status, reason: 'too-large' };
  // The rate limit (its Retry-After header is already on the reply).
  if (status === 429) return { status, reason: 'too-many' };
  // Any other refusal before the page ran: unsupported type, bad encoding, broken body.
  if (status >= 400 && status < 500) return { status, reason: 'unreadable' };
  return null;
}

/** Methods a page answers; PUT, PATCH and DELETE are not forms' methods. */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST']);
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The page's address, or null when the Host header cannot be part of one. */
function pageUrl(request: FastifyRequest): URL | null {
  if (!HOST.test(request.host)) return null;
  try {
    return new URL(request.url, `${request.protocol}://${request.host}`);
  } catch {
    return null;
  }
}

/** Whether a form's Origin header (when the browser sent one) is this site. */
function sameOrigin(origin: string | undefined, url: URL): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === url.origin;
  } catch {
    return false;
  }
}

function badHost(request: FastifyRequest, reply: FastifyReply) {
  request.log.warn({ address: request.ip }, 'request refused: malformed Host header');
  return reply.status(400).type('text/plain; charset=utf-8').send('Bad Request');
}

async function multipartFields(body: Buffer, contentType: string) {
  try {
    return await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new RefusedBody('unreadable');
  }
}

/** The web Request React Router handles: another address or method when a refusal is rendered. */
function toFetchRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  target: { url: URL; method: string; body?: Buffer },
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  return new Request(target.url, {
    method: target.method,
    headers,
    signal: controller.signal,
    ...(target.body ? { body: new Uint8Array(target.body) } : {}),
  });
}

async function sendResponse(
  reply: FastifyReply,
  response: Response,
  options: { head: boolean; status?: number },
) {
  reply.status(options.status ?? response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== PAGE_CACHE_HEADER) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body || options.head) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/** The answer of a page its route lets us keep: a 200 whose headers carry PAGE_CACHE_HEADER. */
const isKeepable = (response: Response) =>
  response.status === 200 && response.headers.get(PAGE_CACHE_HEADER) === PAGE_CACHE_CATALOGUE;

async function keptPage(response: Response, nonce: string): Promise<CachedPage> {
  const headers: CachedPage['headers'] = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== PAGE_CACHE_HEADER) headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers, parts: cutAtNonce(body, nonce) };
}

function sendKeptPage(reply: FastifyReply, page: CachedPage, options: { head: boolean; nonce: string }) {
  reply.status(page.status);
  const cookies: string[] = [];
  for (const [name, value] of page.headers) {
    if (name === 'set-cookie') cookies.push(value);
    else reply.header(name, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return options.head ? reply.send() : reply.send(bodyWithNonce(page, options.nonce));
}

/**
 * Every path Fastify has no other route for is a storefront page, rendered by React Router.
 * A form sent to a page is read whole (at most 1 MB) and checked (field count, names, indices)
 * before React Router or any form library parses it; anything else is refused with a readable
 * page in the visitor's language: 413 too large, 415 not a form, 400 unreadable.
 */
export async function registerReactRouter(app: FastifyInstance, options: ReactRouterOptions) {
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: FORM_LIMITS.bodyBytes },
      (_request, body: Buffer, done) => {
        const refusal = checkFormFields(new URLSearchParams(body.toString('utf8')));
        done(refusal ? new RefusedBody(refusal) : null, body);
      },
    );
    // The gate lets only a signed-in agent send more than FORM_LIMITS.bodyBytes (an upload).
    options.gate?.(pages);
    pages.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: FORM_LIMITS.uploadBytes },
      async (request: FastifyRequest, body: Buffer) => {
        const refusal = checkFormFields(await multipartFields(body, String(request.headers['content-type'])));
        if (refusal) throw new RefusedBody(refusal);
        return body;
      },
    );

    const { build } = options;
    const handle = createRequestHandler(
      typeof build === 'function'
        ? async () => withUnavailablePages(await build())
        : withUnavailablePages(build),
      options.mode,
    );
    /** Renders the refusal inside the layout (the not-found route shows `context.refused`). */
    async function refuse(request: FastifyRequest, reply: FastifyReply, refused: RefusedRequest) {
      const url = pageUrl(request);
      if (!url) return badHost(request, reply);
      request.log.warn(
        { status: refused.status, reason: refused.reason, path: url.pathname, address: request.ip },
        'request refused',
      );
      // Client-side requests (*.data) cannot show a page: React Router hands the bare reason to the
      // route's error boundary, which shows the same screen.
      if (url.pathname.endsWith('.data'))
        return reply.status(refused.status).type('text/plain; charset=utf-8').send(refused.reason);
      const page = new URL(REFUSAL_PATH, url);
      const language = url.searchParams.get('idioma');
      if (language) page.searchParams.set('idioma', language);
      const response = await handle(toFetchRequest(request, reply, { url: page, method: 'GET' }), {
        ...options.loadContext(request, reply),
        refused: { ...refused, back: `${url.pathname}${url.search}` },
      } as unknown as AppLoadContext);
      return sendResponse(reply, response, { head: request.method === 'HEAD', status: refused.status });
    }

    pages.setErrorHandler(async (error, request, reply) => {
      const refused = refusalOf(error as { statusCode?: number });
      if (!refused) throw error;
      return refuse(request, reply, refused);
    });

    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      async handler(request, reply) {
        if (!PAGE_METHODS.has(request.method)) {
          reply.header('allow', [...PAGE_METHODS].join(', '));
          return refuse(request, reply, { status: 405, reason: 'unreadable' });
        }
        const readsBody = request.method === 'POST';
        const body = request.body as Buffer | undefined;
        if (readsBody && !body) return refuse(request, reply, { status: 400, reason: 'unreadable' });
        const url = pageUrl(request);
        if (!url) return badHost(request, reply);
        // A form posted from another site (React Router would refuse it too, with a bare error).
        if (readsBody && !sameOrigin(request.headers.origin, url))
          return refuse(request, reply, { status: 403, reason: 'unreadable' });
        const head = request.method === 'HEAD';
        const context = options.loadContext(request, reply);
        const render = () =>
          handle(
            toFetchRequest(request, reply, {
              url,
              method: request.method,
              body: readsBody ? body : undefined,
            }),
            context as unknown as AppLoadContext,
          );
        const cache = options.pageCache;
        // Forms and client-side navigations (*.data) are never kept.
        if (!cache || readsBody || url.pathname.endsWith('.data'))
          return sendResponse(reply, await withCatalogueSnapshot(render), { head });

        return withCatalogueSnapshot(async () => {
          // Without the version (a database not answering) the page renders as it would uncached.
          const version = await cache.version().catch(() => null);
          if (version === null) return sendResponse(reply, await render(), { head });
          const key = pageCacheKey(
            {
              protocol: request.protocol,
              host: request.host,
              url: request.url,
              cookie: request.headers.cookie,
              acceptLanguage: request.headers['accept-language'],
            },
            cache.today(),
          );
          const nonce = context.cspNonce;
          const kept = key === null ? undefined : cache.pages.get(key, version);
          if (kept) return sendKeptPage(reply, kept, { head, nonce });
          const response = await render();
          if (key === null || head || !isKeepable(response)) return sendResponse(reply, response, { head });
          const page = await keptPage(response, nonce);
          cache.pages.set(key, version, page);
          return sendKeptPage(reply, page, { head, nonce });
        });
      },
    });
  });
}
