import { AMENITIES } from '../../../domain/catalogue/offer-filters';
import { SCENES, TIMES } from '../../../domain/catalogue/pictures';
import { destinationSlug, originCityName } from '../../../domain/constants';
import type * as tables from '../../db/schema/catalogue';
import { coastNear, placeAlongCoast } from '../../maps/coastline';
import type { GeoPoint } from '../../maps/map-view';
import type { Random } from '../../../domain/random';
import { HOTEL_DESCRIPTIONS, HOTEL_NAME_PARTS, ROOM_TYPES } from './accommodation-texts';
import { DESTINATION_TEXTS, type Language } from './destination-texts';
import { DESTINATIONS, type DestinationSeed } from './destinations';
import { fill, GENERAL_CAMPAIGN, LANGUAGES, type CatalogueSeed, type Row } from './generated-rows';

/**
 * The demo catalogue's places: the origin cities, each destination with its texts and picture, its
 * hotels with their descriptions and rooms, and the home page's carousel.
 */

export const ORIGIN_CITIES: Row<typeof tables.originCities>[] = [
  { code: 'MAD', name: originCityName('MAD'), countryCode: 'ES', latitude: 40.4168, longitude: -3.7038 },
  { code: 'BCN', name: originCityName('BCN'), countryCode: 'ES', latitude: 41.3874, longitude: 2.1686 },
  { code: 'BIO', name: originCityName('BIO'), countryCode: 'ES', latitude: 43.263, longitude: -2.935 },
  { code: 'VLC', name: originCityName('VLC'), countryCode: 'ES', latitude: 39.4699, longitude: -0.3763 },
  { code: 'AGP', name: originCityName('AGP'), countryCode: 'ES', latitude: 36.7213, longitude: -4.4214 },
  { code: 'SVQ', name: originCityName('SVQ'), countryCode: 'ES', latitude: 37.3891, longitude: -5.9845 },
];

const toKelvin = (celsius: number) => Math.round((celsius + 273.15) * 100) / 100;

export function destinationName(code: string, language: Language) {
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

export function addDestination(out: CatalogueSeed, destination: DestinationSeed) {
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

/** Room along the coast for each hotel of a destination, in km: pins a finger apart on its map. */
const COAST_PER_HOTEL_KM = 1.5;
const coasts = new Map<string, GeoPoint[]>();

/**
 * The coast a destination's hotels line, `hotels` × 1.5 km long, looked up once per process: the
 * bed bank (src/server/hotels/seed) places its hotels on the same coast as the catalogue's.
 */
export function destinationCoast(destination: DestinationSeed, hotels = destination.hotels): GeoPoint[] {
  let coast = coasts.get(destination.code);
  if (!coast) {
    coast = coastNear(destination, hotels * COAST_PER_HOTEL_KM);
    coasts.set(destination.code, coast);
  }
  return coast;
}

/**
 * Where a hotel is: its destination's hotels spread evenly, in order, along the coast nearest the
 * destination, each its beach distance inland (a beach destination's hotels line its shore). Away
 * from any coast, a place within 3 km of the destination's centre (from the two draws).
 */
export function hotelPlace(
  destination: DestinationSeed,
  place: { index: number; count: number },
  beachMetres: number,
  draws: readonly [number, number],
): GeoPoint {
  const coast = destinationCoast(destination, place.count);
  const onCoast = placeAlongCoast(coast, (place.index + 0.5) / place.count, beachMetres / 1000 + 0.05);
  if (onCoast) return onCoast;
  return {
    latitude: Math.round((destination.latitude + (draws[0] - 0.5) * 0.06) * 1e5) / 1e5,
    longitude: Math.round((destination.longitude + (draws[1] - 0.5) * 0.06) * 1e5) / 1e5,
  };
}

export function addAccommodation(
  out: CatalogueSeed,
  random: Random,
  destination: DestinationSeed,
  id: number,
  usedNames: Set<string>,
  /** Which of the destination's hotels this is (its place along the coast). */
  place: { index: number; count: number } = { index: 0, count: 1 },
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
    ...hotelPlace(destination, place, beachMetres, [random.next(), random.next()]),
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

export function addRooms(
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

export function addCarousel(out: CatalogueSeed) {
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

export function destinationSeed(code: string): DestinationSeed {
  const found = DESTINATIONS.find((destination) => destination.code === code);
  if (!found) throw new Error(`unknown destination ${code}`);
  return found;
}
