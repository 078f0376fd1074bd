import { describe, expect, it } from 'vitest';
import { formatWait, stopoverMinutes, type FlightTimes } from './stopover';

const leg = (
  from: string,
  to: string,
  day: string,
  leaves: string,
  lands: string,
  landsOn = day,
): FlightTimes => ({
  originStation: from,
  destinationStation: to,
  connection: true,
  departureDate: day,
  departureTime: leaves,
  arrivalDate: landsOn,
  arrivalTime: lands,
});

describe('a stopover between two flights', () => {
  it('is the wait between landing and leaving again from the same airport, through midnight too', () => {
    expect(
      stopoverMinutes(
        leg('BIO', 'MAD', '2027-07-14', '07:35', '08:40'),
        leg('MAD', 'PUJ', '2027-07-14', '11:05', '15:30'),
      ),
    ).toBe(145);
    expect(
      stopoverMinutes(
        leg('PUJ', 'MAD', '2027-07-23', '15:50', '05:25', '2027-07-24'),
        leg('MAD', 'BIO', '2027-07-24', '07:00', '08:00'),
      ),
    ).toBe(95);
  });

  it('is none for the way home, another airport or a flight without a connection', () => {
    const outbound = leg('MAD', 'PUJ', '2027-07-14', '11:05', '15:30');
    expect(
      stopoverMinutes(outbound, leg('PUJ', 'MAD', '2027-07-23', '15:50', '05:25', '2027-07-24')),
    ).toBeUndefined();
    expect(
      stopoverMinutes(
        leg('BIO', 'MAD', '2027-07-14', '07:35', '08:40'),
        leg('BCN', 'PUJ', '2027-07-14', '11:05', '15:30'),
      ),
    ).toBeUndefined();
    expect(
      stopoverMinutes({ ...leg('BIO', 'MAD', '2027-07-14', '07:35', '08:40'), connection: false }, outbound),
    ).toBeUndefined();
  });

  it('is written in hours and minutes', () => {
    expect([formatWait(145), formatWait(45), formatWait(125)]).toEqual([
      '2 h 25 min',
      '45 min',
      '2 h 05 min',
    ]);
  });
});
