import { LANGUAGES, type Language } from '../domain/language';

interface Where {
  pathname: string;
  search: string;
}

/**
 * The address of the current page in another language: that language's country site when
 * one is configured, otherwise the same page with `idioma`.
 */
export function languageHref(
  language: Language,
  where: Where,
  languageSites: Partial<Record<Language, string>>,
  origin = '',
): string {
  const params = new URLSearchParams(where.search);
  const site = languageSites[language];
  if (site) {
    params.delete('idioma');
    const query = params.toString();
    return `${site.replace(/\/$/, '')}${where.pathname}${query ? `?${query}` : ''}`;
  }
  params.set('idioma', language);
  return `${origin}${where.pathname}?${params.toString()}`;
}

export function alternateLinks(
  where: Where,
  languageSites: Partial<Record<Language, string>>,
  origin: string,
) {
  return LANGUAGES.map((language) => ({
    language,
    href: languageHref(language, where, languageSites, origin),
  }));
}
