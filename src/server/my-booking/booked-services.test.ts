import { describe, expect, it } from 'vitest';
import type { StoredFlight, StoredService } from '../booking/booking.repository';
import { bookedServicesView } from './booked-services';

const service = (changes: Partial<StoredService>): StoredService => ({
  id: 1,
  bookingId: 1,
  sequence: 1,
  type: 'hotel',
  startDate: '2027-03-10',
  endDate: '2027-03-13',
  supplierCode: 'TO1',
  supplierName: 'Caribe Tours',
  status: 'RQ',
  description: 'Hotel Inglaterra 4*',
  accommodationId: 2001,
  nights: 3,
  mealCode: 'AL',
  confirmation: null,
  deadline: null,
  ...changes,
});

const leg = (segment: number, from: string, to: string, serviceSequence: number): StoredFlight => ({
  id: segment,
  bookingId: 1,
  serviceSequence,
  segment,
  providerCode: 'UX',
  originStation: from.slice(0, 3).toUpperCase(),
  originName: from,
  originCountry: 'ES',
  destinationStation: to.slice(0, 3).toUpperCase(),
  destinationName: to,
  destinationCountry: 'CU',
  flightNumber: `UX${segment}`,
  departureDate: '2027-03-10',
  departureTime: '10:00',
  arrivalDate: '2027-03-10',
  arrivalTime: '14:00',
  cabinClass: 'Y',
  connection: false,
  status: 'RQ',
});

const catalogue = {
  accommodation: async (id: number) =>
    id === 2001
      ? ({
          name: 'Hotel Inglaterra',
          stars: 4,
          mealPlan: 'Bed and breakfast',
          picture: '/p.webp',
          destinationCode: 'HAV',
        } as never)
      : undefined,
  destination: async (code: string) => (code === 'HAV' ? ({ name: 'Havana' } as never) : undefined),
};

describe('the booked services as the traveller reads them', () => {
  it('names each journey by its cities and airline, each hotel as the catalogue does in the language', async () => {
    const view = await bookedServicesView(
      catalogue,
      [
        service({
          sequence: 1,
          type: 'flight',
          accommodationId: null,
          nights: null,
          mealCode: null,
          description: 'MAD → HAV',
          endDate: '2027-03-10',
          startDate: '2027-03-10',
        }),
        service({ sequence: 2 }),
        service({
          sequence: 3,
          accommodationId: 9999,
          description: 'Hotel Gone 3*',
          status: 'OK',
          mealCode: 'ZZ',
        }),
        // Booked room only, though the catalogue now sells the hotel with breakfast.
        service({ sequence: 4, mealCode: 'SO' }),
      ],
      [
        { flight: leg(1, 'Madrid', 'Paris', 1), airline: 'Air Europa' },
        { flight: leg(2, 'Paris', 'Havana', 1), airline: 'Air France' },
      ],
      'en',
    );
    expect(
      view.map((s) => [s.type, s.name, s.supplier, s.stars, s.destination, s.mealPlan, s.nights, s.status]),
    ).toEqual([
      ['flight', 'Madrid → Paris → Havana', 'Air Europa', null, null, null, null, 'RQ'],
      ['hotel', 'Hotel Inglaterra', 'Caribe Tours', 4, 'Havana', 'Bed and breakfast', 3, 'RQ'],
      // A hotel no longer in the catalogue keeps the words it was booked with.
      ['hotel', 'Hotel Gone 3*', 'Caribe Tours', null, null, null, 3, 'OK'],
      ['hotel', 'Hotel Inglaterra', 'Caribe Tours', 4, 'Havana', 'Room only', 3, 'RQ'],
    ]);
  });
});
