import { describe, expect, it } from 'vitest';
import { askedLook, defaultLook, distinctPictures, lookOf, lookParts, LOOKS } from './pictures';

const hotel = (id: number, look?: number) =>
  `/img/catalogo/alojamiento/${id}.svg${look === undefined ? '' : `?aspecto=${look}`}`;

describe('the looks of generated pictures', () => {
  it('gives every look its own scene and time of day, and neighbouring looks differ in both', () => {
    const parts = Array.from({ length: LOOKS }, (_, look) => lookParts(look));
    expect(new Set(parts.map(({ scene, time }) => `${scene}-${time}`)).size).toBe(LOOKS);
    for (let look = 1; look < LOOKS; look += 1) {
      expect(parts[look]?.scene).not.toBe(parts[look - 1]?.scene);
      expect(parts[look]?.time).not.toBe(parts[look - 1]?.time);
    }
  });

  it('gives up to 25 hotels numbered one after another 25 different looks', () => {
    const looks = Array.from({ length: LOOKS }, (_, i) => defaultLook('alojamiento', String(1001 + i)));
    expect(new Set(looks).size).toBe(LOOKS);
    expect(lookOf(hotel(1001))).toBe(defaultLook('alojamiento', '1001'));
    expect(lookOf(hotel(1001, 7))).toBe(7);
    expect(lookOf('https://fotos.example/1001.jpg')).toBeUndefined();
  });

  it('reads a look asked for in an address only when it is one', () => {
    expect(askedLook('0')).toBe(0);
    expect(askedLook('24')).toBe(24);
    for (const bad of ['25', '-1', '1.5', '', 'x', '007', undefined, ['3']])
      expect(askedLook(bad)).toBeUndefined();
  });
});

describe('a row of cards', () => {
  it('keeps each picture’s own look when no card just before shows it', () => {
    const urls = [1001, 1002, 1003, 1004, 1005].map((id) => hotel(id));
    expect(distinctPictures(urls)).toEqual(urls);
  });

  it('gives a card another look when one of the four before it shows its own, and leaves photos alone', () => {
    // 1001 and 1026 share a look (25 apart), as do 1002 and 1027.
    const urls = [
      hotel(1001),
      hotel(1002),
      'https://fotos.example/x.jpg',
      hotel(1026),
      hotel(1027),
      hotel(1003),
    ];
    const pictures = distinctPictures(urls);
    expect(pictures[2]).toBe(urls[2]);
    expect(pictures[0]).toBe(urls[0]);
    expect(pictures[5]).toBe(urls[5]);
    expect(pictures[3]).toMatch(/^\/img\/catalogo\/alojamiento\/1026\.svg\?aspecto=\d+$/);
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
