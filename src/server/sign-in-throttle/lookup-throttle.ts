import type { ThrottledKey } from './sign-in-throttle';

/**
 * Failed booking look-ups (Mi reserva, the modify/cancel form, a request's consultation): one
 * address may get 10 wrong in 15 minutes, then waits 15 minutes (doubling up to 2 hours). They
 * share one count: each guesses the same locator and e-mail pairs.
 */
export function bookingLookupKeys(clientIp: string): ThrottledKey[] {
  return [
    {
      key: `lookup:${clientIp}`,
      policy: {
        maxFailures: 10,
        windowMs: 15 * 60_000,
        firstLockMs: 15 * 60_000,
        maxLockMs: 2 * 60 * 60_000,
        resetOnSuccess: false,
      },
    },
  ];
}
