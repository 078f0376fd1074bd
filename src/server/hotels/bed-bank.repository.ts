import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { BedBankCity, BedBankHotel } from '../../domain/hotels/bed-bank';
import type { Database } from '../db/client';
import { bedBankCities, bedBankHotels, hotelAllotmentUsed } from '../db/schema/hotels';

/** The bed bank's tables, read as the domain's shapes. */

export async function readCities(db: Database): Promise<(BedBankCity & { hotels: number })[]> {
  const counts = db
    .select({ cityId: bedBankHotels.cityId, hotels: sql<number>`count(*)::int`.as('hotels') })
    .from(bedBankHotels)
    .groupBy(bedBankHotels.cityId)
    .as('counts');
  const rows = await db
    .select({
      id: bedBankCities.id,
      country: bedBankCities.country,
      name: bedBankCities.name,
      latitude: bedBankCities.latitude,
      longitude: bedBankCities.longitude,
      kind: bedBankCities.kind,
      catalogueDestination: bedBankCities.catalogueDestination,
      hotels: sql<number>`coalesce(${counts.hotels}, 0)`,
    })
    .from(bedBankCities)
    .leftJoin(counts, eq(counts.cityId, bedBankCities.id))
    .orderBy(bedBankCities.id);
  return rows.map((row) => ({
    ...row,
    kind: row.kind === 'beach' ? 'beach' : 'city',
    hotels: Number(row.hotels),
  }));
}

/** A city's hotels, in code order. */
export async function readHotelsOfCity(db: Database, cityId: number): Promise<BedBankHotel[]> {
  const rows = await db
    .select()
    .from(bedBankHotels)
    .where(eq(bedBankHotels.cityId, cityId))
    .orderBy(bedBankHotels.code);
  return rows.map(toHotel);
}

export async function readHotels(db: Database, codes: readonly number[]): Promise<BedBankHotel[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select()
    .from(bedBankHotels)
    .where(inArray(bedBankHotels.code, [...codes]));
  return rows.map(toHotel);
}

function toHotel(row: typeof bedBankHotels.$inferSelect): BedBankHotel {
  return {
    code: row.code,
    cityId: row.cityId,
    name: row.name,
    stars: Math.min(5, Math.max(1, row.stars)) as BedBankHotel['stars'],
    description: row.description,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceMetres: row.distanceMetres,
    amenities: row.amenities,
    imagePath: row.imagePath,
    rooms: row.rooms,
    catalogueAccommodationId: row.catalogueAccommodationId,
    reviewed: row.reviewed,
  };
}

/** The key of one rate's night in the allotment taken. */
export const allotmentKey = (hotelCode: number, roomCode: string, supplier: string, night: string) =>
  `${hotelCode}|${roomCode}|${supplier}|${night}`;

/** Rooms taken from each rate's allotment, per night, for these hotels and nights [from, to). */
export async function readAllotmentUsed(
  db: Database,
  codes: readonly number[],
  from: string,
  to: string,
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(hotelAllotmentUsed)
    .where(
      and(
        inArray(hotelAllotmentUsed.hotelCode, [...codes]),
        gte(hotelAllotmentUsed.night, from),
        lt(hotelAllotmentUsed.night, to),
      ),
    );
  return new Map(
    rows.map((row) => [allotmentKey(row.hotelCode, row.roomCode, row.supplier, row.night), row.rooms]),
  );
}
