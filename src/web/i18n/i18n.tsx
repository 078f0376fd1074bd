import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '../../domain/language';

/** A namespace's strings, nested by key ("header.callUs" → { header: { callUs } }). */
export type Bundle = { [key: string]: string | Bundle };
/** The namespaces a loader sends: only the visitor's language, completed with English. */
export type Translations = Record<string, Bundle>;
export type TranslateOptions = Record<string, string | number | undefined>;
export type TFunction = (key: string, options?: TranslateOptions) => string;

/**
 * The browser-side translator. The server keeps i18next (translations.server.ts) to build the
 * bundles, titles and e-mails; pages only need to look keys up, pick a plural form and fill
 * {{placeholders}}, which this does in a few lines instead of shipping i18next to every visitor
 * (decision 0007).
 */
export interface Translator {
  language: Language;
  bundles: Translations;
  /**
   * Adds namespaces sent by a route loader (kept for the rest of the visit in this language). A
   * loader may send only some sections of a namespace (the request form sends `booking` without
   * the review page's texts): the sections it lacks are added when another page sends them.
   */
  add(translations: Translations | undefined): void;
  t(namespace: string, key: string, options?: TranslateOptions): string;
}

function lookup(bundle: Bundle | undefined, key: string): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of a count in a language ("one", "few", "other"…), as i18next picks it. */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/**
 * The text of a key, with i18next's JSON v4 plurals: given a numeric `count`, `key_<category>`
 * for the language (`nights_one`, `nights_few`…), then `key_other`, then the key itself.
 */
function lookupText(
  bundle: Bundle | undefined,
  key: string,
  language: Language,
  options?: TranslateOptions,
): string | undefined {
  const count = options?.count;
  if (typeof count === 'number') {
    const candidates = [`${key}_${pluralCategory(language, count)}`, `${key}_other`];
    if (count === 0) candidates.unshift(`${key}_zero`);
    for (const candidate of candidates) {
      const text = lookup(bundle, candidate);
      if (text !== undefined) return text;
    }
  }
  return lookup(bundle, key);
}

export function interpolate(text: string, options?: TranslateOptions): string {
  if (!options) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = options[name];
    return value === undefined ? match : String(value);
  });
}

export function createTranslator(language: Language, translations: Translations): Translator {
  const bundles: Translations = { ...translations };
  return {
    language,
    bundles,
    add(more) {
      for (const [namespace, bundle] of Object.entries(more ?? {})) {
        const known = bundles[namespace];
        if (!known) bundles[namespace] = bundle;
        else if (Object.keys(bundle).some((section) => !(section in known)))
          bundles[namespace] = { ...bundle, ...known };
      }
    },
    t(namespace, key, options) {
      const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [namespace, key];
      const text = lookupText(bundles[ns], path, language, options);
      return text === undefined ? key : interpolate(text, options);
    },
  };
}

const TranslatorContext = createContext<Translator | null>(null);

export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The translate function of a namespace ('common' by default); `ready` is false outside a provider. */
export function useTranslation(namespace = 'common'): {
  t: TFunction;
  ready: boolean;
  language: Language | undefined;
} {
  const translator = useContext(TranslatorContext);
  if (!translator) return { t: (key) => key, ready: false, language: undefined };
  return {
    t: (key, options) => translator.t(namespace, key, options),
    ready: true,
    language: translator.language,
  };
}

/** Adds the namespaces a route loader sent, then returns the translate function of one of them. */
export function useRouteTranslation(namespace: string, translations: Translations | undefined) {
  const translator = useContext(TranslatorContext);
  translator?.add(translations);
  return useTranslation(namespace);
}
