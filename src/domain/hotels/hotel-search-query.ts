import { MAX_CHILDREN_PER_ROOM } from '../catalogue/party';
import { offerDate } from '../catalogue/offer-date';
import { DEFAULT_NIGHTS } from '../constants';
import { addDays, daysUntil, readTypedDay } from '../days';
import { MAX_TRAVELLERS_PER_ROOM } from '../pricing/types';
import type { RoomParty } from './bed-bank';

/**
 * A hotel-only search, kept in the address of its results so it can be shared and reloaded:
 *
 *   /hotel/destino?destino=12&ciudad=Punta%20Cana&entrada=2027-03-10&salida=2027-03-17&habitaciones=2,1-0
 *
 * `destino` is the chosen suggestion's destinoId (missing when the visitor typed a city and chose
 * nothing: the results page finds `ciudad`), the dates are ISO, and `habitaciones` lists the rooms
 * separated by "," each as its adults followed by "-age" per child ("2", "2-5-7", "1-0").
 *
 * The search form at /hotel writes its draft as its controls are named instead (`a1`, `n1`, `e1`
 * per child of room 1…, the dates as typed); this module reads both. Pure and zod-free: the form's
 * browser code checks a search with the same rules as the server.
 */

/** Section 5: at most 5 rooms. */
export const MAX_HOTEL_ROOMS = 5;
export const MIN_ADULTS_PER_ROOM = 1;
export const MAX_ADULTS_PER_ROOM = 4;
/** As the package search: at most 4 children a room (catalogue/party). */
export const MAX_HOTEL_CHILDREN_PER_ROOM = MAX_CHILDREN_PER_ROOM;
/** A hotel's child is 0 to 17: babies are children of 0 or 1. */
export const MAX_CHILD_AGE = 17;
export const HOTEL_CHILD_AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);
/** As every room the storefront sells (pricing/types): adults and children together. */
export const MAX_GUESTS_PER_ROOM = MAX_TRAVELLERS_PER_ROOM;
export const MAX_HOTEL_NIGHTS = 30;
/** Check-in at most a year ahead: the bed bank's rates go no further. */
export const MAX_DAYS_AHEAD = 365;
export const MAX_CITY_LENGTH = 60;
export const MAX_DESTINATION_ID = 999_999;

/** Section 3 and 9: the default room is 2 adults and 0 children. */
export const DEFAULT_ROOM: RoomParty = { adults: 2, childAges: [] };

export interface HotelSearch {
  /** The destinoId of the chosen suggestion, or null when the visitor only typed a city. */
  destinationId: number | null;
  cityText: string;
  /** YYYY-MM-DD */
  checkIn: string;
  /** YYYY-MM-DD */
  checkOut: string;
  rooms: RoomParty[];
}

/** A room as the form shows it: a child whose age is still to be chosen has none (null). */
export interface HotelRoomDraft {
  adults: number;
  childAges: (number | null)[];
}

/** The search as the visitor left it: what the form shows again, with its errors beside it. */
export interface HotelSearchDraft {
  destinationId: number | null;
  cityText: string;
  /** As typed (DD/MM/YYYY…) or as a picker or an address wrote it (YYYY-MM-DD). */
  checkIn: string;
  checkOut: string;
  rooms: HotelRoomDraft[];
}

export type HotelSearchError =
  | 'destinationRequired'
  | 'destinationInvalid'
  | 'cityTooShort'
  | 'cityTooLong'
  | 'cityInvalid'
  | 'checkInRequired'
  | 'checkOutRequired'
  | 'dateFormat'
  | 'invalidDate'
  | 'checkInPast'
  | 'checkInTooFar'
  | 'checkOutBeforeCheckIn'
  | 'tooManyNights'
  | 'roomsInvalid'
  | 'tooManyRooms'
  | 'adultsRange'
  | 'tooManyChildren'
  | 'tooManyInRoom'
  | 'childAgeRequired'
  | 'childAgeInvalid';

