import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../language';
import { mobileInE164 } from './mobile-phone';

const LOCALES = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'locales');

describe('mobile numbers', () => {
  it('are taken as people type them, with or without the Spanish prefix, and refused when short', () => {
    for (const typed of ['612345678', '612 345 678', '+34 612 345 678', '0034612345678'])
      expect(mobileInE164(typed, 'ES'), typed).toBe('+34612345678');
    expect(mobileInE164('612345', 'ES')).toBeUndefined();
  });

  it('accept the example every language’s phone hint gives', () => {
    for (const language of LANGUAGES) {
      const common = JSON.parse(readFileSync(path.join(LOCALES, language, 'common.json'), 'utf8'));
      const hint: string = common.callMe?.phoneHint ?? JSON.stringify(common);
      const example = /\+\d[\d ]+\d/.exec(hint)?.[0];
      expect(example, language).toBeDefined();
      expect(mobileInE164(example!), `${language}: ${example}`).toMatch(/^\+\d+$/);
    }
  });
});
