import { matchRank, normaliseForSearch } from '../catalogue/place-search';
import type { Language } from '../language';
import { BED_BANK_LANGUAGES, type BedBankCity, type BedBankLanguage, type BedBankText } from './bed-bank';

/** The bed bank's text in a language: Spanish, English or French; the other three read English. */
export function bedBankText(
  text: BedBankText,
  language: Language,
): { text: string; language: BedBankLanguage } {
  const shown = (BED_BANK_LANGUAGES as readonly string[]).includes(language)
    ? (language as BedBankLanguage)
    : 'en';
  return { text: text[shown], language: shown };
}

/**
 * The cities a typed name finds, best first: the name in any of the three languages, accents and
 * case ignored ("cancun", "Bucarest", "lisbon"); a whole name before one that starts so, before a
 * word of it, before a part of it; then the city with more hotels. Cities without hotels are left out.
 */
export function findCities<City extends BedBankCity & { hotels: number }>(
  cities: readonly City[],
  typed: string,
  limit = 8,
): City[] {
  const wanted = normaliseForSearch(typed);
  if (wanted.length < 2) return [];
  return cities
    .flatMap((city) => {
      const ranks = BED_BANK_LANGUAGES.map((language) =>
        matchRank(normaliseForSearch(city.name[language]), wanted),
      );
      const found = ranks.filter((rank): rank is number => rank !== null);
      return found.length > 0 && city.hotels > 0 ? [{ city, rank: Math.min(...found) }] : [];
    })
    .sort((a, b) => a.rank - b.rank || b.city.hotels - a.city.hotels || a.city.id - b.city.id)
    .slice(0, limit)
    .map(({ city }) => city);
}
