import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { AgentSession } from '../back-office/agent-sessions';
import type { Services } from '../services';

/** A request the server refused before any route saw it (see plugins/react-router.ts). */
export interface RefusedRequest {
  /** 400 unreadable, 413 too large, 415 not a form, 429 too many forms in a minute. */
  status: number;
  reason: 'too-large' | 'unreadable' | 'too-many';
  /** The page the refused form was sent to, to go back to. */
  back?: string;
}

/** What every React Router loader and action receives as `context`. */
export interface StorefrontLoadContext {
  services: Services;
  config: Config;
  /** Per-response nonce that the CSP allows for inline scripts. */
  cspNonce: string;
  clientIp: string;
  /** The request's logger (pino, redacted): server code logs nothing any other way. */
  log: FastifyBaseLogger;
  /** Call `mail.nudge()` after queuing a mail so it goes out soon (a no-op when the mail worker is off). */
  mail: { nudge(): void };
  /** The signed-in agent of a /gestion page (the gate has checked the session) and their cookie's token. */
  agent?: AgentSession;
  agentToken?: string;
  /** Tells the server the database did not answer (see createOutageWatch). */
  noteDatabaseFailure: () => void;
  /** Set only while the refusal page of a refused request is rendered. */
  refused?: RefusedRequest;
}
