import type { HotelReview } from './bed-bank';

/**
 * The fixed vocabularies of guest reviews (issue 30): what guests name as good and bad, the score
 * bands and the languages they write in. Keys, not texts: locales/<lang>/hotels.json translates
 * them, and the order here breaks ties when reviews are analysed.
 */

export const REVIEW_PROS = [
  'beach',
  'pool',
  'breakfast',
  'staff',
  'location',
  'cleanliness',
  'quiet',
  'view',
  'food',
  'value',
  'rooms',
  'wifi',
] as const;
export type ReviewPro = (typeof REVIEW_PROS)[number];

export const REVIEW_CONS = [
  'noise',
  'wifi',
  'food',
  'dated',
  'small_rooms',
  'price',
  'service',
  'cleanliness',
  'location',
  'crowded',
] as const;
export type ReviewCon = (typeof REVIEW_CONS)[number];

/** Overall score bands, best first: 9 or more, 7 to 8.9, 5 to 6.9, under 5. */
export const REVIEW_BANDS = ['excellent', 'good', 'average', 'poor'] as const;
export type ReviewBand = (typeof REVIEW_BANDS)[number];

export type ReviewLanguage = HotelReview['language'];
export const REVIEW_LANGUAGES: readonly ReviewLanguage[] = ['es', 'en', 'fr', 'it', 'pt', 'ro'];

export function bandOf(score: number): ReviewBand {
  if (score >= 9) return 'excellent';
  if (score >= 7) return 'good';
  if (score >= 5) return 'average';
  return 'poor';
}
