import { AGENT_COOKIE } from './back-office/paths';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from './consent';

const DAY = 86_400;

/** A cookie the site sets: its name and lifetime. Built with React Router's createCookie (src/web/cookies.server.ts). */
export interface SiteCookie {
  readonly name: string;
  readonly maxAgeSeconds: number;
}

/**
 * Every cookie the storefront sets for a visitor, with its lifetime: the cookie policy lists
 * exactly these (a test fails when the policy's texts and this list differ), and the code that
 * sets each reads its name and Max-Age from here. All are first-party and strictly necessary.
 */
export const SITE_COOKIES = {
  consent: { name: CONSENT_COOKIE, maxAgeSeconds: CONSENT_MAX_AGE_DAYS * DAY },
  language: { name: 'idioma', maxAgeSeconds: 365 * DAY },
  bookingConfirmation: { name: 'solicitud', maxAgeSeconds: DAY },
  /** The "Mi reserva" session: its server-side twin ends 30 minutes after the last use too. */
  myBooking: { name: 'mireserva', maxAgeSeconds: 30 * 60 },
} as const satisfies Record<string, SiteCookie>;

/** The back office's cookies, set only for signed-in agents (or one signing in). */
export const BACK_OFFICE_COOKIES = {
  /** The agent's session: its server-side twin lasts as long (agent-sessions.ts). */
  agentSession: { name: AGENT_COOKIE, maxAgeSeconds: 12 * 3600 },
  /** The sign-in form's own CSRF token, before any session exists. */
  signInForm: { name: 'gestion_formulario', maxAgeSeconds: 30 * 60 },
} as const satisfies Record<string, SiteCookie>;

/** A cookie's lifetime as the policy states it: in months from 30 days, in hours from one hour, else in minutes. */
export function cookieLifetime(maxAgeSeconds: number): {
  unit: 'months' | 'hours' | 'minutes';
  count: number;
} {
  if (maxAgeSeconds >= 30 * DAY) return { unit: 'months', count: Math.round(maxAgeSeconds / (DAY * 30.4)) };
  if (maxAgeSeconds >= 3600) return { unit: 'hours', count: Math.round(maxAgeSeconds / 3600) };
  return { unit: 'minutes', count: Math.round(maxAgeSeconds / 60) };
}

/**
 * The text a cookie of a Cookie header holds, read synchronously wherever a request is (the
 * language of every page, the back-office gate, the busy page). createCookie stores a value as
 * base64 of its JSON (UTF-8); a cookie set before that, or by hand, holds the plain text, which
 * is read as it is. A malformed cookie is ignored, like a missing one.
 */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    let raw: string;
    try {
      raw = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
    return fromCreateCookie(raw) ?? raw;
  }
  return undefined;
}

function fromCreateCookie(raw: string): string | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(raw) || raw.length % 4 !== 0) return undefined;
  try {
    const json = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(atob(raw), (char) => char.charCodeAt(0)),
    );
    const value: unknown = JSON.parse(json);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
