import { describe, expect, it } from 'vitest';
import { looksOf } from '../../domain/catalogue/pictures';
import { ACCENT } from './illustration-parts';
import { illustration } from './illustrations';

const KINDS = [
  ['alojamiento', ['1001', '1002', '1155', '9999999']],
  ['destino', ['PUJ', 'HAV', 'SSA', 'AUA']],
] as const;

describe.each(KINDS)('generated pictures of kind %s', (kind, keys) => {
  const looks = looksOf(kind);
  const pictures = keys.flatMap((key) =>
    Array.from({ length: looks }, (_, look) => ({ key, look, svg: illustration(kind, key, look) })),
  );

  it('draw every look as a different scene and time of day', () => {
    for (const key of keys) {
      const drawn = pictures.filter((p) => p.key === key).map((p) => /data-look="([^"]+)"/.exec(p.svg)?.[1]);
      expect(new Set(drawn).size).toBe(looks);
    }
  });

  it('stay light and self-contained: under 7 KB, the brand orange, no script, nothing from elsewhere', () => {
    for (const { key, look, svg } of pictures) {
      const where = `${kind} ${key} look ${look}`;
      expect(svg.length, where).toBeLessThan(7 * 1024);
      expect(svg, where).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 500"/);
      expect(svg, where).toContain(ACCENT);
      expect(svg, where).not.toMatch(/<script|\bon\w+=|href=|url\((?!#)/i);
      expect(svg, where).not.toMatch(/NaN|undefined/);
    }
  });

  it('draw the same picture for the same key and look on every call', () => {
    expect(illustration(kind, keys[0], 3)).toBe(illustration(kind, keys[0], 3));
    expect(illustration(kind, keys[0], 3)).not.toBe(illustration(kind, keys[1], 3));
  });
});
