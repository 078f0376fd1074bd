/**
 * Cookie consent (section 4, AEPD rules). Strictly necessary cookies are always on; the three
 * optional categories start denied and only a stored choice grants them.
 */
export const OPTIONAL_CATEGORIES = ['analytics', 'advertising', 'personalization'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
  personalization: boolean;
  /** ISO date the choice was made: consent is asked again after CONSENT_MAX_AGE_DAYS. */
  decidedAt: string;
}

export const CONSENT_COOKIE = 'consentimiento';
export const CONSENT_VERSION = 1;
export const CONSENT_MAX_AGE_DAYS = 365;

export function acceptAll(now: Date): ConsentChoice {
  return { analytics: true, advertising: true, personalization: true, decidedAt: now.toISOString() };
}

export function rejectAll(now: Date): ConsentChoice {
  return { analytics: false, advertising: false, personalization: false, decidedAt: now.toISOString() };
}

/** Compact cookie value: `1.a1d0p0.2026-11-21T10:00:00.000Z`. */
export function serializeConsent(choice: ConsentChoice): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  return `${CONSENT_VERSION}.a${flag(choice.analytics)}d${flag(choice.advertising)}p${flag(choice.personalization)}.${choice.decidedAt}`;
}

/** A stored choice, or null when none is stored, it is malformed, outdated or expired. */
export function parseConsent(value: string | null | undefined, now: Date = new Date()): ConsentChoice | null {
  if (!value) return null;
  const match = /^(\d+)\.a([01])d([01])p([01])\.(.+)$/.exec(value);
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  const decided = new Date(match[5] ?? '');
  if (Number.isNaN(decided.getTime())) return null;
  const ageDays = (now.getTime() - decided.getTime()) / 86_400_000;
  if (ageDays > CONSENT_MAX_AGE_DAYS || ageDays < -1) return null;
  return {
    analytics: match[2] === '1',
    advertising: match[3] === '1',
    personalization: match[4] === '1',
    decidedAt: decided.toISOString(),
  };
}
