import { describe, expect, it } from 'vitest';
import { REVIEW_ASPECTS, type HotelReview } from './bed-bank';
import { hotelReviews, overallScore, reviewAnalysis, reviewSummary } from './hotel-reviews';
import { REVIEW_CONS, REVIEW_LANGUAGES, REVIEW_PROS, type ReviewLanguage } from './review-keys';
import { REVIEW_TEXTS } from './review-texts';

const TODAY = '2026-11-28';
const hotel = (code: number, stars: 1 | 2 | 3 | 4 | 5 = 4) => ({ code, stars, reviewed: true });
/** Reviews of a few hundred hotels of every category. */
const SAMPLE = Array.from({ length: 300 }, (_, i) =>
  hotelReviews(hotel(200_000 + i, ((i % 5) + 1) as 1), TODAY),
);
const ALL = SAMPLE.flat();

/** Words only one of the six languages writes (whole words, case-blind). */
const MARKERS: Record<ReviewLanguage, RegExp> = {
  es: /(?<!\p{L})(el|y|muy|pero|nos|fue|estancia|está|unos|días|bien|peor|mejor|habitaciones|destacaría|mejorar|tuvimos|ninguna)(?!\p{L})/iu,
  en: /(?<!\p{L})(the|was|we|very|stay|could|downside|highlights|nothing|our)(?!\p{L})/iu,
  fr: /(?<!\p{L})(très|nous|était|séjour|avons|points|rien|hôtel|améliorer|l’hôtel)(?!\p{L})/iu,
  it: /(?<!\p{L})(molto|abbiamo|soggiorno|è|stato|punti|niente|migliorare|della|nel)(?!\p{L})/iu,
  pt: /(?<!\p{L})(o|os|muito|foi|estadia|não|destacamos|melhorar|tivemos|ficámos|nossa)(?!\p{L})/iu,
  ro: /(?<!\p{L})(foarte|și|am|fost|sejur|sejurul|nu|puncte|hotelul|avem)(?!\p{L})/iu,
};
const markerCount = (text: string, language: ReviewLanguage) =>
  text.split(/\s+/).filter((word) => MARKERS[language].test(word.replace(/[.,:;!?]+$/, ''))).length;

