/**
 * Counted nouns ("1 noche", "7 noches", "20 de nopți") and parties ("2 adultos y 1 niño"), said
 * the same way on every page, in e-mails and in titles: the words live in `common:count` and
 * `common:list` (plural forms by i18next's JSON v4 convention), the rules here.
 */

import { formatDate } from './format';
import type { Language } from './language';

/** A translate function: the browser translator's, or i18next's on the server. */
export type Translate = (key: string, options?: Record<string, string | number>) => string;

/** The nouns of `common:count`. */
export type CountNoun =
  'nights' | 'stars' | 'adults' | 'children' | 'infants' | 'travellers' | 'people' | 'days';

/** A party by age band, as the offer and the booking carry it. */
export interface PartyCounts {
  adults: number;
  children: number;
  infants: number;
}

const BANDS = ['adults', 'children', 'infants'] as const;

/** A count with its noun in the form the language needs: "1 estrella", "5 étoiles", "3 nopți". */
export function counted(t: Translate, noun: CountNoun, count: number): string {
  return t(`common:count.${noun}`, { count });
}

/**
 * A party in words, leaving out the bands nobody is in: "2 adultos", "2 adults and 1 child",
 * "2 adulți, 1 copil și 1 bebeluș". A party of nobody (never priced) says "0 viajeros".
 */
export function partyText(t: Translate, party: PartyCounts): string {
  const parts = BANDS.filter((band) => party[band] > 0).map((band) => counted(t, band, party[band]));
  const [first, second, third] = parts;
  if (first === undefined) return counted(t, 'travellers', 0);
  if (second === undefined) return first;
  if (third === undefined) return t('common:list.two', { first, second });
  return t('common:list.three', { first, second, third });
}

/**
 * An offer's day, length and, when given, party: "12 sept 2027 · 7 noches · 2 adultos y 1 niño",
 * said alike beside the calendar, over the breakdown and in the phone's book bar.
 */
export function tripLine(
  t: Translate,
  language: Language,
  trip: { day: string; nights: number; party?: PartyCounts },
): string {
  const parts = [formatDate(trip.day, language), counted(t, 'nights', trip.nights)];
  if (trip.party) parts.push(partyText(t, trip.party));
  return parts.join(' · ');
}
