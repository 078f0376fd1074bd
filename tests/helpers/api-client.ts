import type { FastifyInstance } from 'fastify';
import type { ApiScope } from '../../src/domain/schemas/api-clients';

export const API_CLIENT_TEST_PASSWORD = 'una contraseña de cliente larga';

/**
 * A new API client holding `scopes`, signed in through POST /api/Login: its bearer token. The
 * demo client reads the catalogue only, so a test of the booking system makes its own.
 */
export async function apiClientToken(
  app: FastifyInstance,
  scopes: readonly ApiScope[],
  username = `prueba-${scopes.map((scope) => scope.replace(':', '-')).join('-')}`,
): Promise<string> {
  await app.services.apiClients.create(username, API_CLIENT_TEST_PASSWORD, { scopes });
  const login = await app.inject({
    method: 'POST',
    url: '/api/Login',
    payload: { username, password: API_CLIENT_TEST_PASSWORD },
  });
  if (login.statusCode !== 200)
    throw new Error(`API login of ${username}: ${login.statusCode} ${login.body}`);
  return login.body.replace(/^token: /, '');
}