describe('hotelReviews', () => {
  it('gives the same reviews for the same hotel, and none to a hotel not reviewed', () => {
    expect(hotelReviews(hotel(123_456), TODAY)).toEqual(hotelReviews(hotel(123_456), TODAY));
    expect(hotelReviews(hotel(123_456), TODAY)).not.toEqual(hotelReviews(hotel(123_457), TODAY));
    expect(hotelReviews({ code: 123_456, stars: 4, reviewed: false }, TODAY)).toEqual([]);
  });

  it('gives 0 to 60 reviews, a few reviewed hotels none yet', () => {
    const counts = SAMPLE.map((reviews) => reviews.length);
    expect(Math.max(...counts)).toBeLessThanOrEqual(60);
    expect(Math.max(...counts)).toBeGreaterThan(40);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThan(0);
    expect(counts.filter((count) => count === 0).length).toBeLessThan(counts.length * 0.15);
  });

  it('dates them newest first over the last two years, answers after the review and before today', () => {
    for (const reviews of SAMPLE) {
      const dates = reviews.map((review) => review.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const review of reviews) {
        expect(review.date < TODAY && review.date >= '2024-11-28').toBe(true);
        if (review.ownerResponse) {
          expect(review.ownerResponse.date > review.date).toBe(true);
          expect(review.ownerResponse.date <= TODAY).toBe(true);
        }
      }
      expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length);
    }
  });

  it('scores each aspect 1–10, better with stars, with some bad reviews even in good hotels', () => {
    for (const review of ALL)
      for (const aspect of REVIEW_ASPECTS) {
        expect(Number.isInteger(review.scores[aspect])).toBe(true);
        expect(review.scores[aspect]).toBeGreaterThanOrEqual(1);
        expect(review.scores[aspect]).toBeLessThanOrEqual(10);
      }
    const averageOf = (stars: number) =>
      reviewSummary(SAMPLE.filter((_, i) => (i % 5) + 1 === stars).flat()).average!;
    expect(averageOf(5)).toBeGreaterThan(averageOf(3));
    expect(averageOf(3)).toBeGreaterThan(averageOf(1));
    const fourStars = SAMPLE.filter((_, i) => (i % 5) + 1 === 4).flat();
    expect(fourStars.some((review) => overallScore(review) < 5)).toBe(true);
  });

  it('moves a guest’s scores together: aspects agree more than chance', () => {
    const spread = ALL.map((review) => {
      const values = REVIEW_ASPECTS.map((aspect) => review.scores[aspect]);
      return Math.max(...values) - Math.min(...values);
    });
    expect(spread.reduce((sum, value) => sum + value, 0) / spread.length).toBeLessThan(3);
  });

  it('mixes languages, mostly Spanish and English', () => {
    const count = (language: ReviewLanguage) => ALL.filter((review) => review.language === language).length;
    for (const language of REVIEW_LANGUAGES) expect(count(language)).toBeGreaterThan(0);
    expect((count('es') + count('en')) / ALL.length).toBeGreaterThan(0.55);
  });

  it('writes each title, text and answer in the review’s language, with no placeholder left', () => {
    for (const review of ALL) {
      const texts = [review.title, review.text, review.ownerResponse?.text ?? ''];
      for (const text of texts) expect(text).not.toMatch(/\{|\}|undefined|NaN|\s{2}/);
      const own = markerCount(review.text, review.language);
      for (const other of REVIEW_LANGUAGES.filter((language) => language !== review.language))
        expect(own, `${review.language}: ${review.text}`).toBeGreaterThan(markerCount(review.text, other));
      expect(REVIEW_TEXTS[review.language].names).toContain(review.author.split(' ')[0]);
      expect(review.author).toMatch(/^\p{Lu}\p{L}+ [A-Z]\.$/u);
    }
  });

  it('matches titles and openings to the score: a poor stay never reads like praise', () => {
    for (const review of ALL) {
      const overall = overallScore(review);
      const texts = REVIEW_TEXTS[review.language];
      const band = overall >= 9 ? 'excellent' : overall >= 7 ? 'good' : overall >= 5 ? 'average' : 'poor';
      expect(texts.titles[band]).toContain(review.title);
      expect(texts.openings[band].some((opening) => review.text.startsWith(opening))).toBe(true);
      if (band === 'poor') {
        expect(review.cons.length).toBeGreaterThanOrEqual(2);
        expect(review.text).not.toMatch(/perfect|parfait|perfetto|perfeito|estupenda|superb/i);
      }
    }
  });

  it('names pros and cons from the fixed lists, never praising and blaming the same thing', () => {
    for (const review of ALL) {
      for (const pro of review.pros) expect(REVIEW_PROS).toContain(pro);
      for (const con of review.cons) expect(REVIEW_CONS).toContain(con);
      expect(review.pros.filter((pro) => (review.cons as string[]).includes(pro))).toEqual([]);
      if (review.pros.includes('rooms')) expect(review.cons).not.toContain('small_rooms');
      if (review.pros.includes('value')) expect(review.cons).not.toContain('price');
    }
  });

  it('never praises a pool or a beach the hotel does not have', () => {
    const cityHotel = { ...hotel(300_001, 5), amenities: ['wifi', 'spa', 'gym'] };
    const reviews = Array.from({ length: 40 }, (_, i) =>
      hotelReviews({ ...cityHotel, code: 300_001 + i }, TODAY),
    ).flat();
    expect(reviews.length).toBeGreaterThan(100);
    for (const review of reviews)
      expect(review.pros.filter((pro) => pro === 'pool' || pro === 'beach')).toEqual([]);
  });

  it('has the owner answer about 30 % of reviews, bad ones more often', () => {
    const answered = (reviews: HotelReview[]) =>
      reviews.filter((review) => review.ownerResponse).length / reviews.length;
    expect(answered(ALL)).toBeGreaterThan(0.2);
    expect(answered(ALL)).toBeLessThan(0.4);
    const poor = ALL.filter((review) => overallScore(review) < 5);
    const good = ALL.filter((review) => overallScore(review) >= 7);
    expect(answered(poor)).toBeGreaterThan(answered(good));
    for (const review of ALL.filter((r) => r.ownerResponse))
      expect(review.ownerResponse!.text).toContain(review.author.split(' ')[0]);
  });

  it('writes all of a hotel’s reviews in well under 5 ms', () => {
    const busiest = Array.from({ length: 200 }, (_, i) => 400_000 + i).find(
      (code) => hotelReviews(hotel(code, 5), TODAY).length >= 55,
    )!;
    expect(busiest).toBeDefined();
    const started = performance.now();
    for (let round = 0; round < 50; round += 1) hotelReviews(hotel(busiest, 5), TODAY);
    expect((performance.now() - started) / 50).toBeLessThan(5);
  });
});