/**
 * Errors by field, named as the form's controls: `ciudad`, `entrada`, `salida`, `habitaciones`
 * (the rooms as a whole), `a2` (room 2's adults), `n2` (its children), `e2-1` (its first child's age).
 */
export type HotelSearchErrors = Record<string, HotelSearchError>;

export type HotelSearchResult =
  { ok: true; search: HotelSearch } | { ok: false; draft: HotelSearchDraft; errors: HotelSearchErrors };

export const roomField = {
  adults: (room: number) => `a${room}`,
  children: (room: number) => `n${room}`,
  age: (room: number) => `e${room}`,
  /** The error key (and control) of one child's age: `e2-1`. */
  childAge: (room: number, child: number) => `e${room}-${child}`,
};

// Longest text each parameter may hold before it is read at all.
const MAX_ID_DIGITS = String(MAX_DESTINATION_ID).length;
/** A city of 60 characters with room for spaces and decomposed accents around it. */
const MAX_CITY_INPUT = MAX_CITY_LENGTH * 4;
/** " 31 / 12 / 2027 " and the like. */
const MAX_DATE_INPUT = 20;
/** Five rooms of 4 adults and four children of two digits: "4-17-17-17-17," five times. */
const MAX_ROOMS_INPUT = MAX_HOTEL_ROOMS * (1 + MAX_HOTEL_CHILDREN_PER_ROOM * 3) + MAX_HOTEL_ROOMS;
const MAX_SMALL_NUMBER_INPUT = 2;

/** Letters of any script (with their combining marks), spaces, hyphens, apostrophes and dots. */
const CITY_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;
const LETTER = /\p{L}/u;
const CONTROL = /[\p{Cc}\p{Cs}]/u;
const SMALL_NUMBER = /^\d{1,2}$/;

/** The city as it is searched: composed characters, spaces collapsed, trimmed. */
const cleanCity = (text: string) => text.normalize('NFC').replace(/\s+/gu, ' ').trim();
const characterCount = (text: string) => [...text].length;

function readDestination(raw: string | null): { id: number | null; error?: HotelSearchError } {
  const value = (raw ?? '').trim();
  if (value === '') return { id: null };
  if (value.length > MAX_ID_DIGITS || !/^\d+$/.test(value)) return { id: null, error: 'destinationInvalid' };
  const id = Number(value);
  return id >= 1 && id <= MAX_DESTINATION_ID ? { id } : { id: null, error: 'destinationInvalid' };
}

function readCity(raw: string | null): { text: string; error?: HotelSearchError } {
  const value = raw ?? '';
  if (value.length > MAX_CITY_INPUT)
    return { text: [...value].slice(0, MAX_CITY_LENGTH).join(''), error: 'cityTooLong' };
  // Control characters (tabs, line breaks, NUL) are refused, not turned into spaces.
  if (CONTROL.test(value))
    return { text: cleanCity(value.replace(new RegExp(CONTROL, 'gu'), ' ')), error: 'cityInvalid' };
  const text = cleanCity(value);
  if (characterCount(text) > MAX_CITY_LENGTH) return { text, error: 'cityTooLong' };
  if (text !== '' && (!CITY_CHARACTERS.test(text) || !LETTER.test(text)))
    return { text, error: 'cityInvalid' };
  return { text };
}

