/** Calendar days as the storefront handles them: ISO YYYY-MM-DD inside, YYYYMMDD at the edges (section 4). */
const DAY_MS = 86_400_000;

/** The UTC calendar day of a moment, as ISO YYYY-MM-DD (the server's clock gives moments). */
export const isoDayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

export function addDays(isoDay: string, days: number): string {
  return isoDayOf(new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS));
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
  return !Number.isNaN(parsed.getTime()) && isoDayOf(parsed) === isoDay;
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

/**
 * A date as people type it: 4/12/2026, 04-12-2026, 04.12.2026, 04 12 2026 or, on a phone's
 * digits-only keypad, 04122026; read as DD/MM/YYYY. Anything else is left for the rules to refuse.
 */
export function typedDisplayDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match =
    /^\s*(\d{2})(\d{2})(\d{4})\s*$/.exec(value) ??
    /^\s*(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})\s*$/.exec(value);
  return match ? `${match[1]!.padStart(2, '0')}/${match[2]!.padStart(2, '0')}/${match[3]}` : value;
}

/** Why a typed day is not a day: not written DD/MM/YYYY (nor YYYY-MM-DD), or no such day (31/02/2027). */
export type TypedDayProblem = 'format' | 'invalid';

/**
 * A day as a form's date field gets it: typed by hand (DD/MM/YYYY and the ways typedDisplayDate
 * reads), or YYYY-MM-DD as a date picker and our addresses write it. Its ISO day, or the problem.
 */
export function readTypedDay(text: string): { day: string } | { problem: TypedDayProblem } {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(text);
  const display = iso ? undefined : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(typedDisplayDate(text)));
  const parts = iso ? [iso[1], iso[2], iso[3]] : display ? [display[3], display[2], display[1]] : undefined;
  if (!parts) return { problem: 'format' };
  const day = parts.join('-');
  return isRealDay(day) ? { day } : { problem: 'invalid' };
}

/** Whole days from one day to another (YYYY-MM-DD): the nights of a stay. */
export function daysUntil(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The later of two days (YYYY-MM-DD). */
export const maxDay = (a: string, b: string) => (a > b ? a : b);

/** The last day (YYYY-MM-DD) of a month (YYYY-MM). */
export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return isoDayOf(new Date(Date.UTC(year ?? 1970, monthNumber ?? 1, 0)));
}
