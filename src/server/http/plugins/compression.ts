import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Pages and API answers are compressed on the fly (built assets are precompressed at build time). */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
