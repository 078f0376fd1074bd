import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { StorefrontLoadContext } from '../load-context';
import { withUnavailablePages } from './unavailable-pages';

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

interface ReactRouterOptions {
  build: BuildSource;
  mode: 'development' | 'production';
  loadContext: (request: FastifyRequest, reply: FastifyReply) => StorefrontLoadContext;
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw), duplex: 'half' } : {}),
  } as RequestInit);
}

/** Every path Fastify has no other route for is a storefront page, rendered by React Router. */
export async function registerReactRouter(app: FastifyInstance, options: ReactRouterOptions) {
  await app.register(async (pages) => {
    // Leave request bodies unread: React Router's actions read them as web streams.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const { build } = options;
    const handle = createRequestHandler(
      typeof build === 'function'
        ? async () => withUnavailablePages(await build())
        : withUnavailablePages(build),
      options.mode,
    );
    pages.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      async handler(request, reply) {
        const response = await handle(
          toFetchRequest(request, reply),
          options.loadContext(request, reply) as unknown as AppLoadContext,
        );
        reply.status(response.status);
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') reply.header(name, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        if (!response.body || request.method === 'HEAD') return reply.send();
        return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
      },
    });
  });
}
