import type { FastifyInstance } from 'fastify';
import {
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoFormat,
  type PhotoWidth,
} from '../../../domain/catalogue/photo-variants';
import type { Photos } from '../../catalogue/photos';

const VARIANT = /^(\d{3,4})\.(avif|webp|jpg)$/;

/**
 * /fotos/12/800.avif: an uploaded photo at one of the storefront's widths and formats, as stored
 * when it was encoded after its upload (decision 0020): nothing is encoded here. A photo never
 * changes under its id (a new upload is a new id), so browsers and CDNs keep it a year; a photo
 * not encoded yet is 404, kept by nobody.
 */
export function registerPhotos(app: FastifyInstance, photos: Photos) {
  app.get<{ Params: { id: string; file: string } }>('/fotos/:id/:file', async (request, reply) => {
    const match = VARIANT.exec(request.params.file);
    const width = Number(match?.[1]) as PhotoWidth;
    const format = match?.[2] as PhotoFormat;
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const photo =
      id > 0 && PHOTO_WIDTHS.includes(width) && PHOTO_FORMATS.includes(format)
        ? await photos.variant(id, width, format)
        : undefined;
    if (!photo)
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ error: 'Not Found', message: 'No such photo' });
    return reply
      .type(photo.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(photo.data);
  });
}
