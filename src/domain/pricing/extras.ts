import { wholeEurosUp } from './money';
import { PricingInputError } from './types';

/** An excursion added to an offer, on one of the days it runs. */
export interface ChosenExtra {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  day: string;
  /** Price per person, in cents. */
  pricePerPerson: number;
}

export interface ExtrasTotal {
  lines: (ChosenExtra & { people: number; total: number })[];
  total: number;
}

/**
 * Excursions are priced per traveller aged 2 or more; babies go free. They are added to the
 * package's total general as supplements.
 */
export function extrasTotal(
  extras: ChosenExtra[],
  travellers: { adults: number; children: number },
): ExtrasTotal {
  const people = travellers.adults + travellers.children;
  if (!Number.isInteger(people) || people < 1)
    throw new PricingInputError('extras need at least one paying traveller');
  const lines = extras.map((extra) => {
    if (!Number.isInteger(extra.pricePerPerson) || extra.pricePerPerson < 0)
      throw new PricingInputError(`extra ${extra.id}: price must be whole cents`);
    const pricePerPerson = wholeEurosUp(extra.pricePerPerson);
    return { ...extra, pricePerPerson, people, total: pricePerPerson * people };
  });
  return { lines, total: lines.reduce((sum, line) => sum + line.total, 0) };
}

/**
 * What the offer costs as chosen, in cents: the package's total general plus its excursions. The
 * one sum behind every total the visitor sees (the breakdown, the phone's book bar, the booking).
 */
export function offerTotal(breakdown: { totalGeneral: number }, extras: ExtrasTotal | undefined): number {
  return breakdown.totalGeneral + (extras?.total ?? 0);
}

/**
 * The price per paying traveller (adults and children; babies pay only taxes and insurance) of
 * the package with its excursions, in cents: what one person's holiday costs as booked.
 */
export function pricePerPersonWithExtras(
  breakdown: { totalGeneral: number; travellers: { adults: number; children: number } },
  extras: ExtrasTotal | undefined,
): number {
  const people = breakdown.travellers.adults + breakdown.travellers.children;
  return wholeEurosUp(offerTotal(breakdown, extras) / people);
}
