import { cityOfStation } from '../../../domain/constants';
import { createRandom, type Random } from '../../../domain/random';
import type { DestinationSeed } from './destinations';
import { HUB_POSITIONS, scheduleFlights, utcOffset } from './flight-times';
import { destinationName, ORIGIN_CITIES } from './generate-destinations';
import { DEFAULT_NIGHTS, fill, LANGUAGES, type CatalogueSeed } from './generated-rows';
import { EXCURSIONS, NOTES } from './trip-texts';

/**
 * The demo catalogue's services: each package's price, rooms, taxes and notes, its flights (direct,
 * or through Madrid and the route's hub), and the excursions sold with it.
 */

/** Flight times have a stream of their own per service. */
const FLIGHT_TIMES_SEED = 70_000_000;

/** Airlines of section 9: [id, IATA code, name]. */
export const AIRLINES = [
  [1, 'UX', 'Air Europa'],
  [2, 'AM', 'Aeromexico'],
  [3, 'AF', 'Air France'],
  [4, 'AA', 'American Airlines'],
  [5, 'AV', 'Avianca'],
  [6, 'DL', 'Delta'],
  [7, 'IB', 'Iberia'],
  [8, 'KL', 'KLM'],
  [9, 'UA', 'United'],
] as const;
export const SUPPLIERS = [
  [20, 'CSRECEP', 'Caribe Sol Receptivo'],
  [21, 'ANTILLAS', 'Antillas Hotel Partners'],
  [22, 'TROPICAL', 'Tropical Bedbank'],
] as const;

/** A connection airport, named in Spanish as the itineraries carry it (pages name it in their language). */
function hub(code: keyof typeof HUB_POSITIONS, country: string): Place {
  return { code, name: cityOfStation(code, 'es') ?? code, country, ...HUB_POSITIONS[code] };
}

/** An airport of an itinerary, named in Spanish, with where it is. */
interface Place {
  code: string;
  name: string;
  country: string;
  latitude: number;
  longitude: number;
}

/** Which airlines fly each country from Spain, and through which hub when there is no direct flight. */
const ROUTES: Record<string, { airlines: string[]; hub?: Place }> = {
  DO: { airlines: ['UX', 'IB'] },
  MX: { airlines: ['AM', 'IB', 'UX'] },
  CU: { airlines: ['UX', 'IB'] },
  JM: { airlines: ['AA', 'DL'], hub: hub('MIA', 'US') },
  PR: { airlines: ['IB', 'UA'] },
  AW: { airlines: ['KL'], hub: hub('AMS', 'NL') },
  CW: { airlines: ['KL'], hub: hub('AMS', 'NL') },
  BR: { airlines: ['UX'] },
  CO: { airlines: ['AV', 'IB'], hub: hub('BOG', 'CO') },
};

/** Price per person for 7 nights in a 4-star double room, average season, in euros. */
const COUNTRY_BASE_EUROS: Record<string, number> = {
  DO: 980,
  MX: 1090,
  CU: 940,
  JM: 1290,
  PR: 1190,
  AW: 1450,
  CW: 1350,
  BR: 1060,
  CO: 1020,
};
const CATEGORY_FACTOR = [0, 0.72, 0.8, 0.9, 1, 1.28] as const;
const MEAL_FACTOR: Record<string, number> = { TI: 1.14, PC: 1.07, MP: 1, AD: 0.93, SA: 0.87 };

const MADRID = hub('MAD', 'ES');

/** Departure days as a bitmask of weekdays (bit 0 Sunday … bit 6 Saturday). */
export const EVERY_DAY = 0b111_1111;

const airlineId = (code: string) => AIRLINES.find(([, iata]) => iata === code)?.[0] ?? 1;

export function packageEuros(
  destination: DestinationSeed,
  category: number,
  mealPlan: string,
  origin: string,
  nights: number,
) {
  const base = COUNTRY_BASE_EUROS[destination.country] ?? 1000;
  const originFactor = origin === 'MAD' ? 1 : origin === 'BCN' ? 1.04 : 1.09;
  const nightsFactor = 0.55 + (0.45 * nights) / DEFAULT_NIGHTS;
  return base * (CATEGORY_FACTOR[category] ?? 1) * (MEAL_FACTOR[mealPlan] ?? 1) * originFactor * nightsFactor;
}

export interface PackageInput {
  serviceId: number;
  accommodationId: number;
  destination: DestinationSeed;
  origin: string;
  campaignId: number;
  serviceType: 'PAQ' | 'COM' | 'CIR';
  nights: number;
  referenceEuros: number;
  roomIds: { id: number; code: string; sequence: number }[];
  combinedTripId?: number;
  circuitId?: number;
  /** Weekdays it departs on (EVERY_DAY when absent). */
  departureWeekdays?: number;
}

const ROOM_SUPPLEMENT_EUROS: Record<string, [number, number]> = {
  DBL: [0, 0],
  DSV: [60, 140],
  JSU: [150, 260],
  FAM: [40, 90],
  IND: [0, 0],
};

