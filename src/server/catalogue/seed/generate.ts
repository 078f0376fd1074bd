import { COUNTRIES, COUNTRY_NAMES } from '../../../domain/countries';
import { createRandom, hashUnit } from '../../../domain/random';
import { CONTAINER_NAMES } from './destination-texts';
import { CONTAINERS, DESTINATIONS, type DestinationSeed } from './destinations';
import {
  addAccommodation,
  addCarousel,
  addDestination,
  addRooms,
  ORIGIN_CITIES,
} from './generate-destinations';
import {
  addExtras,
  addPackage,
  AIRLINES,
  EVERY_DAY,
  packageEuros,
  SUPPLIERS,
  type PackageInput,
} from './generate-packages';
import { addCircuits, addCombinedTrips } from './generate-trips';
import {
  CATALOGUE_SEED,
  CIRCUIT_CAMPAIGN,
  DEFAULT_NIGHTS,
  GENERAL_CAMPAIGN,
  LANGUAGES,
  type CatalogueSeed,
} from './generated-rows';

/**
 * The demo catalogue: this file makes the destinations' hotels and their packages and adds the
 * other stays; the parts are in generate-destinations.ts, generate-packages.ts and generate-trips.ts.
 */
export {
  CATALOGUE_SEED,
  CIRCUIT_CAMPAIGN,
  DEFAULT_NIGHTS,
  EVERY_DAY,
  GENERAL_CAMPAIGN,
  LANGUAGES,
  ORIGIN_CITIES,
  type CatalogueSeed,
};

/** Madrid and Barcelona fly out every day; these cities connect through Madrid on some days. */
const CONNECTING_ORIGINS = ['BIO', 'VLC', 'AGP', 'SVQ'] as const;

/** Stays a hotel may sell besides 7 nights, and the share of hotels that sell each. */
const OTHER_LENGTHS: readonly [nights: number, share: number][] = [
  [5, 0.3],
  [9, 0.55],
  [12, 0.2],
  [14, 0.4],
];

/** The weekdays a stay other than the daily ones departs on, as bitmasks (bit 0 Sunday … bit 6 Saturday). */
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
      const hotel = addAccommodation(out, random, destination, accommodationId, usedNames, {
        index: i,
        count: destination.hotels,
      });
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
