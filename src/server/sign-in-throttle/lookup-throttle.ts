import type { ThrottledKey, ThrottlePolicy } from './sign-in-throttle';

/**
 * Failed booking look-ups (Mi reserva, the modify/cancel form, a request's consultation): one
 * address may get 10 wrong in 15 minutes, then waits 15 minutes (doubling up to 2 hours). They
 * share one count: each guesses the same locator and e-mail pairs.
 */
const ADDRESS_POLICY: ThrottlePolicy = {
  maxFailures: 10,
  windowMs: 15 * 60_000,
  firstLockMs: 15 * 60_000,
  maxLockMs: 2 * 60 * 60_000,
  resetOnSuccess: false,
};

/**
 * One locator (or request code) guessed at from any number of addresses: after 5 wrong e-mails
 * it pauses for 5 seconds, and each pause that follows lasts twice as long, up to a minute. So
 * many addresses together get about a hundred guesses in 15 minutes instead of thousands, while
 * the booking's owner is never locked out: at worst they wait a minute, and their right answer
 * clears the count.
 */
const REFERENCE_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 5_000,
  maxLockMs: 60_000,
  resetOnSuccess: true,
};

/** The keys a look-up counts on: the address it comes from, and the locator or code it names. */
export function bookingLookupKeys(clientIp: string, reference: string): ThrottledKey[] {
  return [
    { key: `lookup:${clientIp}`, policy: ADDRESS_POLICY },
    { key: `lookup-reference:${reference.trim().toUpperCase()}`, policy: REFERENCE_POLICY },
  ];
}
