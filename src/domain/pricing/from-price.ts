/**
 * Section 4: the price shown per person for a day ("desde", the calendar's precioWeb): the day's
 * price in a double room plus the taxes every traveller pays, in cents.
 */
export function fromPricePerPerson(dayPrice: number, taxPerPerson: number): number {
  return dayPrice + taxPerPerson;
}