/** A review with the given scores (one per aspect, in REVIEW_ASPECTS' order) and mentions. */
function review(
  scores: [number, number, number, number, number],
  pros: string[] = [],
  cons: string[] = [],
): HotelReview {
  return {
    id: 'x',
    language: 'es',
    author: 'Ana P.',
    date: '2026-01-01',
    scores: Object.fromEntries(
      REVIEW_ASPECTS.map((aspect, i) => [aspect, scores[i]]),
    ) as HotelReview['scores'],
    title: '',
    pros,
    cons,
    text: '',
    ownerResponse: null,
  };
}

describe('reviewSummary and reviewAnalysis', () => {
  const reviews = [
    review([10, 10, 9, 9, 9], ['staff', 'location'], ['price']), // 9.4 excellent
    review([8, 9, 7, 7, 8], ['location', 'breakfast'], ['noise']), // 7.8 good
    review([6, 7, 6, 5, 6], ['location'], ['noise', 'price']), // 6.0 average
    review([3, 5, 2, 2, 3], [], ['cleanliness', 'service', 'noise']), // 3.0 poor
    review([7, 7, 7, 7, 7], ['staff', 'breakfast', 'pool'], ['wifi']), // 7.0 good
  ];

  it('averages the overall scores to one decimal and counts them by band', () => {
    expect(reviews.map(overallScore)).toEqual([9.4, 7.8, 6, 3, 7]);
    expect(reviewSummary(reviews)).toEqual({
      count: 5,
      average: 6.6,
      bands: { excellent: 1, good: 2, average: 1, poor: 1 },
      label: 'average',
    });
    expect(reviewSummary(reviews.slice(0, 2))).toMatchObject({ average: 8.6, label: 'good' });
    expect(reviewSummary([])).toEqual({
      count: 0,
      average: null,
      bands: { excellent: 0, good: 0, average: 0, poor: 0 },
      label: null,
    });
  });

  it('puts 9 in excellent, 7 in good, 5 in average and 4.9 in poor', () => {
    expect(reviewSummary([review([9, 9, 9, 9, 9])]).label).toBe('excellent');
    expect(reviewSummary([review([7, 7, 7, 7, 7])]).label).toBe('good');
    expect(reviewSummary([review([5, 5, 5, 5, 5])]).label).toBe('average');
    expect(reviewSummary([review([5, 5, 5, 5, 4])]).label).toBe('poor');
  });

  it('averages each aspect to one decimal', () => {
    expect(reviewAnalysis(reviews).aspects).toEqual({
      cleanliness: 6.8,
      location: 7.6,
      staff: 6.2,
      value: 6,
      comfort: 6.6,
    });
    expect(reviewAnalysis([]).aspects).toEqual({
      cleanliness: null,
      location: null,
      staff: null,
      value: null,
      comfort: null,
    });
  });

  it('lists the five pros and cons named most, equal counts in the lists’ order', () => {
    const analysis = reviewAnalysis(reviews);
    expect(analysis.pros).toEqual([
      { key: 'location', count: 3 },
      { key: 'breakfast', count: 2 },
      { key: 'staff', count: 2 },
      { key: 'pool', count: 1 },
    ]);
    expect(analysis.cons).toEqual([
      { key: 'noise', count: 3 },
      { key: 'price', count: 2 },
      { key: 'wifi', count: 1 },
      { key: 'service', count: 1 },
      { key: 'cleanliness', count: 1 },
    ]);
  });

  it('counts positive (7 or more) and negative (under 5) reviews', () => {
    expect(reviewAnalysis(reviews)).toMatchObject({ positive: 3, negative: 1 });
  });

  it('keeps to five when more are named', () => {
    const many = [review([8, 8, 8, 8, 8], [...REVIEW_PROS], [...REVIEW_CONS])];
    expect(reviewAnalysis(many).pros.map((pro) => pro.key)).toEqual(REVIEW_PROS.slice(0, 5));
    expect(reviewAnalysis(many).cons.map((con) => con.key)).toEqual(REVIEW_CONS.slice(0, 5));
  });
});
