import type { BedBankCity, BedBankHotel } from '../../../domain/hotels/bed-bank';
import { createRandom, type Random } from '../../../domain/random';
import { destinationCoast, destinationName } from '../../catalogue/seed/generate-destinations';
import { generateCatalogue } from '../../catalogue/seed/generate';
import { DESTINATIONS, type DestinationSeed } from '../../catalogue/seed/destinations';
import { CARIBBEAN_COUNTRIES, CARIBBEAN_PLACES } from './caribbean-places';
import { EUROPEAN_CITIES, type Area, type EuropeanCity } from './european-cities';
import { hotelAmenities } from './hotel-amenities';
import { hotelDescription } from './hotel-descriptions';
import { hotelName } from './hotel-names';
import {
  cityPlace,
  coastPlace,
  metresBetween,
  nearestArea,
  shoreNear,
  shoreOf,
  streetAddress,
  type Shore,
} from './hotel-places';
import { hotelRooms } from './hotel-rooms';

/**
 * The bed bank's demo inventory (issue 30): the catalogue's Caribbean destinations and six
 * European cities, about 3,200 hotels with rooms and suppliers' rates, generated from a seed as
 * the package catalogue is. Every catalogue hotel is in it under its own name, place and picture,
 * so a hotel sold in packages is the same hotel sold alone. Each city draws from its own random
 * stream: adding hotels to one city leaves every other city as it was.
 */

export const BED_BANK_SEED = 20_260_301;
/** Hotel codes run from here, catalogue hotels among them: numeric, at most 7 digits. */
export const FIRST_HOTEL_CODE = 100_001;

/** A Caribbean destination sells this many hotels per catalogue hotel (plus five), 20 to 60 in all. */
const HOTELS_PER_CATALOGUE_HOTEL = 2.6;
const CARIBBEAN_HOTELS = { fewest: 20, most: 60 } as const;

/** How a place's hotels spread over 1 to 5 stars. */
const STAR_SHARES = {
  europe: [0.07, 0.15, 0.38, 0.32, 0.08],
  caribbeanCity: [0.05, 0.15, 0.35, 0.33, 0.12],
  caribbeanBeach: [0, 0.04, 0.16, 0.45, 0.35],
} as const;

/** A beach hotel's distance to the sand, in metres: a third on it. */
const BEACH_METRES = [0, 0, 0, 50, 100, 150, 250, 400, 600, 900, 1300] as const;

/** Against a mid-priced Madrid hotel, what a double costs room only (euros), by stars. */
const CITY_DOUBLE_EUROS = [48, 66, 92, 135, 260] as const;
const BEACH_DOUBLE_EUROS = [45, 55, 75, 110, 175] as const;

/** What the bed bank reads of a catalogue accommodation. */
export interface CatalogueHotel {
  id: number;
  destinationCode: string;
  name: string;
  category: number;
  latitude: number;
  longitude: number;
  imagePath: string | null;
  beachMetres: number | null;
}

export interface BedBank {
  cities: BedBankCity[];
  hotels: BedBankHotel[];
}

let catalogue: CatalogueHotel[] | undefined;

/** The demo catalogue's accommodations, generated once per process (about a second). */
export function catalogueHotels(): CatalogueHotel[] {
  catalogue ??= generateCatalogue().accommodations.map((row) => ({
    id: row.id!,
    destinationCode: row.destinationCode,
    name: row.name,
    category: row.category,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    imagePath: row.imagePath ?? null,
    beachMetres: row.beachMetres ?? null,
  }));
  return catalogue;
}

/** What one city's hotels are drawn from. */
interface CityPlan {
  city: BedBankCity;
  hotels: number;
  style: EuropeanCity['style'];
  addressStyle: EuropeanCity['addressStyle'];
  priceLevel: number;
  streets: readonly string[];
  starShares: readonly number[];
  /** A European city's neighbourhoods, or a Caribbean destination's areas along its coast. */
  areas: readonly Area[] | readonly string[];
  shore: Shore | null;
  destination: DestinationSeed | null;
  cityTax: boolean;
}

