import type { BedBankLanguage } from '../../../domain/hotels/bed-bank';

/**
 * Neighbourhood names as the bed bank's texts use them. A name keeps its local article: French
 * ones in lower case ("le Marais", "la Bastille", "l'Opéra"), Spanish and Catalan ones as part of
 * the name ("El Born", "La Latina", "L'Eixample"). Each language then says "of the Marais" its own
 * way: "du Marais", "del Marais", "the Marais".
 */

/** A list written as one text: items split on commas and line ends (data files stay short). */
export const list = (text: string): string[] =>
  text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

const FRENCH_ARTICLE = /^(le|la|les) |^l'/;
const startsWithVowel = (text: string) => /^[aeiouyàâéèêëîïôûüh]/i.test(text.normalize('NFC'));

/** The name without a French article, as English and hotel names put it ("the Marais district"). */
export const bareName = (area: string) => area.replace(FRENCH_ARTICLE, '');

/** "of" and the area, contracted as the language does: du Marais, de l'Opéra, del Born, d'Alfama. */
export function ofArea(language: BedBankLanguage, area: string): string {
  if (language === 'en') return bareName(area);
  if (language === 'es') {
    if (/^(le|El) /.test(area)) return `del ${area.slice(3)}`;
    if (/^L'/.test(area)) return `de l'${area.slice(2)}`;
    return `de ${area}`;
  }
  if (/^(le|El) /.test(area)) return `du ${area.slice(3)}`;
  if (/^(les|Els) /.test(area)) return `des ${area.slice(area.indexOf(' ') + 1)}`;
  if (/^la |^l'/.test(area)) return `de ${area}`;
  if (/^L'/.test(area)) return `de l'${area.slice(2)}`;
  return startsWithVowel(area) ? `d'${area}` : `de ${area}`;
}
