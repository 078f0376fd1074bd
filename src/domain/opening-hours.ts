import type { Language } from './language';

/** Opening hours as the site settings keep them: "10:00-22:00" on weekdays and on Saturdays. */
export interface OpeningHours {
  weekdays: string;
  saturday: string;
}

/**
 * The agency's clock, as every language says it. The hours are Spain's peninsular time (Madrid);
 * a visitor in Bucharest, Lisbon or London is an hour off, and one in the Canaries too, so every
 * text that shows hours names the zone, in every language, the Spanish site included.
 */
export const AGENCY_TIME_ZONE: Record<Language, string> = {
  es: '(hora peninsular)',
  en: '(Spain time)',
  fr: '(heure d’Espagne)',
  it: '(ora spagnola)',
  pt: '(hora de Espanha)',
  ro: '(ora Spaniei)',
};

/** A range as a sentence shows it: "10:00-22:00" → "10:00–22:00". */
export const hoursRange = (range: string) => range.replace('-', '–');

/** The zone note after the last time of a sentence: "18:00" → "18:00 (Spain time)". */
const withZone = (time: string, language: Language) => `${time} ${AGENCY_TIME_ZONE[language]}`;

/**
 * The one place the agency's hours become text. Every hours sentence ("Monday to Friday from
 * {{from}} to {{to}} and Saturdays from {{satFrom}} to {{satTo}}", "… {{weekdays}} … {{saturday}}")
 * ends with Saturday, so the zone note follows the Saturday closing time: `satTo` and `saturday`
 * carry it, and a sentence never adds it itself.
 */
export function openingHoursText(hours: OpeningHours, language: Language) {
  const [from = '', to = ''] = hours.weekdays.split('-');
  const [satFrom = '', satTo = ''] = hours.saturday.split('-');
  return {
    from,
    to,
    satFrom,
    satTo: withZone(satTo, language),
    weekdays: hoursRange(hours.weekdays),
    saturday: withZone(hoursRange(hours.saturday), language),
  };
}

/** The time slots a visitor may ask to be called back in (the "call me" form), Spain's time. */
export const CALLBACK_SLOTS = {
  morning: '10:00-14:00',
  afternoon: '14:00-18:00',
  evening: '18:00-22:00',
} as const;

/** A call-back slot as its option says it: "10:00–14:00 (Spain time)". */
export const slotText = (range: string, language: Language) => withZone(hoursRange(range), language);
