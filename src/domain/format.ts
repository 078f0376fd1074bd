import { centsToEuros } from './pricing/money';
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

/**
 * One formatter per language and kind, built on first use: building an Intl formatter costs far
 * more than using one (tens of microseconds), and a page formats hundreds of prices and days.
 */
function perLanguage<T>(build: (locale: string) => T): (language: Language) => T {
  const built = new Map<Language, T>();
  return (language) => {
    let formatter = built.get(language);
    if (!formatter) {
      formatter = build(LOCALES[language]);
      built.set(language, formatter);
    }
    return formatter;
  };
}

/** Euros in a language, thousands always separated, with a fixed number of decimals. */
const euroFormat = (decimals: number) =>
  perLanguage(
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: decimals,
        minimumFractionDigits: decimals,
        useGrouping: 'always',
      }),
  );
const priceFormat = euroFormat(0);
const amountFormat = euroFormat(2);
const dayFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const monthFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }),
);
const monthYearFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
/** Monday to Sunday, abbreviated, in each language. */
const weekdayNames = perLanguage((locale) => {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2026, 10, 16 + i))));
});
const regionNames = perLanguage((locale) => new Intl.DisplayNames([locale], { type: 'region' }));

/** Section 9: prices are shown rounded up to whole euros, with thousands separated. */
export function formatPrice(euros: number, language: Language): string {
  return priceFormat(language).format(Math.ceil(euros - 1e-9));
}

/**
 * A price that may wrap between its amount and its currency where the language writes a space
 * there ("1.020 EUR" in Romanian: two lines in a narrow calendar day, never past its edge); the
 * amount itself never breaks.
 */
export function formatPriceWrapping(euros: number, language: Language): string {
  const parts = priceFormat(language).formatToParts(Math.ceil(euros - 1e-9));
  return parts
    .map((part, index) => {
      const nextToCurrency = parts[index - 1]?.type === 'currency' || parts[index + 1]?.type === 'currency';
      return part.type === 'literal' && nextToCurrency && /^\s+$/u.test(part.value) ? ' ' : part.value;
    })
    .join('');
}

/** Euro cents (how money is stored) to the displayed price. */
export function formatCents(cents: number, language: Language): string {
  return formatPrice(centsToEuros(cents), language);
}

/**
 * Money owed or paid (payment orders, payments, the pending balance), to the cent: a receipt must
 * say exactly what was charged. Prices of the catalogue use formatCents (rounded up).
 */
export function formatAmount(cents: number, language: Language): string {
  return amountFormat(language).format(centsToEuros(cents));
}

/** A change of an amount, always signed: "+50,00 €", "−100,00 €" (a true minus sign). */
export function formatSignedAmount(cents: number, language: Language): string {
  return `${cents < 0 ? '−' : '+'}${formatAmount(Math.abs(cents), language)}`;
}

/**
 * A booked total: whole euros as prices show them, or to the cent when it has cents (a total the
 * team set by hand, or booked before prices were whole euros), so it never differs from what is owed.
 */
export function formatTotal(cents: number, language: Language): string {
  return cents % 100 === 0 ? formatCents(cents, language) : formatAmount(cents, language);
}

const countFormat = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

/** A count as the language writes it: "1.050" in Spanish, "1,050" in English. */
export function formatNumber(value: number, language: Language): string {
  return countFormat(language).format(value);
}

const sizeFormat = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));

/** A file's size as a document list shows it: KB (at least 1) below a megabyte, MB with one decimal above. */
export function formatFileSize(bytes: number, language: Language): string {
  const format = sizeFormat(language);
  return bytes >= 1024 * 1024
    ? `${format.format(bytes / 1024 / 1024)} MB`
    : `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

const madridDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The agency's calendar day (Madrid) of a moment (an ISO timestamp): a payment made at 00:30 in
 * Madrid is on that day, not on the previous one as its UTC date says.
 */
export function madridDay(isoTimestamp: string): string {
  return madridDayFormat.format(new Date(isoTimestamp));
}

const madridTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as Madrid's wall clock reads it, `2026-11-28 14:47`: what a spreadsheet set to Spanish
 * reads as a date and time (the back office's CSV files).
 */
export function madridDateTime(isoTimestamp: string): string {
  const moment = new Date(isoTimestamp);
  return `${madridDayFormat.format(moment)} ${madridTimeFormat.format(moment)}`;
}

/** Weather services answer in Kelvin; visitors read °C. */
export function kelvinToCelsius(kelvin: number): number {
  return Math.round(kelvin - 273.15);
}

/** A day (YYYY-MM-DD) as visitors read it, e.g. "sáb, 28 nov 2026". */
export function formatDate(isoDay: string, language: Language): string {
  return dayFormat(language).format(new Date(`${isoDay}T00:00:00Z`));
}

/** The name of a month (1–12) in a language, for the climate line. */
export function monthName(month: number, language: Language): string {
  return monthFormat(language).format(new Date(Date.UTC(2026, month - 1, 1)));
}

/** A calendar's title, e.g. "Diciembre 2026" (YYYY-MM). */
export function formatMonthTitle(month: string, language: Language): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const title = monthYearFormat(language).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
  return title.charAt(0).toLocaleUpperCase(LOCALES[language]) + title.slice(1);
}

/** Abbreviated weekday names from Monday, for a calendar's header. */
export function weekdaysFromMonday(language: Language): readonly string[] {
  return weekdayNames(language);
}

/** A country's name (ISO 3166 code) in a language, or undefined when Intl does not know it. */
export function countryName(code: string, language: Language): string | undefined {
  return regionNames(language).of(code);
}
