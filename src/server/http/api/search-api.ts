import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as input from '../../../domain/schemas/search-api';
import * as answer from '../../../domain/schemas/search-api-responses';
import { NotFoundError } from '../../catalogue/errors';
import * as present from '../../hotels/search-presenter';
import { answers } from './api-answers';

const tags = ['Búsqueda de hoteles'];
/** The search service needs no token (section 7); the site's rate limit and the bounds still apply. */
const open = { config: { auth: false } } as const;

/**
 * The search service's hotel calls (section 7, "Search service (no auth)"): a city by its name,
 * a city's hotel codes, and one chunk of at most 50 codes priced for a stay; and each hotel's
 * reviews and their analysis. Handlers validate (zod) and call the hotel search; nothing else.
 */
export async function registerSearchApi(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const hotels = app.services.hotelSearch;

  api.get(
    '/ciudad',
    {
      ...open,
      schema: {
        querystring: input.citySearchQuery,
        response: answers(answer.citiesAnswer),
        tags,
        security: [],
        description:
          'Cities whose name in Spanish, English or French matches `nombreCiudad` (accents and case ignored), best first. Example: `GET /api/search/ciudad?nombreCiudad=cancun&idioma=en`.',
      },
    },
    async ({ query }) => ({
      response: (await hotels.findCities(query.nombreCiudad)).map((city) => present.city(city, query.idioma)),
    }),
  );

  api.get(
    '/hoteles',
    {
      ...open,
      schema: {
        querystring: input.hotelCodesQuery,
        response: answers(answer.hotelCodesAnswer, { notFound: true }),
        tags,
        security: [],
        description:
          "A city's hotel codes under `response`, to be priced in chunks of 50. Example: `GET /api/search/hoteles?destinoId=27`.",
      },
    },
    async ({ query }) => {
      const codes = await hotels.hotelCodes(query.destinoId);
      if (!codes) throw new NotFoundError(`Destino ${query.destinoId} no encontrado`);
      return { response: codes };
    },
  );

  api.post(
    '/hoteles',
    {
      ...open,
      schema: {
        body: input.hotelSearchBody,
        response: answers(answer.hotelSearchAnswer, { body: true }),
        tags,
        security: [],
        description: [
          'One chunk of at most 50 hotel codes priced for a stay: each hotel with its cheapest rooms for the party (one per requested room) and the cheapest price for each meal plan and refund policy it sells. A hotel that cannot lodge the party on those nights comes with `disponible: false`. Example body:',
          '```json',
          '{ "request": { "desde": "20270312", "hasta": "20270319", "habitaciones": [{ "adultos": 2, "edadesNinos": [7] }], "idioma": "es" }, "hoteles": [100001, 100002] }',
          '```',
        ].join('\n'),
      },
    },
    async ({ body }, reply) => {
      const { request } = body;
      if (request.desde < app.services.hotelSearch.today())
        return reply.status(400).send({
          error: 'Bad Request',
          message: input.SEARCH_MESSAGES.validation,
          errores: [{ campo: 'request.desde', mensaje: input.SEARCH_MESSAGES.past }],
        });
      const stay = {
        checkIn: request.desde,
        checkOut: request.hasta,
        rooms: request.habitaciones.map((room) => ({ adults: room.adultos, childAges: room.edadesNinos })),
      };
      // A code asked twice is answered once.
      const results = await hotels.search(stay, [...new Set(body.hoteles)]);
      return { response: results.map((result) => present.hotelResult(result, stay, request.idioma)) };
    },
  );

  api.get(
    '/hoteles/:codigo/opiniones',
    {
      ...open,
      schema: {
        params: input.hotelCodeParams,
        response: answers(answer.reviewsAnswer, { notFound: true }),
        tags,
        security: [],
        description:
          "A hotel's guest reviews, newest first, with their summary. Example: `GET /api/search/hoteles/100001/opiniones`.",
      },
    },
    async ({ params }) => {
      const found = await hotels.reviews(params.codigo);
      if (!found) throw new NotFoundError(`Hotel ${params.codigo} no encontrado`);
      return { response: present.reviews(found.reviews, found.summary) };
    },
  );

  api.get(
    '/hoteles/:codigo/analisis',
    {
      ...open,
      schema: {
        params: input.hotelCodeParams,
        response: answers(answer.reviewAnalysisAnswer, { notFound: true }),
        tags,
        security: [],
        description:
          "What a hotel's reviews say as a whole: each aspect's average and the most mentioned pros and cons.",
      },
    },
    async ({ params }) => {
      const found = await hotels.reviews(params.codigo);
      if (!found) throw new NotFoundError(`Hotel ${params.codigo} no encontrado`);
      return { response: present.analysis(found.analysis) };
    },
  );
}
