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
} from './party';

// Read on the server only (page loaders): zod stays out of the pages' browser code, which writes
// the party with partyToSearchParams (./party).

/**
 * The party in an address is repaired rather than refused: a value out of range takes the
 * default (one room, 2 adults, age 7 for a child), so a hand-edited address still shows an offer.
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
const childAge = integerBetween(FIRST_CHILD_AGE, ADULT_AGE - 1).catch(7);
const AGE_LISTS = Array.from({ length: MAX_ROOMS }, (_, index) => `e${index + 1}`);

export function partyFromSearchParams(params: URLSearchParams): PartyRoom[] {
  const input = searchParamsInput(params, AGE_LISTS);
  return Array.from({ length: roomCount.parse(input.habitaciones) }, (_, index) => {
    const n = index + 1;
    const { adults, children, ages, infants, roomId } = roomQuery.parse({
      adults: input[`a${n}`],
      children: input[`n${n}`],
      ages: input[`e${n}`],
      infants: input[`b${n}`],
      roomId: input[`h${n}`],
    });
    const allAges = Array.from({ length: children }, (_, i) => childAge.parse(ages[i]));
    const childAges = allAges.filter((age) => age <= LAST_CHILD_AGE);
    const room = { adults: adults + allAges.length - childAges.length, childAges, infants };
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
export function partyAfterAction(params: URLSearchParams): PartyRoom[] | undefined {
  if (!params.has('accion')) return undefined;
  const rooms = partyFromSearchParams(params);
  const action = partyActionQuery.safeParse(params.get('accion'));
  if (!action.success) return rooms;
  if (action.data === 'anadir') return rooms.length < MAX_ROOMS ? [...rooms, { ...ADDED_ROOM }] : rooms;
  return rooms.length > 1 ? rooms.filter((_, index) => index + 1 !== action.data) : rooms;
}
