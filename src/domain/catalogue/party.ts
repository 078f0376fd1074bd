import { MAX_TRAVELLERS_PER_ROOM } from '../pricing/types';

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
export const MAX_CHILDREN_PER_ROOM = 4;
export const MAX_INFANTS_PER_ROOM = 2;
/** A child is 2 to 17: younger is a baby, older an adult. */
export const FIRST_CHILD_AGE = 2;
export const LAST_CHILD_AGE = 17;
export const CHILD_AGES = Array.from(
  { length: LAST_CHILD_AGE - FIRST_CHILD_AGE + 1 },
  (_, i) => i + FIRST_CHILD_AGE,
);

/** Keeps a room within the per-room limit by dropping babies, then children, then adults. */
export function fitRoom(room: PartyRoom): PartyRoom {
  const fitted = { ...room, childAges: [...room.childAges] };
  while (fitted.adults + fitted.childAges.length + fitted.infants > MAX_TRAVELLERS_PER_ROOM) {
    if (fitted.infants > 0) fitted.infants -= 1;
    else if (fitted.childAges.length > 0) fitted.childAges.pop();
    else fitted.adults -= 1;
  }
  return fitted;
}

export function partyToSearchParams(rooms: PartyRoom[], params = new URLSearchParams()): URLSearchParams {
  for (const key of [...params.keys()]) if (/^(habitaciones|[anebh]\d+)$/.test(key)) params.delete(key);
  params.set('habitaciones', String(rooms.length));
  rooms.forEach((room, index) => {
    const n = index + 1;
    params.set(`a${n}`, String(room.adults));
    params.set(`n${n}`, String(room.childAges.length));
    for (const age of room.childAges) params.append(`e${n}`, String(age));
    params.set(`b${n}`, String(room.infants));
    if (room.roomId) params.set(`h${n}`, String(room.roomId));
  });
  return params;
}

export function partySize(rooms: PartyRoom[]) {
  return rooms.reduce(
    (total, room) => ({
      adults: total.adults + room.adults,
      children: total.children + room.childAges.length,
      infants: total.infants + room.infants,
    }),
    { adults: 0, children: 0, infants: 0 },
  );
}

/** What a room option can hold (the catalogue's maxAdultos and maxPersonas). */
export interface RoomCapacity {
  id_habitacion: number;
  maxAdultos: number;
  maxPersonas: number;
}

/**
 * Section 9 limits from the room options: each room gets the option asked for if the party fits
 * in it, else the first option that fits (reported as switched), else none (the party must be
 * split into more rooms).
 */
export function chooseRoomOptions<T extends RoomCapacity>(party: PartyRoom[], options: T[]) {
  return party.map((room) => {
    const travellers = room.adults + room.childAges.length + room.infants;
    const fits = (option: T) => room.adults <= option.maxAdultos && travellers <= option.maxPersonas;
    const requested = options.find((option) => option.id_habitacion === room.roomId) ?? options[0];
    const chosen = requested && fits(requested) ? requested : options.find(fits);
    const switchedFrom = chosen && requested && chosen !== requested ? requested : undefined;
    return { room, chosen, switchedFrom, travellers };
  });
}
