import { addDays } from '../days';
import { createRandom, hashUnit, type Random } from '../random';
import { REVIEW_ASPECTS, type BedBankHotel, type HotelReview, type ReviewAspect } from './bed-bank';
import {
  bandOf,
  REVIEW_BANDS,
  REVIEW_CONS,
  REVIEW_PROS,
  type ReviewBand,
  type ReviewCon,
  type ReviewLanguage,
  type ReviewPro,
} from './review-keys';
import { REVIEW_TEXTS } from './review-texts';

/**
 * Guest reviews of a bed bank hotel (issue 30), generated from its code so every server and page
 * shows the same ones without storing them, and what they add up to. A hotel's quality follows its
 * stars, moved a little by its code; each guest's mood moves all their scores together, and now
 * and then a stay goes wrong, so a four-star hotel has its bad reviews too.
 */

export { bandOf, REVIEW_BANDS, REVIEW_CONS, REVIEW_PROS, type ReviewBand, type ReviewCon, type ReviewPro };

/** Reviews reach back this many days from `today`. */
const REVIEW_DAYS = 730;
const MOST_REVIEWS = 60;
/** Of reviewed hotels, this share has no review yet. */
const NONE_YET = 0.05;
/** A stay that went wrong: its scores fall by about 3.5 points. */
const BAD_STAY = 0.08;

/** Guests write mostly in Spanish and English: the agency's public. */
const LANGUAGE_WEIGHTS: readonly [ReviewLanguage, number][] = [
  ['es', 0.38],
  ['en', 0.27],
  ['fr', 0.12],
  ['it', 0.09],
  ['pt', 0.08],
  ['ro', 0.06],
];

/** How each aspect leans against the hotel's quality: location and staff score higher, value lower. */
const ASPECT_LEAN: Record<ReviewAspect, (stars: number) => number> = {
  cleanliness: () => 0,
  location: () => 0.3,
  staff: () => 0.2,
  value: (stars) => -0.15 * (stars - 3) - 0.1,
  comfort: (stars) => 0.1 * (stars - 3) - 0.1,
};

/** How many pros and cons a guest names, by band: [fewest, most]. */
const MENTIONS: Record<ReviewBand, { pros: [number, number]; cons: [number, number] }> = {
  excellent: { pros: [2, 3], cons: [0, 1] },
  good: { pros: [1, 3], cons: [0, 2] },
  average: { pros: [1, 2], cons: [1, 2] },
  poor: { pros: [0, 1], cons: [2, 3] },
};

/** The overall score: the mean of the aspects, to one decimal (in whole tenths, so sums stay exact). */
export function overallScore(review: Pick<HotelReview, 'scores'>): number {
  const sum = REVIEW_ASPECTS.reduce((total, aspect) => total + review.scores[aspect], 0);
  return Math.round((sum * 10) / REVIEW_ASPECTS.length) / 10;
}

/** The cons a guest who praised a pro would not also complain of. */
const CONTRADICTS: Record<ReviewPro, ReviewCon[]> = {
  beach: [],
  pool: ['crowded'],
  breakfast: [],
  staff: ['service'],
  location: ['location'],
  cleanliness: ['cleanliness'],
  quiet: ['noise', 'crowded'],
  view: [],
  food: ['food'],
  value: ['price'],
  rooms: ['small_rooms', 'dated'],
  wifi: ['wifi'],
};

const clampScore = (value: number) => Math.min(10, Math.max(1, Math.round(value)));

function pickWeighted<T>(random: Random, weighted: readonly [T, number][]): T {
  let left = random.next() * weighted.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [item, weight] of weighted) {
    left -= weight;
    if (left < 0) return item;
  }
  return weighted[weighted.length - 1]![0];
}

/** `count` distinct keys, the likelier by their weights, in the list's order. */
function pickKeys<K extends string>(
  random: Random,
  keys: readonly K[],
  weight: (key: K) => number,
  count: number,
): K[] {
  const pool = keys.map((key) => [key, weight(key)] as [K, number]).filter(([, w]) => w > 0);
  const chosen = new Set<K>();
  while (chosen.size < count && chosen.size < pool.length)
    chosen.add(
      pickWeighted(
        random,
        pool.filter(([key]) => !chosen.has(key)),
      ),
    );
  return keys.filter((key) => chosen.has(key));
}

