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
 * it pauses for 5 seconds, and each pause that follows lasts twice as long, up to a minute. During
 * a pause Mi reserva answers every pair alike ("if they match, we have e-mailed a link"), and
 * only the booking's own e-mail receives the link: guesses teach nothing, and whoever keeps the
 * locator paused never keeps its owner out. A right answer clears the count.
 */
const REFERENCE_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 5_000,
  maxLockMs: 60_000,
  resetOnSuccess: true,
};

const referenceKey = (reference: string) => `lookup-reference:${reference.trim().toUpperCase()}`;

/** The keys a look-up counts on: the address it comes from, and the locator or code it names. */
export function bookingLookupKeys(clientIp: string, reference: string): ThrottledKey[] {
  return [
    { key: `lookup:${clientIp}`, policy: ADDRESS_POLICY },
    { key: referenceKey(reference), policy: REFERENCE_POLICY },
  ];
}

/** Whether a refused look-up was held by the locator's pause alone (not by its address's lock). */
export const onlyTheReferencePaused = (refusedBy: readonly string[], reference: string) =>
  refusedBy.length > 0 && refusedBy.every((key) => key === referenceKey(reference));
