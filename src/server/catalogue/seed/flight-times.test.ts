import { describe, expect, it } from 'vitest';
import { CONNECTION_MINUTES, utcOffset } from './flight-times';
import { generateCatalogue } from './generate';

const DAY = 24 * 60;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Each stored segment as the pages read it (the arrival is the next day when its clock is earlier
 * than the departure's), turned into minutes from day 0 00:00 UTC.
 */
function flownSegments(catalogue: ReturnType<typeof generateCatalogue>, serviceId: number) {
  return catalogue.itinerarySegments
    .filter((segment) => segment.serviceId === serviceId)
    .sort((a, b) => a.segment - b.segment)
    .map((segment) => {
      const departureLocal = segment.dayOffset * DAY + minutesOf(segment.departureTime);
      const nextDay = segment.arrivalTime < segment.departureTime ? 1 : 0;
      const arrivalLocal = (segment.dayOffset + nextDay) * DAY + minutesOf(segment.arrivalTime);
      return {
        ...segment,
        departure: departureLocal - utcOffset(segment.originCountry) * 60,
        arrival: arrivalLocal - utcOffset(segment.destinationCountry) * 60,
        arrivalLocal,
      };
    });
}

describe('demo flight times', () => {
  const catalogue = generateCatalogue();

  it('fit together on every package: no flight lands before it leaves, every connection can be made, the hotel is reached on the first day and the flight home leaves on the last', () => {
    const problems: string[] = [];
    for (const service of catalogue.services) {
      const segments = flownSegments(catalogue, service.id);
      const hotelAirport = segments.find((segment) => segment.dayOffset >= service.nights)?.originStation;
      const outbound = segments.filter((segment) => segment.dayOffset < service.nights);
      const inbound = segments.filter((segment) => segment.dayOffset >= service.nights);
      const say = (what: string) => problems.push(`${service.code}: ${what}`);
      for (const segment of segments) {
        const flying = segment.arrival - segment.departure;
        if (flying < 45 || flying > 13 * 60) say(`${segment.flightNumber} flies ${flying} minutes`);
      }
      for (const legs of [outbound, inbound])
        legs.slice(1).forEach((leg, index) => {
          const before = legs[index] as (typeof legs)[number];
          const wait = leg.departure - before.arrival;
          if (before.destinationStation !== leg.originStation)
            say(`${leg.flightNumber} leaves from elsewhere`);
          if (wait < CONNECTION_MINUTES.min || wait > CONNECTION_MINUTES.max)
            say(`${wait} minutes to connect at ${leg.originStation}`);
        });
      const arrival = outbound.at(-1);
      if (arrival?.destinationStation !== hotelAirport)
        say('the way out ends elsewhere than the way back begins');
      if (!arrival || arrival.arrivalLocal >= DAY) say('lands after the first day');
      if (inbound[0]?.dayOffset !== service.nights) say('flies home on another day than the last');
      if (
        outbound[0]?.originStation !== service.originCode ||
        inbound.at(-1)?.destinationStation !== service.originCode
      )
        say('does not start and end at its departure city');
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('go through Madrid from the cities without long-haul flights, with a feeder early in the morning', () => {
    const fromBilbao = catalogue.services.filter((service) => service.originCode === 'BIO');
    expect(fromBilbao.length).toBeGreaterThan(0);
    for (const service of fromBilbao) {
      const [feeder, longHaul] = flownSegments(catalogue, service.id);
      expect(feeder?.destinationStation).toBe('MAD');
      expect(feeder?.departureTime).toMatch(/^0(6:[3-5]|7:|8:00)/);
      expect(longHaul?.originStation).toBe('MAD');
      expect(longHaul?.connection).toBe(true);
    }
  });

  it('bring most travellers home the morning after the last day, shown as +1', () => {
    const returns = catalogue.services.map((service) =>
      flownSegments(catalogue, service.id).find((segment) => segment.dayOffset >= service.nights)!,
    );
    const overnight = returns.filter((segment) => segment.arrivalTime < segment.departureTime);
    expect(overnight.length / returns.length).toBeGreaterThan(0.5);
  });
});
