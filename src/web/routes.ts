import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { PENDING_SCREENS } from './screens';

/** The route table: every path of section 2 of the specification, plus the layout's own forms. */
export default [
  index('routes/home.tsx'),
  route('contacto', 'routes/contact.tsx'),
  route('alojamientoDestino', 'routes/accommodations-by-destination.tsx'),
  route('detalleservicio', 'routes/offer-detail.tsx'),
  route('reserva', 'routes/booking.tsx'),
  route('reserva/SolicitudReserva', 'routes/booking-request.tsx'),
  route('reserva/confirmacion', 'routes/booking-confirmation.tsx'),
  route('home/condiciones', 'routes/conditions.tsx'),
  route('home/preguntas', 'routes/faq.tsx'),
  route('home/proteccion', 'routes/data-protection.tsx'),
  route('home/solicitudfrc', 'routes/modify-cancel.tsx'),
  route('mireserva', 'routes/my-booking.tsx'),
  route('vermireserva', 'routes/my-booking-view.tsx'),
  route('vermireserva/documento', 'routes/my-booking-document.ts'),
  route('pago/notificacion', 'routes/payment-notification.ts'),
  route('pasarela-pruebas/realizarPago', 'routes/sandbox-gateway.tsx'),
  ...Object.keys(PENDING_SCREENS).map((path) => route(path, 'routes/pending.tsx', { id: `pending${path}` })),
  // The back office (/gestion): every path but the sign-in is behind the gate (back-office-gate.ts).
  ...prefix('gestion', [
    route('entrar', 'routes/back-office/sign-in.tsx'),
    route('verificacion', 'routes/back-office/second-factor.tsx'),
    route('salir', 'routes/back-office/sign-out.ts'),
    route('reservas/:localizador/documentos/:id', 'routes/back-office/booking-document.ts'),
    route('correo/:id', 'routes/back-office/mail-html.ts'),
    layout('routes/back-office/layout.tsx', [
      index('routes/back-office/inbox.tsx'),
      route('reservas/:localizador', 'routes/back-office/booking-file.tsx'),
      route('correo', 'routes/back-office/mailbox.tsx'),
      route('agentes', 'routes/back-office/agents.tsx'),
      route('auditoria', 'routes/back-office/audit.tsx'),
    ]),
  ]),
  route('llamame', 'routes/call-me.tsx'),
  route('consentimiento', 'routes/consent.tsx'),
  route('guia-de-estilo', 'routes/style-guide.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('ciudad-origen', 'routes/nearest-origin.ts'),
  route('paises', 'routes/countries.ts'),
  route('sugerencias', 'routes/suggestions.ts'),
  route('asistente', 'routes/assistant.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('.well-known/security.txt', 'routes/security-txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