export function addPackage(out: CatalogueSeed, random: Random, input: PackageInput) {
  const route = ROUTES[input.destination.country] ?? { airlines: ['IB'] };
  const airline = random.pick(route.airlines);
  const airportTax = random.int(38, 72) * 100;
  const fuel = random.int(60, 160) * 100;
  const touristTax = input.destination.country === 'DO' || input.destination.country === 'CU' ? 1000 : 0;
  out.services.push({
    id: input.serviceId,
    accommodationId: input.accommodationId,
    campaignId: input.campaignId,
    serviceType: input.serviceType,
    originCode: input.origin,
    nights: input.nights,
    currency: 'EUR',
    airlineId: airlineId(airline),
    supplierId: random.pick(SUPPLIERS)[0],
    code: `${input.serviceType}${input.destination.code}${input.origin}${input.serviceId}`,
    referencePrice: Math.round(input.referenceEuros) * 100,
    taxPerPerson: airportTax + fuel + touristTax,
    insurancePerPerson: random.pick([1900, 2500, 2900]),
    childDiscountPercent: random.pick([25, 30, 40, 50]),
    thirdPersonDiscountPercent: random.pick([5, 10, 15]),
    singleSupplement: random.int(18, 45) * 1000,
    infantRule: random.chance(0.2) ? 'ten-percent' : 'taxes-and-insurance',
    combinedTripId: input.combinedTripId ?? null,
    circuitId: input.circuitId ?? null,
    departureWeekdays: input.departureWeekdays ?? EVERY_DAY,
    demoCalendar: true,
  });
  out.taxes.push({ serviceId: input.serviceId, taxId: 1, taxTypeId: 1, amount: airportTax });
  out.taxes.push({ serviceId: input.serviceId, taxId: 2, taxTypeId: 2, amount: fuel });
  if (touristTax > 0)
    out.taxes.push({ serviceId: input.serviceId, taxId: 3, taxTypeId: 3, amount: touristTax });
  for (const room of input.roomIds) {
    const [min, max] = ROOM_SUPPLEMENT_EUROS[room.code] ?? [0, 0];
    out.serviceRooms.push({
      serviceId: input.serviceId,
      roomId: room.id,
      sequence: room.sequence,
      supplement: random.int(min, max) * 100,
    });
  }
  addFlights(out, random, input, airline, route.hub);
  NOTES.forEach((note, index) => {
    for (const language of LANGUAGES) {
      out.serviceNotes.push({
        serviceId: input.serviceId,
        sequence: index + 1,
        type: note.type,
        language,
        note1: note.note1[language],
        note2: note.note2[language],
      });
    }
  });
}

function addFlights(out: CatalogueSeed, random: Random, input: PackageInput, airline: string, hub?: Place) {
  const origin = ORIGIN_CITIES.find((city) => city.code === input.origin);
  if (!origin) throw new Error(`unknown origin ${input.origin}`);
  const home: Place = { ...origin, country: origin.countryCode };
  const destination: Place = {
    code: input.destination.airport,
    name: destinationName(input.destination.code, 'es').name,
    country: input.destination.country,
    latitude: input.destination.latitude,
    longitude: input.destination.longitude,
  };
  // Outbound through Madrid from a connecting city and through the route's hub, if any; back the same way.
  const places = [
    home,
    ...(home.code === MADRID.code || home.code === 'BCN' ? [] : [MADRID]),
    ...(hub ? [hub] : []),
    destination,
  ];
  const stations = places.map((place) => ({ ...place, utcOffset: utcOffset(place.country) }));
  const byCode = new Map(places.map((place) => [place.code, place]));
  const connections = new Set(places.slice(1, -1).map((place) => place.code));
  const legs = scheduleFlights(stations, input.nights, createRandom(FLIGHT_TIMES_SEED + input.serviceId));
  legs.forEach((leg, index) => {
    const from = byCode.get(leg.from.code) as Place;
    const to = byCode.get(leg.to.code) as Place;
    out.itinerarySegments.push({
      serviceId: input.serviceId,
      segment: index + 1,
      providerId: airlineId(airline),
      originStation: from.code,
      originName: from.name,
      originCountry: from.country,
      destinationStation: to.code,
      destinationName: to.name,
      destinationCountry: to.country,
      flightNumber: `${airline}${random.int(100, 9899)}`,
      dayOffset: leg.dayOffset,
      departureTime: leg.departureTime,
      arrivalTime: leg.arrivalTime,
      cabinClass: 'Y',
      connection: connections.has(to.code) || connections.has(from.code),
    });
  });
}

export function addExtras(
  out: CatalogueSeed,
  random: Random,
  ids: { extra: number },
  serviceId: number,
  destination: DestinationSeed,
  nights = DEFAULT_NIGHTS,
) {
  const chosen = random.sample(EXCURSIONS, random.int(2, 4));
  chosen.forEach((excursion, index) => {
    ids.extra += 1;
    const firstDay = random.int(1, 3);
    out.extras.push({
      id: ids.extra,
      serviceId,
      sequence: index + 1,
      detailSequence: 1,
      serviceTypeId: 5,
      price: random.int(35, 140) * 100,
      cancelable: random.chance(0.7),
      firstDay,
      lastDay: Math.min(nights - 1, firstDay + random.int(2, 4)),
    });
    for (const language of LANGUAGES) {
      out.extraTexts.push({
        extraId: ids.extra,
        language,
        groupName: excursion.group[language],
        name: excursion.name[language],
        description: fill(excursion.description[language], {
          destination: destinationName(destination.code, language).name,
        }),
      });
    }
  });
}
