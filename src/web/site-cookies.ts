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
} as const;

/** A cookie's lifetime as the policy states it: in months from 30 days, else in hours. */
export function cookieLifetime(maxAgeSeconds: number): { unit: 'months' | 'hours'; count: number } {
  return maxAgeSeconds >= 30 * DAY
    ? { unit: 'months', count: Math.round(maxAgeSeconds / (DAY * 30.4)) }
    : { unit: 'hours', count: Math.round(maxAgeSeconds / 3600) };
}
