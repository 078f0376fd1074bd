import { addDays } from '../days';

/** Section 4: the first departure offered is the offer date, today plus 7 days. */
export const OFFER_DATE_DAYS = 7;

/** Section 4: the offer date (YYYY-MM-DD) for today (YYYY-MM-DD). */
export function offerDate(today: string) {
  return addDays(today, OFFER_DATE_DAYS);
}
