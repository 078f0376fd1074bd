import { describe, expect, it } from 'vitest';
import { acceptAll, parseConsent, rejectAll, serializeConsent } from './consent';

const now = new Date('2026-11-21T10:00:00.000Z');

describe('cookie consent', () => {
  it('round-trips a custom choice', () => {
    const choice = {
      analytics: true,
      advertising: false,
      personalization: true,
      decidedAt: now.toISOString(),
    };
    expect(parseConsent(serializeConsent(choice), now)).toEqual(choice);
  });

  it('accept grants every optional category and reject denies them all', () => {
    expect(parseConsent(serializeConsent(acceptAll(now)), now)).toMatchObject({
      analytics: true,
      advertising: true,
      personalization: true,
    });
    expect(parseConsent(serializeConsent(rejectAll(now)), now)).toMatchObject({
      analytics: false,
      advertising: false,
      personalization: false,
    });
  });

  it('asks again when nothing, garbage or an expired choice is stored', () => {
    expect(parseConsent(undefined, now)).toBeNull();
    expect(parseConsent('yes', now)).toBeNull();
    const old = serializeConsent(acceptAll(new Date('2025-10-01T00:00:00Z')));
    expect(parseConsent(old, now)).toBeNull();
  });
});
