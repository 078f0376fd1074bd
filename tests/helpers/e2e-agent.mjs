// The back-office agent the browser journeys sign in as: scripts/e2e-server.mjs creates it with
// `npm run agent:create`'s own command before the storefront starts.
export const E2E_AGENT = Object.freeze({
  email: 'equipo@caribesol.example',
  name: 'Equipo de reservas',
  password: 'una contraseña de prueba larga',
});