function caribbeanPlan(destination: DestinationSeed, id: number, catalogueCount: number): CityPlan {
  const place = CARIBBEAN_PLACES[destination.code];
  const country = CARIBBEAN_COUNTRIES[destination.country];
  if (!place || !country) throw new Error(`no bed bank place for ${destination.code}`);
  const hotels = Math.round(catalogueCount * HOTELS_PER_CATALOGUE_HOTEL + 5);
  return {
    city: {
      id,
      country: destination.country,
      name: {
        es: destinationName(destination.code, 'es').name,
        en: destinationName(destination.code, 'en').name,
        fr: destinationName(destination.code, 'fr').name,
      },
      latitude: destination.latitude,
      longitude: destination.longitude,
      kind: place.kind,
      catalogueDestination: destination.code,
    },
    hotels: Math.min(CARIBBEAN_HOTELS.most, Math.max(CARIBBEAN_HOTELS.fewest, hotels)),
    style: country.style,
    addressStyle: country.addressStyle,
    priceLevel: country.priceLevel,
    streets: place.streets,
    starShares: place.kind === 'city' ? STAR_SHARES.caribbeanCity : STAR_SHARES.caribbeanBeach,
    areas: place.areas,
    shore: shoreOf(destinationCoast(destination)),
    destination,
    cityTax: false,
  };
}

function europeanPlan(city: EuropeanCity, id: number): CityPlan {
  return {
    city: {
      id,
      country: city.country,
      name: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
      kind: 'city',
      catalogueDestination: null,
    },
    hotels: city.hotels,
    style: city.style,
    addressStyle: city.addressStyle,
    priceLevel: city.priceLevel,
    streets: city.streets,
    starShares: STAR_SHARES.europe,
    areas: city.areas,
    shore: city.coastal ? shoreNear(city) : null,
    destination: null,
    cityTax: true,
  };
}

function drawStars(random: Random, shares: readonly number[]): BedBankHotel['stars'] {
  let left = random.next();
  for (let index = 0; index < shares.length; index += 1) {
    left -= shares[index] ?? 0;
    if (left < 0) return (index + 1) as BedBankHotel['stars'];
  }
  return 3;
}

/** Where a hotel is, how far from the centre or the beach, and in which neighbourhood or area. */
function placeHotel(
  random: Random,
  plan: CityPlan,
  stars: number,
  known?: CatalogueHotel & { fraction: number },
): { latitude: number; longitude: number; distanceMetres: number; area: string } {
  const { city } = plan;
  if (!plan.destination) {
    const place = cityPlace(random, city, stars, plan.shore);
    return {
      ...place,
      distanceMetres: metresBetween(city, place),
      area: nearestArea(plan.areas as Area[], place).name,
    };
  }
  const areas = plan.areas as string[];
  // An old town's new hotels keep within 4.5 km of the centre along its shore; resorts use it all.
  const reach = city.kind === 'city' ? Math.min(1, 9 / (plan.shore?.lengthKm ?? 9)) : 1;
  const fraction = known?.fraction ?? 0.5 + (random.next() - 0.5) * reach;
  const area = areas[Math.min(areas.length - 1, Math.floor(fraction * areas.length))]!;
  // Grander resorts take the sand; an old town's hotels spread up to 2 km back from the shore.
  const inlandMetres =
    known?.beachMetres ??
    (city.kind === 'city'
      ? random.int(5, 250) * 10
      : random.pick(BEACH_METRES.slice(0, stars >= 4 ? 8 : undefined)));
  const place = known ?? coastPlace(random, city, plan.shore, fraction, inlandMetres);
  const distanceMetres = city.kind === 'city' ? metresBetween(city, place) : inlandMetres;
  return { latitude: place.latitude, longitude: place.longitude, distanceMetres, area };
}

