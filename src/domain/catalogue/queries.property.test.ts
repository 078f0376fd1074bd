import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { controlCharacter, outOfRangeInput, textWithControl } from '../../../tests/helpers/bad-input';
import { MAX_ROOMS, MAX_TRAVELLERS_PER_ROOM } from '../pricing/types';
import { MAX_INTEGER } from '../schemas/bounds';
import { destinationFromSearchParams, filtersFromSearchParams } from './destination-query';
import { AMENITIES, MEAL_PLAN_CODES, SORT_ORDERS } from './offer-filters';
import { CHILD_AGES, MAX_CHILDREN_PER_ROOM, MAX_INFANTS_PER_ROOM, type PartyRoom } from './party';
import { partyAfterAction, partyFromSearchParams } from './party-query';

/** Anything a hand-edited address may hold. */
const junk = fc.oneof(
  fc.string(),
  outOfRangeInput(-10, 10).map(String),
  outOfRangeInput(1, MAX_INTEGER).map(String),
  textWithControl(controlCharacter, '12'),
  fc.integer({ min: 0, max: 10 }).map(String),
);

const PARTY_NAMES = [
  'habitaciones',
  ...Array.from({ length: MAX_ROOMS }, (_, i) =>
    ['a', 'n', 'e', 'b', 'h'].map((key) => `${key}${i + 1}`),
  ).flat(),
];
const partyAddress = fc
  .array(fc.tuple(fc.constantFrom(...PARTY_NAMES), junk), { maxLength: 40 })
  .map((entries) => new URLSearchParams(entries));

function expectBounded(rooms: PartyRoom[]) {
  expect(rooms.length).toBeGreaterThanOrEqual(1);
  expect(rooms.length).toBeLessThanOrEqual(MAX_ROOMS);
  for (const room of rooms) {
    expect(room.adults).toBeGreaterThanOrEqual(1);
    expect(room.childAges.length).toBeLessThanOrEqual(MAX_CHILDREN_PER_ROOM);
    for (const age of room.childAges) expect(CHILD_AGES).toContain(age);
    expect(room.infants).toBeLessThanOrEqual(MAX_INFANTS_PER_ROOM);
    expect(room.adults + room.childAges.length + room.infants).toBeLessThanOrEqual(MAX_TRAVELLERS_PER_ROOM);
    if (room.roomId !== undefined) {
      expect(Number.isInteger(room.roomId)).toBe(true);
      expect(room.roomId).toBeGreaterThanOrEqual(1);
      expect(room.roomId).toBeLessThanOrEqual(MAX_INTEGER);
    }
  }
}

describe('the party in an address', () => {
  it('is always a party we can price, whatever the address holds', () => {
    fc.assert(
      fc.property(partyAddress, (params) => {
        expectBounded(partyFromSearchParams(params));
      }),
    );
  });

  it('takes the defaults for values out of range', () => {
    expect(
      partyFromSearchParams(new URLSearchParams('habitaciones=99999999999&a1=1e3&h1=99999999999')),
    ).toEqual([{ adults: 2, childAges: [], infants: 0 }]);
  });

  it('stays a party we can price after the add and remove buttons', () => {
    fc.assert(
      fc.property(partyAddress, junk, (params, accion) => {
        params.set('accion', accion);
        const rooms = partyAfterAction(params) ?? [];
        // Within the limits, a child still without an age kept without one.
        expectBounded(
          rooms.map((room) => ({ ...room, childAges: room.childAges.filter((age) => age !== null) })),
        );
      }),
    );
    expect(partyAfterAction(new URLSearchParams('habitaciones=1&a1=2'))).toBeUndefined();
    // A room added starts with one adult.
    expect(partyAfterAction(new URLSearchParams('habitaciones=1&accion=anadir'))?.[1]).toEqual({
      adults: 1,
      childAges: [],
      infants: 0,
    });
    expect(partyAfterAction(new URLSearchParams('habitaciones=2&accion=quitar-1'))).toHaveLength(1);
  });
});

describe('the destination page address', () => {
  const FILTER_NAMES = ['regimen', 'categoria', 'servicio', 'precioMin', 'precioMax', 'nombre', 'orden'];

  it('keeps only filters we know, with bounded values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...FILTER_NAMES), junk), { maxLength: 30 }),
        (entries) => {
          const filters = filtersFromSearchParams(new URLSearchParams(entries));
          for (const code of filters.mealPlans ?? []) expect(MEAL_PLAN_CODES).toContain(code);
          for (const category of filters.stars ?? []) expect([1, 2, 3, 4, 5]).toContain(category);
          for (const amenity of filters.amenities ?? []) expect(AMENITIES).toContain(amenity);
          for (const price of [filters.priceMin, filters.priceMax])
            if (price !== undefined) expect(price >= 0 && price <= MAX_INTEGER / 100).toBe(true);
          if (filters.name !== undefined) {
            expect(filters.name.length).toBeLessThanOrEqual(80);
            expect(filters.name).not.toMatch(/[\p{Cc}\p{Cs}]/u);
          }
          if (filters.sort !== undefined) expect(SORT_ORDERS).toContain(filters.sort);
        },
      ),
    );
  });

  it('names no destination with a control character, and the destination otherwise', () => {
    expect(destinationFromSearchParams(new URLSearchParams('destino=Punta-Cana'))).toBe('Punta-Cana');
    expect(destinationFromSearchParams(new URLSearchParams('destino=Punta%00'))).toBeNull();
    expect(destinationFromSearchParams(new URLSearchParams(''))).toBeNull();
    fc.assert(
      // An address cannot carry a lone surrogate half: URLSearchParams writes it as U+FFFD.
      fc.property(
        textWithControl(
          controlCharacter.filter((c) => c < '\ud800'),
          'Punta-Cana',
        ),
        (destino) => {
          expect(destinationFromSearchParams(new URLSearchParams({ destino }))).toBeNull();
        },
      ),
    );
  });
});
