import { lastDayOfMonth, maxDay } from '../../domain/days';
import type { CatalogueRepository } from './catalogue.repository';
import type { CalendarRow } from './repository/calendar.repository';
import type { ServiceRow } from './repository/services.repository';
import { calendarDayView } from './views';

const NEAREST_DAYS = 4;

/**
 * The offer page's calendar for the services of one accommodation, origin and length: the
 * requested day's price, the cheapest day (an index, not the calendar), the months that have
 * bookable days and the days of the one month shown. Days before `from` (the offer date) and days
 * priced 0 never appear. When several services sell a day, its cheapest counts.
 */
export async function offerCalendar(
  repo: CatalogueRepository,
  input: {
    services: readonly ServiceRow[];
    from: string;
    day?: string | undefined;
    month?: string | undefined;
  },
) {
  const ids = input.services.map((service) => service.id);
  const taxes = new Map(input.services.map((service) => [service.id, service.taxPerPerson]));
  const present = (row: CalendarRow) => calendarDayView(row, taxes.get(row.serviceId) ?? 0);
  if (ids.length === 0) return { days: [], months: [], month: null, cheapest: null, requested: null };

  const [cheapest, months, requested] = await Promise.all([
    repo.cheapestDay(ids, input.from),
    repo.bookableMonths(ids, input.from),
    input.day && input.day >= input.from ? repo.dayPrices(ids, input.day) : Promise.resolve([]),
  ]);
  const requestedDay = requested.find((row) => row.price > 0);
  const selected = requestedDay ?? cheapest;
  const month =
    input.month && months.includes(input.month)
      ? input.month
      : (selected?.day.slice(0, 7) ?? months[0] ?? null);
  const rows = month
    ? await repo.calendar(ids, maxDay(`${month}-01`, input.from), lastDayOfMonth(month))
    : [];
  const days = cheapestPerDay(rows).map(present);
  return {
    days,
    months,
    month,
    /** The cheapest bookable day's row (price in cents before taxes). */
    cheapest: cheapest ?? null,
    /** The requested day's row when it is bookable. */
    requested: requestedDay ?? null,
  };
}

/** One row per day, the first of each (rows come ordered by day, then price: the cheapest). */
export function cheapestPerDay(rows: readonly CalendarRow[]): CalendarRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.day) && seen.add(row.day));
}

/** The bookable days closest to a day that is not available, nearest first, in date order. */
export async function nearestBookableDays(
  repo: CatalogueRepository,
  serviceIds: readonly number[],
  from: string,
  day: string,
  count = NEAREST_DAYS,
): Promise<string[]> {
  if (serviceIds.length === 0) return [];
  const distance = (other: string) => Math.abs(Date.parse(other) - Date.parse(day));
  return [...(await repo.daysAround(serviceIds, from, day, count))]
    .sort((a, b) => distance(a) - distance(b) || a.localeCompare(b))
    .slice(0, count)
    .sort();
}
