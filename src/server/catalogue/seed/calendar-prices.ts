import { hashUnit } from '../../../domain/random';

/** Season by departure month, January first: high in winter, Easter and summer; low in autumn. */
const MONTH_FACTOR = [1.14, 1.08, 1.12, 1.06, 0.9, 0.92, 1.12, 1.2, 0.82, 0.85, 0.92, 1.22] as const;
/** Share of departure days without seats left (price 0). */
export const SOLD_OUT_SHARE = 0.06;

/**
 * The price per person of a service on a departure day (YYYY-MM-DD), in cents rounded to whole
 * euros, or 0 when sold out. A pure function of the service and the day, so the calendar is the
 * same whenever and wherever it is generated.
 */
export function calendarPrice(serviceId: number, referencePrice: number, day: string): number {
  if (hashUnit(`sold-out:${serviceId}:${day}`) < SOLD_OUT_SHARE) return 0;
  const date = new Date(`${day}T00:00:00Z`);
  const month = MONTH_FACTOR[date.getUTCMonth()] ?? 1;
  const weekday = date.getUTCDay();
  const weekend = weekday === 5 || weekday === 6 ? 1.05 : 1;
  const noise = 0.96 + hashUnit(`price:${serviceId}:${day}`) * 0.08;
  return Math.round((referencePrice * month * weekend * noise) / 100) * 100;
}
