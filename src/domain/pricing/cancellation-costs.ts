import type { Translate } from '../counted';

/**
 * The agency's standardised termination fees (art. 160 TRLGDCU, art. 12.1 Directive (EU)
 * 2015/2302): a percentage of the trip's total price by the calendar days between the day a
 * cancellation request reaches the agency and the departure day. The conditions page prints this
 * table and the modify/cancel form estimates the cost of a cancellation with it.
 */
export interface CancellationBand {
  /** Fewest days before departure the band covers. */
  fromDays: number;
  /** Most days before departure the band covers; null for "or more". */
  toDays: number | null;
  percent: number;
}

export const CANCELLATION_COSTS: readonly CancellationBand[] = [
  { fromDays: 31, toDays: null, percent: 5 },
  { fromDays: 16, toDays: 30, percent: 15 },
  { fromDays: 7, toDays: 15, percent: 50 },
  { fromDays: 3, toDays: 6, percent: 75 },
  { fromDays: 0, toDays: 2, percent: 100 },
];

/** The days a band covers, in the words of the `info` namespace ("31 días o más", "de 16 a 30 días"). */
export function cancellationDays(band: CancellationBand, t: Translate): string {
  if (band.toDays === null) return t('cancellation.orMore', { from: band.fromDays });
  if (band.fromDays === 0) return t('cancellation.lastDays', { to: band.toDays });
  return t('cancellation.range', { from: band.fromDays, to: band.toDays });
}

const DAY_MS = 86_400_000;

/** Calendar days from one ISO day to another (negative when the departure has passed). */
export function daysBeforeDeparture(today: string, departure: string): number {
  return Math.round((Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** The band that applies with this many days left; a departure already passed costs 100 %. */
export function cancellationBand(daysLeft: number): CancellationBand {
  const days = Math.max(0, daysLeft);
  return CANCELLATION_COSTS.find((band) => days >= band.fromDays) ?? CANCELLATION_COSTS.at(-1)!;
}

/**
 * The cost of cancelling a trip of `totalCents`: the band's percentage of the total, to the cent
 * (a half cent rounds up), exactly what the conditions say, never rounded up to the euro.
 */
export function estimatedCancellationCost(totalCents: number, daysLeft: number) {
  const band = cancellationBand(daysLeft);
  const cents = Math.round((totalCents * band.percent) / 100);
  return { band, daysLeft: Math.max(0, daysLeft), cents };
}
