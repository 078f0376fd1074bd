/** Calendar days as the storefront handles them: ISO YYYY-MM-DD inside, YYYYMMDD at the edges (section 4). */
const DAY_MS = 86_400_000;

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

/** YYYYMMDD → YYYY-MM-DD, or undefined when it is not eight digits. */
export function compactToIso(compact: string | null | undefined): string | undefined {
  return compact && /^\d{8}$/.test(compact)
    ? `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`
    : undefined;
}

export function isoToCompact(isoDay: string): string {
  return isoDay.replaceAll('-', '');
}

/** Why a DD/MM/YYYY date was refused: not in that form, or not a day of the calendar. */
export type DisplayDateProblem = 'format' | 'invalid';

/** DD/MM/YYYY (as people write dates in the forms, section 5) → YYYY-MM-DD. */
export function displayDateToIso(value: string): { iso: string } | { problem: DisplayDateProblem } {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return { problem: 'format' };
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso
    ? { problem: 'invalid' }
    : { iso };
}

export function isoToDisplayDate(isoDay: string): string {
  return `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}/${isoDay.slice(0, 4)}`;
}
