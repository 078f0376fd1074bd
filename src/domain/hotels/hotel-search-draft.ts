import { DEFAULT_NIGHTS } from '../constants';
import { addDays, readTypedDay } from '../days';
import {
  checkHotelSearch,
  DEFAULT_ROOM,
  defaultHotelSearch,
  MAX_HOTEL_ROOMS,
  readHotelSearchDraft,
  roomField,
  type HotelRoomDraft,
  type HotelSearch,
  type HotelSearchDraft,
  type HotelSearchErrors,
} from './hotel-search-query';

/**
 * The hotel search form's own address (/hotel): the draft as its controls name it, so that
 * without JavaScript its buttons (search, add a room, remove room n) are a GET to /hotel with
 * `accion`, and the address always holds what the visitor left in the form. Pure and zod-free.
 */

/** `accion`: search, add a room, remove room n. */
export type HotelFormAction = { kind: 'search' } | { kind: 'add' } | { kind: 'remove'; room: number };

export const SEARCH_ACTION = 'buscar';
export const ADD_ROOM_ACTION = 'anadir';
export const removeRoomAction = (room: number) => `quitar-${room}`;

export function readFormAction(value: string | null): HotelFormAction | undefined {
  if (value === SEARCH_ACTION) return { kind: 'search' };
  if (value === ADD_ROOM_ACTION) return { kind: 'add' };
  const remove = value !== null && value.length <= 8 ? /^quitar-(\d)$/.exec(value) : null;
  return remove ? { kind: 'remove', room: Number(remove[1]) } : undefined;
}

/**
 * The rooms after "add a room" (a room as the default request, 2 adults, up to 5 rooms) or
 * "remove room n" (never the only one): the others keep their order and are numbered again from 1.
 */
export function roomsAfterAction(
  rooms: readonly HotelRoomDraft[],
  action: Exclude<HotelFormAction, { kind: 'search' }>,
): HotelRoomDraft[] {
  if (action.kind === 'add')
    return rooms.length < MAX_HOTEL_ROOMS ? [...rooms, { ...DEFAULT_ROOM, childAges: [] }] : [...rooms];
  return rooms.length > 1 ? rooms.filter((_, index) => index + 1 !== action.room) : [...rooms];
}

/** The form's draft as its controls write it: destino, ciudad, entrada, salida, then a, n and each e per room. */
export function hotelDraftParams(draft: HotelSearchDraft): URLSearchParams {
  const params = new URLSearchParams();
  if (draft.destinationId !== null) params.set('destino', String(draft.destinationId));
  if (draft.cityText !== '') params.set('ciudad', draft.cityText);
  params.set('entrada', draft.checkIn);
  params.set('salida', draft.checkOut);
  draft.rooms.forEach((room, index) => {
    const n = index + 1;
    params.set(roomField.adults(n), String(room.adults));
    params.set(roomField.children(n), String(room.childAges.length));
    for (const age of room.childAges) params.append(roomField.age(n), age === null ? '' : String(age));
  });
  return params;
}

/** A search as the form shows it. */
export const draftOfSearch = (search: HotelSearch): HotelSearchDraft => ({
  ...search,
  rooms: search.rooms.map((room) => ({ adults: room.adults, childAges: [...room.childAges] })),
});

const DRAFT_PARAMETER = /^(destino|ciudad|entrada|salida|habitaciones|[ane][1-9])$/;

/** Whether an address holds any of the search (else /hotel shows the empty form). */
export const hasHotelDraft = (params: URLSearchParams) =>
  [...params.keys()].some((key) => DRAFT_PARAMETER.test(key));

/**
 * What /hotel shows for its address: the draft it holds, the defaults (check-in on the offer
 * date, 7 nights, one room of 2) for what it leaves out, and the errors of what it holds. A search
 * sent (`submitted`) is told everything it lacks; an address that only prefills the form (a link
 * naming a city, the results' "change the search") is not told that it has no destination yet.
 */
export function hotelFormDraft(
  params: URLSearchParams,
  today: string,
  submitted: boolean,
): { draft: HotelSearchDraft; errors: HotelSearchErrors } {
  const read = readHotelSearchDraft(params);
  const defaults = defaultHotelSearch(today);
  const checkIn = params.has('entrada') ? read.draft.checkIn : defaults.checkIn;
  // A check-in without a check-out: the default stay from it.
  const typedIn = readTypedDay(checkIn);
  const checkOut = 'day' in typedIn ? addDays(typedIn.day, DEFAULT_NIGHTS) : defaults.checkOut;
  const draft: HotelSearchDraft = submitted
    ? read.draft
    : { ...read.draft, checkIn, checkOut: params.has('salida') ? read.draft.checkOut : checkOut };
  const checked = checkHotelSearch(draft, today, read.errors);
  const errors: HotelSearchErrors = checked.ok ? {} : { ...checked.errors };
  if (!submitted && !params.has('ciudad') && !params.has('destino')) delete errors.ciudad;
  return { draft, errors };
}
