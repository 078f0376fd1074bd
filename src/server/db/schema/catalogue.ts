import { sql } from 'drizzle-orm';
import {
  bigint,
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
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { language } from './column-types';

/**
 * The vacation-packages catalogue (specification section 3). Money is integer euro cents;
 * texts shown to visitors live in *_texts tables, one row per language. Combined trips and
 * circuits are in catalogue-trips.ts, uploaded photos in catalogue-photos.ts, the API's clients in
 * api-clients.ts.
 */

export const campaigns = pgTable('campaigns', {
  id: integer().primaryKey(),
  name: text().notNull(),
});

export const countries = pgTable('countries', {
  code: char({ length: 2 }).primaryKey(),
  nameEs: text().notNull(),
});

export const countryTexts = pgTable(
  'country_texts',
  {
    countryCode: char({ length: 2 })
      .notNull()
      .references(() => countries.code),
    language: language(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.language] })],
);

export const originCities = pgTable('origin_cities', {
  code: varchar({ length: 3 }).primaryKey(),
  name: text().notNull(),
  countryCode: char({ length: 2 }).notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
});

export const providers = pgTable('providers', {
  id: integer().primaryKey(),
  code: varchar({ length: 10 }).notNull().unique(),
  name: text().notNull(),
  /** 1 airline, 2 hotel supplier, 3 excursions and transfers. */
  kind: smallint().notNull(),
});

export const containers = pgTable('containers', {
  id: integer().primaryKey(),
  position: smallint().notNull(),
});

export const containerTexts = pgTable(
  'container_texts',
  {
    containerId: integer()
      .notNull()
      .references(() => containers.id),
    language: language(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.containerId, t.language] })],
);

export const destinations = pgTable('destinations', {
  code: varchar({ length: 3 }).primaryKey(),
  countryCode: char({ length: 2 })
    .notNull()
    .references(() => countries.code),
  containerId: integer()
    .notNull()
    .references(() => containers.id),
  position: smallint().notNull(),
  airport: varchar({ length: 3 }).notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  /** Generated illustration served by the site. */
  imagePath: text().notNull(),
  /** A real photo's address, when a deployment has one: used instead of imagePath. */
  imageUrl: text(),
  /** Monthly mean maxima in Kelvin, January first (the weather service's unit). */
  temperaturesKelvin: jsonb().$type<number[]>().notNull(),
});

export const destinationTexts = pgTable(
  'destination_texts',
  {
    destinationCode: varchar({ length: 3 })
      .notNull()
      .references(() => destinations.code),
    language: language(),
    name: text().notNull(),
    /** Name with hyphens for spaces, as in /alojamientoDestino?destino=Punta-Cana. */
    slug: text().notNull(),
    description: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.destinationCode, t.language] }), index().on(t.language, t.slug)],
);

export const carouselItems = pgTable('carousel_items', {
  id: integer().primaryKey(),
  position: smallint().notNull(),
  /** 'H' landscape, 'V' portrait. */
  orientation: char({ length: 1 }).notNull(),
  imagePath: text().notNull(),
  destinationCode: varchar({ length: 3 })
    .notNull()
    .references(() => destinations.code),
  originCode: varchar({ length: 3 })
    .notNull()
    .references(() => originCities.code),
  campaignId: integer()
    .notNull()
    .references(() => campaigns.id),
});

export const accommodations = pgTable(
  'accommodations',
  {
    id: integer().primaryKey(),
    destinationCode: varchar({ length: 3 })
      .notNull()
      .references(() => destinations.code),
    /** 1 hotel, 2 apartments, 3 boutique. */
    typeId: smallint().notNull(),
    name: text().notNull(),
    category: smallint().notNull(),
    /** Accommodation group: rooms are lettered per group in a breakdown. */
    groupCode: varchar({ length: 10 }).notNull(),
    mealPlan: varchar({ length: 2 }).notNull(),
    amenities: jsonb().$type<string[]>().notNull(),
    beachMetres: integer().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    imagePath: text().notNull(),
    imageUrl: text(),
  },
  (t) => [index().on(t.destinationCode)],
);

export const accommodationTexts = pgTable(
  'accommodation_texts',
  {
    accommodationId: integer()
      .notNull()
      .references(() => accommodations.id),
    language: language(),
    description: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accommodationId, t.language] })],
);

/** Room catalogue: the rooms each accommodation has. */
export const rooms = pgTable(
  'rooms',
  {
    id: integer().primaryKey(),
    accommodationId: integer()
      .notNull()
      .references(() => accommodations.id),
    roomTypeId: smallint().notNull(),
    code: varchar({ length: 5 }).notNull(),
    maxAdults: smallint().notNull(),
    maxOccupancy: smallint().notNull(),
  },
  (t) => [index().on(t.accommodationId)],
);

export const roomTexts = pgTable(
  'room_texts',
  {
    roomId: integer()
      .notNull()
      .references(() => rooms.id),
    language: language(),
    name: text().notNull(),
    note: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.language] })],
);

