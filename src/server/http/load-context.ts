import type { Config } from '../config';
import type { Services } from '../services';

/** What every React Router loader and action receives as `context`. */
export interface StorefrontLoadContext {
  services: Services;
  config: Config;
  /** Per-response nonce that the CSP allows for inline scripts. */
  cspNonce: string;
  clientIp: string;
  /** Call `mail.nudge()` after queuing a mail so it goes out soon (a no-op when the mail worker is off). */
  mail: { nudge(): void };
}
