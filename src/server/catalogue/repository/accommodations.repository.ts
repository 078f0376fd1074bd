import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../domain/language';
import { anyOf } from '../../db/arrays';
import type { Database } from '../../db/client';
import {
  accommodations,
  accommodationTexts,
  destinations,
  rooms,
  roomTexts,
  serviceRooms,
} from '../../db/schema/catalogue';
import { pictureOf } from './places.repository';

/**
 * The accommodations (with their description in a language) and their rooms: the room catalogue
 * and the room options each service sells.
 */
export function createAccommodationsRepository(db: Database) {
  const accommodationsWhere = (language: Language, where: SQL | undefined): Promise<AccommodationRow[]> =>
    db
      .select({
        id: accommodations.id,
        destinationCode: accommodations.destinationCode,
        typeId: accommodations.typeId,
        name: accommodations.name,
        category: accommodations.category,
        groupCode: accommodations.groupCode,
        mealPlan: accommodations.mealPlan,
        amenities: accommodations.amenities,
        beachMetres: accommodations.beachMetres,
        latitude: accommodations.latitude,
        longitude: accommodations.longitude,
        image: pictureOf(accommodations),
        countryCode: destinations.countryCode,
        description: accommodationTexts.description,
      })
      .from(accommodations)
      .innerJoin(destinations, eq(destinations.code, accommodations.destinationCode))
      .innerJoin(
        accommodationTexts,
        and(
          eq(accommodationTexts.accommodationId, accommodations.id),
          eq(accommodationTexts.language, language),
        ),
      )
      .where(where)
      .orderBy(asc(accommodations.id));

  return {
    /** Accommodations by id, in id order. */
    accommodations: (ids: readonly number[], language: Language) =>
      accommodationsWhere(language, anyOf(accommodations.id, ids)),

    accommodationsOfDestination: (destinationCode: string, language: Language) =>
      accommodationsWhere(language, eq(accommodations.destinationCode, destinationCode)),

    accommodationsFromCategory: (category: number, language: Language) =>
      accommodationsWhere(language, gte(accommodations.category, category)),

    /** Accommodations whose name contains `name` as typed (% and _ are letters, not wildcards). */
    searchAccommodations: (input: {
      name: string;
      language: Language;
      destinationCode?: string | undefined;
      category?: number | undefined;
    }) => {
      const literal = input.name.trim().replace(/[\\%_]/g, '\\$&');
      return accommodationsWhere(
        input.language,
        and(
          sql`${accommodations.name} ilike ${`%${literal}%`} escape '\\'`,
          input.destinationCode ? eq(accommodations.destinationCode, input.destinationCode) : undefined,
          input.category ? eq(accommodations.category, input.category) : undefined,
        ),
      );
    },

    /** The room options a service sells, in their order, named in a language. */
    serviceRooms: (serviceId: number, language: Language): Promise<ServiceRoomRow[]> =>
      db
        .select({
          serviceId: serviceRooms.serviceId,
          roomId: serviceRooms.roomId,
          sequence: serviceRooms.sequence,
          supplement: serviceRooms.supplement,
          accommodationId: rooms.accommodationId,
          roomTypeId: rooms.roomTypeId,
          code: rooms.code,
          maxAdults: rooms.maxAdults,
          maxOccupancy: rooms.maxOccupancy,
          name: roomTexts.name,
          note: roomTexts.note,
          accommodationName: accommodations.name,
        })
        .from(serviceRooms)
        .innerJoin(rooms, eq(rooms.id, serviceRooms.roomId))
        .innerJoin(roomTexts, and(eq(roomTexts.roomId, rooms.id), eq(roomTexts.language, language)))
        .innerJoin(accommodations, eq(accommodations.id, rooms.accommodationId))
        .where(eq(serviceRooms.serviceId, serviceId))
        .orderBy(asc(serviceRooms.sequence)),

    /** A room of the room catalogue, named in a language (none or one). */
    room: (roomId: number, language: Language): Promise<RoomRow[]> =>
      db
        .select({
          id: rooms.id,
          accommodationId: rooms.accommodationId,
          roomTypeId: rooms.roomTypeId,
          code: rooms.code,
          name: roomTexts.name,
          note: roomTexts.note,
        })
        .from(rooms)
        .innerJoin(roomTexts, and(eq(roomTexts.roomId, rooms.id), eq(roomTexts.language, language)))
        .where(eq(rooms.id, roomId)),
  };
}

export interface AccommodationRow {
  id: number;
  destinationCode: string;
  typeId: number;
  name: string;
  /** Stars, 1 to 5. */
  category: number;
  groupCode: string;
  /** Meal plan code (TI, PC, MP, AD, SA). */
  mealPlan: string;
  amenities: string[];
  beachMetres: number;
  latitude: number;
  longitude: number;
  image: string;
  countryCode: string;
  description: string;
}

export interface ServiceRoomRow {
  serviceId: number;
  roomId: number;
  sequence: number;
  /** Per person over the base room, in cents. */
  supplement: number;
  accommodationId: number;
  roomTypeId: number;
  code: string;
  maxAdults: number;
  maxOccupancy: number;
  name: string;
  note: string;
  accommodationName: string;
}

export interface RoomRow {
  id: number;
  accommodationId: number;
  roomTypeId: number;
  code: string;
  name: string;
  note: string;
}
