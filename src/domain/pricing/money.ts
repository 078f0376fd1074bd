/**
 * Money is stored and computed in integer euro cents; the specification's APIs answer euros with
 * two decimals. This is the one conversion between them.
 */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;