/** A service (id_servicio): flight + accommodation for N nights from an origin city, or a combined trip or circuit. */
export const services = pgTable(
  'services',
  {
    id: integer().primaryKey(),
    accommodationId: integer()
      .notNull()
      .references(() => accommodations.id),
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id),
    /** 'PAQ' package, 'COM' combined trip, 'CIR' circuit. */
    serviceType: varchar({ length: 3 }).notNull(),
    originCode: varchar({ length: 3 })
      .notNull()
      .references(() => originCities.code),
    nights: smallint().notNull(),
    currency: char({ length: 3 }).notNull().default('EUR'),
    airlineId: integer()
      .notNull()
      .references(() => providers.id),
    supplierId: integer()
      .notNull()
      .references(() => providers.id),
    code: varchar({ length: 20 }).notNull(),
    /** Price per person in a double room in an average week, before taxes: the calendar's reference. */
    referencePrice: integer().notNull(),
    taxPerPerson: integer().notNull(),
    insurancePerPerson: integer().notNull(),
    childDiscountPercent: smallint().notNull(),
    thirdPersonDiscountPercent: smallint().notNull(),
    singleSupplement: integer().notNull(),
    /** 'taxes-and-insurance' or 'ten-percent'. */
    infantRule: varchar({ length: 20 }).notNull(),
    combinedTripId: integer(),
    circuitId: integer(),
    /** The weekdays it departs on, as bits (1 Sunday, 2 Monday … 64 Saturday); 127 every day. */
    departureWeekdays: smallint().notNull().default(127),
    /**
     * A demo service: its calendar is generated and kept a year ahead at each start. An imported
     * service's calendar is the agency's, day by day, and nothing is ever invented for it.
     */
    demoCalendar: boolean().notNull().default(false),
  },
  (t) => [index().on(t.accommodationId), index().on(t.combinedTripId), index().on(t.circuitId)],
);

/** Room options per service, with their supplement per person over the base room. */
export const serviceRooms = pgTable(
  'service_rooms',
  {
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    roomId: integer()
      .notNull()
      .references(() => rooms.id),
    sequence: smallint().notNull(),
    supplement: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.roomId] })],
);

/** One row per departure day: price per person in a double room, before taxes; 0 means sold out. */
export const calendarDays = pgTable(
  'calendar_days',
  {
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    day: date({ mode: 'string' }).notNull(),
    price: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.day] }),
    // The cheapest bookable day of a service from a date, without reading its calendar.
    index('calendar_days_cheapest')
      .on(t.serviceId, t.price, t.day)
      .where(sql`${t.price} > 0`),
  ],
);

/**
 * One row: a number that grows with every change to the catalogue (a statement trigger on each
 * catalogue table, migration 0006). Cached catalogue reads are keyed by it, so a price change is
 * seen by the next page in every server process.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: smallint().primaryKey().default(1),
  version: bigint({ mode: 'number' }).notNull().default(1),
});

export const itinerarySegments = pgTable(
  'itinerary_segments',
  {
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    segment: smallint().notNull(),
    providerId: integer()
      .notNull()
      .references(() => providers.id),
    originStation: varchar({ length: 3 }).notNull(),
    originName: text().notNull(),
    originCountry: char({ length: 2 }).notNull(),
    destinationStation: varchar({ length: 3 }).notNull(),
    destinationName: text().notNull(),
    destinationCountry: char({ length: 2 }).notNull(),
    flightNumber: varchar({ length: 15 }).notNull(),
    /** Days after the departure day: 0 outbound, the service's nights for the way back. */
    dayOffset: smallint().notNull(),
    departureTime: varchar({ length: 5 }).notNull(),
    arrivalTime: varchar({ length: 5 }).notNull(),
    cabinClass: char({ length: 1 }).notNull(),
    connection: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.segment] })],
);

export const serviceNotes = pgTable(
  'service_notes',
  {
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    sequence: smallint().notNull(),
    /** 1 general, 2 flight, 3 accommodation. */
    type: smallint().notNull(),
    language: language(),
    note1: text().notNull(),
    note2: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.sequence, t.language] })],
);

export const extras = pgTable(
  'extras',
  {
    id: integer().primaryKey(),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    sequence: smallint().notNull(),
    detailSequence: smallint().notNull(),
    serviceTypeId: smallint().notNull(),
    price: integer().notNull(),
    cancelable: boolean().notNull(),
    /** Days of the stay the excursion can be taken, counted from arrival. */
    firstDay: smallint().notNull(),
    lastDay: smallint().notNull(),
  },
  (t) => [index().on(t.serviceId)],
);

export const extraTexts = pgTable(
  'extra_texts',
  {
    extraId: integer()
      .notNull()
      .references(() => extras.id),
    language: language(),
    groupName: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.extraId, t.language] })],
);

export const taxes = pgTable(
  'taxes',
  {
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    taxId: smallint().notNull(),
    /** 1 airport taxes, 2 fuel surcharge, 3 tourist card (Dominican Republic, Cuba). */
    taxTypeId: smallint().notNull(),
    amount: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.taxId] })],
);
