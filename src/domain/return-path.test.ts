import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('the path a form returns to', () => {
  it('keeps paths of this site with their query', () => {
    for (const path of ['/', '/contacto', '/detalleservicio?alojamiento=1001&dia=20270110', '/a/b%20c#top'])
      expect(safeReturnPath(path)).toBe(path);
  });

  it('refuses other sites, backslashes, control and non-ASCII characters', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\\/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a\r\nSet-Cookie: x=1',
      '/caña',
      '/a\u0000b',
      '',
      `/${'a'.repeat(600)}`,
    ])
      expect(safeReturnPath(path)).toBe('/');
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(42)).toBe('/');
  });

  it('always gives a path a Location header can carry and a browser keeps on this site', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl(), fc.webPath()),
        (value) => {
          const path = safeReturnPath(value);
          expect(path).toMatch(/^\/[\x21-\x7e]*$|^\/$/);
          expect(new URL(path, 'https://caribe.example').host).toBe('caribe.example');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
