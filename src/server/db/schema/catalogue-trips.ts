import { char, integer, jsonb, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { accommodations, campaigns, destinations, originCities } from './catalogue';
import { language } from './column-types';

/**
 * Combined trips (stays in several destinations sold as one service) and circuits (a route with a
 * hotel at each stop): the catalogue's trips beyond a single stay (catalogue.ts). Their services
 * are rows of `services` that name the trip or circuit.
 */

export const combinedTrips = pgTable('combined_trips', {
  id: integer().primaryKey(),
  campaignId: integer()
    .notNull()
    .references(() => campaigns.id),
  originCode: varchar({ length: 3 })
    .notNull()
    .references(() => originCities.code),
  countryCode: char({ length: 2 }).notNull(),
});

export const combinedTripTexts = pgTable(
  'combined_trip_texts',
  {
    combinedTripId: integer()
      .notNull()
      .references(() => combinedTrips.id),
    language: language(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.combinedTripId, t.language] })],
);

export const combinedTripStays = pgTable(
  'combined_trip_stays',
  {
    combinedTripId: integer()
      .notNull()
      .references(() => combinedTrips.id),
    position: smallint().notNull(),
    accommodationId: integer()
      .notNull()
      .references(() => accommodations.id),
    nights: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.combinedTripId, t.position] })],
);

export const circuits = pgTable('circuits', {
  id: integer().primaryKey(),
  countryCode: char({ length: 2 }).notNull(),
  destinationCode: varchar({ length: 3 })
    .notNull()
    .references(() => destinations.code),
  /** categoria_circuito: the circuit's hotel standard ('Turista', 'Primera', 'Superior'). */
  category: varchar({ length: 20 }).notNull().default('Primera'),
  /**
   * Accommodations of the route, in order (CircuitosParametros answers them slash-separated): for a
   * circuit sold in several hotel categories, every category's hotels (see domain/catalogue/circuits).
   */
  accommodationIds: jsonb().$type<number[]>().notNull(),
  /** Nights spent at each stop of the route, in order (they add up to the circuit's nights). */
  stopNights: jsonb().$type<number[]>().notNull().default([]),
});

export const circuitTexts = pgTable(
  'circuit_texts',
  {
    circuitId: integer()
      .notNull()
      .references(() => circuits.id),
    language: language(),
    name: text().notNull(),
    /** Short lines the circuit list shows (the places and moments that sell it). */
    highlights: jsonb().$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.circuitId, t.language] })],
);

export const circuitDays = pgTable(
  'circuit_days',
  {
    circuitId: integer()
      .notNull()
      .references(() => circuits.id),
    day: smallint().notNull(),
    language: language(),
    title: text().notNull(),
    description: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.circuitId, t.day, t.language] })],
);
