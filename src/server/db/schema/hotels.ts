import {
  boolean,
  char,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { BedBankText, HotelAmenity, HotelRoom } from '../../../domain/hotels/bed-bank';

/**
 * The bed bank (issue 30): the cities and hotels a wholesaler supplies for hotel-only stays,
 * apart from the package catalogue. Rooms and their suppliers' rates travel with their hotel as
 * JSON; prices are computed from them (domain/hotels/hotel-prices.ts), never stored. What is
 * stored is what changes: the rooms taken from each rate's allotment.
 */
export const bedBankCities = pgTable('bed_bank_cities', {
  /** destinoId of the search service. */
  id: integer().primaryKey(),
  country: char({ length: 2 }).notNull(),
  name: jsonb().$type<BedBankText>().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  /** beach or city: what a hotel's distance is measured to. */
  kind: varchar({ length: 5 }).notNull(),
  /** The package catalogue's id_destino, when packages go there. */
  catalogueDestination: varchar({ length: 3 }),
});

export const bedBankHotels = pgTable(
  'bed_bank_hotels',
  {
    code: integer().primaryKey(),
    cityId: integer()
      .notNull()
      .references(() => bedBankCities.id),
    name: varchar({ length: 120 }).notNull(),
    stars: smallint().notNull(),
    description: jsonb().$type<BedBankText>().notNull(),
    address: varchar({ length: 200 }).notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    distanceMetres: integer().notNull(),
    amenities: jsonb().$type<HotelAmenity[]>().notNull(),
    imagePath: varchar({ length: 300 }).notNull(),
    rooms: jsonb().$type<HotelRoom[]>().notNull(),
    catalogueAccommodationId: integer(),
    reviewed: boolean().notNull().default(false),
    /** seed (the demo bed bank) or import (the agency's own contracted hotels). */
    source: varchar({ length: 6 }).notNull().default('seed'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.cityId)],
);

/** Rooms of one supplier's rate taken for one night, by bookings that hold them. */
export const hotelAllotmentUsed = pgTable(
  'hotel_allotment_used',
  {
    hotelCode: integer()
      .notNull()
      .references(() => bedBankHotels.code),
    roomCode: varchar({ length: 20 }).notNull(),
    supplier: varchar({ length: 3 }).notNull(),
    night: date({ mode: 'string' }).notNull(),
    rooms: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.hotelCode, t.roomCode, t.supplier, t.night] })],
);
