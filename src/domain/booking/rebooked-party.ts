import type { PartyRoom } from '../catalogue/party';
import { ageOn } from '../pricing/traveller-types';
import { CHILD_UNDER_AGE, INFANT_UNDER_AGE, MAX_ROOMS, MAX_TRAVELLERS_PER_ROOM } from '../pricing/types';
import type { TravellerTipo } from './travellers';

/** A booked traveller, as the booking file knows them. */
export interface BookedTraveller {
  number: number;
  type: TravellerTipo;
  /** Null once erased by the retention worker. */
  birthDate: string | null;
}

/** What a traveller is on another trip: a baby under 2 for the whole trip, a child under 12 on departure. */
export function travellerOn(
  birthDate: string,
  trip: { departure: string; returnDate: string },
): { tipo: TravellerTipo; age: number } {
  const age = ageOn(birthDate, trip.departure);
  if (ageOn(birthDate, trip.returnDate) < INFANT_UNDER_AGE) return { tipo: 'B', age };
  // One who turns 2 during the trip pays as the youngest child.
  if (age < CHILD_UNDER_AGE) return { tipo: 'N', age: Math.max(INFANT_UNDER_AGE, age) };
  return { tipo: 'A', age };
}

/**
 * The room (from 1) each traveller sleeps in as booked: the rooms' traveller counts filled in
 * the travellers' order (a count that does not add up leaves the rest in the last room).
 */
export function bookedRooms(travellerCount: number, roomSizes: readonly number[]): number[] {
  const rooms: number[] = [];
  roomSizes.forEach((size, index) => {
    for (let i = 0; i < size && rooms.length < travellerCount; i += 1) rooms.push(index + 1);
  });
  while (rooms.length < travellerCount) rooms.push(Math.max(1, roomSizes.length));
  return rooms;
}

export type RebookProblem =
  | { kind: 'birth-date-missing'; number: number }
  | { kind: 'room-without-adult'; room: number }
  | { kind: 'room-too-full'; room: number }
  | { kind: 'too-many-rooms' };

export interface RebookedParty {
  /** The rooms as the engine prices them, with the room option asked for in each. */
  party: PartyRoom[];
  /** The travellers in their new order (room by room: adults, children, babies) with their type. */
  travellers: { number: number; type: TravellerTipo }[];
}

/**
 * The party of a booking moved to another trip: the same travellers, each in the room the team
 * put them in (rooms renumbered in order, empty ones dropped), typed by their age on the new
 * dates. A child whose birth date is gone cannot be priced; every room needs an adult.
 */
export function rebookedParty(
  travellers: readonly BookedTraveller[],
  assignment: { rooms: readonly number[]; roomOptions: readonly number[] },
  trip: { departure: string; returnDate: string },
): RebookedParty | RebookProblem {
  const used = [...new Set(assignment.rooms)].sort((a, b) => a - b);
  if (used.length > MAX_ROOMS) return { kind: 'too-many-rooms' };
  const typed: { number: number; tipo: TravellerTipo; age: number; room: number }[] = [];
  for (const [index, traveller] of travellers.entries()) {
    const room = used.indexOf(assignment.rooms[index] ?? used[0] ?? 1);
    if (traveller.birthDate) {
      typed.push({ number: traveller.number, room, ...travellerOn(traveller.birthDate, trip) });
    } else if (traveller.type === 'N') {
      return { kind: 'birth-date-missing', number: traveller.number };
    } else {
      typed.push({ number: traveller.number, room, tipo: traveller.type, age: 0 });
    }
  }
  const order: Record<TravellerTipo, number> = { A: 0, N: 1, B: 2 };
  const party: PartyRoom[] = [];
  const ordered: RebookedParty['travellers'] = [];
  for (const [room, asked] of used.entries()) {
    const inRoom = typed.filter((t) => t.room === room).sort((a, b) => order[a.tipo] - order[b.tipo]);
    const roomNumber = asked;
    if (!inRoom.some((t) => t.tipo === 'A')) return { kind: 'room-without-adult', room: roomNumber };
    if (inRoom.length > MAX_TRAVELLERS_PER_ROOM) return { kind: 'room-too-full', room: roomNumber };
    const roomId = assignment.roomOptions[asked - 1];
    party.push({
      adults: inRoom.filter((t) => t.tipo === 'A').length,
      childAges: inRoom.filter((t) => t.tipo === 'N').map((t) => t.age),
      infants: inRoom.filter((t) => t.tipo === 'B').length,
      ...(roomId ? { roomId } : {}),
    });
    ordered.push(...inRoom.map((t) => ({ number: t.number, type: t.tipo })));
  }
  return { party, travellers: ordered };
}