/** Pros follow the high scores, cons the low ones; a pro the hotel cannot have (no pool) is never named. */
function mentions(
  random: Random,
  band: ReviewBand,
  scores: Record<ReviewAspect, number>,
  amenities?: readonly string[],
) {
  const has = (amenity: string) => !amenities || amenities.includes(amenity);
  const proWeight: Record<ReviewPro, number> = {
    beach: has('beachfront') ? 3 : 0,
    pool: has('pool') ? 2 : 0,
    breakfast: 1.5,
    staff: scores.staff >= 9 ? 5 : scores.staff >= 7 ? 1 : 0,
    location: scores.location >= 9 ? 5 : scores.location >= 7 ? 1 : 0,
    cleanliness: scores.cleanliness >= 9 ? 4 : scores.cleanliness >= 7 ? 0.5 : 0,
    quiet: scores.comfort >= 8 ? 1 : 0,
    view: 0.8,
    food: 1,
    value: scores.value >= 8 ? 4 : 0,
    rooms: scores.comfort >= 9 ? 4 : scores.comfort >= 7 ? 0.5 : 0,
    wifi: has('wifi') ? 0.4 : 0,
  };
  const pros = pickKeys(random, REVIEW_PROS, (key) => proWeight[key], random.int(...MENTIONS[band].pros));
  const conWeight: Record<ReviewCon, number> = {
    noise: scores.comfort <= 6 ? 2 : 0.5,
    wifi: 1,
    food: 1,
    dated: scores.comfort <= 5 ? 3 : 0.3,
    small_rooms: scores.comfort <= 6 ? 2 : 0.5,
    price: scores.value <= 6 ? 4 : 0.5,
    service: scores.staff <= 5 ? 4 : 0.2,
    cleanliness: scores.cleanliness <= 5 ? 4 : 0.1,
    location: scores.location <= 5 ? 4 : 0.1,
    crowded: 1,
  };
  const contradicted = new Set(pros.flatMap((pro) => CONTRADICTS[pro]));
  const cons = pickKeys(
    random,
    REVIEW_CONS,
    (key) => (contradicted.has(key) ? 0 : conWeight[key]),
    random.int(...MENTIONS[band].cons),
  );
  return { pros, cons };
}

const listed = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function reviewText(
  random: Random,
  language: ReviewLanguage,
  band: ReviewBand,
  pros: ReviewPro[],
  cons: ReviewCon[],
) {
  const texts = REVIEW_TEXTS[language];
  const liked =
    pros.length > 0 && (band !== 'poor' || random.chance(0.3))
      ? random.pick(texts.liked).replace(
          '{pros}',
          listed(
            pros.map((key) => texts.pros[key]),
            texts.and,
          ),
        )
      : null;
  const disliked =
    cons.length > 0
      ? random.pick(texts.disliked).replace(
          '{cons}',
          listed(
            cons.map((key) => texts.cons[key]),
            texts.and,
          ),
        )
      : null;
  // A happy guest praises first; an unhappy one starts with what went wrong.
  const sentences =
    band === 'excellent' || band === 'good'
      ? [random.pick(texts.openings[band]), liked, disliked]
      : [random.pick(texts.openings[band]), disliked, liked];
  return sentences
    .filter((sentence): sentence is string => sentence !== null)
    .map(capitalised)
    .join(' ');
}

/**
 * A hotel's reviews, newest first, over the two years before `today` (ISO): none when it is not
 * reviewed, else 0 to 60. Deterministic from the hotel's code. Given the hotel's amenities, no
 * guest praises a pool or a beach it does not have.
 */
