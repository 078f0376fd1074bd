import { addDays } from '../days';

/** The booking team answers a request within 48 hours (section 1). */
export const TEAM_CONTACT_DAYS = 2;
/** The whole price is paid at the latest 30 days before departure (the conditions' payment deadlines). */
export const FULL_PAYMENT_DAYS_BEFORE = 30;

/**
 * The day by which the team will have called about a request sent on `requestDay`: two days later,
 * or the Monday after when that falls on a weekend (the team works Monday to Friday).
 */
export function teamContactBy(requestDay: string): string {
  const day = addDays(requestDay, TEAM_CONTACT_DAYS);
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 6 ? addDays(day, 2) : weekday === 0 ? addDays(day, 1) : day;
}

/** The last day to have paid everything for a trip leaving on `departure`. */
export const fullPaymentDue = (departure: string) => addDays(departure, -FULL_PAYMENT_DAYS_BEFORE);
