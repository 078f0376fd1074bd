import type { Random } from '../../../domain/random';

/** An airport on a route: where it is and its clock (hours from UTC, standard time all year). */
export interface Station {
  code: string;
  latitude: number;
  longitude: number;
  utcOffset: number;
}

/** One flight of a schedule: the day it leaves (from the trip's departure day) and local clock times. */
export interface ScheduledLeg {
  from: Station;
  to: Station;
  /** Days from the trip's departure day to this flight's departure, on the clock of `from`. */
  dayOffset: number;
  /** HH:MM local to `from`. */
  departureTime: string;
  /** HH:MM local to `to`; earlier than the departure time when the flight lands the next day. */
  arrivalTime: string;
}

/** Clocks of the countries the demo flies to and through (standard time; no daylight saving). */
const UTC_OFFSET_BY_COUNTRY: Record<string, number> = {
  ES: 1,
  NL: 1,
  US: -5,
  DO: -4,
  MX: -5,
  CU: -5,
  JM: -5,
  PR: -4,
  AW: -4,
  CW: -4,
  BR: -3,
  CO: -5,
};

/** A country's clock; an unknown country is a programming error in the demo data. */
export function utcOffset(country: string) {
  const offset = UTC_OFFSET_BY_COUNTRY[country];
  if (offset === undefined) throw new Error(`no clock for country ${country}`);
  return offset;
}

/** Where the connection airports are. */
export const HUB_POSITIONS = {
  MAD: { latitude: 40.472, longitude: -3.561 },
  MIA: { latitude: 25.795, longitude: -80.29 },
  AMS: { latitude: 52.31, longitude: 4.768 },
  BOG: { latitude: 4.701, longitude: -74.147 },
} as const;

const MINUTES_PER_DAY = 24 * 60;
/** Shortest and longest time between landing and the next flight at a connection. */
export const CONNECTION_MINUTES = { min: 75, max: 170 } as const;

/** Flying time: cruise at about 820 km/h plus 35 minutes on the ground and climbing; westbound a tenth slower. */
export function blockMinutes(from: Station, to: Station) {
  const kilometres = greatCircleKilometres(from, to);
  const westbound = to.longitude < from.longitude ? 1.1 : 1;
  return roundTo5(((kilometres / 820) * 60 + 35) * westbound);
}

/**
 * Times for the flights of a package that flies out along `stops` on day 0 and back the reverse way
 * after `nights` nights: the first flight out leaves early when there is a short hop to make, every
 * connection leaves 75 to 170 minutes after the flight before it lands, the traveller reaches the
 * hotel on the departure day, and the flight home leaves in the afternoon or evening of the last day,
 * so travellers land at home the next morning (the "+1" of most Caribbean returns). Clocks are
 * standard time all year: the demo keeps one timetable whatever the season.
 */
export function scheduleFlights(stops: Station[], nights: number, random: Random): ScheduledLeg[] {
  const back = [...stops].reverse();
  const outFirst = stops[0] as Station;
  const backFirst = back[0] as Station;
  const outboundStart = isShortHop(stops) ? random.int(6 * 12 + 6, 8 * 12) : random.int(9 * 12 + 6, 12 * 12);
  const inboundStart = isShortHop(back) ? random.int(11 * 12, 13 * 12) : random.int(15 * 12, 19 * 12);
  return [
    ...chain(stops, utcMinutes(0, outboundStart * 5, outFirst), random),
    ...chain(back, utcMinutes(nights, inboundStart * 5, backFirst), random),
  ];
}

/** A departure on day `day` at `localMinutes` after midnight at `station`, as minutes from day 0 00:00 UTC. */
function utcMinutes(day: number, localMinutes: number, station: Station) {
  return day * MINUTES_PER_DAY + localMinutes - station.utcOffset * 60;
}

function chain(stops: Station[], firstDeparture: number, random: Random): ScheduledLeg[] {
  const legs: ScheduledLeg[] = [];
  let departure = firstDeparture;
  for (let index = 0; index < stops.length - 1; index += 1) {
    const from = stops[index] as Station;
    const to = stops[index + 1] as Station;
    const arrival = departure + blockMinutes(from, to);
    const localDeparture = departure + from.utcOffset * 60;
    legs.push({
      from,
      to,
      dayOffset: Math.floor(localDeparture / MINUTES_PER_DAY),
      departureTime: clock(localDeparture),
      arrivalTime: clock(arrival + to.utcOffset * 60),
    });
    departure = arrival + random.int(CONNECTION_MINUTES.min / 5, CONNECTION_MINUTES.max / 5) * 5;
  }
  return legs;
}

/** The first flight is a hop of under three hours (a feeder to Madrid, or an island to its hub). */
function isShortHop(stops: Station[]) {
  const [from, to] = stops;
  return from !== undefined && to !== undefined && blockMinutes(from, to) < 180;
}

function clock(minutes: number) {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

const roundTo5 = (minutes: number) => Math.round(minutes / 5) * 5;

function greatCircleKilometres(a: Station, b: Station) {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLon = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
