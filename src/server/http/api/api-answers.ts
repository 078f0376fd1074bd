import type { FastifySchema } from 'fastify';
import type { ApiScope } from '../../../domain/schemas/api-clients';
import { apiError, validationError } from '../../../domain/schemas/packages-api-responses';

interface Refusals {
  /** The call can name something that does not exist (a 404 with its message). */
  notFound?: boolean;
  /** The call reads a JSON body: too big is 413, another content type 415. */
  body?: boolean;
  /** The call can find its booking in a state that refuses it (409). */
  conflict?: boolean;
}

/**
 * A route's response schemas, for both APIs: its answer (200) and the refusals it can give. Every
 * call can be refused with 400 (validation), 401 (no valid token; Login: wrong password) and 429
 * (rate limit; Login's lock-out); every call but Login with 403 (see `scoped`).
 */
export function answers<T>(ok: T, { notFound = false, body = false, conflict = false }: Refusals = {}) {
  return {
    200: ok,
    400: validationError,
    401: apiError,
    ...(notFound ? { 404: apiError } : {}),
    ...(conflict ? { 409: apiError } : {}),
    ...(body ? { 413: apiError, 415: apiError } : {}),
    429: apiError,
  };
}

/** 403: a valid token whose client lacks the call's scope. */
const scopeRefusal = apiError.meta({
  description: 'A valid token whose client lacks the scope this call needs (named in the message)',
});

/**
 * A route's options with the scope it needs (decision 0021): in its `config`, where the API's auth
 * hook looks for it (a route without one is refused to everybody), and in its OpenAPI operation as
 * its security requirement, with the 403 a token without the scope gets.
 */
export function scoped<S extends FastifySchema & { response?: object }>(scope: ApiScope, schema: S) {
  return {
    config: { scope },
    schema: {
      ...schema,
      security: [{ bearer: [scope] }],
      response: { ...schema.response, 403: scopeRefusal },
    },
  };
}
