import { describe, expect, it } from 'vitest';
import { CHILD_AGES, chooseRoomOptions, partyParameters, partySize, partyToSearchParams } from './party';
import { partyAfterAction, partyDraftFromSearchParams, partyFromSearchParams } from './party-query';

describe('party in the address', () => {
  it('defaults to one room with 2 adults and no children', () => {
    expect(partyFromSearchParams(new URLSearchParams())).toEqual([{ adults: 2, childAges: [], infants: 0 }]);
  });

  it('round-trips rooms, children ages, babies and room options', () => {
    const rooms = [
      { adults: 2, childAges: [5, 8], infants: 1, roomId: 10002 },
      { adults: 1, childAges: [], infants: 0 },
    ];
    const params = partyToSearchParams(rooms, new URLSearchParams('alojamiento=1001'));
    expect(params.get('alojamiento')).toBe('1001');
    expect(partyFromSearchParams(params)).toEqual(rooms);
    expect(partySize(rooms)).toEqual({ adults: 3, children: 2, infants: 1 });
  });

  it('repairs impossible values instead of failing', () => {
    const params = new URLSearchParams('habitaciones=50&a1=0&n1=2&e1=40&b1=x');
    const rooms = partyFromSearchParams(params);
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toEqual({ adults: 2, childAges: [7, 7], infants: 0 });
  });

  it("asks for a child's age the address lacks instead of assuming one", () => {
    const sentWithoutAge = new URLSearchParams(
      'habitaciones=2&a1=2&n1=2&e1=9&b1=0&a2=1&n2=1&e2=x&b2=1&h2=10002',
    );
    expect(partyDraftFromSearchParams(sentWithoutAge)).toEqual([
      { adults: 2, childAges: [9, null], infants: 0 },
      { adults: 1, childAges: [null], infants: 1, roomId: 10002 },
    ]);
    expect(partyDraftFromSearchParams(new URLSearchParams('a1=2&n1=2&e1=9&e1=14&b1=0'))).toBeUndefined();
  });

  it('keeps a missing age missing when a room is added or removed, and in the address it writes', () => {
    const added = partyAfterAction(new URLSearchParams('habitaciones=1&a1=2&n1=1&b1=0&accion=anadir'));
    expect(added).toEqual([
      { adults: 2, childAges: [null], infants: 0 },
      { adults: 1, childAges: [], infants: 0 },
    ]);
    const address = partyToSearchParams(added!);
    expect(address.get('n1')).toBe('1');
    expect(address.has('e1')).toBe(false);
    expect(partyDraftFromSearchParams(address)?.[0]?.childAges).toEqual([null]);
  });

  it('keeps a room within six travellers', () => {
    const [room] = partyFromSearchParams(new URLSearchParams('a1=4&n1=3&e1=5&e1=6&e1=9&b1=2'));
    expect((room?.adults ?? 0) + (room?.childAges.length ?? 0) + (room?.infants ?? 0)).toBe(6);
  });
});

describe('room options for a party', () => {
  const options = [
    { roomId: 1, maxAdults: 2, maxOccupancy: 4 },
    { roomId: 2, maxAdults: 3, maxOccupancy: 4 },
    { roomId: 3, maxAdults: 4, maxOccupancy: 6 },
  ];

  it('keeps the option asked for when the party fits', () => {
    const [choice] = chooseRoomOptions([{ adults: 2, childAges: [5], infants: 1, roomId: 1 }], options);
    expect(choice?.chosen?.roomId).toBe(1);
    expect(choice?.switchedFrom).toBeUndefined();
  });

  it('switches to the first option that holds the party and says which one it left', () => {
    const [choice] = chooseRoomOptions([{ adults: 3, childAges: [], infants: 0, roomId: 1 }], options);
    expect(choice?.chosen?.roomId).toBe(2);
    expect(choice?.switchedFrom?.roomId).toBe(1);
  });

  it('finds no option for a party no room holds', () => {
    const [choice] = chooseRoomOptions([{ adults: 5, childAges: [], infants: 1 }], options);
    expect(choice?.chosen).toBeUndefined();
    expect(choice?.travellers).toBe(6);
  });

  it('puts babies in a cot: they do not take one of the beds', () => {
    const [choice] = chooseRoomOptions([{ adults: 2, childAges: [4, 7], infants: 1, roomId: 1 }], options);
    expect(choice?.chosen?.roomId).toBe(1);
    expect(choice?.beds).toBe(4);
    expect(choice?.travellers).toBe(5);
  });
});

describe('children and teenagers', () => {
  it('offers the ages of a child, 2 to 11 (from 12 a traveller pays as an adult)', () => {
    expect(CHILD_AGES[0]).toBe(2);
    expect(CHILD_AGES.at(-1)).toBe(11);
  });

  it('reads a child of 12 to 17 in an old address as the adult they pay as, keeping everyone', () => {
    expect(partyFromSearchParams(new URLSearchParams('a1=2&n1=2&e1=14&e1=5&b1=0'))).toEqual([
      { adults: 3, childAges: [5], infants: 0 },
    ]);
  });

  it('compares the party of two addresses whatever the order of their parameters', () => {
    const a = new URLSearchParams('x=1&habitaciones=1&a1=2&n1=1&e1=7&b1=0&dia=20270101');
    const b = new URLSearchParams('b1=0&e1=7&n1=1&a1=2&habitaciones=1');
    expect(partyParameters(a)).toBe(partyParameters(b));
    expect(partyParameters(new URLSearchParams('dia=20270101'))).toBe('');
    expect(partyParameters(new URLSearchParams('habitaciones=1&a1=3'))).not.toBe(partyParameters(b));
  });
});
