import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from '../domain/consent';

const DAY = 86_400;

/**
 * Every cookie the storefront sets, with its lifetime: the cookie policy lists exactly these (a
 * test fails when the policy's texts and this list differ), and the code that sets each reads its
 * name and Max-Age from here. All are first-party and strictly necessary.
 */
export const SITE_COOKIES = {
  consent: { name: CONSENT_COOKIE, maxAgeSeconds: CONSENT_MAX_AGE_DAYS * DAY },
  language: { name: 'idioma', maxAgeSeconds: 365 * DAY },
  bookingConfirmation: { name: 'solicitud', maxAgeSeconds: DAY },
  /** The "Mi reserva" session: its server-side twin ends 30 minutes after the last use too. */
  myBooking: { name: 'mireserva', maxAgeSeconds: 30 * 60 },
} as const;

/** A cookie's lifetime as the policy states it: in months from 30 days, in hours from one hour, else in minutes. */
export function cookieLifetime(maxAgeSeconds: number): {
  unit: 'months' | 'hours' | 'minutes';
  count: number;
} {
  if (maxAgeSeconds >= 30 * DAY) return { unit: 'months', count: Math.round(maxAgeSeconds / (DAY * 30.4)) };
  if (maxAgeSeconds >= 3600) return { unit: 'hours', count: Math.round(maxAgeSeconds / 3600) };
  return { unit: 'minutes', count: Math.round(maxAgeSeconds / 60) };
}
