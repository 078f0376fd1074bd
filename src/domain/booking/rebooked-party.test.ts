import { describe, expect, it } from 'vitest';
import { bookedRooms, rebookedParty, travellerOn } from './rebooked-party';

const trip = { departure: '2027-06-10', returnDate: '2027-06-17' };
const travellers = [
  { number: 1, type: 'A' as const, birthDate: '1980-03-01' },
  { number: 2, type: 'N' as const, birthDate: '2019-06-11' },
  { number: 3, type: 'A' as const, birthDate: '1982-01-20' },
  { number: 4, type: 'B' as const, birthDate: '2026-12-01' },
];

describe('travellerOn', () => {
  it('types a traveller by age on the new dates', () => {
    expect(travellerOn('1980-03-01', trip)).toEqual({ tipo: 'A', age: 47 });
    expect(travellerOn('2015-06-10', trip)).toEqual({ tipo: 'A', age: 12 });
    expect(travellerOn('2015-06-11', trip)).toEqual({ tipo: 'N', age: 11 });
    expect(travellerOn('2025-07-01', trip)).toEqual({ tipo: 'B', age: 1 });
  });

  it('makes a baby who turns 2 during the trip pay as the youngest child', () => {
    expect(travellerOn('2025-06-15', trip)).toEqual({ tipo: 'N', age: 2 });
  });
});

describe('bookedRooms', () => {
  it('fills the rooms in the travellers’ order, leaving extra travellers in the last room', () => {
    expect(bookedRooms(4, [2, 2])).toEqual([1, 1, 2, 2]);
    expect(bookedRooms(3, [1])).toEqual([1, 1, 1]);
    expect(bookedRooms(2, [])).toEqual([1, 1]);
  });
});

describe('rebookedParty', () => {
  it('puts each traveller in the room chosen, ordered adults, children, babies, with the option asked for', () => {
    const result = rebookedParty(
      travellers,
      { rooms: [2, 2, 5, 5], roomOptions: [0, 10001, 0, 0, 10004] },
      trip,
    );
    expect(result).toEqual({
      party: [
        { adults: 1, childAges: [7], infants: 0, roomId: 10001 },
        { adults: 1, childAges: [], infants: 1, roomId: 10004 },
      ],
      travellers: [
        { number: 1, type: 'A' },
        { number: 2, type: 'N' },
        { number: 3, type: 'A' },
        { number: 4, type: 'B' },
      ],
    });
  });

  it('retypes a child by the new departure day', () => {
    const later = { departure: '2031-06-10', returnDate: '2031-06-17' };
    const result = rebookedParty(travellers, { rooms: [1, 1, 1, 1], roomOptions: [] }, later);
    expect(result).toMatchObject({ party: [{ adults: 2, childAges: [11, 4], infants: 0 }] });
  });

  it('names what cannot be priced', () => {
    expect(rebookedParty(travellers, { rooms: [1, 2, 1, 1], roomOptions: [] }, trip)).toEqual({
      kind: 'room-without-adult',
      room: 2,
    });
    const erased = travellers.map((t) => ({ ...t, birthDate: null }));
    expect(rebookedParty(erased, { rooms: [1, 1, 1, 1], roomOptions: [] }, trip)).toEqual({
      kind: 'birth-date-missing',
      number: 2,
    });
    const seven = Array.from({ length: 7 }, (_, i) => ({
      number: i + 1,
      type: 'A' as const,
      birthDate: '1980-01-01',
    }));
    expect(rebookedParty(seven, { rooms: seven.map(() => 1), roomOptions: [] }, trip)).toEqual({
      kind: 'room-too-full',
      room: 1,
    });
  });
});
