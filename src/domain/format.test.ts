import { describe, expect, it } from 'vitest';
import { formatPrice, kelvinToCelsius } from './format';

const clean = (s: string) => s.replace(/\s/g, ' ');

describe('price display', () => {
  it('rounds up to whole euros and separates thousands', () => {
    expect(clean(formatPrice(1234.01, 'es'))).toBe('1.235 €');
    expect(clean(formatPrice(999, 'es'))).toBe('999 €');
    expect(formatPrice(1234.5, 'en')).toBe('€1,235');
  });

  it('does not round an exact amount up', () => {
    expect(clean(formatPrice(1200, 'fr'))).toBe('1 200 €');
  });

  it('converts Kelvin to Celsius', () => {
    expect(kelvinToCelsius(300.15)).toBe(27);
  });
});
