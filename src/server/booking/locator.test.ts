import { describe, expect, it } from 'vitest';
import { isLocator, newLocator, referenceStamp } from './locator';

describe('locators and reference stamps', () => {
  it('draws random locators that do not repeat', () => {
    const locators = new Set(Array.from({ length: 5_000 }, newLocator));
    expect(locators.size).toBe(5_000);
    for (const locator of [...locators].slice(0, 50)) expect(isLocator(locator)).toBe(true);
  });

  it('stamps the prefix, language and Madrid time to hundredths', () => {
    expect(referenceStamp('es', new Date('2026-11-21T17:30:45.127Z'))).toBe('WEBES2026112118304512');
    expect(referenceStamp('fr', new Date('2026-07-01T10:00:00.000Z'))).toBe('WEBFR2026070112000000');
  });
});
