/**
 * Deterministic randomness: the same seed gives the same demo catalogue, ids and prices on every
 * machine (server/catalogue/seed/), and the same key the same generated illustration
 * (server/catalogue/illustrations.ts). Pure, so the domain (generated reviews) uses it too.
 */

/** mulberry32: a small, fast 32-bit generator. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    /** A number in [0, 1). */
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    /** `count` distinct items, in the list's order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const chosen = new Set<number>();
      while (chosen.size < Math.min(count, items.length)) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
    },
    chance: (probability: number) => next() < probability,
  };
}

export type Random = ReturnType<typeof createRandom>;

/** A stable number in [0, 1) for a key (FNV-1a): the same key always gives the same number. */
export function hashUnit(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 4_294_967_296;
}