export function hotelReviews(
  hotel: Pick<BedBankHotel, 'code' | 'stars' | 'reviewed'> & { amenities?: readonly string[] },
  today: string,
): HotelReview[] {
  if (!hotel.reviewed) return [];
  const random = createRandom(Math.floor(hashUnit(`reviews:${hotel.code}`) * 4_294_967_296));
  if (random.chance(NONE_YET)) return [];
  const count = Math.min(MOST_REVIEWS, Math.round(1 + random.next() ** 0.8 * (22 + hotel.stars * 8)));
  const quality = 5.2 + hotel.stars * 0.75 + (random.next() - 0.5) * 1.6;
  const daysAgo = Array.from({ length: count }, () => random.int(1, REVIEW_DAYS)).sort((a, b) => a - b);
  return daysAgo.map((ago, index) => {
    const language = pickWeighted(random, LANGUAGE_WEIGHTS);
    const texts = REVIEW_TEXTS[language];
    const mood =
      (random.next() + random.next() + random.next() - 1.5) * 1.6 - (random.chance(BAD_STAY) ? 3.5 : 0);
    const scores = Object.fromEntries(
      REVIEW_ASPECTS.map((aspect) => [
        aspect,
        clampScore(quality + mood + ASPECT_LEAN[aspect](hotel.stars) + (random.next() - 0.5) * 1.6),
      ]),
    ) as Record<ReviewAspect, number>;
    const band = bandOf(overallScore({ scores }));
    const { pros, cons } = mentions(random, band, scores, hotel.amenities);
    const author = `${random.pick(texts.names.split(', '))} ${String.fromCharCode(65 + random.int(0, 25))}.`;
    const date = addDays(today, -ago);
    const answered = random.chance(band === 'poor' ? 0.7 : band === 'average' ? 0.45 : 0.22);
    const firstName = author.split(' ')[0]!;
    return {
      id: `${hotel.code}-${String(index + 1).padStart(2, '0')}`,
      language,
      author,
      date,
      scores,
      title: random.pick(texts.titles[band]),
      pros,
      cons,
      text: reviewText(random, language, band, pros, cons),
      ownerResponse: answered
        ? {
            date: addDays(date, Math.min(ago, random.int(1, 10))),
            text: random
              .pick(band === 'poor' || band === 'average' ? texts.apology : texts.thanks)
              .replace('{author}', firstName),
          }
        : null,
    };
  });
}

export interface ReviewSummary {
  count: number;
  /** The mean overall score to one decimal; null without reviews. */
  average: number | null;
  bands: Record<ReviewBand, number>;
  /** The band of the average: the label's key (reviews.bands.<key> in hotels.json). */
  label: ReviewBand | null;
}

export function reviewSummary(reviews: readonly HotelReview[]): ReviewSummary {
  const bands: Record<ReviewBand, number> = { excellent: 0, good: 0, average: 0, poor: 0 };
  let tenths = 0;
  for (const review of reviews) {
    const overall = overallScore(review);
    tenths += Math.round(overall * 10);
    bands[bandOf(overall)] += 1;
  }
  const average = reviews.length ? Math.round(tenths / reviews.length) / 10 : null;
  return { count: reviews.length, average, bands, label: average === null ? null : bandOf(average) };
}

export interface ReviewAnalysis {
  /** Each aspect's mean to one decimal; null without reviews. */
  aspects: Record<ReviewAspect, number | null>;
  /** The five pros and cons named most, with how often; equal counts in the lists' order. */
  pros: { key: ReviewPro; count: number }[];
  cons: { key: ReviewCon; count: number }[];
  /** Reviews scoring 7 or more overall, and under 5. */
  positive: number;
  negative: number;
}

function mostNamed<K extends string>(
  keys: readonly K[],
  named: (review: HotelReview) => readonly string[],
  reviews: readonly HotelReview[],
) {
  const counts = new Map<K, number>(keys.map((key) => [key, 0]));
  for (const review of reviews)
    for (const key of named(review))
      if (counts.has(key as K)) counts.set(key as K, counts.get(key as K)! + 1);
  return keys
    .map((key, order) => ({ key, count: counts.get(key)!, order }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, 5)
    .map(({ key, count }) => ({ key, count }));
}

export function reviewAnalysis(reviews: readonly HotelReview[]): ReviewAnalysis {
  const aspects = Object.fromEntries(
    REVIEW_ASPECTS.map((aspect) => {
      const sum = reviews.reduce((total, review) => total + review.scores[aspect], 0);
      return [aspect, reviews.length ? Math.round((sum * 10) / reviews.length) / 10 : null];
    }),
  ) as Record<ReviewAspect, number | null>;
  const overall = reviews.map(overallScore);
  return {
    aspects,
    pros: mostNamed(REVIEW_PROS, (review) => review.pros, reviews),
    cons: mostNamed(REVIEW_CONS, (review) => review.cons, reviews),
    positive: overall.filter((score) => score >= 7).length,
    negative: overall.filter((score) => score < 5).length,
  };
}
