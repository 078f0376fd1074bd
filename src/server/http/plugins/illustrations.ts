import type { FastifyInstance } from 'fastify';
import { askedLook } from '../../../domain/catalogue/pictures';
import { illustration } from '../../catalogue/illustrations';

/**
 * /img/catalogo/destino/PUJ.svg and /img/catalogo/alojamiento/1001.svg: the catalogue's generated
 * pictures, in their own look or in the one `?aspecto=` asks for (see distinctPictures).
 */
export function registerIllustrations(app: FastifyInstance) {
  app.get<{ Params: { kind: string; key: string }; Querystring: { aspecto?: unknown } }>(
    '/img/catalogo/:kind/:key',
    async (request, reply) => {
      const { kind, key } = request.params;
      const match = /^([A-Z]{3}|\d{1,7})\.svg$/.exec(key);
      const asked = request.query.aspecto;
      const look =
        asked === undefined || (kind !== 'destino' && kind !== 'alojamiento')
          ? undefined
          : askedLook(kind, asked);
      if (
        (kind !== 'destino' && kind !== 'alojamiento') ||
        !match?.[1] ||
        (asked !== undefined && look === undefined)
      ) {
        return reply.status(404).send({ error: 'Not Found', message: 'No such picture' });
      }
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=604800')
        .send(illustration(kind, match[1], look));
    },
  );
}
