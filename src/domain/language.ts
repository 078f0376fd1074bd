/** The six languages of the storefront. Spanish is the source text; English is the fallback. */
export const LANGUAGES = ['es', 'en', 'fr', 'it', 'pt', 'ro'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language's own name, as shown in the language dropdown. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
  ro: 'Română',
};

/** The specification calls English `us` in its language codes; accept both. */
export function toLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const code = value.trim().toLowerCase().slice(0, 2);
  if (code === 'us') return 'en';
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : undefined;
}

/** Languages from an Accept-Language header, best first. */
export function languagesFromAcceptHeader(header: string | null | undefined): Language[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => (entry.tag.toLowerCase().startsWith('us') ? undefined : toLanguage(entry.tag)))
    .filter((lang): lang is Language => lang !== undefined);
}

/**
 * The language of the site a host name belongs to, from the configured map of domain endings
 * (`{ "es": "es", "co.uk": "en" }`). The longest matching ending wins.
 */
export function languageForHost(
  host: string | null | undefined,
  map: Record<string, Language>,
): Language | undefined {
  if (!host) return undefined;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const endings = Object.keys(map).sort((a, b) => b.length - a.length);
  const match = endings.find((ending) => name === ending || name.endsWith(`.${ending.replace(/^\./, '')}`));
  return match ? map[match] : undefined;
}

export interface LanguageSources {
  host?: string | null;
  queryParameter?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

/**
 * Section 9: the locale comes from the site's domain ending; then the `idioma` parameter,
 * then the visitor's stored choice, then the browser's languages; Spanish by default.
 */
export function resolveLanguage(sources: LanguageSources, hostMap: Record<string, Language>): Language {
  return (
    languageForHost(sources.host, hostMap) ??
    toLanguage(sources.queryParameter) ??
    toLanguage(sources.cookie) ??
    languagesFromAcceptHeader(sources.acceptLanguage)[0] ??
    DEFAULT_LANGUAGE
  );
}
