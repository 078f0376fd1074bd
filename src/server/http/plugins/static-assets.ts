import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Built client files: hashed files under /assets are immutable for a year, the rest for an hour. */
export async function registerStaticAssets(app: FastifyInstance, clientDir: string) {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // build/client holds .br and .gz twins of every text asset (scripts/build-server.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const immutable = /[\\/]assets[\\/]/.test(filePath);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
}
