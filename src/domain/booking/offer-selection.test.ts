import { describe, expect, it } from 'vitest';
import { selectionToSearchParams } from './offer-address';
import { selectionFromSearchParams, switchedRoomsFromSearchParams } from './offer-selection';

describe('offer selection in the address', () => {
  it('reads what the offer page wrote and writes it back the same', () => {
    const query =
      'alojamiento=12&origen=BCN&noches=9&dia=20270310&idioma=fr&habitaciones=1&a1=2&n1=1&e1=7&b1=0&h1=3&x=5%3A20270312';
    const selection = selectionFromSearchParams(new URLSearchParams(query));
    expect(selection).toEqual({
      accommodationId: 12,
      origin: 'BCN',
      nights: 9,
      day: '2027-03-10',
      party: [{ adults: 2, childAges: [7], infants: 0, roomId: 3 }],
      excursions: [{ id: 5, day: '2027-03-12' }],
    });
    expect(selection && selectionToSearchParams(selection, 'fr').toString()).toBe(query);
  });

  it('falls back to Madrid, 7 nights and the cheapest day; drops malformed excursions', () => {
    expect(selectionFromSearchParams(new URLSearchParams('alojamiento=3&x=a:1&x=4:2027'))).toMatchObject({
      origin: 'MAD',
      nights: 7,
      day: undefined,
      excursions: [],
    });
  });

  it('takes an excursion repeated in the address once, on its first day', () => {
    const params = new URLSearchParams('alojamiento=3&x=5:20270312&x=5:20270312&x=5:20270313&x=6:20270314');
    expect(selectionFromSearchParams(params)?.excursions).toEqual([
      { id: 5, day: '2027-03-12' },
      { id: 6, day: '2027-03-14' },
    ]);
  });

  it('names no offer without an accommodation', () => {
    expect(selectionFromSearchParams(new URLSearchParams('alojamiento=abc'))).toBeNull();
  });

  it('reads which rooms were switched (cambio=<room>-<option>), dropping junk and keeping at most 9', () => {
    const params = new URLSearchParams('cambio=1-10001&cambio=0-5&cambio=x&cambio=2-99999999999');
    for (let i = 0; i < 20; i += 1) params.append('cambio', '3-7');
    const switched = switchedRoomsFromSearchParams(params);
    expect(switched[0]).toEqual({ room: 1, from: 10001 });
    expect(switched).toHaveLength(9);
    expect(switched.every(({ room }) => room >= 1 && room <= 9)).toBe(true);
  });
});
