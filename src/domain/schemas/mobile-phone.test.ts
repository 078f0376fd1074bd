import { describe, expect, it } from 'vitest';
import { mobileInE164 } from './mobile-phone';

describe('mobile numbers', () => {
  it('are taken as people type them, with or without the Spanish prefix, and refused when short', () => {
    for (const typed of ['612345678', '612 345 678', '+34 612 345 678', '0034612345678'])
      expect(mobileInE164(typed, 'ES'), typed).toBe('+34612345678');
    expect(mobileInE164('612345', 'ES')).toBeUndefined();
  });
});
