import type { PartyRoom } from '../catalogue/party';
import { ageOn } from '../pricing/traveller-types';
import { INFANT_UNDER_AGE, CHILD_UNDER_AGE } from '../pricing/types';

/** Passenger tipo (one character, section 3): A adult, N child (niño), B baby (bebé). */
export type TravellerTipo = 'A' | 'N' | 'B';
export const TRAVELLER_TIPOS: readonly TravellerTipo[] = ['A', 'N', 'B'];
export const ADULT_AGE = 18;

/** One traveller the chosen party announces: its type, its age if a child, and its room. */
export interface ExpectedTraveller {
  tipo: TravellerTipo;
  /** The age chosen for a child on the offer page. */
  age?: number;
  /** Room number, from 1. */
  room: number;
}

/** The travellers of a party, room by room: adults, then children, then babies. */
export function expectedTravellers(party: PartyRoom[]): ExpectedTraveller[] {
  return party.flatMap((room, index) => [
    ...Array.from({ length: room.adults }, (): ExpectedTraveller => ({ tipo: 'A', room: index + 1 })),
    ...room.childAges.map((age): ExpectedTraveller => ({ tipo: 'N', age, room: index + 1 })),
    ...Array.from({ length: room.infants }, (): ExpectedTraveller => ({ tipo: 'B', room: index + 1 })),
  ]);
}

/** A reason a birth date does not fit the traveller chosen, as a message key and its values. */
export interface AgeProblem {
  key: 'validation.ageAdult' | 'validation.ageChild' | 'validation.ageBaby' | 'validation.datesInconsistent';
  values?: Record<string, number>;
}

/**
 * Section 1: a baby is under 2 for the whole trip, a child is the age chosen for it on the day
 * of departure, and an adult is 12 or more on that day (from 12 a traveller pays as an adult).
 */
export function ageProblem(
  expected: ExpectedTraveller,
  birthDate: string,
  trip: { today: string; departure: string; returnDate: string },
): AgeProblem | null {
  if (birthDate > trip.today || birthDate < '1900-01-01') return { key: 'validation.datesInconsistent' };
  const ageAtDeparture = ageOn(birthDate, trip.departure);
  if (expected.tipo === 'B')
    return ageOn(birthDate, trip.returnDate) < INFANT_UNDER_AGE ? null : { key: 'validation.ageBaby' };
  if (expected.tipo === 'N')
    return ageAtDeparture === expected.age
      ? null
      : { key: 'validation.ageChild', values: { count: ageAtDeparture, chosen: expected.age ?? 0 } };
  return ageAtDeparture >= CHILD_UNDER_AGE
    ? null
    : { key: 'validation.ageAdult', values: { count: ageAtDeparture } };
}

/** Someone of age travels: at least one traveller is 18 or more on the day of departure. */
export function hasGrownUp(birthDates: string[], departure: string): boolean {
  return birthDates.some((birthDate) => birthDate <= departure && ageOn(birthDate, departure) >= ADULT_AGE);
}
