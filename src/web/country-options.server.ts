import { COUNTRIES } from '../domain/countries';
import { countryName, LOCALES } from '../domain/format';
import type { Language } from '../domain/language';
import type { SelectOption } from './components/ui/field';

const optionsByLanguage = new Map<Language, SelectOption[]>();

/**
 * Every country in the visitor's language, sorted as they read: built once per language and kept.
 * The request form renders them on the server; the browser never receives them in loader data
 * (see components/booking/country-select.tsx).
 */
export function countryOptions(language: Language): SelectOption[] {
  let options = optionsByLanguage.get(language);
  if (!options) {
    const collator = new Intl.Collator(LOCALES[language]);
    options = COUNTRIES.map(([code, nameEs]) => ({
      value: code,
      label: countryName(code, language) ?? nameEs,
    })).sort((a, b) => collator.compare(a.label, b.label));
    optionsByLanguage.set(language, options);
  }
  return options;
}
