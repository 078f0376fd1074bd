import { SITE_COOKIES } from './site-cookies';
import type { AppLoadContext } from 'react-router';
import { resolveLanguage, toLanguage, type Language } from '../domain/language';

export const LANGUAGE_COOKIE = SITE_COOKIES.language.name;

export function readCookies(request: Request): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] ??= decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      // A malformed cookie is ignored, like a missing one.
    }
  }
  return cookies;
}

/** The language a request is served in (section 9 order: domain, idioma, cookie, Accept-Language). */
export function requestLanguage(request: Request, context: AppLoadContext): Language {
  const url = new URL(request.url);
  return resolveLanguage(
    {
      host: url.host,
      queryParameter: url.searchParams.get('idioma'),
      cookie: readCookies(request)[LANGUAGE_COOKIE],
      acceptLanguage: request.headers.get('accept-language'),
    },
    context.config.site.hostLanguages,
  );
}

/** Set-Cookie that remembers a language the visitor chose with `idioma` (a preference, strictly necessary). */
export function rememberedLanguageCookie(request: Request, language: Language): string | undefined {
  const url = new URL(request.url);
  const chosen = toLanguage(url.searchParams.get('idioma'));
  if (!chosen || chosen !== language || readCookies(request)[LANGUAGE_COOKIE] === language) return undefined;
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${SITE_COOKIES.language.maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}
