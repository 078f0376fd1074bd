import { AMENITIES } from '../../../domain/catalogue/offer-filters';
import { CIRCUIT_CATEGORIES, circuitCategoryOfStars } from '../../../domain/catalogue/circuits';
import { SCENES, TIMES } from '../../../domain/catalogue/pictures';
import { cityOfStation, destinationSlug, originCityName } from '../../../domain/constants';
import type * as tables from '../../db/schema/catalogue';
import type * as tripTables from '../../db/schema/catalogue-trips';
import { HOTEL_DESCRIPTIONS, HOTEL_NAME_PARTS, ROOM_TYPES } from './accommodation-texts';
import { COUNTRIES, COUNTRY_NAMES } from '../../../domain/countries';
import { CONTAINER_NAMES, DESTINATION_TEXTS, type Language } from './destination-texts';
import { CONTAINERS, DESTINATIONS, type DestinationSeed } from './destinations';
import { HUB_POSITIONS, scheduleFlights, utcOffset } from './flight-times';
import { createRandom, hashUnit, type Random } from '../random';
import { CIRCUITS, COMBINED_TRIPS, EXCURSIONS, NOTES } from './trip-texts';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const LANGUAGES: readonly Language[] = ['es', 'en', 'fr', 'it', 'pt', 'ro'];
export const CATALOGUE_SEED = 20_261_121;
/** Flight times have a stream of their own per service. */
const FLIGHT_TIMES_SEED = 70_000_000;
export const GENERAL_CAMPAIGN = 99;
export const CIRCUIT_CAMPAIGN = 17;
export const DEFAULT_NIGHTS = 7;

