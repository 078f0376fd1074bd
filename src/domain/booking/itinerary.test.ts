import { describe, expect, it } from 'vitest';
import { splitItinerary } from './itinerary';

const leg = (from: string, to: string, day: string) => ({
  originStation: from,
  destinationStation: to,
  destinationName: to,
  departureDate: day,
});

describe('a package itinerary', () => {
  it('splits a trip with a connection and names only the connecting station', () => {
    const trip = splitItinerary(
      [
        leg('MAD', 'MIA', '2027-03-10'),
        leg('MIA', 'PUJ', '2027-03-10'),
        leg('PUJ', 'MIA', '2027-03-17'),
        leg('MIA', 'MAD', '2027-03-17'),
      ],
      '2027-03-17',
    );
    expect(trip.outbound.map((s) => s.destinationStation)).toEqual(['MIA', 'PUJ']);
    expect(trip.inbound.map((s) => s.destinationStation)).toEqual(['MIA', 'MAD']);
    expect(trip.connections).toEqual(['MIA']);
  });

  it('has no connection on direct flights', () => {
    expect(
      splitItinerary([leg('MAD', 'PUJ', '2027-03-10'), leg('PUJ', 'MAD', '2027-03-17')], '2027-03-17')
        .connections,
    ).toEqual([]);
  });
});
