import type { AppLoadContext } from 'react-router';
import { endCookie, myBookingCookie, readCookie, setCookie } from './cookies.server';

/** Personal pages and answers: no cache, shared or private, may keep them. */
export const PERSONAL = { 'Cache-Control': 'no-store' } as const;

/** The "Mi reserva" cookie that holds a session's token (HttpOnly, SameSite=Lax, Secure on HTTPS). */
export const sessionCookie = (request: Request, token: string): Promise<string> =>
  setCookie(myBookingCookie, request, token);

export const endedSessionCookie = (request: Request): Promise<string> => endCookie(myBookingCookie, request);

export const sessionToken = (request: Request): string | undefined => readCookie(request, myBookingCookie);

/** The booking this browser's "Mi reserva" session opened, extending the session; undefined without one. */
export function sessionBooking(request: Request, context: AppLoadContext): Promise<number | undefined> {
  return context.services.myBooking.sessions.bookingOf(sessionToken(request));
}
