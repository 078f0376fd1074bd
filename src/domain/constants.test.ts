import { describe, expect, it } from 'vitest';
import { destinationSlug } from './constants';

describe('destination slugs', () => {
  it('uses hyphens for spaces and collapses spaced hyphens', () => {
    expect(destinationSlug('Punta Cana')).toBe('Punta-Cana');
    expect(destinationSlug('Bayahíbe - La Romana')).toBe('Bayahíbe-La-Romana');
    expect(destinationSlug('  Salvador de Bahía ')).toBe('Salvador-de-Bahía');
  });
});
