import type { Language } from './language';

/** BCP 47 locale used for numbers and dates in each language. */
export const LOCALES: Record<Language, string> = {
  es: 'es-ES',
  en: 'en-GB',
  fr: 'fr-FR',
  it: 'it-IT',
  pt: 'pt-PT',
  ro: 'ro-RO',
};

/** Section 9: prices are shown rounded up to whole euros, with thousands separated. */
export function formatPrice(euros: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
    useGrouping: 'always',
  }).format(Math.ceil(euros - 1e-9));
}

/** Euro cents (how money is stored) to the displayed price. */
export function formatCents(cents: number, language: Language): string {
  return formatPrice(cents / 100, language);
}

/** Weather services answer in Kelvin; visitors read °C. */
export function kelvinToCelsius(kelvin: number): number {
  return Math.round(kelvin - 273.15);
}

/** A day (YYYY-MM-DD) as visitors read it, e.g. "sáb, 28 nov 2026". */
export function formatDate(isoDay: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** The name of a month (1–12) in a language, for the climate line. */
export function monthName(month: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 1)),
  );
}
