/**
 * The looks of the catalogue's generated pictures (/img/catalogo/…svg): a scene (for hotels
 * beach, pool, hotel front, pier, bay, garden bungalows, marina, terrace; for destinations beach,
 * bay, old town, pier, lagoon) at a time of day (morning, midday, golden hour, sunset, dusk). Each hotel and destination has its own look, and a
 * row of cards never shows one look twice within a few cards (`distinctPictures`).
 */

export type PictureKind = 'destino' | 'alojamiento';

/** Scenes of each kind of picture; times of day. */
export const SCENES: Record<PictureKind, number> = { alojamiento: 8, destino: 5 };
export const TIMES = 5;

/** How many looks a kind of picture has: every scene at every time of day. */
export const looksOf = (kind: PictureKind) => SCENES[kind] * TIMES;

/** The scene and the time of day of a look; looks next to each other differ in both. */
export function lookParts(kind: PictureKind, look: number): { scene: number; time: number } {
  const scene = look % SCENES[kind];
  return { scene, time: (scene + Math.floor(look / SCENES[kind])) % TIMES };
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
  return kind === 'alojamiento' && /^\d+$/.test(key)
    ? Number(key) % looksOf(kind)
    : hash(`${kind}:${key}`) % looksOf(kind);
}

const GENERATED = /^\/img\/catalogo\/(destino|alojamiento)\/([A-Z]{3}|\d{1,7})\.svg(?:\?aspecto=(\d+))?$/;

/** The look a picture address shows (`alojamiento:12`), or undefined for a picture that is not generated (a photo). */
export function lookOf(url: string): string | undefined {
  const match = GENERATED.exec(url);
  if (!match) return undefined;
  const [, kind, key = '', asked] = match;
  return `${kind}:${asked ?? defaultLook(kind as PictureKind, key)}`;
}

/** A look asked for in a picture's address (`?aspecto=`): a whole number below the kind's looks, else undefined. */
export function askedLook(kind: PictureKind, value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value)) return undefined;
  const look = Number(value);
  return look < looksOf(kind) ? look : undefined;
}

/** Cards a card is seen beside: the one before it and the one above it in a grid of up to four columns. */
const NEIGHBOURS = 4;

/**
 * The pictures of a row or grid of cards, in order, each keeping its own look unless one of the
 * few cards before it already shows it: then it gets the next look that none of them shows, in
 * its address. Photos are left as they are.
 */
export function distinctPictures(urls: readonly string[]): string[] {
  const shown: (string | undefined)[] = [];
  return urls.map((url) => {
    const own = lookOf(url);
    if (own === undefined) {
      shown.push(undefined);
      return url;
    }
    const [kind, number] = own.split(':') as [PictureKind, string];
    const looks = looksOf(kind);
    const recent = new Set(shown.slice(-NEIGHBOURS));
    let look = Number(number);
    for (let step = 1; recent.has(`${kind}:${look}`) && step < looks; step += 1)
      look = (Number(number) + step * 7) % looks;
    shown.push(`${kind}:${look}`);
    return `${kind}:${look}` === own ? url : `${url.replace(/\?.*$/, '')}?aspecto=${look}`;
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
