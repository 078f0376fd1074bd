/**
 * Rendered storefront pages kept in memory, for pages whose route declares that they depend on
 * nothing but the request's address, language, cookies and the catalogue (the response header
 * PAGE_CACHE_HEADER). The key names all of these plus the catalogue's version and the day, so a
 * page is never served after the catalogue changed: the price shown is the price booked. Each
 * entry also lives at most `maxAgeMs`, for anything else that moves with time.
 *
 * The CSP nonce of the render that filled an entry is cut out of its body, and each hit is served
 * with its own request's nonce: no two responses share one. At most `maxBytes` of bodies, least
 * recently used first out.
 */

/** Set by a route's `headers` to let its 200 answers be kept; removed before the answer is sent. */
export const PAGE_CACHE_HEADER = 'x-page-cache';
/** The header's value: the page depends on its address, language, cookies and the catalogue only. */
export const PAGE_CACHE_CATALOGUE = 'catalogue';
/** The headers a route returns to let its pages be kept. */
export const KEEPABLE_PAGE_HEADERS = { [PAGE_CACHE_HEADER]: PAGE_CACHE_CATALOGUE } as const;
/** Longer keys (a very long address or cookie header) are not kept. */
const MAX_KEY_LENGTH = 4096;

export interface CachedPage {
  status: number;
  headers: [name: string, value: string][];
  /** The body cut at each occurrence of the nonce it was rendered with. */
  parts: Buffer[];
}

interface Entry {
  page: CachedPage;
  bytes: number;
  storedAt: number;
}

/** What a page depends on besides the catalogue: its address, language and cookies. */
export interface PageRequest {
  protocol: string;
  host: string;
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/** The key of a page, or null when the request is too large to be worth keeping. */
export function pageCacheKey(request: PageRequest, day: string): string | null {
  const key = JSON.stringify([
    day,
    request.protocol,
    request.host,
    request.url,
    request.cookie ?? '',
    request.acceptLanguage ?? '',
  ]);
  return key.length <= MAX_KEY_LENGTH ? key : null;
}

/** Cuts `body` at each occurrence of `nonce`. */
export function cutAtNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const marker = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, start)) {
    parts.push(body.subarray(start, at));
    start = at + marker.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/** The body of a cached page with this response's nonce. */
export function bodyWithNonce(page: CachedPage, nonce: string): Buffer {
  if (page.parts.length === 1) return page.parts[0] as Buffer;
  const marker = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(marker);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

export function createPageCache({
  maxBytes,
  maxAgeMs = 60_000,
  now = Date.now,
}: {
  maxBytes: number;
  maxAgeMs?: number;
  now?: () => number;
}) {
  let version = -1;
  let bytes = 0;
  let hits = 0;
  const entries = new Map<string, Entry>();

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  /** Forgets everything when the catalogue moved on; tells whether `readVersion` is current. */
  const follow = (readVersion: number) => {
    if (readVersion > version) {
      entries.clear();
      bytes = 0;
      version = readVersion;
    }
    return readVersion === version;
  };

  return {
    get(key: string, readVersion: number): CachedPage | undefined {
      if (!follow(readVersion)) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now() - entry.storedAt > maxAgeMs) {
        bytes -= entry.bytes;
        return undefined;
      }
      entries.set(key, entry);
      hits += 1;
      return entry.page;
    },
    set(key: string, readVersion: number, page: CachedPage) {
      // A page rendered on an older catalogue than the cache follows is not kept.
      if (!follow(readVersion)) return;
      const size = key.length + page.parts.reduce((sum, part) => sum + part.length, 0);
      if (size > maxBytes / 8) return;
      drop(key);
      entries.set(key, { page, bytes: size, storedAt: now() });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get bytes() {
      return bytes;
    },
    /** Pages answered from memory since the start. */
    get hits() {
      return hits;
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
