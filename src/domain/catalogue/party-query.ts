import { ADULT_AGE } from '../booking/travellers';
import { MAX_ROOMS, MAX_TRAVELLERS_PER_ROOM } from '../pricing/types';
import { id, integerBetween, searchParamsInput } from '../schemas/bounds';
import { z } from '../schemas/zod';
import {
  ADDED_ROOM,
  DEFAULT_ROOM,
  FIRST_CHILD_AGE,
  fitRoom,
  LAST_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MAX_INFANTS_PER_ROOM,
  type PartyRoom,
  type PartyRoomDraft,
} from './party';

// Read on the server only (page loaders): zod stays out of the pages' browser code, which writes
// the party with partyToSearchParams (./party).

/**
 * The party in an address is repaired rather than refused: a value out of range takes the
 * default (one room, 2 adults), so a hand-edited address still shows an offer. A child's age is
 * never made up for the visitor: a missing one is asked (partyDraftFromSearchParams).
 */
const roomCount = integerBetween(1, MAX_ROOMS).catch(1);
const roomQuery = z.object({
  adults: integerBetween(1, MAX_TRAVELLERS_PER_ROOM).catch(DEFAULT_ROOM.adults),
  children: integerBetween(0, MAX_CHILDREN_PER_ROOM).catch(0),
  ages: z.array(z.unknown()).catch([]),
  infants: integerBetween(0, MAX_INFANTS_PER_ROOM).catch(0),
  roomId: id().optional().catch(undefined),
});
/** A child's age in an address; 12 to 17 is read as the adult that traveller pays as (section 1). */
const childAge = integerBetween(FIRST_CHILD_AGE, ADULT_AGE - 1);
/** What a priced page assumes for a child whose age the address lacks (a form sent without JavaScript). */
const ASSUMED_CHILD_AGE = 7;
const AGE_LISTS = Array.from({ length: MAX_ROOMS }, (_, index) => `e${index + 1}`);

/** The rooms an address names, each child's age as given (null when missing or not an age). */
function roomsInAddress(params: URLSearchParams) {
  const input = searchParamsInput(params, AGE_LISTS);
  return Array.from({ length: roomCount.parse(input.habitaciones) }, (_, index) => {
    const n = index + 1;
    const { children, ages, ...room } = roomQuery.parse({
      adults: input[`a${n}`],
      children: input[`n${n}`],
      ages: input[`e${n}`],
      infants: input[`b${n}`],
      roomId: input[`h${n}`],
    });
    const given = Array.from({ length: children }, (_, i) => childAge.safeParse(ages[i]).data ?? null);
    return { ...room, given };
  });
}

export function partyFromSearchParams(params: URLSearchParams): PartyRoom[] {
  return roomsInAddress(params).map(({ adults, given, infants, roomId }) => {
    const allAges = given.map((age) => age ?? ASSUMED_CHILD_AGE);
    const childAges = allAges.filter((age) => age <= LAST_CHILD_AGE);
    const room = { adults: adults + allAges.length - childAges.length, childAges, infants };
    return fitRoom(roomId ? { ...room, roomId } : room);
  });
}

/**
 * The party as the visitor left it when the address names a child without an age (the party form
 * sent without JavaScript): that age is still to be asked, not assumed. Undefined when every child
 * has one.
 */
export function partyDraftFromSearchParams(params: URLSearchParams): PartyRoomDraft[] | undefined {
  const rooms = roomsInAddress(params);
  if (rooms.every((room) => room.given.every((age) => age !== null))) return undefined;
  return rooms.map(({ adults, given, infants, roomId }) => {
    // As priced: a child of 12 to 17 travels as the adult they pay as.
    const childAges = given.filter((age) => age === null || age <= LAST_CHILD_AGE);
    const room = { adults: adults + given.length - childAges.length, childAges, infants };
    return fitRoom(roomId ? { ...room, roomId } : room);
  });
}

/** The party form's buttons, which work without JavaScript: add a room, or remove room n. */
const partyActionQuery = z.union([
  z.literal('anadir'),
  z
    .string()
    .regex(/^quitar-\d+$/)
    .transform((action) => Number(action.slice('quitar-'.length))),
]);

/** The rooms after a button of the party form, or undefined when the address pressed none. */
export function partyAfterAction(params: URLSearchParams): PartyRoomDraft[] | undefined {
  if (!params.has('accion')) return undefined;
  // A child still without an age stays without one: the page asks for it, whatever was pressed.
  const rooms: PartyRoomDraft[] = partyDraftFromSearchParams(params) ?? partyFromSearchParams(params);
  const action = partyActionQuery.safeParse(params.get('accion'));
  if (!action.success) return rooms;
  if (action.data === 'anadir') return rooms.length < MAX_ROOMS ? [...rooms, { ...ADDED_ROOM }] : rooms;
  return rooms.length > 1 ? rooms.filter((_, index) => index + 1 !== action.data) : rooms;
}
