import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createMapImageCache } from '../../maps/map-image';
import { parseMapView } from '../../maps/map-view';

/** A drawn view does not change until the map data does: browsers and proxies keep it a week. */
const CACHE_CONTROL = 'public, max-age=604800';

/**
 * /mapas/costa.svg?lat=18.56&lon=-68.37&z=7&w=384&h=288: the land and sea of a view, drawn from
 * Natural Earth on this server (decision 0014). Anything but a valid view is answered 400. Unlike
 * the other pictures, a view not yet drawn costs some milliseconds, so an address may ask for
 * twice as many maps a minute as pages, not more.
 */
export function registerMaps(app: FastifyInstance, config: Config) {
  const images = createMapImageCache();
  app.get(
    '/mapas/costa.svg',
    {
      config: {
        rateLimit: {
          max: Math.ceil((2 * config.pageRateLimitPerMinute) / config.workers),
          keyGenerator: (request) => `map:${normalizeIP(request.ip)}`,
          allowList: () => false,
        },
      },
    },
    async (request, reply) => {
      const view = parseMapView(request.query as Record<string, unknown>);
      if (!view) {
        return reply.status(400).header('cache-control', 'no-store').send({
          error: 'Bad Request',
          message: 'A map needs lat and lon (two decimals at most), z (3–12), w and h (64–1024).',
        });
      }
      return reply.type('image/svg+xml').header('cache-control', CACHE_CONTROL).send(images.get(view));
    },
  );
}