/** Airlines of section 9: [id, IATA code, name]. */
const AIRLINES = [
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
const SUPPLIERS = [
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

export const ORIGIN_CITIES: Row<typeof tables.originCities>[] = [
  { code: 'MAD', name: originCityName('MAD'), countryCode: 'ES', latitude: 40.4168, longitude: -3.7038 },
  { code: 'BCN', name: originCityName('BCN'), countryCode: 'ES', latitude: 41.3874, longitude: 2.1686 },
  { code: 'BIO', name: originCityName('BIO'), countryCode: 'ES', latitude: 43.263, longitude: -2.935 },
  { code: 'VLC', name: originCityName('VLC'), countryCode: 'ES', latitude: 39.4699, longitude: -0.3763 },
  { code: 'AGP', name: originCityName('AGP'), countryCode: 'ES', latitude: 36.7213, longitude: -4.4214 },
  { code: 'SVQ', name: originCityName('SVQ'), countryCode: 'ES', latitude: 37.3891, longitude: -5.9845 },
];

/** Madrid and Barcelona fly out every day; these cities connect through Madrid on some days. */
const CONNECTING_ORIGINS = ['BIO', 'VLC', 'AGP', 'SVQ'] as const;
const MADRID = hub('MAD', 'ES');

/** Stays a hotel may sell besides 7 nights, and the share of hotels that sell each. */
const OTHER_LENGTHS: readonly [nights: number, share: number][] = [
  [5, 0.3],
  [9, 0.55],
  [12, 0.2],
  [14, 0.4],
];

/** Departure days as a bitmask of weekdays (bit 0 Sunday … bit 6 Saturday). */
export const EVERY_DAY = 0b111_1111;
const WEEKDAY_SCHEDULES = [
  0b100_0010, // Monday and Saturday
  0b001_0100, // Tuesday and Thursday
  0b010_1000, // Wednesday and Friday
  0b100_0101, // Sunday, Tuesday and Saturday
  0b011_0010, // Monday, Thursday and Friday
] as const;

/** A destination with this many hotels or more is busy enough for flights from the connecting cities. */
const BUSY_DESTINATION_HOTELS = 10;

/** Ids of the services added by addMoreStays, apart from the original ones so those keep theirs. */
const MORE_STAYS_FIRST_ID = 200_000;
const MORE_STAYS_FIRST_EXTRA_ID = 400_000;

export interface CatalogueSeed {
  campaigns: Row<typeof tables.campaigns>[];
  countries: Row<typeof tables.countries>[];
  countryTexts: Row<typeof tables.countryTexts>[];
  originCities: Row<typeof tables.originCities>[];
  providers: Row<typeof tables.providers>[];
  containers: Row<typeof tables.containers>[];
  containerTexts: Row<typeof tables.containerTexts>[];
  destinations: Row<typeof tables.destinations>[];
  destinationTexts: Row<typeof tables.destinationTexts>[];
  carouselItems: Row<typeof tables.carouselItems>[];
  accommodations: Row<typeof tables.accommodations>[];
  accommodationTexts: Row<typeof tables.accommodationTexts>[];
  rooms: Row<typeof tables.rooms>[];
  roomTexts: Row<typeof tables.roomTexts>[];
  services: Row<typeof tables.services>[];
  serviceRooms: Row<typeof tables.serviceRooms>[];
  itinerarySegments: Row<typeof tables.itinerarySegments>[];
  serviceNotes: Row<typeof tables.serviceNotes>[];
  extras: Row<typeof tables.extras>[];
  extraTexts: Row<typeof tables.extraTexts>[];
  taxes: Row<typeof tables.taxes>[];
  combinedTrips: Row<typeof tripTables.combinedTrips>[];
  combinedTripTexts: Row<typeof tripTables.combinedTripTexts>[];
  combinedTripStays: Row<typeof tripTables.combinedTripStays>[];
  circuits: Row<typeof tripTables.circuits>[];
  circuitTexts: Row<typeof tripTables.circuitTexts>[];
  circuitDays: Row<typeof tripTables.circuitDays>[];
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
const toKelvin = (celsius: number) => Math.round((celsius + 273.15) * 100) / 100;
const airlineId = (code: string) => AIRLINES.find(([, iata]) => iata === code)?.[0] ?? 1;

/** The whole demo catalogue (but the calendar, see calendar-prices.ts), from a fixed seed. */
export function generateCatalogue(seed = CATALOGUE_SEED): CatalogueSeed {
  const random = createRandom(seed);
  const out: CatalogueSeed = {
    campaigns: [
      { id: GENERAL_CAMPAIGN, name: 'General' },
      { id: CIRCUIT_CAMPAIGN, name: 'Circuitos' },
    ],
    countries: COUNTRIES.map(([code, nameEs]) => ({ code, nameEs })),
    countryTexts: Object.entries(COUNTRY_NAMES).flatMap(([countryCode, names]) =>
      LANGUAGES.map((language) => ({ countryCode, language, name: names[language] })),
    ),
    originCities: ORIGIN_CITIES,
    providers: [
      ...AIRLINES.map(([id, code, name]) => ({ id, code, name, kind: 1 })),
      ...SUPPLIERS.map(([id, code, name]) => ({ id, code, name, kind: 2 })),
      { id: 30, code: 'EXCUR', name: 'Caribe Sol Excursiones', kind: 3 },
    ],
    containers: CONTAINERS.map((id) => ({ id, position: id })),
    containerTexts: CONTAINERS.flatMap((id) =>
      LANGUAGES.map((language) => ({
        containerId: id,
        language,
        name: CONTAINER_NAMES[id]?.[language] ?? '',
      })),
    ),
    destinations: [],
    destinationTexts: [],
    carouselItems: [],
    accommodations: [],
    accommodationTexts: [],
    rooms: [],
    roomTexts: [],
    services: [],
    serviceRooms: [],
    itinerarySegments: [],
    serviceNotes: [],
    extras: [],
    extraTexts: [],
    taxes: [],
    combinedTrips: [],
    combinedTripTexts: [],
    combinedTripStays: [],
    circuits: [],
    circuitTexts: [],
    circuitDays: [],
  };
  const ids = { accommodation: 1000, room: 10_000, service: 50_000, extra: 90_000 };
  const accommodationsByDestination = new Map<string, number[]>();
  const hotelsForMoreStays: HotelStays[] = [];

  for (const destination of DESTINATIONS) {
    addDestination(out, destination);
    const hotels: number[] = [];
    const usedNames = new Set<string>();
    for (let i = 0; i < destination.hotels; i += 1) {
      ids.accommodation += 1;
      const accommodationId = ids.accommodation;
      hotels.push(accommodationId);
      const hotel = addAccommodation(out, random, destination, accommodationId, usedNames);
      const roomIds = addRooms(out, random, accommodationId, hotel.category, ids);
      hotelsForMoreStays.push({ accommodationId, destination, hotel, roomIds });
      for (const origin of ORIGIN_CITIES.slice(0, 2)) {
        if (origin.code === 'BCN' && !random.chance(0.55)) continue;
        ids.service += 1;
        addPackage(out, random, {
          serviceId: ids.service,
          accommodationId,
          destination,
          origin: origin.code,
          campaignId: GENERAL_CAMPAIGN,
          serviceType: 'PAQ',
          nights: DEFAULT_NIGHTS,
          referenceEuros: packageEuros(
            destination,
            hotel.category,
            hotel.mealPlan,
            origin.code,
            DEFAULT_NIGHTS,
          ),
          roomIds,
        });
        addExtras(out, random, ids, ids.service, destination);
      }
    }
    accommodationsByDestination.set(destination.code, hotels);
  }

  addCarousel(out);
  addCombinedTrips(out, random, ids, accommodationsByDestination);
  addCircuits(out, random, ids, accommodationsByDestination);
  addMoreStays(out, hotelsForMoreStays);
  return out;
}

interface HotelStays {
  accommodationId: number;
  destination: DestinationSeed;
  hotel: { category: number; mealPlan: string };
  roomIds: PackageInput['roomIds'];
}

/**
 * Stays of 5, 9, 12 and 14 nights where a hotel sells them, and departures from Bilbao, Valencia,
 * Málaga and Sevilla through Madrid for the hotels of the busiest destinations. Each service has
 * its own random stream and id range, so the original services keep their ids and prices. Daily
 * departures are 7 nights from Madrid and Barcelona; other stays leave on two or three weekdays.
 */
function addMoreStays(out: CatalogueSeed, hotels: HotelStays[]) {
  const ids = { service: MORE_STAYS_FIRST_ID, extra: MORE_STAYS_FIRST_EXTRA_ID };
  const sellsFrom = new Map<number, Set<string>>();
  for (const service of out.services)
    if (service.serviceType === 'PAQ')
      sellsFrom.set(
        service.accommodationId,
        (sellsFrom.get(service.accommodationId) ?? new Set()).add(service.originCode),
      );
  for (const { accommodationId, destination, hotel, roomIds } of hotels) {
    const lengths = OTHER_LENGTHS.filter(
      ([nights, share]) => hashUnit(`nights:${accommodationId}:${nights}`) < share,
    ).map(([nights]) => nights);
    const connecting =
      destination.hotels >= BUSY_DESTINATION_HOTELS
        ? CONNECTING_ORIGINS.filter((code) => hashUnit(`origin:${accommodationId}:${code}`) < 0.5)
        : [];
    const origins = [...(sellsFrom.get(accommodationId) ?? []), ...connecting];
    for (const origin of origins) {
      const viaMadrid = connecting.includes(origin as (typeof CONNECTING_ORIGINS)[number]);
      for (const nights of viaMadrid ? [DEFAULT_NIGHTS, ...lengths] : lengths) {
        ids.service += 1;
        const random = createRandom(CATALOGUE_SEED + ids.service);
        addPackage(out, random, {
          serviceId: ids.service,
          accommodationId,
          destination,
          origin,
          campaignId: GENERAL_CAMPAIGN,
          serviceType: 'PAQ',
          nights,
          referenceEuros: packageEuros(destination, hotel.category, hotel.mealPlan, origin, nights),
          roomIds,
          departureWeekdays: random.pick(WEEKDAY_SCHEDULES),
        });
        addExtras(out, random, ids, ids.service, destination, nights);
      }
    }
  }
}

function destinationName(code: string, language: Language) {
  const texts = DESTINATION_TEXTS[code]?.[language];
  if (!texts) throw new Error(`missing texts for destination ${code} in ${language}`);
  return texts;
}

/**
 * What each destination's picture shows (the scenes of destination pictures: 0 beach, 1 bay
 * between hills, 2 old town, 3 pier, 4 lagoon): old towns for Havana, Trinidad or Cartagena, a
 * bay for Samaná, a lagoon for Saona or the cays; a beach for the rest.
 */
const DESTINATION_SCENES: Record<string, number> = {
  LRM: 4,
  SDQ: 2,
  AZS: 1,
  POP: 2,
  JDO: 3,
  RMY: 4,
  CUN: 3,
  TUL: 1,
  CZM: 4,
  PCM: 2,
  HAV: 2,
  CSM: 4,
  CCC: 3,
  HOG: 1,
  TND: 2,
  NEG: 1,
  OCJ: 3,
  SJU: 2,
  FAJ: 4,
  AUA: 3,
  CUR: 2,
  SSA: 2,
  CTG: 2,
  SMR: 1,
  ADZ: 4,
};

/**
 * A destination's picture: its scene, at a time of day that follows its place in its container,
 * so the destinations shown together (a container, the carousel's firsts) never share a look.
 */
function destinationPicture(destination: DestinationSeed): string {
  const scene = DESTINATION_SCENES[destination.code] ?? 0;
  const time = (destination.position + 2 * destination.container) % TIMES;
  const look = scene + SCENES.destino * ((time - scene + TIMES) % TIMES);
  return `/img/catalogo/destino/${destination.code}.svg?aspecto=${look}`;
}

function addDestination(out: CatalogueSeed, destination: DestinationSeed) {
  out.destinations.push({
    code: destination.code,
    countryCode: destination.country,
    containerId: destination.container,
    position: destination.position,
    airport: destination.airport,
    latitude: destination.latitude,
    longitude: destination.longitude,
    imagePath: destinationPicture(destination),
    temperaturesKelvin: destination.temperatures.map(toKelvin),
  });
  for (const language of LANGUAGES) {
    const { name, description } = destinationName(destination.code, language);
    out.destinationTexts.push({
      destinationCode: destination.code,
      language,
      name,
      slug: destinationSlug(name),
      description,
    });
  }
}

function hotelName(random: Random, used: Set<string>): string {
  for (;;) {
    const { prefixes, cores, suffixes } = HOTEL_NAME_PARTS;
    const parts = [random.pick(prefixes), random.pick(cores)];
    if (random.chance(0.45)) parts.push(random.pick(suffixes));
    const name = parts.join(' ');
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

function addAccommodation(
  out: CatalogueSeed,
  random: Random,
  destination: DestinationSeed,
  id: number,
  usedNames: Set<string>,
) {
  const category = random.pick([3, 3, 4, 4, 4, 5, 5, 2]);
  const mealPlan =
    category >= 4 ? random.pick(['TI', 'TI', 'TI', 'MP']) : random.pick(['TI', 'MP', 'AD', 'SA', 'PC']);
  const amenities = AMENITIES.filter((amenity) =>
    random.chance(amenity === 'safe' || amenity === 'freshwaterPool' ? 0.85 : category >= 4 ? 0.6 : 0.35),
  );
  const name = hotelName(random, usedNames);
  const beachMetres = random.pick([0, 0, 50, 100, 200, 350, 600, 900]);
  out.accommodations.push({
    id,
    destinationCode: destination.code,
    typeId: random.chance(0.12) ? 3 : 1,
    name,
    category,
    groupCode: `A${id}`,
    mealPlan,
    amenities,
    beachMetres,
    latitude: Math.round((destination.latitude + (random.next() - 0.5) * 0.06) * 1e5) / 1e5,
    longitude: Math.round((destination.longitude + (random.next() - 0.5) * 0.06) * 1e5) / 1e5,
    imagePath: `/img/catalogo/alojamiento/${id}.svg`,
  });
  const choice = {
    intro: random.int(0, 99),
    location: random.int(0, 99),
    rooms: random.int(0, 99),
    closing: random.int(0, 99),
  };
  for (const language of LANGUAGES) {
    const parts = HOTEL_DESCRIPTIONS[language];
    const values = {
      name,
      destination: destinationName(destination.code, language).name,
      stars: category,
      beach: beachMetres,
    };
    const sentence = (list: string[], index: number) => fill(list[index % list.length] ?? '', values);
    out.accommodationTexts.push({
      accommodationId: id,
      language,
      description: [
        sentence(parts.intro, choice.intro),
        sentence(beachMetres === 0 ? parts.beachfront : parts.location, choice.location),
        sentence(parts.rooms, choice.rooms),
        sentence(parts.closing, choice.closing),
      ].join(' '),
    });
  }
  return { category, mealPlan };
}

function addRooms(
  out: CatalogueSeed,
  random: Random,
  accommodationId: number,
  category: number,
  ids: { room: number },
) {
  const [standard, ...others] = ROOM_TYPES;
  if (!standard) throw new Error('no room types');
  const chosen = [standard, ...random.sample(others, category >= 4 ? 3 : 2)];
  return chosen.map((type, index) => {
    ids.room += 1;
    out.rooms.push({
      id: ids.room,
      accommodationId,
      roomTypeId: ROOM_TYPES.indexOf(type) + 1,
      code: type.code,
      maxAdults: type.maxAdults,
      maxOccupancy: type.maxOccupancy,
    });
    for (const language of LANGUAGES) {
      out.roomTexts.push({
        roomId: ids.room,
        language,
        name: type.names[language],
        note: type.note[language],
      });
    }
    return { id: ids.room, code: type.code, sequence: index + 1 };
  });
}

function packageEuros(
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

interface PackageInput {
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

function addPackage(out: CatalogueSeed, random: Random, input: PackageInput) {
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

function addExtras(
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

function addCarousel(out: CatalogueSeed) {
  ['PUJ', 'RMY', 'HAV', 'MBJ', 'AUA', 'CTG'].forEach((code, index) => {
    out.carouselItems.push({
      id: index + 1,
      position: index + 1,
      orientation: index % 3 === 0 ? 'V' : 'H',
      imagePath: destinationPicture(destinationSeed(code)),
      destinationCode: code,
      originCode: 'MAD',
      campaignId: GENERAL_CAMPAIGN,
    });
  });
}

function destinationSeed(code: string): DestinationSeed {
  const found = DESTINATIONS.find((destination) => destination.code === code);
  if (!found) throw new Error(`unknown destination ${code}`);
  return found;
}

function addCombinedTrips(
  out: CatalogueSeed,
  random: Random,
  ids: { service: number },
  hotels: Map<string, number[]>,
) {
  COMBINED_TRIPS.forEach((trip, index) => {
    const id = index + 1;
    const first = destinationSeed(trip.stays[0]?.destination ?? '');
    out.combinedTrips.push({
      id,
      campaignId: GENERAL_CAMPAIGN,
      originCode: 'MAD',
      countryCode: first.country,
    });
    for (const language of LANGUAGES)
      out.combinedTripTexts.push({ combinedTripId: id, language, name: trip.name[language] });
    const stays = trip.stays.map((stay, position) => {
      const accommodationId = random.pick(hotels.get(stay.destination) ?? []);
      out.combinedTripStays.push({
        combinedTripId: id,
        position: position + 1,
        accommodationId,
        nights: stay.nights,
      });
      return { accommodationId, nights: stay.nights, destination: destinationSeed(stay.destination) };
    });
    const firstStay = stays[0];
    if (!firstStay) return;
    ids.service += 1;
    const category = out.accommodations.find((a) => a.id === firstStay.accommodationId)?.category ?? 4;
    const nights = stays.reduce((sum, stay) => sum + stay.nights, 0);
    addPackage(out, random, {
      serviceId: ids.service,
      accommodationId: firstStay.accommodationId,
      destination: firstStay.destination,
      origin: 'MAD',
      campaignId: GENERAL_CAMPAIGN,
      serviceType: 'COM',
      nights,
      referenceEuros: packageEuros(firstStay.destination, category, 'TI', 'MAD', nights) * 1.12,
      roomIds: roomsOf(out, firstStay.accommodationId),
      combinedTripId: id,
    });
  });
}

function roomsOf(out: CatalogueSeed, accommodationId: number) {
  return out.rooms
    .filter((room) => room.accommodationId === accommodationId)
    .map((room, index) => ({ id: room.id, code: room.code, sequence: index + 1 }));
}

/**
 * Circuits in every hotel category their stops have (domain/catalogue/circuits): one hotel per stop
 * and category, and one service per category priced by its stars.
 */
function addCircuits(
  out: CatalogueSeed,
  random: Random,
  ids: { service: number },
  hotels: Map<string, number[]>,
) {
  const stars = new Map(out.accommodations.map((a) => [a.id, a.category]));
  CIRCUITS.forEach((circuit, index) => {
    const id = index + 1;
    const destination = destinationSeed(circuit.destination);
    const nights = circuit.days.length - 1;
    const byCategory = CIRCUIT_CATEGORIES.flatMap((category) => {
      const stopHotels = circuit.stops.map((stop) =>
        (hotels.get(stop.destination) ?? []).filter(
          (hotel) => circuitCategoryOfStars(stars.get(hotel) ?? 0) === category,
        ),
      );
      return stopHotels.every((candidates) => candidates.length > 0)
        ? [{ category, hotels: stopHotels.map((candidates) => random.pick(candidates)) }]
        : [];
    });
    out.circuits.push({
      id,
      countryCode: circuit.country,
      destinationCode: circuit.destination,
      category: byCategory.some((entry) => entry.category === 'Primera')
        ? 'Primera'
        : (byCategory[0]?.category ?? 'Primera'),
      accommodationIds: circuit.stops.flatMap((_, stop) =>
        byCategory.map((entry) => entry.hotels[stop] ?? 0),
      ),
      stopNights: circuit.stops.map((stop) => stop.nights),
    });
    for (const language of LANGUAGES)
      out.circuitTexts.push({
        circuitId: id,
        language,
        name: circuit.name[language],
        highlights: circuit.highlights.map((highlight) => highlight[language]),
      });
    circuit.days.forEach((day, dayIndex) => {
      for (const language of LANGUAGES) {
        out.circuitDays.push({
          circuitId: id,
          day: dayIndex + 1,
          language,
          title: day.title[language],
          description: day.description[language],
        });
      }
    });
    for (const { category, hotels: categoryHotels } of byCategory) {
      const firstHotel = categoryHotels[0];
      if (firstHotel === undefined) continue;
      ids.service += 1;
      addPackage(out, random, {
        serviceId: ids.service,
        accommodationId: firstHotel,
        destination,
        origin: 'MAD',
        campaignId: CIRCUIT_CAMPAIGN,
        serviceType: 'CIR',
        nights,
        referenceEuros:
          packageEuros(destination, CIRCUIT_CATEGORY_STARS[category], 'MP', 'MAD', nights) * 1.25,
        roomIds: roomsOf(out, firstHotel),
        circuitId: id,
      });
    }
  });
}

/** The stars a circuit category is priced as. */
const CIRCUIT_CATEGORY_STARS = { Turista: 3, Primera: 4, Superior: 5 } as const;
