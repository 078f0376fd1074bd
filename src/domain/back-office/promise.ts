import { madridDay } from '../format';

/** The booking team answers what a visitor sends within 48 hours (section 1). */
export const TEAM_CONTACT_HOURS = 48;

/** Time left on the promise, in whole minutes; negative once it is overdue. */
export function minutesLeft(dueAt: Date | string, now: Date): number {
  return Math.floor((new Date(dueAt).getTime() - now.getTime()) / 60_000);
}

/** "31 h 20 min" left, or the same overdue: the inbox shows overdue in red. */
export function promiseState(dueAt: Date | string, now: Date) {
  const minutes = minutesLeft(dueAt, now);
  const abs = Math.abs(minutes);
  return { overdue: minutes < 0, hours: Math.floor(abs / 60), minutes: abs % 60 };
}

/** Where a promise stands: broken already, running out today (Madrid's day), or later. */
export type PromiseWhen = 'overdue' | 'today' | 'later';

export function promiseWhen(dueAt: Date | string, now: Date): PromiseWhen {
  const due = new Date(dueAt);
  if (due.getTime() < now.getTime()) return 'overdue';
  return madridDay(due.toISOString()) === madridDay(now.toISOString()) ? 'today' : 'later';
}