/** A number of 1 or 2 digits within min..max, or undefined. */
function smallNumber(raw: string | null | undefined, min: number, max: number): number | undefined {
  const value = (raw ?? '').trim();
  if (value.length > MAX_SMALL_NUMBER_INPUT || !SMALL_NUMBER.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** A number to show in a select when the address's is not one: the nearest allowed, else `fallback`. */
function shownNumber(raw: string | null | undefined, min: number, max: number, fallback: number): number {
  const value = (raw ?? '').trim();
  const number = SMALL_NUMBER.test(value) ? Number(value) : Number.NaN;
  return Number.isNaN(number) ? fallback : Math.min(max, Math.max(min, number));
}

interface RoomInput {
  adults: string | undefined;
  children: string | undefined;
  ages: (string | undefined)[];
}

/** One room read from the address: its draft, and its errors (keys of room n). */
function readRoom(input: RoomInput, n: number, errors: HotelSearchErrors): HotelRoomDraft {
  const adults = smallNumber(input.adults, MIN_ADULTS_PER_ROOM, MAX_ADULTS_PER_ROOM);
  if (adults === undefined) errors[roomField.adults(n)] = 'adultsRange';
  const given = input.children ?? String(input.ages.length);
  let count = smallNumber(given, 0, MAX_HOTEL_CHILDREN_PER_ROOM);
  if (count === undefined) {
    errors[roomField.children(n)] = 'tooManyChildren';
    count = shownNumber(given, 0, MAX_HOTEL_CHILDREN_PER_ROOM, 0);
  }
  const childAges = Array.from({ length: count }, (_, index) => {
    const raw = (input.ages[index] ?? '').trim();
    const age = smallNumber(raw, 0, MAX_CHILD_AGE);
    if (age === undefined)
      errors[roomField.childAge(n, index + 1)] = raw === '' ? 'childAgeRequired' : 'childAgeInvalid';
    return age ?? null;
  });
  const room = {
    adults:
      adults ?? shownNumber(input.adults, MIN_ADULTS_PER_ROOM, MAX_ADULTS_PER_ROOM, DEFAULT_ROOM.adults),
    childAges,
  };
  if (adults !== undefined && room.adults + childAges.length > MAX_GUESTS_PER_ROOM)
    errors[roomField.adults(n)] = 'tooManyInRoom';
  return room;
}

/** `habitaciones=2-5-7,1-0`: the results' address. */
function roomsFromList(raw: string, errors: HotelSearchErrors): HotelRoomDraft[] {
  const value = raw.trim();
  if (value.length > MAX_ROOMS_INPUT || !/^[\d,-]+$/.test(value)) {
    errors.habitaciones = 'roomsInvalid';
    return [{ ...DEFAULT_ROOM }];
  }
  const listed = value.split(',');
  if (listed.length > MAX_HOTEL_ROOMS) errors.habitaciones = 'tooManyRooms';
  return listed.slice(0, MAX_HOTEL_ROOMS).map((room, index) => {
    const [adults, ...ages] = room.split('-');
    // More children than a room takes: the first ones are shown, and the room says why.
    const children = ages.length > MAX_HOTEL_CHILDREN_PER_ROOM ? String(ages.length) : undefined;
    return readRoom(
      { adults, children, ages: ages.slice(0, MAX_HOTEL_CHILDREN_PER_ROOM) },
      index + 1,
      errors,
    );
  });
}

/** `a1=2&n1=2&e1=5&e1=7&a2=1…`: the form's controls, room by room from 1. */
function roomsFromForm(params: URLSearchParams, errors: HotelSearchErrors): HotelRoomDraft[] {
  const rooms: HotelRoomDraft[] = [];
  for (let n = 1; n <= MAX_HOTEL_ROOMS && params.has(roomField.adults(n)); n++) {
    const ages = params.getAll(roomField.age(n)).slice(0, MAX_HOTEL_CHILDREN_PER_ROOM);
    const children = params.get(roomField.children(n)) ?? undefined;
    rooms.push(readRoom({ adults: params.get(roomField.adults(n)) ?? '', children, ages }, n, errors));
  }
  if (params.has(roomField.adults(MAX_HOTEL_ROOMS + 1))) errors.habitaciones = 'tooManyRooms';
  return rooms;
}

function readRooms(params: URLSearchParams, errors: HotelSearchErrors): HotelRoomDraft[] {
  if (params.has(roomField.adults(1))) return roomsFromForm(params, errors);
  const list = params.get('habitaciones');
  if (list !== null && list.trim() !== '') return roomsFromList(list, errors);
  return [{ ...DEFAULT_ROOM }];
}

/**
 * The draft an address holds, every parameter bounded before it is read, with the errors found
 * reading it (a number out of range is shown as the nearest one the form offers, and said).
 * Rooms come from the form's controls when it has them, else from `habitaciones`, else one
 * default room.
 */
export function readHotelSearchDraft(params: URLSearchParams): {
  draft: HotelSearchDraft;
  errors: HotelSearchErrors;
} {
  const errors: HotelSearchErrors = {};
  const destination = readDestination(params.get('destino'));
  const city = readCity(params.get('ciudad'));
  const cityError = city.error ?? destination.error;
  if (cityError) errors.ciudad = cityError;
  const date = (name: 'entrada' | 'salida') => {
    const raw = params.get(name) ?? '';
    if (raw.length <= MAX_DATE_INPUT) return raw.trim();
    errors[name] = 'dateFormat';
    return raw.slice(0, MAX_DATE_INPUT);
  };
  const draft: HotelSearchDraft = {
    destinationId: destination.id,
    cityText: city.text,
    checkIn: date('entrada'),
    checkOut: date('salida'),
    rooms: readRooms(params, errors),
  };
  return { draft, errors };
}

/** A day of the form read as ISO, or the error it deserves. */
function checkDay(text: string, required: HotelSearchError): { day: string } | { error: HotelSearchError } {
  if (text.trim() === '') return { error: required };
  if (text.length > MAX_DATE_INPUT) return { error: 'dateFormat' };
  const read = readTypedDay(text);
  if ('day' in read) return read;
  return { error: read.problem === 'format' ? 'dateFormat' : 'invalidDate' };
}

/** The nights between two days as typed, or null while either is not a day. */
export function stayNights(checkIn: string, checkOut: string): number | null {
  const from = readTypedDay(checkIn);
  const to = readTypedDay(checkOut);
  return 'day' in from && 'day' in to ? daysUntil(from.day, to.day) : null;
}

/** The last day check-in may be. */
export const lastCheckIn = (today: string) => addDays(today, MAX_DAYS_AHEAD);

/**
 * Checks a draft (as the form holds it, or as readHotelSearchDraft read it) against the search's
 * rules: a destination, real days, check-in from today to a year ahead, check-out after it and at
 * most 30 nights later, every child's age. Adds to `found` (errors met while reading).
 */
export function checkHotelSearch(
  draft: HotelSearchDraft,
  today: string,
  found: HotelSearchErrors = {},
): HotelSearchResult {
  const errors: HotelSearchErrors = { ...found };
  // What was found reading the address stands: a field is told one thing at a time.
  const note = (key: string, error: HotelSearchError) => {
    errors[key] ??= error;
  };
  const city = readCity(draft.cityText);
  if (city.error) note('ciudad', city.error);
  else if (draft.destinationId === null && city.text === '') note('ciudad', 'destinationRequired');
  else if (draft.destinationId === null && characterCount(city.text) < 2) note('ciudad', 'cityTooShort');
  const checkIn = checkDay(draft.checkIn, 'checkInRequired');
  const checkOut = checkDay(draft.checkOut, 'checkOutRequired');
  if ('error' in checkIn) note('entrada', checkIn.error);
  else if (checkIn.day < today) note('entrada', 'checkInPast');
  else if (checkIn.day > lastCheckIn(today)) note('entrada', 'checkInTooFar');
  // Check-out is measured from a check-in that stands: one in the past is said once, on its own field.
  const from = 'day' in checkIn && !errors.entrada ? checkIn.day : undefined;
  if ('error' in checkOut) note('salida', checkOut.error);
  else if (from && checkOut.day <= from) note('salida', 'checkOutBeforeCheckIn');
  else if (from && daysUntil(from, checkOut.day) > MAX_HOTEL_NIGHTS) note('salida', 'tooManyNights');
  if (draft.rooms.length === 0) note('habitaciones', 'roomsInvalid');
  if (draft.rooms.length > MAX_HOTEL_ROOMS) note('habitaciones', 'tooManyRooms');
  draft.rooms.slice(0, MAX_HOTEL_ROOMS).forEach((room, index) => {
    const n = index + 1;
    const { adults, childAges } = room;
    if (!Number.isInteger(adults) || adults < MIN_ADULTS_PER_ROOM || adults > MAX_ADULTS_PER_ROOM)
      note(roomField.adults(n), 'adultsRange');
    else if (adults + childAges.length > MAX_GUESTS_PER_ROOM) note(roomField.adults(n), 'tooManyInRoom');
    if (childAges.length > MAX_HOTEL_CHILDREN_PER_ROOM) note(roomField.children(n), 'tooManyChildren');
    childAges.slice(0, MAX_HOTEL_CHILDREN_PER_ROOM).forEach((age, child) => {
      const key = roomField.childAge(n, child + 1);
      if (age === null) note(key, 'childAgeRequired');
      else if (!Number.isInteger(age) || age < 0 || age > MAX_CHILD_AGE) note(key, 'childAgeInvalid');
    });
  });
  if (Object.keys(errors).length > 0 || !('day' in checkIn) || !('day' in checkOut))
    return { ok: false, draft, errors };
  return {
    ok: true,
    search: {
      destinationId: draft.destinationId,
      cityText: city.text,
      checkIn: checkIn.day,
      checkOut: checkOut.day,
      rooms: draft.rooms.map((room) => ({ adults: room.adults, childAges: room.childAges as number[] })),
    },
  };
}

/** Where a field's error stands in the form, for the error summary: destination, dates, then room by room. */
export function errorFieldRank(key: string): number {
  const fixed = ['ciudad', 'entrada', 'salida', 'habitaciones'].indexOf(key);
  if (fixed >= 0) return fixed;
  const room = /^([ane])(\d+)(?:-(\d+))?$/.exec(key);
  if (!room) return 1_000_000;
  const within = room[1] === 'a' ? 0 : room[1] === 'n' ? 1 : 1 + Number(room[3] ?? 0);
  return 10 + Number(room[2]) * 100 + within;
}

/**
 * The search an address asks for (the results page's, or the form's draft sent without
 * JavaScript), bounded and checked; else the draft to show again with its errors. `today` is
 * YYYY-MM-DD.
 */
export function parseHotelSearch(params: URLSearchParams, today: string): HotelSearchResult {
  const { draft, errors } = readHotelSearchDraft(params);
  return checkHotelSearch(draft, today, errors);
}

/** `2-5-7,1-0` */
export function roomsText(rooms: readonly RoomParty[]): string {
  return rooms.map((room) => [room.adults, ...room.childAges].join('-')).join(',');
}

/** The results' address of a search (parseHotelSearch's inverse), its parameters always in this order. */
export function hotelSearchParams(search: HotelSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.destinationId !== null) params.set('destino', String(search.destinationId));
  if (search.cityText !== '') params.set('ciudad', search.cityText);
  params.set('entrada', search.checkIn);
  params.set('salida', search.checkOut);
  params.set('habitaciones', roomsText(search.rooms));
  return params;
}

/** What the form starts with: no destination, check-in on the offer date (today + 7), 7 nights, one default room. */
export function defaultHotelSearch(today: string): HotelSearchDraft {
  const checkIn = offerDate(today);
  return {
    destinationId: null,
    cityText: '',
    checkIn,
    checkOut: addDays(checkIn, DEFAULT_NIGHTS),
    rooms: [{ ...DEFAULT_ROOM, childAges: [] }],
  };
}
