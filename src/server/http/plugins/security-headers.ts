import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The origin of an absolute gateway URL; nothing for the sandbox, which is on this site. */
function gatewayOrigin(url: string): string[] {
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

/**
 * CSP with a fresh nonce per response (no inline script without it), HSTS, nosniff,
 * referrer policy and frame-ancestors on every response. In development Vite injects its own
 * inline scripts, so the CSP is left out there.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { development: boolean; paymentGateway: string },
) {
  await app.register(helmet, {
    enableCSPNonces: !options.development,
    contentSecurityPolicy: options.development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            imgSrc: ["'self'", 'data:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: ["'self'"],
            // The card gateway's page receives the signed payment order (Redsys redirection).
            formAction: ["'self'", ...gatewayOrigin(options.paymentGateway)],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            frameAncestors: ["'none'"],
          },
        },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
}
