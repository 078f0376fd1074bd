import { AGE_TYPE, CHILD_UNDER_AGE, INFANT_UNDER_AGE, PricingInputError } from './types';
import type { AgeType, PassengerCode } from './types';

/** A traveller's passenger code and the matching age-type number of the specification. */
export interface TravellerType {
  tipoPasajero: PassengerCode;
  edadTipo: AgeType;
}

/** Section 1: under 2 is a baby (INF), 2 to 11 a child (CHD), 12 or more pays as an adult (ADT). */
export function travellerType(age: number): TravellerType {
  if (!Number.isInteger(age) || age < 0) {
    throw new PricingInputError(`Age must be a non-negative integer (got ${age}).`);
  }
  if (age < INFANT_UNDER_AGE) return { tipoPasajero: 'INF', edadTipo: AGE_TYPE.infant };
  if (age < CHILD_UNDER_AGE) return { tipoPasajero: 'CHD', edadTipo: AGE_TYPE.child };
  return { tipoPasajero: 'ADT', edadTipo: AGE_TYPE.adult };
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function parseDate(value: string, what: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  if (year === undefined || month === undefined || day === undefined || !isRealDate(year, month, day)) {
    throw new PricingInputError(`${what} must be a valid date in YYYY-MM-DD form (got "${value}").`);
  }
  return { year, month, day };
}

function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Completed years of age on a day (both dates YYYY-MM-DD). Someone born on 29 February turns a year
 * older on 1 March in non-leap years.
 */
export function ageOn(birthDate: string, onDate: string): number {
  const birth = parseDate(birthDate, 'Birth date');
  const on = parseDate(onDate, 'Reference date');
  const birthdayReached = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  const age = on.year - birth.year - (birthdayReached ? 0 : 1);
  if (age < 0) {
    throw new PricingInputError(`Birth date ${birthDate} is after ${onDate}.`);
  }
  return age;
}