function doubleEuros(random: Random, plan: CityPlan, stars: number, distanceMetres: number): number {
  const beach = plan.city.kind === 'beach';
  const base = (beach ? BEACH_DOUBLE_EUROS : CITY_DOUBLE_EUROS)[stars - 1] ?? 90;
  // Central city hotels and resorts on the sand charge more.
  const place = beach
    ? distanceMetres === 0
      ? 1.15
      : distanceMetres <= 300
        ? 1.05
        : 1
    : Math.max(0.9, 1.2 - distanceMetres / 20_000);
  return base * plan.priceLevel * place * (0.85 + random.next() * 0.35);
}

function cityHotels(
  seed: number,
  plan: CityPlan,
  known: CatalogueHotel[],
  nextCode: () => number,
): BedBankHotel[] {
  const random = createRandom(seed + plan.city.id * 7919);
  const used = new Set(known.map((hotel) => hotel.name));
  const hotels: BedBankHotel[] = [];
  const count = Math.max(plan.hotels, known.length);
  for (let index = 0; index < count; index += 1) {
    const fromCatalogue = known[index];
    const code = nextCode();
    const stars = fromCatalogue
      ? (Math.min(5, Math.max(1, fromCatalogue.category)) as BedBankHotel['stars'])
      : drawStars(random, plan.starShares);
    const where = placeHotel(
      random,
      plan,
      stars,
      fromCatalogue && { ...fromCatalogue, fraction: (index + 0.5) / known.length },
    );
    const name =
      fromCatalogue?.name ??
      hotelName(
        random,
        {
          style: plan.style,
          kind: plan.city.kind,
          streets: plan.addressStyle === 'colombian' ? [] : plan.streets,
        },
        stars,
        where.area,
        used,
      );
    const amenities = hotelAmenities(random, {
      kind: plan.city.kind,
      stars,
      distanceMetres: where.distanceMetres,
    });
    const rooms = hotelRooms(random, {
      kind: plan.city.kind,
      stars,
      cityTax: plan.cityTax,
      doubleEuros: doubleEuros(random, plan, stars, where.distanceMetres),
    });
    hotels.push({
      code,
      cityId: plan.city.id,
      name,
      stars,
      description: hotelDescription(random, {
        name,
        stars,
        kind: plan.city.kind,
        city: plan.city.name,
        area: where.area,
        distanceMetres: where.distanceMetres,
        amenities,
      }),
      address: streetAddress(random, plan.addressStyle, plan.streets),
      latitude: where.latitude,
      longitude: where.longitude,
      distanceMetres: where.distanceMetres,
      amenities,
      imagePath: fromCatalogue?.imagePath ?? `/img/catalogo/alojamiento/${code}.svg`,
      rooms,
      catalogueAccommodationId: fromCatalogue?.id ?? null,
      // Bigger, grander hotels get reviewed more: about half in all.
      reviewed: random.chance(Math.min(0.9, 0.12 + 0.08 * stars + 0.04 * rooms.length)),
    });
  }
  return hotels;
}

/**
 * The whole bed bank, the same for the same seed: the Caribbean destinations first (city ids
 * 1–31 in the catalogue's order), then Madrid, Barcelona, Paris, Rome, Lisbon and Bucharest.
 * `catalogue` is the demo catalogue's hotels (generated when not given).
 */
export function generateBedBank(
  seed = BED_BANK_SEED,
  catalogue: readonly CatalogueHotel[] = catalogueHotels(),
): BedBank {
  const byDestination = new Map<string, CatalogueHotel[]>();
  for (const hotel of catalogue)
    byDestination.set(hotel.destinationCode, [...(byDestination.get(hotel.destinationCode) ?? []), hotel]);
  const plans = [
    ...DESTINATIONS.map((destination, index) =>
      caribbeanPlan(destination, index + 1, byDestination.get(destination.code)?.length ?? 0),
    ),
    ...EUROPEAN_CITIES.map((city, index) => europeanPlan(city, DESTINATIONS.length + index + 1)),
  ];
  let code = FIRST_HOTEL_CODE - 1;
  const nextCode = () => (code += 1);
  return {
    cities: plans.map((plan) => plan.city),
    hotels: plans.flatMap((plan) =>
      cityHotels(seed, plan, byDestination.get(plan.city.catalogueDestination ?? '') ?? [], nextCode),
    ),
  };
}
