import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_COOKIES, cookieValue, SITE_COOKIES } from '../domain/site-cookies';
import {
  agentCookie,
  confirmationCookie,
  consentCookie,
  endCookie,
  languageCookie,
  myBookingCookie,
  readCookie,
  setCookie,
  signInFormCookie,
} from './cookies.server';

const plain = new Request('http://localhost/');
const secure = new Request('https://www.example.es/');
const pair = (header: string) => header.split(';')[0] ?? '';

describe('the site’s cookies', () => {
  it('are built from their entries: name, lifetime, path and flags', async () => {
    const language = await setCookie(languageCookie, plain, 'fr');
    expect(language).toMatch(/^idioma=[^;]+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const confirmation = await setCookie(confirmationCookie, plain, 'key');
    expect(confirmation).toContain(`Max-Age=${SITE_COOKIES.bookingConfirmation.maxAgeSeconds}`);
    expect(confirmation).toContain('Path=/reserva');
    expect(confirmation).toContain('HttpOnly');
    const session = await setCookie(myBookingCookie, plain, 'token');
    expect(session).toMatch(/^mireserva=.*; Max-Age=1800; Path=\/; HttpOnly; SameSite=Lax$/);
    for (const cookie of [agentCookie, signInFormCookie]) {
      const header = await setCookie(cookie, plain, 'token');
      expect(header).toContain('HttpOnly');
      expect(header).toContain('Secure');
      expect(header).toContain('SameSite=Strict');
    }
    expect(await setCookie(agentCookie, plain, 't')).toContain(
      `Max-Age=${BACK_OFFICE_COOKIES.agentSession.maxAgeSeconds}`,
    );
  });

  it('are Secure on HTTPS, and end with Max-Age=0', async () => {
    expect(await setCookie(consentCookie, secure, 'x')).toContain('Secure');
    expect(await setCookie(consentCookie, plain, 'x')).not.toContain('Secure');
    const ended = await endCookie(myBookingCookie, plain);
    expect(ended).toMatch(/^mireserva=; Max-Age=0;/);
  });

  it('read back what they stored, any text included', async () => {
    for (const value of ['fr', 'a1b2c3', '{"analytics":true}', 'ñandú €']) {
      const header = pair(await setCookie(consentCookie, plain, value));
      expect(
        readCookie(
          new Request('http://localhost/', { headers: { cookie: `a=b; ${header}` } }),
          consentCookie,
        ),
      ).toBe(value);
    }
  });

  it('read a plain value set before createCookie, and ignore a malformed one', () => {
    expect(cookieValue('idioma=ro', 'idioma')).toBe('ro');
    expect(cookieValue('consentimiento=%7B%22a%22%3Atrue%7D', 'consentimiento')).toBe('{"a":true}');
    expect(cookieValue('idioma=%E0%A4%A', 'idioma')).toBeUndefined();
    expect(cookieValue('otra=1', 'idioma')).toBeUndefined();
    expect(cookieValue(undefined, 'idioma')).toBeUndefined();
  });
});
