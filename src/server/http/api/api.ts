import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { API_SCOPES, type ApiScope } from '../../../domain/schemas/api-clients';
import { API_MESSAGES } from '../../../domain/schemas/packages-api';
import { PricingInputError } from '../../../domain/pricing/types';
import { NotFoundError } from '../../catalogue/errors';
import {
  BookingIncompleteError,
  BookingNotDraftError,
  BookingNotFoundError,
} from '../../booking-system/booking-system.service';
import { DraftFullError } from '../../booking/booking-drafts.repository';
import { isDatabaseUnavailable } from '../../db/availability';
import { registerPackagesApi } from './packages-api';
import { registerBookingApi } from './booking-api';
import { registerSearchApi } from './search-api';
import { responseSerializerCompiler } from './response-serializer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for the few calls that need no bearer token (Login, the OpenAPI document). */
    auth?: boolean;
    /**
     * The scope a call needs (decision 0021), set with `scoped()` of ./api-answers. A call that
     * needs a token and declares none is refused to every client.
     */
    scope?: ApiScope;
  }
}

/** What each scope lets a client do, for the reference page. */
const SCOPE_DESCRIPTIONS: Record<ApiScope, string> = {
  'catalogue:read':
    'every call of the packages API under `/api` (read-only: destinations, offers, prices, calendars).',
  'bookings:read':
    "the booking system's reads (`GET /api/v1/…`): bookings with their travellers (passports, birth dates), payments, orders, messages and documents.",
  'bookings:write':
    "the booking system's writes (`POST /api/v1/…`): draft bookings, messages, payment orders and documents, which reach travellers.",
};

/**
 * The REST APIs under /api: the packages API of section 7, its OpenAPI document
 * (/api/openapi.json) and reference page (/api/docs). Any other /api path answers a JSON 404.
 */
export async function registerApiDocumentation(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Packages API',
        version: '1.0.0',
        description: [
          'Vacation packages catalogue (`/api`) and booking system (`/api/v1`) of specification section 7. POST /api/Login with username and password answers `token: …`; send it as `Authorization: Bearer …` on every other call. A missing, expired or revoked token gets `401`. Repeated failed logins lock the username or the address for a while: `429` with `Retry-After`.',
          '',
          '**Scopes.** Each client holds scopes, and each operation names the one it needs in its security requirement; a valid token without it gets `403` (`WWW-Authenticate: Bearer error="insufficient_scope"`) and nothing is read or written:',
          '',
          ...API_SCOPES.map((scope) => `- \`${scope}\`: ${SCOPE_DESCRIPTIONS[scope]}`),
          '',
          "**Search service.** The hotel search under `/api/search` (a city by name, a city's hotel codes, a chunk of at most 50 codes priced for a stay, a hotel's reviews and their analysis) needs no token, as the specification says; the rate limit and the bounds of every call still apply.",
          '',
          'The demo client (`demo`/`demo`, only with the demo catalogue) holds `catalogue:read` alone. The agency creates clients with `npm run api-client:create -- --username … --scopes …` and revokes them in the back office (`/gestion/clientes-api`); a revoked client cannot log in and its tokens stop working at once.',
        ].join('\n'),
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: `The token of POST /api/Login. Scopes: ${API_SCOPES.join(', ')}.`,
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    // Only the API's routes carry tags; pages and assets stay out of the document.
    hideUntagged: true,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
  });
}

/** What the API answers to a request refused before its handler: too big, not JSON, too many. */
const CLIENT_ERRORS: Record<number, [error: string, message: string]> = {
  400: ['Bad Request', API_MESSAGES.validation],
  413: ['Payload Too Large', API_MESSAGES.tooLarge],
  415: ['Unsupported Media Type', API_MESSAGES.mediaType],
  429: ['Too Many Requests', API_MESSAGES.tooMany],
};

export async function registerApi(api: FastifyInstance) {
  // Bodies are JSON only: anything else is 415, not a string the schemas then refuse.
  api.removeContentTypeParser('text/plain');
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(responseSerializerCompiler);

  api.get('/openapi.json', { config: { auth: false }, schema: { hide: true } }, async () => api.swagger());

  // Answers carry tokens (Login), the caller's address (Getip) and, later, bookings: no cache
  // may keep any of them.
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // preParsing: after the rate limit (a route-level onRequest hook) counted the call, so refused
  // tokens count too, and before a body is read for an unknown caller.
  api.addHook('preParsing', async (request, reply) => {
    if (request.routeOptions.config.auth === false || request.url.startsWith('/api/docs')) return;
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
    const caller = token ? await api.services.apiClients.verify(token) : null;
    if (caller === null) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({
          error: 'Unauthorized',
          message: token ? 'Token no válido o caducado' : 'Falta el token de acceso',
        });
    }
    // Fails closed: a call that declares no scope is refused to every client.
    const scope = request.routeOptions.config.scope;
    if (!scope)
      request.log.error({ route: request.routeOptions.url }, 'API route declares no scope: refused');
    if (!scope || !caller.scopes.includes(scope)) {
      return reply
        .status(403)
        .header('www-authenticate', `Bearer error="insufficient_scope"${scope ? `, scope="${scope}"` : ''}`)
        .send({
          error: 'Forbidden',
          message: scope ? `${API_MESSAGES.forbidden}: ${scope}` : API_MESSAGES.forbidden,
        });
    }
  });

  api.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        error: 'Bad Request',
        message: API_MESSAGES.validation,
        errores: error.validation.map((issue) => ({
          campo: issue.instancePath.slice(1).replaceAll('/', '.'),
          mensaje: issue.message,
        })),
      });
    }
    if (error instanceof NotFoundError || error instanceof BookingNotFoundError) {
      return reply.status(404).send({ error: 'Not Found', message: error.message });
    }
    if (
      error instanceof BookingNotDraftError ||
      error instanceof BookingIncompleteError ||
      error instanceof DraftFullError
    ) {
      return reply.status(409).send({ error: 'Conflict', message: error.message });
    }
    if (error instanceof PricingInputError) {
      return reply.status(400).send({
        error: 'Bad Request',
        message: API_MESSAGES.validation,
        errores: [{ campo: 'Desglose', mensaje: error.message }],
      });
    }
    // Handed to the app's error handler, which answers 503 for every route alike.
    if (isDatabaseUnavailable(error)) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const [name, message] = CLIENT_ERRORS[status] ?? CLIENT_ERRORS[400]!;
      return reply.status(status).send({ error: name, message });
    }
    request.log.error({ err: error }, 'api request failed');
    return reply.status(500).send({
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  await api.register(registerPackagesApi);
  await api.register(registerBookingApi, { prefix: '/v1' });
  await api.register(registerSearchApi, { prefix: '/search' });

  // Claims every other /api path, so none falls through to the storefront pages.
  api.all('/*', { config: { auth: false }, schema: { hide: true } }, async (request, reply) =>
    reply
      .status(404)
      .send({ error: 'Not Found', message: `No API route for ${request.method} ${request.url}` }),
  );
}
