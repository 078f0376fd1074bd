import type { FastifyInstance } from 'fastify';

/**
 * The REST APIs under /api. The packages API of the specification (section 7) is mounted
 * here by the catalogue capability; any other /api path answers a JSON 404.
 */
export async function registerApi(api: FastifyInstance) {
  // Claims every /api path, so none falls through to the storefront pages.
  api.all('/*', async (request, reply) =>
    reply
      .status(404)
      .send({ error: 'Not Found', message: `No API route for ${request.method} ${request.url}` }),
  );
}
