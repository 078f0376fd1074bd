import { newPassword } from './back-office';
import { z } from './zod';

/**
 * What an API client may do (decision 0021). Every operation of /api and /api/v1 declares the one
 * scope it needs; a client holds any of them:
 * - `catalogue:read`: the packages API under /api (read-only: offers, prices, calendars);
 * - `bookings:read`: the booking system's reads under /api/v1 (GET: bookings, passengers with
 *   passports and birth dates, payments, documents);
 * - `bookings:write`: the booking system's writes under /api/v1 (POST: drafts, messages and
 *   payment orders that reach travellers, documents).
 */
export const API_SCOPES = ['catalogue:read', 'bookings:read', 'bookings:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** The scope a new client gets when none is named, and the demo client's only one. */
export const DEFAULT_API_SCOPES: readonly ApiScope[] = ['catalogue:read'];

export const isApiScope = (value: string): value is ApiScope => API_SCOPES.includes(value as ApiScope);

/** The demo client's username, kept for the demo catalogue (`CATALOGUE=demo`). */
export const DEMO_API_USERNAME = 'demo';

export const API_CLIENT_USERNAME_MAX = 60;
/** 3 to 60 lowercase letters, digits, dots, hyphens or underscores, starting and ending with a letter or digit. */
export const API_CLIENT_USERNAME = /^[a-z0-9][a-z0-9._-]{1,58}[a-z0-9]$/;

/**
 * A new client as `npm run api-client:create` takes it, with its messages in Spanish (the command's
 * language, as agent:create). The password, when one is given rather than generated, is bounded
 * and checked exactly as agents' passwords are (`newPassword`).
 */
export const apiClientCreateSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(API_CLIENT_USERNAME, {
      error: `de 3 a ${API_CLIENT_USERNAME_MAX} caracteres: minúsculas sin tilde, cifras, «.», «-» o «_», empezando y acabando por letra o cifra`,
    })
    .refine((name) => name !== DEMO_API_USERNAME, {
      error: `«${DEMO_API_USERNAME}» está reservado para el cliente de demostración`,
    }),
  scopes: z
    .array(z.string())
    .min(1, { error: `indica al menos un permiso (${API_SCOPES.join(', ')})` })
    .superRefine((scopes, context) => {
      const unknown = scopes.filter((scope) => !isApiScope(scope));
      if (unknown.length > 0)
        context.addIssue({
          code: 'custom',
          message: `permiso desconocido: ${unknown.map((scope) => `«${scope}»`).join(', ')} (los permisos son ${API_SCOPES.join(', ')})`,
        });
    })
    // One of each, in the order of API_SCOPES.
    .transform((scopes) => API_SCOPES.filter((scope) => scopes.includes(scope))),
  /** Translation keys of the back office (errors.passwordShort…): the command words them. */
  password: newPassword.optional(),
});
export type ApiClientCreate = z.output<typeof apiClientCreateSchema>;
