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
 * (rate limit; Login's lock-out).
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
