import { describe, expect, it } from 'vitest';
import { bookedServices, staysProblem } from './services';

const trip = { departureDate: '2027-03-10', returnDate: '2027-03-17', nights: 7 };

describe('a trip’s stays', () => {
  it('fit when their nights are the trip’s, each in its own place, home by the return day', () => {
    expect(
      staysProblem(trip, [
        { sequence: 1, nights: 3 },
        { sequence: 2, nights: 4 },
      ]),
    ).toBeNull();
  });

  it('are refused with the reason when they do not', () => {
    expect(staysProblem(trip, [{ sequence: 1, nights: 90 }])).toBe(
      'Las noches de los hoteles (90) no son las de la reserva (duracion 7)',
    );
    expect(
      staysProblem(trip, [
        { sequence: 1, nights: 3 },
        { sequence: 1, nights: 4 },
      ]),
    ).toMatch(/misma secuencia/);
    expect(staysProblem({ ...trip, returnDate: '2027-03-12' }, [{ sequence: 1, nights: 7 }])).toMatch(
      /vuelve el 2027-03-12, antes de cumplir sus 7 noches/,
    );
  });
});

describe('a booking’s services', () => {
  it('are the journey out, each stay one after another, the journey home; segments under theirs', () => {
    const leg = (segment: number, from: string, to: string, day: string) => ({
      segment,
      providerCode: 'UX',
      originStation: from,
      destinationStation: to,
      destinationName: to,
      departureDate: day,
      arrivalDate: day,
    });
    const { services, serviceOfSegment } = bookedServices({
      ...trip,
      supplier: { code: 'TO1', name: 'Caribe Tours' },
      stays: [
        { accommodationId: 1, nights: 3, mealCode: 'AL', description: 'Uno' },
        { accommodationId: 2, nights: 4, mealCode: 'TO', description: 'Dos' },
      ],
      hotelStatus: 'RQ',
      segments: [
        leg(3, 'HAV', 'MAD', '2027-03-17'),
        leg(1, 'MAD', 'MIA', '2027-03-10'),
        leg(2, 'MIA', 'HAV', '2027-03-10'),
      ],
      outboundStatus: 'OK',
      returnStatus: 'RQ',
    });
    expect(
      services.map((s) => [s.sequence, s.type, s.description, s.startDate, s.endDate, s.status]),
    ).toEqual([
      [1, 'flight', 'MAD → MIA → HAV', '2027-03-10', '2027-03-10', 'OK'],
      [2, 'hotel', 'Uno', '2027-03-10', '2027-03-13', 'RQ'],
      [3, 'hotel', 'Dos', '2027-03-13', '2027-03-17', 'RQ'],
      [4, 'flight', 'HAV → MAD', '2027-03-17', '2027-03-17', 'RQ'],
    ]);
    expect([...serviceOfSegment.entries()].sort()).toEqual([
      [1, 1],
      [2, 1],
      [3, 4],
    ]);
  });
});
