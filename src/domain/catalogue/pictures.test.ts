import { describe, expect, it } from 'vitest';
import {
  askedLook,
  defaultLook,
  distinctPictures,
  lookOf,
  lookParts,
  looksOf,
  type PictureKind,
} from './pictures';

const hotel = (id: number, look?: number) =>
  `/img/catalogo/alojamiento/${id}.svg${look === undefined ? '' : `?aspecto=${look}`}`;

describe('the looks of generated pictures', () => {
  it.each(['alojamiento', 'destino'] as PictureKind[])(
    'gives every %s look its own scene and time of day, and neighbouring looks differ in both',
    (kind) => {
      const looks = looksOf(kind);
      const parts = Array.from({ length: looks }, (_, look) => lookParts(kind, look));
      expect(new Set(parts.map(({ scene, time }) => `${scene}-${time}`)).size).toBe(looks);
      for (let look = 1; look < looks; look += 1) {
        expect(parts[look]?.scene).not.toBe(parts[look - 1]?.scene);
        expect(parts[look]?.time).not.toBe(parts[look - 1]?.time);
      }
    },
  );

  it('gives up to 40 hotels numbered one after another 40 different looks', () => {
    const looks = Array.from({ length: 40 }, (_, i) => defaultLook('alojamiento', String(1001 + i)));
    expect(new Set(looks).size).toBe(40);
    expect(lookOf(hotel(1001))).toBe(`alojamiento:${defaultLook('alojamiento', '1001')}`);
    expect(lookOf(hotel(1001, 7))).toBe('alojamiento:7');
    expect(lookOf('https://fotos.example/1001.jpg')).toBeUndefined();
  });

  it('reads a look asked for in an address only when that kind of picture has it', () => {
    expect(askedLook('alojamiento', '0')).toBe(0);
    expect(askedLook('alojamiento', '39')).toBe(39);
    expect(askedLook('destino', '24')).toBe(24);
    expect(askedLook('destino', '25')).toBeUndefined();
    for (const bad of ['40', '-1', '1.5', '', 'x', '007', undefined, ['3']])
      expect(askedLook('alojamiento', bad)).toBeUndefined();
  });
});

describe('a row of cards', () => {
  it('keeps each picture’s own look when no card just before shows it', () => {
    const urls = [1001, 1002, 1003, 1004, 1005].map((id) => hotel(id));
    expect(distinctPictures(urls)).toEqual(urls);
  });

  it('gives a card another look when one of the four before it shows its own, and leaves photos alone', () => {
    // 1001 and 1041 share a look (40 apart), as do 1002 and 1042.
    const urls = [
      hotel(1001),
      hotel(1002),
      'https://fotos.example/x.jpg',
      hotel(1041),
      hotel(1042),
      hotel(1003),
    ];
    const pictures = distinctPictures(urls);
    expect(pictures[2]).toBe(urls[2]);
    expect(pictures[0]).toBe(urls[0]);
    expect(pictures[5]).toBe(urls[5]);
    expect(pictures[3]).toMatch(/^\/img\/catalogo\/alojamiento\/1041\.svg\?aspecto=\d+$/);
    const looks = pictures.map(lookOf);
    for (let i = 0; i < looks.length; i += 1)
      for (let j = Math.max(0, i - 4); j < i; j += 1)
        if (looks[i] !== undefined) expect(looks[i], `${i} and ${j}`).not.toBe(looks[j]);
  });

  it('never repeats a look within four cards, even when every card has the same one', () => {
    const looks = distinctPictures(Array.from({ length: 30 }, () => hotel(1001))).map(lookOf);
    for (let i = 0; i < looks.length; i += 1)
      expect(new Set(looks.slice(Math.max(0, i - 4), i + 1)).size).toBe(Math.min(i + 1, 5));
  });
});
