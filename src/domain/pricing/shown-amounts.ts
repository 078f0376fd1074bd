import type { BreakdownLine } from './types';

/** Whole euros as the price table shows an amount: rounded up (section 9). */
const shownEuros = (cents: number) => Math.ceil(cents / 100);

/**
 * The discount in money a price-table line shows, in cents: what makes the line add up as it is
 * read, travellers × (base + tax + supplements per person, each as shown) − discount = amount as
 * shown. Rounding each amount up on its own would leave the sum a euro away from the amount.
 */
export function shownSubDiscount(line: BreakdownLine): number {
  if (line.subDescuento <= 0) return 0;
  const perPerson =
    shownEuros(line.precioBase) +
    shownEuros(line.tasaPersona) +
    shownEuros(line.suplemento + line.suplementoIndividual);
  return Math.max(0, line.cantidad * perPerson - shownEuros(line.precioHabitacion)) * 100;
}
