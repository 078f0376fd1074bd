/** Calendar days as the storefront handles them: ISO YYYY-MM-DD inside, YYYYMMDD at the edges (section 4). */
const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) of a moment in UTC: "today" in a service's clock. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `count` consecutive days starting at `from`. */
export function daysFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const count = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return count > 0 ? daysFrom(from, count) : [];
}

/** Whether YYYY-MM-DD names a day of the calendar (not 2023-02-29, not 2024-13-01). */
export function isRealDay(isoDay: string): boolean {
  const parsed = new Date(`${isoDay}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === isoDay;
}

/** YYYYMMDD → YYYY-MM-DD, or undefined when it is not eight digits. */
export function compactToIso(compact: string | null | undefined): string | undefined {
  return compact && /^\d{8}$/.test(compact)
    ? `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`
    : undefined;
}

export function isoToCompact(isoDay: string): string {
  return isoDay.replaceAll('-', '');
}

export function isoToDisplayDate(isoDay: string): string {
  return `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;
}

/** The later of two days (YYYY-MM-DD). */
export const maxDay = (a: string, b: string) => (a > b ? a : b);

/** The last day (YYYY-MM-DD) of a month (YYYY-MM). */
export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, monthNumber ?? 1, 0)).toISOString().slice(0, 10);
}
