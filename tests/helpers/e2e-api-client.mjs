// The booking team's system as the browser journeys play it (payment orders through /api/v1):
// scripts/e2e-server.mjs creates it with `npm run api-client:create`'s own command before the
// storefront starts. The demo client may read the catalogue only (decision 0021).
export const E2E_API_CLIENT = Object.freeze({
  username: 'equipo-reservas',
  password: 'una contraseña de cliente de prueba',
  scopes: ['bookings:read', 'bookings:write'],
});
