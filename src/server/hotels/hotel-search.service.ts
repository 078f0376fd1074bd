import { daysBetween } from '../../domain/days';
import type { BedBankCity, BedBankHotel, RoomParty } from '../../domain/hotels/bed-bank';
import { findCities } from '../../domain/hotels/city-lookup';
import { hotelOptions, type HotelOption } from '../../domain/hotels/hotel-offer';
import { hotelReviews, reviewAnalysis, reviewSummary } from '../../domain/hotels/hotel-reviews';
import type { CatalogueVersion } from '../catalogue/catalogue-version';
import type { Database } from '../db/client';
import {
  allotmentKey,
  readAllotmentUsed,
  readCities,
  readHotels,
  readHotelsOfCity,
} from './bed-bank.repository';

export type CityWithHotels = BedBankCity & { hotels: number };

export interface HotelStay {
  checkIn: string;
  checkOut: string;
  rooms: RoomParty[];
}

export interface HotelResult {
  hotel: BedBankHotel;
  city: BedBankCity;
  /** Cheapest first; empty when nothing left lodges the party on those nights. */
  options: HotelOption[];
  reviews: { average: number; count: number } | null;
}

/** What a city's hotels are listed by before the visitor sorts: stars, then the oldest code first. */
const recommended = (a: BedBankHotel, b: BedBankHotel) => b.stars - a.stars || a.code - b.code;

/**
 * The search service's hotel calls (section 7): cities by name, a city's hotel codes and the
 * prices of a chunk of codes for a stay. The bed bank is read once per catalogue version (an
 * import moves it on) and kept in memory by city; prices are computed, the allotment taken is read
 * per chunk, so a room booked a moment ago is not offered.
 */
export function createHotelSearch(deps: {
  db: Database;
  catalogueVersion: Pick<CatalogueVersion, 'current'>;
  today: () => string;
}) {
  let state: Promise<{ version: number; cities: CityWithHotels[] }> | null = null;
  let stateVersion = -1;
  const hotelsOfCity = new Map<number, Promise<BedBankHotel[]>>();
  const hotelByCode = new Map<number, BedBankHotel>();
  const summaries = new Map<number, { average: number; count: number } | null>();

  async function current() {
    const version = await deps.catalogueVersion.current();
    if (version !== stateVersion || !state) {
      stateVersion = version;
      hotelsOfCity.clear();
      hotelByCode.clear();
      summaries.clear();
      state = readCities(deps.db).then((cities) => ({ version, cities }));
      state.catch(() => {
        state = null;
      });
    }
    return state;
  }

  async function cityHotels(cityId: number): Promise<BedBankHotel[]> {
    await current();
    let hotels = hotelsOfCity.get(cityId);
    if (!hotels) {
      hotels = readHotelsOfCity(deps.db, cityId).then((list) => {
        for (const hotel of list) hotelByCode.set(hotel.code, hotel);
        return list.sort(recommended);
      });
      hotels.catch(() => hotelsOfCity.delete(cityId));
      hotelsOfCity.set(cityId, hotels);
    }
    return hotels;
  }

  async function hotelsByCode(codes: readonly number[]): Promise<Map<number, BedBankHotel>> {
    await current();
    const missing = codes.filter((code) => !hotelByCode.has(code));
    if (missing.length > 0)
      for (const hotel of await readHotels(deps.db, missing)) hotelByCode.set(hotel.code, hotel);
    return new Map(codes.flatMap((code) => (hotelByCode.has(code) ? [[code, hotelByCode.get(code)!]] : [])));
  }

  function summaryOf(hotel: BedBankHotel) {
    if (!summaries.has(hotel.code)) {
      const reviews = hotelReviews(hotel, deps.today());
      const { average, count } = reviewSummary(reviews);
      summaries.set(hotel.code, average === null ? null : { average, count });
    }
    return summaries.get(hotel.code) ?? null;
  }

  return {
    today: deps.today,
    async cities(): Promise<CityWithHotels[]> {
      return (await current()).cities;
    },
    async city(id: number): Promise<CityWithHotels | undefined> {
      return (await current()).cities.find((city) => city.id === id);
    },
    async findCities(typed: string, limit?: number): Promise<CityWithHotels[]> {
      return findCities((await current()).cities, typed, limit);
    },
    /** A city's hotel codes, recommended first; undefined for a city the bed bank does not have. */
    async hotelCodes(cityId: number): Promise<number[] | undefined> {
      if (!(await this.city(cityId))) return undefined;
      return (await cityHotels(cityId)).map((hotel) => hotel.code);
    },
    /** A city's hotels where they are, recommended first: the order its results come in. */
    async places(
      cityId: number,
    ): Promise<{ code: number; name: string; latitude: number; longitude: number }[]> {
      if (!(await this.city(cityId))) return [];
      return (await cityHotels(cityId)).map(({ code, name, latitude, longitude }) => ({
        code,
        name,
        latitude,
        longitude,
      }));
    },
    async hotel(code: number): Promise<{ hotel: BedBankHotel; city: CityWithHotels } | undefined> {
      const hotel = (await hotelsByCode([code])).get(code);
      const city = hotel && (await this.city(hotel.cityId));
      return hotel && city ? { hotel, city } : undefined;
    },
    /** One chunk of codes priced for a stay, in the chunk's order; codes the bed bank lacks are left out. */
    async search(stay: HotelStay, codes: readonly number[]): Promise<HotelResult[]> {
      const { cities } = await current();
      const hotels = await hotelsByCode(codes);
      const used = await readAllotmentUsed(deps.db, [...hotels.keys()], stay.checkIn, stay.checkOut);
      const nights = daysBetween(stay.checkIn, stay.checkOut).slice(0, -1);
      return codes.flatMap((code) => {
        const hotel = hotels.get(code);
        const city = hotel && cities.find((candidate) => candidate.id === hotel.cityId);
        if (!hotel || !city) return [];
        const roomsLeft = (roomCode: string, supplier: string) => {
          const rate = hotel.rooms
            .find((room) => room.code === roomCode)
            ?.rates.find((r) => r.supplier === supplier);
          if (!rate) return 0;
          return Math.min(
            ...nights.map(
              (night) => rate.allotment - (used.get(allotmentKey(code, roomCode, supplier, night)) ?? 0),
            ),
          );
        };
        const options = hotelOptions(
          hotel,
          city,
          stay.checkIn,
          stay.checkOut,
          stay.rooms,
          roomsLeft,
          deps.today(),
        );
        return [{ hotel, city, options, reviews: summaryOf(hotel) }];
      });
    },
    /** A hotel's reviews, newest first, with their summary and analysis; undefined for a code the bed bank lacks. */
    async reviews(code: number) {
      const found = (await hotelsByCode([code])).get(code);
      if (!found) return undefined;
      const reviews = hotelReviews(found, deps.today());
      return { reviews, summary: reviewSummary(reviews), analysis: reviewAnalysis(reviews) };
    },
  };
}

export type HotelSearch = ReturnType<typeof createHotelSearch>;
