import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { HOTEL_AMENITIES, HOTEL_SUPPLIERS, REVIEW_ASPECTS } from '../domain/hotels/bed-bank';
import { REVIEW_BANDS, REVIEW_CONS, REVIEW_PROS } from '../domain/hotels/review-keys';

/**
 * hotels.json names exactly the bed bank's keys (issue 30): the review aspects, pros, cons and
 * bands, the amenities and the suppliers. locales.test.ts checks the other languages against
 * Spanish; this checks Spanish against the code.
 */
it('hotels.json has a text for every key the bed bank uses, and no other', () => {
  const spanish = JSON.parse(readFileSync(path.join(import.meta.dirname, 'es', 'hotels.json'), 'utf8')) as {
    reviews: Record<string, Record<string, string>>;
    amenities: Record<string, string>;
    suppliers: Record<string, string>;
  };
  const keys = (section: Record<string, string> | undefined) => Object.keys(section ?? {}).sort();
  // The pages' own texts sit beside them (search, results, filters, the reviews panel's words).
  expect(Object.keys(spanish)).toEqual(expect.arrayContaining(['amenities', 'reviews', 'suppliers']));
  expect(Object.keys(spanish.reviews)).toEqual(expect.arrayContaining(['aspects', 'bands', 'cons', 'pros']));
  expect(keys(spanish.reviews.aspects)).toEqual([...REVIEW_ASPECTS].sort());
  expect(keys(spanish.reviews.pros)).toEqual([...REVIEW_PROS].sort());
  expect(keys(spanish.reviews.cons)).toEqual([...REVIEW_CONS].sort());
  expect(keys(spanish.reviews.bands)).toEqual([...REVIEW_BANDS].sort());
  expect(keys(spanish.amenities)).toEqual([...HOTEL_AMENITIES].sort());
  expect(keys(spanish.suppliers)).toEqual([...HOTEL_SUPPLIERS].sort());
});
