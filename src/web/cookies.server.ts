import { createCookie, type Cookie, type CookieOptions } from 'react-router';
import { BACK_OFFICE_COOKIES, cookieValue, SITE_COOKIES, type SiteCookie } from '../domain/site-cookies';

/**
 * Every cookie the site sets, built with React Router's createCookie from its entry in
 * SITE_COOKIES or BACK_OFFICE_COOKIES (name and lifetime). Secure is added on HTTPS requests;
 * the back office's cookies are always Secure (browsers keep Secure cookies of http://localhost).
 */
const defined = ({ name, maxAgeSeconds }: SiteCookie, options: CookieOptions = {}): Cookie =>
  createCookie(name, { path: '/', sameSite: 'lax', maxAge: maxAgeSeconds, ...options });

const backOffice = { httpOnly: true, secure: true, sameSite: 'strict' } as const;

export const consentCookie = defined(SITE_COOKIES.consent);
export const languageCookie = defined(SITE_COOKIES.language);
/** Read back only by the confirmation page, under /reserva. */
export const confirmationCookie = defined(SITE_COOKIES.bookingConfirmation, {
  path: '/reserva',
  httpOnly: true,
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The form key of the last request this browser sent (a UUID), if its cookie holds one. */
export function confirmationKey(request: Request): string | undefined {
  const key = cookieValue(request.headers.get('cookie'), confirmationCookie.name);
  return key !== undefined && UUID.test(key) ? key : undefined;
}

/** SameSite=Lax: it must come back from the card gateway's redirect. */
export const myBookingCookie = defined(SITE_COOKIES.myBooking, { httpOnly: true });
/**
 * Its path is the whole site: React Router fetches the inbox's data from /gestion.data, which a
 * cookie of Path=/gestion would not reach; only the back-office gate ever reads it.
 */
export const agentCookie = defined(BACK_OFFICE_COOKIES.agentSession, backOffice);
export const signInFormCookie = defined(BACK_OFFICE_COOKIES.signInForm, backOffice);

const onHttps = (request: Request) => (new URL(request.url).protocol === 'https:' ? { secure: true } : {});

/** The Set-Cookie header that stores `value` in `cookie`. */
export const setCookie = (cookie: Cookie, request: Request, value: string): Promise<string> =>
  cookie.serialize(value, onHttps(request));

/** The Set-Cookie header that removes `cookie`. */
export const endCookie = (cookie: Cookie, request: Request): Promise<string> =>
  cookie.serialize('', { ...onHttps(request), maxAge: 0 });

/** The text `cookie` holds in this request, if any. */
export const readCookie = (request: Request, cookie: Cookie): string | undefined =>
  cookieValue(request.headers.get('cookie'), cookie.name);
