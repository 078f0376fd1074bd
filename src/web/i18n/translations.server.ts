import i18next, { type TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../domain/language';
import type { Translations } from './i18n';

type Bundle = Record<string, unknown>;

const files = import.meta.glob<Bundle>('../../locales/*/*.json', { eager: true, import: 'default' });

/** locales/<language>/<namespace>.json, read once at start. */
export const catalog: Record<string, Record<string, Bundle>> = {};
for (const [file, bundle] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /\/locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file) ?? [];
  (catalog[language] ??= {})[namespace] = bundle;
}

function isObject(value: unknown): value is Bundle {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withFallback(fallback: unknown, own: unknown): unknown {
  if (!isObject(fallback) || !isObject(own)) return own ?? fallback;
  const merged: Bundle = { ...fallback };
  for (const [key, value] of Object.entries(own)) merged[key] = withFallback(fallback[key], value);
  return merged;
}

/** The namespaces a page needs, in its language, with English filling any gap. */
export function translationsFor(language: Language, namespaces: string[]): Translations {
  const result: Translations = {};
  for (const ns of namespaces) {
    const own = catalog[language]?.[ns];
    const fallback = catalog[FALLBACK_LANGUAGE]?.[ns];
    if (!own && !fallback) throw new Error(`unknown translation namespace ${ns}`);
    result[ns] = withFallback(fallback ?? {}, own ?? {}) as Translations[string];
  }
  return result;
}

const server = i18next.createInstance();
void server.init({
  resources: catalog,
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** Translate on the server (titles, descriptions, e-mails). */
export function serverT(language: Language, namespace = 'common'): TFunction {
  return server.getFixedT(language, namespace);
}
