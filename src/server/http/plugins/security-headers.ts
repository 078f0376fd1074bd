import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * CSP with a fresh nonce per response (no inline script without it), HSTS, nosniff,
 * referrer policy and frame-ancestors on every response. In development Vite injects its own
 * inline scripts, so the CSP is left out there.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { development: boolean }) {
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
            formAction: ["'self'"],
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
