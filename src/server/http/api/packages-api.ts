import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as input from '../../../domain/schemas/packages-api';
import * as answer from '../../../domain/schemas/packages-api-responses';
import { apiLoginThrottleKeys } from '../../api-clients/api-clients.service';
import { NotFoundError } from '../../catalogue/errors';
import { answers, scoped } from './api-answers';

const tags = ['Destinos'];
/** Every call but Login reads the catalogue. */
const CATALOGUE = 'catalogue:read';

/** A text answer (text/plain), as the specification's Login, Getip and GetNombreCircuito send. */
const text = (schema: typeof answer.loginAnswer) => ({ content: { 'text/plain': { schema } } });

/**
 * The packages API of section 7: the specification's paths, query and body field names and
 * response field names. Handlers validate (zod, through the route schema) and call the catalogue's
 * API presenter (catalogue/api-presenter.ts); nothing else.
 */
export async function registerPackagesApi(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const catalogue = app.services.packagesApi;

  api.post(
    '/Login',
    {
      config: { auth: false },
      schema: {
        body: input.loginBody,
        response: answers(text(answer.loginAnswer), { body: true }),
        tags: ['Login'],
        // No token: the call that gives one.
        security: [],
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const { apiClients, signInThrottle } = app.services;
      const keys = apiLoginThrottleKeys(username, request.ip);
      // A locked username or address is refused before the password is looked at, even a right one.
      const attempt = await signInThrottle.begin(keys);
      if (!attempt.allowed) {
        if (attempt.lockedNow.length > 0) {
          // The key kinds only: a username field sometimes holds a password typed in the wrong box.
          const locked = attempt.lockedNow.map((key) => key.slice(0, key.indexOf(':')));
          request.log.warn(
            { address: request.ip, locked, retryAfterSeconds: attempt.retryAfterSeconds },
            'API sign-in locked after repeated failures',
          );
        }
        const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
        return reply
          .status(429)
          .header('retry-after', String(attempt.retryAfterSeconds))
          .send({
            error: 'Too Many Requests',
            message: `Demasiados intentos de acceso fallidos. Inténtelo de nuevo dentro de ${minutes} min.`,
          });
      }
      const session = await apiClients.login(username, password);
      if (!session)
        return reply.status(401).send({ error: 'Unauthorized', message: 'Usuario o contraseña incorrectos' });
      await signInThrottle.succeeded(keys);
      return reply.type('text/plain; charset=utf-8').send(`token: ${session.token}`);
    },
  );

  api.get(
    '/Destinos',
    scoped(CATALOGUE, {
      querystring: input.destinationsQuery,
      response: answers(answer.destinationContainers),
      tags,
    }),
    async ({ query }) => catalogue.destinationOffers(query.idioma, query.filtro === 1),
  );

  api.get(
    '/Destinos/GetCarrucel',
    scoped(CATALOGUE, { querystring: input.languageQuery, response: answers(answer.carouselItems), tags }),
    async ({ query }) => catalogue.carousel(query.idioma),
  );

  api.post(
    '/Destinos/Alojamiento',
    scoped(CATALOGUE, {
      body: input.accommodationOffersBody,
      response: answers(answer.accommodationOffers, { body: true, notFound: true }),
      tags,
    }),
    async ({ body }) =>
      catalogue.accommodationOffers({
        language: body.idioma,
        destination: body.destino,
        from: body.fecha,
        origin: body.origen,
      }),
  );

  api.get(
    '/Destinos/alojamientoServicios',
    scoped(CATALOGUE, {
      querystring: input.accommodationQuery,
      response: answers(answer.accommodationServices),
      tags,
    }),
    async ({ query }) => catalogue.accommodationServices(query.id_alojamiento, query.id_idioma),
  );

  api.post(
    '/Destinos/Calendario',
    scoped(CATALOGUE, {
      body: input.calendarBody,
      response: answers(answer.calendarDays, { body: true }),
      tags,
    }),
    async ({ body }) =>
      catalogue.calendar({
        accommodationId: body.codigoAlojamiento,
        origin: body.ciudadOrigen,
        nights: body.noches ?? 7,
      }),
  );

  api.get(
    '/Destinos/itinerario',
    scoped(CATALOGUE, {
      querystring: input.serviceOnDateQuery,
      response: answers(answer.flightSegments, { notFound: true }),
      tags,
    }),
    async ({ query }) => catalogue.itinerary(query.id_servicio, query.fecha),
  );

  api.get(
    '/Destinos/GetServicioExtras',
    scoped(CATALOGUE, {
      querystring: input.serviceOnDateQuery,
      response: answers(answer.extraGroups, { notFound: true }),
      tags,
    }),
    async ({ query }) => catalogue.extras(query.id_servicio, query.id_idioma, query.fecha),
  );

  api.post(
    '/Destinos/desgloseOferta',
    scoped(CATALOGUE, {
      body: input.breakdownBody,
      response: answers(answer.breakdownLines, { body: true, notFound: true }),
      tags,
    }),
    async ({ body }) =>
      catalogue.breakdown(
        body.Desglose.map((room) => ({
          numeroServicio: room.numeroServicio,
          idHabitacion: room.idHabitacion,
          adults: room.adultoHab1,
          childAges: room.edades ?? Array.from({ length: room.ninoHab1 }, () => 7),
          infants: room.infanteHab1,
          day: room.fecha,
        })),
      ),
  );

  api.get(
    '/Destinos/informacionDestino',
    scoped(CATALOGUE, {
      querystring: input.destinationInfoQuery,
      response: answers(answer.destinationInfo),
      tags,
    }),
    async ({ query }) => catalogue.destinationInfo(query.destino, query.id_idioma),
  );

  api.get(
    '/Destinos/Notas',
    scoped(CATALOGUE, { querystring: input.serviceQuery, response: answers(answer.serviceNotes), tags }),
    async ({ query }) => catalogue.notes(query.id_servicio, query.id_idioma),
  );

  api.get(
    '/Destinos/GetInformacionAlojamientoById',
    scoped(CATALOGUE, {
      querystring: input.accommodationQuery,
      response: answers(answer.accommodationDetail),
      tags,
    }),
    async ({ query }) => catalogue.accommodationDetail(query.id_alojamiento, query.id_idioma),
  );

  api.get(
    '/Destinos/GetHabitacionServicio',
    scoped(CATALOGUE, { querystring: input.serviceRoomsQuery, response: answers(answer.serviceRooms), tags }),
    async ({ query }) => catalogue.serviceRooms(query.numeroServicio, query.id_idioma),
  );

  api.get(
    '/Destinos/BuscarTasa',
    scoped(CATALOGUE, { querystring: input.serviceQuery, response: answers(answer.serviceTaxes), tags }),
    async ({ query }) => catalogue.taxes(query.id_servicio, query.id_idioma),
  );

  api.get(
    '/Destinos/Getip',
    scoped(CATALOGUE, { response: answers(text(answer.callerAddress)), tags }),
    async (request) => request.ip,
  );

  api.get(
    '/Destinos/InformacionOfertas',
    scoped(CATALOGUE, { querystring: input.serviceQuery, response: answers(answer.offerInfo), tags }),
    async ({ query }) => catalogue.offerInfo(query.id_servicio),
  );

  api.get(
    '/Destinos/GetProveedor',
    scoped(CATALOGUE, {
      querystring: input.serviceQuery,
      response: answers(answer.supplierId, { notFound: true }),
      tags,
    }),
    async ({ query }) => catalogue.supplierOf(query.id_servicio),
  );

  api.get(
    '/Destinos/GetPais',
    scoped(CATALOGUE, { querystring: input.countryQuery, response: answers(answer.countryNames), tags }),
    async ({ query }) => {
      const nombre = await catalogue.countryName(query.id_pais, query.id_idioma);
      return nombre ? [{ nombre }] : [];
    },
  );

  api.get(
    '/Destinos/GetHabitacionAlojamientoByCode',
    scoped(CATALOGUE, { querystring: input.roomQuery, response: answers(answer.catalogueRooms), tags }),
    async ({ query }) => catalogue.room(query.id_habitacion, query.id_idioma),
  );

  api.get(
    '/Destinos/GetDestinoId',
    scoped(CATALOGUE, {
      querystring: input.destinationIdQuery,
      response: answers(answer.destinationIds),
      tags,
    }),
    async ({ query }) => catalogue.destinationId(query.id_destino, query.id_pais),
  );

  api.post(
    '/Destinos/AlojamientoFiltro',
    scoped(CATALOGUE, {
      body: input.accommodationFilterBody,
      response: answers(answer.accommodationOffers, { body: true, notFound: true }),
      tags,
    }),
    async ({ body }) =>
      catalogue.filterAccommodations({
        filters: body.NombreFiltros,
        language: body.id_idioma,
        destination: body.id_destino,
        category: body.categoria,
      }),
  );

  api.post(
    '/Destinos/BuscarDestinosPorNombre',
    scoped(CATALOGUE, {
      body: input.searchByNameBody,
      response: answers(answer.destinationsFound, { body: true }),
      tags,
    }),
    async ({ body }) => catalogue.searchDestinations(body.nombre, body.id_idioma),
  );

  api.get(
    '/Destinos/BuscarDestinos',
    scoped(CATALOGUE, {
      querystring: input.searchDestinationsQuery,
      response: answers(answer.destinationsFound),
      tags,
    }),
    async ({ query }) => catalogue.searchDestinations(query.destino, query.id_idioma),
  );

  api.post(
    '/Destinos/BuscarAlojamientos',
    scoped(CATALOGUE, {
      body: input.searchAccommodationsBody,
      response: answers(answer.accommodationsFound, { body: true }),
      tags,
    }),
    async ({ body }) =>
      catalogue.searchAccommodations({
        name: body.nombre,
        language: body.id_idioma,
        destination: body.id_destino,
        category: body.categoria,
      }),
  );

  const origins = ['Ciudades de origen'];
  api.get(
    '/CiudadesOrigen',
    scoped(CATALOGUE, { response: answers(answer.originCities), tags: origins }),
    async () => catalogue.originCities(),
  );

  api.get(
    '/CiudadesOrigen/Cercana',
    scoped(CATALOGUE, {
      querystring: input.coordinatesQuery,
      response: answers(answer.originCity, { notFound: true }),
      tags: origins,
    }),
    async ({ query }) => {
      const [nearest] = await catalogue.originCities(query);
      if (!nearest) throw new NotFoundError('no origin cities');
      return nearest;
    },
  );

  const combined = ['Combinado'];
  api.get(
    '/Combinado',
    scoped(CATALOGUE, {
      querystring: input.combinedQuery,
      response: answers(answer.combinedTrips),
      tags: combined,
    }),
    async ({ query }) =>
      catalogue.combinedTrips({ language: query.idioma, destination: query.destinos, id: query.id }),
  );

  api.post(
    '/Combinado',
    scoped(CATALOGUE, {
      body: input.combinedCalendarBody,
      response: answers(answer.calendarDays, { body: true }),
      tags: combined,
    }),
    async ({ body }) => catalogue.combinedCalendar(body.codigoAlojamiento, body.ciudadOrigen),
  );

  const circuits = ['Circuitos'];
  api.post(
    '/Circuitos/AlojamientosCircuitos',
    scoped(CATALOGUE, {
      body: input.circuitAccommodationsBody,
      response: answers(answer.circuitCategories, { body: true }),
      tags: circuits,
    }),
    async ({ body }) => catalogue.circuitCategories(body.alojamientos, body.id_idioma),
  );

  api.get(
    '/Circuitos/GetCircuitoItinerario',
    scoped(CATALOGUE, {
      querystring: input.serviceQuery,
      response: answers(answer.circuitDays),
      tags: circuits,
    }),
    async ({ query }) => catalogue.circuitItinerary(query.id_servicio, query.id_idioma),
  );

  api.get(
    '/Circuitos/CircuitosParametros',
    scoped(CATALOGUE, {
      querystring: input.serviceQuery,
      response: answers(answer.circuitParameters, { notFound: true }),
      tags: circuits,
    }),
    async ({ query }) => catalogue.circuitParameters(query.id_servicio),
  );

  api.get(
    '/Circuitos/GetNombreCircuito',
    scoped(CATALOGUE, {
      querystring: input.serviceQuery,
      response: answers(text(answer.circuitName), { notFound: true }),
      tags: circuits,
    }),
    async ({ query }) => catalogue.circuitName(query.id_servicio, query.id_idioma),
  );

  api.post(
    '/Circuitos/Calendario',
    scoped(CATALOGUE, {
      body: input.circuitCalendarBody,
      response: answers(answer.calendarDays, { body: true, notFound: true }),
      tags: circuits,
    }),
    async ({ body }) => catalogue.circuitCalendar(body.id_servicio),
  );
}
