import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlCharacter, outOfRangeInput, textWithControl } from '../../../tests/helpers/bad-input';
import { addDays } from '../days';
import { draftOfSearch, hotelDraftParams, roomsAfterAction } from './hotel-search-draft';
import {
  hotelSearchParams,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_CITY_LENGTH,
  MAX_DAYS_AHEAD,
  MAX_GUESTS_PER_ROOM,
  MAX_HOTEL_CHILDREN_PER_ROOM,
  MAX_HOTEL_NIGHTS,
  MAX_HOTEL_ROOMS,
  parseHotelSearch,
  type HotelRoomDraft,
  type HotelSearch,
} from './hotel-search-query';

const TODAY = '2027-03-01';

const room = fc
  .record({
    adults: fc.integer({ min: 1, max: MAX_ADULTS_PER_ROOM }),
    childAges: fc.array(fc.integer({ min: 0, max: MAX_CHILD_AGE }), {
      maxLength: MAX_HOTEL_CHILDREN_PER_ROOM,
    }),
  })
  .filter((r) => r.adults + r.childAges.length <= MAX_GUESTS_PER_ROOM);

const WORDS = [
  'Punta',
  'Cana',
  'Cancún',
  'La',
  'Habana',
  "L'Aquila",
  'St.',
  'Москва',
  '東京',
  'București',
  'Ñ',
  'São',
  'Paulo',
  'L’Avana',
  'नई',
];
const city = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(' ', '-')), { minLength: 1, maxLength: 6 })
  .map((words) => words.map(([word, gap], i) => (i === 0 ? word : `${gap}${word}`)).join(''))
  .filter((text) => [...text].length >= 2 && [...text].length <= MAX_CITY_LENGTH);

/** Any search the form may send: a destination or a city (or both), a stay within the bounds, 1 to 5 rooms. */
const validSearch: fc.Arbitrary<HotelSearch> = fc
  .record({
    destinationId: fc.option(fc.integer({ min: 1, max: 999_999 }), { nil: null }),
    cityText: fc.option(city, { nil: '' }),
    start: fc.integer({ min: 0, max: MAX_DAYS_AHEAD }),
    nights: fc.integer({ min: 1, max: MAX_HOTEL_NIGHTS }),
    rooms: fc.array(room, { minLength: 1, maxLength: MAX_HOTEL_ROOMS }),
  })
  .filter((s) => s.destinationId !== null || s.cityText !== '')
  .map(({ start, nights, ...rest }) => ({
    ...rest,
    checkIn: addDays(TODAY, start),
    checkOut: addDays(TODAY, start + nights),
  }));

const PARAMETERS = [
  'destino',
  'ciudad',
  'entrada',
  'salida',
  'habitaciones',
  'a1',
  'n1',
  'e1',
  'a2',
  'e2',
  'a6',
  'accion',
];
const junk = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  outOfRangeInput(-10, 999_999).map(String),
  textWithControl(controlCharacter, 'Punta Cana'),
  // Values that are right in their place, so that some addresses are searches.
  fc.constantFrom('12', 'Cancún', '2027-03-10', '17/03/2027', '2', '5'),
  fc.constantFrom(
    '2-5-7,1-0',
    '2,2,2,2,2,2',
    '4-17-17-17-17',
    '31/02/2027',
    '2027-02-30',
    '0',
    '99',
    '-',
    ',',
  ),
  fc.string({ minLength: 1000, maxLength: 3000 }),
);
const anyAddress = fc.oneof(
  fc
    .array(fc.tuple(fc.constantFrom(...PARAMETERS), junk), { maxLength: 30 })
    .map((entries) => new URLSearchParams(entries)),
  // A search's address with a few of its values replaced, added or taken away.
  fc
    .tuple(
      validSearch,
      fc.array(fc.tuple(fc.constantFrom(...PARAMETERS), fc.option(junk, { nil: null }), fc.boolean()), {
        maxLength: 3,
      }),
    )
    .map(([search, changes]) => {
      const params = hotelSearchParams(search);
      for (const [name, value, append] of changes)
        if (value === null) params.delete(name);
        else if (append) params.append(name, value);
        else params.set(name, value);
      return params;
    }),
);

function expectShowable(rooms: HotelRoomDraft[]) {
  expect(rooms.length).toBeGreaterThanOrEqual(1);
  expect(rooms.length).toBeLessThanOrEqual(MAX_HOTEL_ROOMS);
  for (const r of rooms) {
    expect(r.adults).toBeGreaterThanOrEqual(1);
    expect(r.adults).toBeLessThanOrEqual(MAX_ADULTS_PER_ROOM);
    expect(r.childAges.length).toBeLessThanOrEqual(MAX_HOTEL_CHILDREN_PER_ROOM);
    for (const age of r.childAges) if (age !== null) expect(age).toBeGreaterThanOrEqual(0);
    for (const age of r.childAges) if (age !== null) expect(age).toBeLessThanOrEqual(MAX_CHILD_AGE);
  }
}

describe('the hotel search address, property by property', () => {
  it('parse ∘ serialise is the identity on every valid search', () => {
    fc.assert(
      fc.property(validSearch, (search) => {
        expect(parseHotelSearch(hotelSearchParams(search), TODAY)).toEqual({ ok: true, search });
      }),
      { numRuns: 500 },
    );
  });

  it('the form draft of a search reads back as the same search', () => {
    fc.assert(
      fc.property(validSearch, (search) => {
        expect(parseHotelSearch(hotelDraftParams(draftOfSearch(search)), TODAY)).toEqual({
          ok: true,
          search,
        });
      }),
      { numRuns: 300 },
    );
  });

  let searches = 0;
  it('any address is read without throwing: a search within every bound, or a draft the form can show', () => {
    fc.assert(
      fc.property(anyAddress, (params) => {
        const result = parseHotelSearch(params, TODAY);
        if (!result.ok) {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
          expect([...result.draft.cityText].length).toBeLessThanOrEqual(MAX_CITY_LENGTH * 4);
          expectShowable(result.draft.rooms);
          return;
        }
        searches += 1;
        const { search } = result;
        expect(
          search.destinationId === null || (search.destinationId >= 1 && search.destinationId <= 999_999),
        ).toBe(true);
        expect([...search.cityText].length).toBeLessThanOrEqual(MAX_CITY_LENGTH);
        expect(search.checkIn >= TODAY && search.checkIn <= addDays(TODAY, MAX_DAYS_AHEAD)).toBe(true);
        expect(
          search.checkOut > search.checkIn && search.checkOut <= addDays(search.checkIn, MAX_HOTEL_NIGHTS),
        ).toBe(true);
        expectShowable(search.rooms);
        // And what it found is written back as it was read.
        expect(parseHotelSearch(hotelSearchParams(search), TODAY)).toEqual(result);
      }),
      { numRuns: 2000 },
    );
    expect(searches).toBeGreaterThan(0);
  });

  it('adding a room then removing it gives back the rooms; removing keeps the others in order', () => {
    fc.assert(
      fc.property(
        fc.array(room, { minLength: 1, maxLength: MAX_HOTEL_ROOMS - 1 }),
        fc.nat(),
        (rooms, pick) => {
          const added = roomsAfterAction(rooms, { kind: 'add' });
          expect(added).toHaveLength(rooms.length + 1);
          expect(roomsAfterAction(added, { kind: 'remove', room: added.length })).toEqual(rooms);
          const removed = (pick % added.length) + 1;
          expect(roomsAfterAction(added, { kind: 'remove', room: removed })).toEqual(
            added.filter((_, index) => index !== removed - 1),
          );
        },
      ),
    );
  });
});
