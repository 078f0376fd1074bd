import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Pages and API answers are compressed on the fly (built assets are precompressed at build time).
 * Each part a page writes is flushed as it is written: a streamed page (the hotel results' chunks,
 * decision 0033) reaches the browser part by part instead of all at the end.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH },
  });
}
