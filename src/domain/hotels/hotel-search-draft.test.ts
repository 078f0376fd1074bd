import { describe, expect, it } from 'vitest';
import {
  hasHotelDraft,
  hotelDraftParams,
  hotelFormDraft,
  readFormAction,
  roomsAfterAction,
} from './hotel-search-draft';
import { DEFAULT_ROOM, MAX_HOTEL_ROOMS } from './hotel-search-query';

const TODAY = '2027-03-01';

describe("the form's buttons (accion)", () => {
  it('are search, add a room and remove room n; anything else is none', () => {
    expect(readFormAction('buscar')).toEqual({ kind: 'search' });
    expect(readFormAction('anadir')).toEqual({ kind: 'add' });
    expect(readFormAction('quitar-2')).toEqual({ kind: 'remove', room: 2 });
    for (const value of [
      null,
      '',
      'quitar',
      'quitar-',
      'quitar-x',
      'quitar-12',
      'quitar-2 ',
      'borrar',
      'x'.repeat(5000),
    ])
      expect(readFormAction(value), String(value)).toBeUndefined();
  });

  it('add a room of 2 adults, up to 5 rooms', () => {
    expect(roomsAfterAction([DEFAULT_ROOM], { kind: 'add' })).toEqual([DEFAULT_ROOM, DEFAULT_ROOM]);
    const full = Array.from({ length: MAX_HOTEL_ROOMS }, () => DEFAULT_ROOM);
    expect(roomsAfterAction(full, { kind: 'add' })).toHaveLength(MAX_HOTEL_ROOMS);
  });

  it('remove room n, never the only one; the rooms after it move up one number', () => {
    const rooms = [
      { adults: 1, childAges: [] },
      { adults: 2, childAges: [5] },
      { adults: 3, childAges: [null] },
    ];
    expect(roomsAfterAction(rooms, { kind: 'remove', room: 2 })).toEqual([rooms[0], rooms[2]]);
    expect(roomsAfterAction([DEFAULT_ROOM], { kind: 'remove', room: 1 })).toEqual([DEFAULT_ROOM]);
    expect(roomsAfterAction(rooms, { kind: 'remove', room: 9 })).toEqual(rooms);
  });
});

describe('the draft in the address of /hotel', () => {
  it('is written as the controls name it, a child without an age as an empty age', () => {
    const params = hotelDraftParams({
      destinationId: 12,
      cityText: 'Punta Cana',
      checkIn: '10/03/2027',
      checkOut: '17/03/2027',
      rooms: [
        { adults: 2, childAges: [5, null] },
        { adults: 1, childAges: [] },
      ],
    });
    expect(params.toString()).toBe(
      'destino=12&ciudad=Punta+Cana&entrada=10%2F03%2F2027&salida=17%2F03%2F2027&a1=2&n1=2&e1=5&e1=&a2=1&n2=0',
    );
    expect(hotelFormDraft(params, TODAY, true).draft.rooms).toEqual([
      { adults: 2, childAges: [5, null] },
      { adults: 1, childAges: [] },
    ]);
  });

  it('is known by its parameters', () => {
    expect(hasHotelDraft(new URLSearchParams(''))).toBe(false);
    expect(hasHotelDraft(new URLSearchParams('idioma=ro'))).toBe(false);
    expect(hasHotelDraft(new URLSearchParams('ciudad=Cancún'))).toBe(true);
    expect(hasHotelDraft(new URLSearchParams('a1=2'))).toBe(true);
  });
});

describe('what /hotel shows for its address', () => {
  it('with nothing: the default stay and room, and no errors', () => {
    expect(hotelFormDraft(new URLSearchParams(''), TODAY, false)).toEqual({
      draft: {
        destinationId: null,
        cityText: '',
        checkIn: '2027-03-08',
        checkOut: '2027-03-15',
        rooms: [{ adults: 2, childAges: [] }],
      },
      errors: {},
    });
  });

  it('a link that prefills a city: the defaults for the rest, and no errors', () => {
    const shown = hotelFormDraft(new URLSearchParams('ciudad=Cancún'), TODAY, false);
    expect(shown.draft.cityText).toBe('Cancún');
    expect(shown.errors).toEqual({});
  });

  it('an address that prefills something wrong says so, but not what it leaves out', () => {
    expect(hotelFormDraft(new URLSearchParams('entrada=2020-01-01'), TODAY, false).errors).toEqual({
      entrada: 'checkInPast',
    });
    expect(hotelFormDraft(new URLSearchParams('ciudad=<b>'), TODAY, false).errors).toEqual({
      ciudad: 'cityInvalid',
    });
  });

  it('a search sent: everything it lacks', () => {
    expect(hotelFormDraft(new URLSearchParams('a1=2'), TODAY, true).errors).toEqual({
      ciudad: 'destinationRequired',
      entrada: 'checkInRequired',
      salida: 'checkOutRequired',
    });
  });
});
