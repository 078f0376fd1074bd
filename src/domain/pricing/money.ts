/**
 * Money is stored and computed as whole euro cents; the specification's API answers give euros.
 * This is the one conversion between the two.
 */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;
