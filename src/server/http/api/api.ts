import type { FastifyInstance } from 'fastify';

/**
 * The REST APIs under /api. The packages API of the specification (section 7) is mounted
 * here by the catalogue capability; until then every /api path answers a JSON 404.
 */
export async function registerApi(api: FastifyInstance) {
  api.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: 'Not Found', message: `No API route for ${request.method} ${request.url}` });
  });
}
