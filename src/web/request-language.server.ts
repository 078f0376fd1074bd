import { languageCookie, readCookie, setCookie } from './cookies.server';
import type { AppLoadContext } from 'react-router';
import { resolveLanguage, toLanguage, type Language } from '../domain/language';

/** The language a request is served in (section 9 order: domain, idioma, cookie, Accept-Language). */
export function requestLanguage(request: Request, context: AppLoadContext): Language {
  const url = new URL(request.url);
  return resolveLanguage(
    {
      host: url.host,
      queryParameter: url.searchParams.get('idioma'),
      cookie: readCookie(request, languageCookie),
      acceptLanguage: request.headers.get('accept-language'),
    },
    context.config.site.hostLanguages,
  );
}

/** Set-Cookie that remembers a language the visitor chose with `idioma` (a preference, strictly necessary). */
export async function rememberedLanguageCookie(
  request: Request,
  language: Language,
): Promise<string | undefined> {
  const chosen = toLanguage(new URL(request.url).searchParams.get('idioma'));
  if (!chosen || chosen !== language || readCookie(request, languageCookie) === language) return undefined;
  return setCookie(languageCookie, request, language);
}
