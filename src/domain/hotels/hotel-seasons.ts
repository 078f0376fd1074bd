import type { BedBankCity } from './bed-bank';

/**
 * How a night's price moves with the calendar (hotel-prices.ts): the season of the place and the
 * night of the week. Factors multiply a rate's mid-season weekday price (1 = that price).
 */

/** Where a price's season is decided: tropical places follow the Caribbean's, the rest Europe's. */
export type SeasonPlace = Pick<BedBankCity, 'kind' | 'latitude'>;

/** Below this latitude (north or south) a place has the tropics' dry and wet seasons, not Europe's. */
const TROPICS_LATITUDE = 30;

/** Month and day as one number (March 5 → 305), so a season's bounds read like dates. */
const monthDay = (date: Date) => (date.getUTCMonth() + 1) * 100 + date.getUTCDate();

/** Easter Sunday of a year (the anonymous Gregorian computus), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const DAY_MS = 86_400_000;

/** Holy Week: from Palm Sunday to Easter Monday, when Spain travels. */
function inHolyWeek(date: Date): boolean {
  const easter = easterSunday(date.getUTCFullYear()).getTime();
  return date.getTime() >= easter - 7 * DAY_MS && date.getTime() <= easter + DAY_MS;
}

/**
 * The Caribbean's (and Bahia's) year: Christmas and New Year dearest, the dry season from
 * mid-December to April high, Holy Week high, Spain's summer holidays moderately high, the
 * hurricane months of September and October low.
 */
function tropicalSeason(date: Date): number {
  const day = monthDay(date);
  if (day >= 1220 || day <= 106) return 1.35;
  if (inHolyWeek(date)) return 1.3;
  if (day >= 1215 || day <= 430) return 1.2;
  if (day >= 701 && day <= 831) return 1.12;
  if (day >= 901 && day <= 1031) return 0.82;
  if (day >= 1101) return 0.95;
  return 1;
}

/**
 * A European city's year: New Year's Eve and Christmas high, January and February low, spring
 * (April to June) and autumn (September, October) high with congresses and city breaks, August
 * lower as locals leave and business travel stops, Holy Week high.
 */
function europeanSeason(date: Date): number {
  const day = monthDay(date);
  if (day === 1231) return 1.4;
  if (day >= 1220 || day <= 106) return 1.2;
  if (inHolyWeek(date)) return 1.2;
  if (day <= 229) return 0.8;
  if (day <= 331) return 0.95;
  if (day <= 630) return 1.15;
  if (day <= 731) return 1.05;
  if (day <= 831) return 0.88;
  if (day <= 1031) return 1.15;
  return 0.95;
}

export function seasonFactor(place: SeasonPlace, night: string): number {
  const date = new Date(`${night}T00:00:00Z`);
  return Math.abs(place.latitude) < TROPICS_LATITUDE ? tropicalSeason(date) : europeanSeason(date);
}

/**
 * One rule per kind of place, by the night of the week (the night of Friday is Friday's): city
 * hotels sell leisure breaks, so Friday and Saturday nights cost 15 % more; beach resorts fill up
 * at weekends a little, 5 % more on those nights.
 */
export function weekdayFactor(place: SeasonPlace, night: string): number {
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
  const weekend = weekday === 5 || weekday === 6;
  if (!weekend) return 1;
  return place.kind === 'city' ? 1.15 : 1.05;
}
