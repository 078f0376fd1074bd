import { wholeEurosUp } from './money';

/**
 * Section 4: the price shown per person for a day ("desde", the calendar's precioWeb): the day's
 * price in a double room, the room option's supplement and the taxes every traveller pays, in
 * cents, each rounded up to the euro as the engine rounds them (decision 0028), so the "from" is
 * what an adult of two in that room is charged.
 */
export function fromPricePerPerson(dayPrice: number, taxPerPerson: number, roomSupplement = 0): number {
  return wholeEurosUp(dayPrice) + wholeEurosUp(roomSupplement) + wholeEurosUp(taxPerPerson);
}
