/**
 * A path of this site to go back to after a form (`returnTo`), or '/' for anything else: no
 * scheme or host (`//host`, `/\host`, `/\t/host`), no backslash, no control or non-ASCII
 * character (a header cannot carry them), at most 500 characters.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 500) return '/';
  if (!/^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/.test(value)) return '/';
  // The browser would resolve the same text: it must stay on this site.
  const base = 'http://site.invalid';
  return new URL(value, base).origin === base ? value : '/';
}
