import { describe, expect, it } from 'vitest';
import { bodyWithNonce, createPageCache, cutAtNonce, pageCacheKey, type CachedPage } from './page-cache';

const page = (body: string, nonce = 'n0nce'): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  parts: cutAtNonce(Buffer.from(body), nonce),
});
const request = {
  protocol: 'http',
  host: 'shop',
  url: '/?idioma=es',
  cookie: undefined,
  acceptLanguage: 'es',
};

describe('the rendered-page cache', () => {
  it('serves each page with the nonce of the response that asks for it', () => {
    const kept = page('<script nonce="n0nce">a</script><script nonce="n0nce">b</script>');
    expect(kept.parts).toHaveLength(3);
    expect(bodyWithNonce(kept, 'fresh').toString()).toBe(
      '<script nonce="fresh">a</script><script nonce="fresh">b</script>',
    );
    expect(bodyWithNonce(page('no script here'), 'fresh').toString()).toBe('no script here');
  });

  it('keys a page by day, protocol, host, address, cookies and languages', () => {
    const key = pageCacheKey(request, '2026-11-23');
    expect(pageCacheKey({ ...request }, '2026-11-23')).toBe(key);
    for (const other of [
      pageCacheKey(request, '2026-11-24'),
      pageCacheKey({ ...request, protocol: 'https' }, '2026-11-23'),
      pageCacheKey({ ...request, host: 'other' }, '2026-11-23'),
      pageCacheKey({ ...request, url: '/?idioma=en' }, '2026-11-23'),
      pageCacheKey({ ...request, cookie: 'idioma=fr' }, '2026-11-23'),
      pageCacheKey({ ...request, acceptLanguage: 'en' }, '2026-11-23'),
    ])
      expect(other).not.toBe(key);
    expect(pageCacheKey({ ...request, cookie: 'x'.repeat(5000) }, '2026-11-23')).toBeNull();
  });

  it('forgets every page when the catalogue moves on, and keeps none rendered on an older one', () => {
    const cache = createPageCache({ maxBytes: 1e6 });
    cache.set('a', 1, page('one'));
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('a', 1, page('rendered on the old catalogue'));
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.hits).toBe(1);
  });

  it('keeps a page at most its age', () => {
    let now = 0;
    const cache = createPageCache({ maxBytes: 1e6, maxAgeMs: 1000, now: () => now });
    cache.set('a', 1, page('one'));
    now = 1000;
    expect(cache.get('a', 1)).toBeDefined();
    now = 1001;
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('keeps at most its bytes, dropping the least recently used page', () => {
    const cache = createPageCache({ maxBytes: 1000 });
    cache.set('a', 1, page('x'.repeat(120)));
    cache.set('b', 1, page('x'.repeat(120)));
    expect(cache.get('a', 1)).toBeDefined();
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i']) cache.set(key, 1, page('x'.repeat(120)));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('i', 1)).toBeDefined();
    expect(cache.get('a', 1)).toBeDefined();
    // A page larger than an eighth of the budget is not kept at all.
    cache.set('big', 1, page('x'.repeat(200)));
    expect(cache.get('big', 1)).toBeUndefined();
  });
});
