/**
 * Money is stored and computed as whole euro cents; the specification's API answers give euros.
 * This is the one conversion between the two.
 */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;

/**
 * Section 9, "rounded up": what a traveller is charged is whole euros, rounded up from the
 * catalogue's cents once, where the engine prices it (decision 0028). Every sum of such amounts is
 * whole euros too, so the figure shown is the figure booked, owed and paid.
 */
export const wholeEurosUp = (cents: number): number => Math.ceil(cents / 100) * 100;

/** A discount in whole euros, rounded down: the price it leaves is rounded up. */
export const wholeEurosDown = (cents: number): number => Math.floor(cents / 100) * 100;
