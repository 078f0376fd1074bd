/**
 * The looks of the catalogue's generated pictures (/img/catalogo/…svg): a scene (beach, pool,
 * hotel front, pier, bay; for destinations beach, bay, old town, pier, lagoon) at a time of day
 * (morning, midday, golden hour, sunset, dusk). Each hotel and destination has its own look, and a
 * row of cards never shows one look twice within a few cards (`distinctPictures`).
 */

export const SCENES = 5;
export const TIMES = 5;
export const LOOKS = SCENES * TIMES;

export type PictureKind = 'destino' | 'alojamiento';

/** The scene and the time of day of a look; looks next to each other differ in both. */
export function lookParts(look: number): { scene: number; time: number } {
  const scene = look % SCENES;
  return { scene, time: (scene + Math.floor(look / SCENES)) % TIMES };
}

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return value >>> 0;
}

/**
 * A picture's own look: a hotel's follows its id, so the hotels of a destination (numbered one
 * after another) all look different; a destination's follows its code.
 */
export function defaultLook(kind: PictureKind, key: string): number {
  return kind === 'alojamiento' && /^\d+$/.test(key) ? Number(key) % LOOKS : hash(`${kind}:${key}`) % LOOKS;
}

const GENERATED = /^\/img\/catalogo\/(destino|alojamiento)\/([A-Z]{3}|\d{1,7})\.svg(?:\?aspecto=(\d+))?$/;

/** The look a picture address shows, or undefined for a picture that is not generated (a photo). */
export function lookOf(url: string): number | undefined {
  const match = GENERATED.exec(url);
  if (!match) return undefined;
  const [, kind, key = '', asked] = match;
  return asked !== undefined ? Number(asked) : defaultLook(kind as PictureKind, key);
}

/** A look asked for in a picture's address (`?aspecto=`): a whole number below LOOKS, else undefined. */
export function askedLook(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value)) return undefined;
  const look = Number(value);
  return look < LOOKS ? look : undefined;
}

/** Cards a card is seen beside: the one before it and the one above it in a grid of up to four columns. */
const NEIGHBOURS = 4;

/**
 * The pictures of a row or grid of cards, in order, each keeping its own look unless one of the
 * few cards before it already shows it: then it gets the next look that none of them shows, in
 * its address. Photos are left as they are.
 */
export function distinctPictures(urls: readonly string[]): string[] {
  const shown: (number | undefined)[] = [];
  return urls.map((url) => {
    const own = lookOf(url);
    if (own === undefined) {
      shown.push(undefined);
      return url;
    }
    const recent = new Set(shown.slice(-NEIGHBOURS));
    let look = own;
    for (let step = 1; recent.has(look) && step < LOOKS; step += 1) look = (own + step * 6) % LOOKS;
    shown.push(look);
    return look === own ? url : `${url.replace(/\?.*$/, '')}?aspecto=${look}`;
  });
}

/** `distinctPictures` on the picture field of a list of cards. */
export function withDistinctPictures<K extends string, T extends Record<K, string>>(
  items: readonly T[],
  field: K,
): T[] {
  const urls = distinctPictures(items.map((item) => item[field]));
  return items.map((item, index) => ({ ...item, [field]: urls[index] }));
}
