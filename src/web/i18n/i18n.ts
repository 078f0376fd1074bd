import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { useContext } from 'react';
import { I18nContext, initReactI18next, useTranslation } from 'react-i18next';
import type { Language } from '../../domain/language';

/** One namespace's strings for one language, as loaders send them. */
export type Translations = ResourceLanguage;

/**
 * An i18next instance for one render. Loaders send only the visitor's language (already
 * completed with the English fallback), so the browser never downloads the other five.
 */
export function createI18n(language: Language, translations: Translations): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: translations } as Resource,
    ns: Object.keys(translations),
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    returnNull: false,
  });
  return instance;
}

/** Adds the namespaces a route loader sent, then returns the translate function of one of them. */
export function useRouteTranslation(namespace: string, translations: Translations | undefined) {
  const { i18n: instance } = useContext(I18nContext);
  if (translations) {
    for (const [ns, bundle] of Object.entries(translations)) {
      if (!instance.hasResourceBundle(instance.language, ns)) {
        instance.addResourceBundle(instance.language, ns, bundle, true, false);
      }
    }
  }
  return useTranslation(namespace);
}
