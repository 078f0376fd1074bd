import { CHILD_UNDER_AGE, MAX_TRAVELLERS_PER_ROOM } from '../pricing/types';

/**
 * The rooms and travellers of an offer, kept in the page address so it can be shared and reloaded:
 * habitaciones=2&a1=2&n1=1&e1=7&b1=0&h1=10001&a2=1&n2=0&b2=0
 * (a adults, n children, e each child's age, b babies, h the room option).
 */
export interface PartyRoom {
  adults: number;
  childAges: number[];
  infants: number;
  roomId?: number;
}

/** Section 9: the default room is 2 adults and 0 children. */
export const DEFAULT_ROOM: PartyRoom = { adults: 2, childAges: [], infants: 0 };
/** A room the visitor adds starts with one adult, and the form says so. */
export const ADDED_ROOM: PartyRoom = { adults: 1, childAges: [], infants: 0 };

/** A room as the visitor fills it in: a child just added has no age until they choose one (null). */
export type PartyRoomDraft = Omit<PartyRoom, 'childAges'> & { childAges: (number | null)[] };

/** Whether every child of a party being filled in has an age. */
export const everyChildAged = (rooms: readonly PartyRoomDraft[]): rooms is PartyRoom[] =>
  rooms.every((room) => room.childAges.every((age) => age !== null));
export const MAX_CHILDREN_PER_ROOM = 4;
export const MAX_INFANTS_PER_ROOM = 2;
/** Section 1: a child is 2 to under 12; younger is a baby, and from 12 a traveller pays as an adult. */
export const FIRST_CHILD_AGE = 2;
export const LAST_CHILD_AGE = CHILD_UNDER_AGE - 1;
export const CHILD_AGES = Array.from(
  { length: LAST_CHILD_AGE - FIRST_CHILD_AGE + 1 },
  (_, i) => i + FIRST_CHILD_AGE,
);

/** Keeps a room within the per-room limit by dropping babies, then children, then adults. */
export function fitRoom<Room extends PartyRoomDraft>(room: Room): Room {
  const fitted = { ...room, childAges: [...room.childAges] };
  while (fitted.adults + fitted.childAges.length + fitted.infants > MAX_TRAVELLERS_PER_ROOM) {
    if (fitted.infants > 0) fitted.infants -= 1;
    else if (fitted.childAges.length > 0) fitted.childAges.pop();
    else fitted.adults -= 1;
  }
  return fitted;
}

const PARTY_PARAMETER = /^(habitaciones|[anebh]\d+)$/;

/**
 * Writes a party into an address (replacing any party there). A child whose age is still to be
 * chosen (a draft) is counted without an age, so the page that reads it asks for it.
 */
export function partyToSearchParams(
  rooms: readonly PartyRoomDraft[],
  params = new URLSearchParams(),
): URLSearchParams {
  for (const key of [...params.keys()]) if (PARTY_PARAMETER.test(key)) params.delete(key);
  params.set('habitaciones', String(rooms.length));
  rooms.forEach((room, index) => {
    const n = index + 1;
    params.set(`a${n}`, String(room.adults));
    params.set(`n${n}`, String(room.childAges.length));
    for (const age of room.childAges) if (age !== null) params.append(`e${n}`, String(age));
    params.set(`b${n}`, String(room.infants));
    if (room.roomId) params.set(`h${n}`, String(room.roomId));
  });
  return params;
}

/** The party parameters of an address, comparable whatever their order; empty when it names no party. */
export function partyParameters(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([key]) => PARTY_PARAMETER.test(key))
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');
}

export function partySize(rooms: readonly PartyRoomDraft[]) {
  return rooms.reduce(
    (total, room) => ({
      adults: total.adults + room.adults,
      children: total.children + room.childAges.length,
      infants: total.infants + room.infants,
    }),
    { adults: 0, children: 0, infants: 0 },
  );
}

/** What a room option can hold. */
export interface RoomCapacity {
  roomId: number;
  maxAdults: number;
  maxOccupancy: number;
}

/**
 * Section 9 limits from the room options: each room gets the option asked for if the party fits
 * in it, else the first option that fits (reported as switched), else none (the party must be
 * split into more rooms). Babies sleep in a cot: they count towards the room's limit of
 * travellers (MAX_TRAVELLERS_PER_ROOM), not towards its beds (maxOccupancy).
 */
export function chooseRoomOptions<T extends RoomCapacity>(party: PartyRoom[], options: T[]) {
  return party.map((room) => {
    const travellers = room.adults + room.childAges.length + room.infants;
    const beds = room.adults + room.childAges.length;
    const fits = (option: T) => room.adults <= option.maxAdults && beds <= option.maxOccupancy;
    const requested = options.find((option) => option.roomId === room.roomId) ?? options[0];
    const chosen = requested && fits(requested) ? requested : options.find(fits);
    const switchedFrom = chosen && requested && chosen !== requested ? requested : undefined;
    return { room, chosen, switchedFrom, travellers, beds };
  });
}
