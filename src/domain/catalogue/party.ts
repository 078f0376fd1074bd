import { MAX_ROOMS, MAX_TRAVELLERS_PER_ROOM } from '../pricing/types';

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
export const CHILD_AGES = Array.from({ length: 16 }, (_, i) => i + 2); // 2–17

const integer = (value: string | null, min: number, max: number, fallback: number) => {
  const parsed = Number(value);
  return value !== null && value !== '' && Number.isInteger(parsed) && parsed >= min && parsed <= max
    ? parsed
    : fallback;
};

export function partyFromSearchParams(params: URLSearchParams): PartyRoom[] {
  const count = integer(params.get('habitaciones'), 1, MAX_ROOMS, 1);
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const adults = integer(params.get(`a${n}`), 1, MAX_TRAVELLERS_PER_ROOM, DEFAULT_ROOM.adults);
    const children = integer(params.get(`n${n}`), 0, MAX_CHILDREN_PER_ROOM, 0);
    const ages = params.getAll(`e${n}`);
    const childAges = Array.from({ length: children }, (_, i) => integer(ages[i] ?? null, 2, 17, 7));
    const infants = integer(params.get(`b${n}`), 0, MAX_INFANTS_PER_ROOM, 0);
    const roomId = integer(params.get(`h${n}`), 1, Number.MAX_SAFE_INTEGER, 0);
    const room: PartyRoom = { adults, childAges, infants };
    if (roomId > 0) room.roomId = roomId;
    return fitRoom(room);
  });
}

/** Keeps a room within the per-room limit by dropping babies, then children, then adults. */
function fitRoom(room: PartyRoom): PartyRoom {
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
