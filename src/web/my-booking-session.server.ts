import type { AppLoadContext } from 'react-router';
import { isSecureRequest, readCookies } from './request-language.server';
import { SITE_COOKIES } from './site-cookies';

const { name, maxAgeSeconds } = SITE_COOKIES.myBooking;

/** Personal pages and answers: no cache, shared or private, may keep them. */
export const PERSONAL = { 'Cache-Control': 'no-store' } as const;

/** The "Mi reserva" cookie: HttpOnly, SameSite=Lax (it must come back from the card gateway's redirect), Secure on HTTPS. */
export function sessionCookie(request: Request, token: string, maxAge: number = maxAgeSeconds): string {
  const secure = isSecureRequest(request) ? '; Secure' : '';
  return `${name}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export const endedSessionCookie = (request: Request) => sessionCookie(request, '', 0);

export const sessionToken = (request: Request): string | undefined => readCookies(request)[name];

/** The booking this browser's "Mi reserva" session opened, extending the session; undefined without one. */
export function sessionBooking(request: Request, context: AppLoadContext): Promise<number | undefined> {
  return context.services.myBooking.sessions.bookingOf(sessionToken(request));
}
