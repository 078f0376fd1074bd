import { addDays } from '../days';

/** The booking team answers a request within 48 hours (section 1). */
export const TEAM_CONTACT_DAYS = 2;
/** The whole price is paid at the latest 30 days before departure (the conditions' payment deadlines). */
export const FULL_PAYMENT_DAYS_BEFORE = 30;

/** The day by which the team will have called about a request sent on `requestDay`. */
export const teamContactBy = (requestDay: string) => addDays(requestDay, TEAM_CONTACT_DAYS);

/** The last day to have paid everything for a trip leaving on `departure`. */
export const fullPaymentDue = (departure: string) => addDays(departure, -FULL_PAYMENT_DAYS_BEFORE);
