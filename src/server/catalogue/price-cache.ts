/**
 * Catalogue reads kept in memory, keyed by what they read and by the catalogue's version: when
 * the version moves on (any change to prices, rooms or texts), every entry is dropped, so a page
 * never shows a price the booking would not charge. At most `maxEntries`, least recently used
 * first out, so memory stays flat however many offers are visited.
 */
export function createPriceCache({ maxEntries = 4000 } = {}) {
  let version = -1;
  const entries = new Map<string, Promise<unknown>>();

  return {
    /** The value read for `key` at `readVersion`, loading it once when missing. */
    get<T>(key: string, readVersion: number, load: () => Promise<T>): Promise<T> {
      // A caller that read an older version than the cache holds reads past the cache.
      if (readVersion < version) return load();
      if (readVersion > version) {
        entries.clear();
        version = readVersion;
      }
      const cached = entries.get(key) as Promise<T> | undefined;
      if (cached) {
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      const loading = load();
      entries.set(key, loading);
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return loading;
    },
    get size() {
      return entries.size;
    },
  };
}

export type PriceCache = ReturnType<typeof createPriceCache>;

type Read = (...args: never[]) => Promise<unknown>;

/** Cached rows are shared by every page: frozen, so a caller that sorts one in place fails loudly. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * The same reads, answered from the cache: each call is keyed by the read's name and its
 * arguments (numbers, strings and arrays of them); the rows it answers are frozen.
 */
export function cachedReads<Reads extends Record<string, Read>>(
  reads: Reads,
  currentVersion: () => Promise<number>,
  cache: PriceCache = createPriceCache(),
): Reads {
  return Object.fromEntries(
    Object.entries(reads).map(([name, read]) => [
      name,
      async (...args: never[]) => {
        const version = await currentVersion();
        return cache.get(`${name}:${JSON.stringify(args)}`, version, async () =>
          deepFreeze(await read(...args)),
        );
      },
    ]),
  ) as Reads;
}
