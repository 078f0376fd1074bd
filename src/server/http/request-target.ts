/** Characters RFC 3986 calls unreserved: their percent-encoded form means the same address. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The request target every check and route sees: an absolute-form target (`GET http://host/x`)
 * becomes its path and query, percent-encoded unreserved characters are decoded (`/%67estion` is
 * `/gestion`), dot segments are resolved (`/x/../gestion`), backslashes and repeated slashes become
 * one slash. React Router matches pages on the same decoded path, so the back office's gate and
 * the work limits can never be asked about another address than the one a route answers.
 */
export function normaliseRequestTarget(target: string): string {
  let originForm = target;
  if (!target.startsWith('/')) {
    try {
      const absolute = new URL(target);
      originForm = `${absolute.pathname}${absolute.search}`;
    } catch {
      return '/';
    }
  }
  const queryAt = originForm.indexOf('?');
  const rawPath = queryAt < 0 ? originForm : originForm.slice(0, queryAt);
  const query = queryAt < 0 ? '' : originForm.slice(queryAt);
  const decoded = rawPath
    .replace(/%([0-9A-Fa-f]{2})/g, (escape: string, hex: string) => {
      const character = String.fromCharCode(parseInt(hex, 16));
      return UNRESERVED.test(character) ? character : escape.toUpperCase();
    })
    .replace(/[\\/]+/g, '/');
  let path: string;
  try {
    path = new URL(`http://host${decoded}`).pathname;
  } catch {
    return '/';
  }
  return `${path}${query}`;
}
