import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  foreignKey,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './back-office';
import { bytea } from './column-types';

/**
 * Booking requests (specification section 3, "Booking" and its child records). A booking and
 * all its rows are written in one transaction. Money is integer euro cents. The guaranteeing
 * card is kept only as brand, last four digits, expiry and holder: never the number or the code.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    /** localizador: random, unguessable, what the visitor quotes. */
    locator: varchar({ length: 10 }).notNull().unique(),
    /** The internal reference stamp: fixed prefix, language, date and time to hundredths. */
    referenceStamp: varchar({ length: 40 }).notNull(),
    /** One per rendered form: a second submission of the same form finds this booking; the confirmation cookie holds it. */
    submissionKey: uuid().notNull().unique(),
    /** SHA-256 of the request the key was sent with: the key opens this booking for that request only. */
    submissionHash: char({ length: 64 }),
    status: varchar({ length: 20 }).notNull(),
    /** What it sells (domain/booking/services.ts BOOKING_KINDS): package, combined, circuit, hotel, flight. */
    kind: varchar({ length: 10 }).notNull().default('package'),
    language: char({ length: 2 }).notNull(),
    webId: smallint().notNull(),
    /** idOferta: the package service booked. */
    offerId: integer().notNull(),
    campaignId: integer().notNull(),
    /** idCiudad: the departure city. */
    cityId: varchar({ length: 3 }).notNull(),
    tourOperatorCode: varchar({ length: 20 }).notNull(),
    tourOperatorPrefix: varchar({ length: 10 }).notNull(),
    localTourOperator: varchar({ length: 60 }).notNull(),
    passengerCount: smallint().notNull(),
    packageSummary: text().notNull(),
    departureDate: date({ mode: 'string' }).notNull(),
    returnDate: date({ mode: 'string' }).notNull(),
    returnArrivalDate: date({ mode: 'string' }).notNull(),
    hotel: varchar({ length: 120 }).notNull(),
    hotelCode: integer().notNull(),
    /** regimen: the first two characters of the meal plan's first word. */
    mealCode: varchar({ length: 2 }).notNull(),
    room: varchar({ length: 300 }).notNull(),
    nights: smallint().notNull(),
    outboundOrigin: varchar({ length: 3 }).notNull(),
    outboundDestination: varchar({ length: 3 }).notNull(),
    returnOrigin: varchar({ length: 3 }).notNull(),
    returnDestination: varchar({ length: 3 }).notNull(),
    outboundDepartureTime: varchar({ length: 10 }).notNull(),
    outboundArrivalTime: varchar({ length: 10 }).notNull(),
    returnDepartureTime: varchar({ length: 10 }).notNull(),
    returnArrivalTime: varchar({ length: 10 }).notNull(),
    outboundAirline: varchar({ length: 60 }).notNull(),
    returnAirline: varchar({ length: 60 }).notNull(),
    outboundFlightStatus: varchar({ length: 2 }).notNull(),
    returnFlightStatus: varchar({ length: 2 }).notNull(),
    hotelStatus: varchar({ length: 2 }).notNull(),
    /** The requester (solicitante). */
    firstName: varchar({ length: 60 }).notNull(),
    lastName: varchar({ length: 80 }).notNull(),
    email: varchar({ length: 120 }).notNull(),
    phone: varchar({ length: 14 }).notNull(),
    document: varchar({ length: 20 }).notNull(),
    country: char({ length: 2 }).notNull(),
    province: varchar({ length: 60 }).notNull(),
    attentionOf: varchar({ length: 140 }).notNull(),
    basePrice: integer().notNull(),
    supplementsTotal: integer().notNull(),
    pricePerPerson: integer().notNull(),
    totalPrice: integer().notNull(),
    discount: integer().notNull(),
    comment: text().notNull(),
    quotedBy: varchar({ length: 60 }),
    cardBrand: varchar({ length: 8 }).notNull(),
    cardLast4: char({ length: 4 }).notNull(),
    cardExpiry: char({ length: 7 }).notNull(),
    cardHolder: varchar({ length: 80 }).notNull(),
    consentGeneral: boolean().notNull(),
    consentPrivacy: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the retention worker blanked the travellers' passports and birth dates (two years after return). */
    passportsErasedAt: timestamp({ withTimezone: true }),
    /** The agent whose file it is ("my files"); null while nobody has taken it. */
    assignedAgentId: integer().references(() => agents.id, { onDelete: 'set null' }),
  },
  (t) => [
    index().on(t.createdAt),
    index().on(t.assignedAgentId),
    index().on(t.status),
    index().on(t.returnDate),
    check('bookings_kind_check', sql`${t.kind} in ('package', 'combined', 'circuit', 'hotel', 'flight')`),
  ],
);

/** A child record's booking: removed with it. */
export const bookingId = () =>
  integer()
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' });

/**
 * What a booking sells, one row per service in the order it happens: a flight journey or a hotel
 * stay, each with its dates, supplier and status (domain/booking/services.ts). Segments, rooms and
 * price lines name their service by `serviceSequence`; in a package, combined trip or circuit the
 * rooms and price lines are the whole trip's (no service), as its price is one.
 */
export const bookingServices = pgTable(
  'booking_services',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    sequence: smallint().notNull(),
    type: varchar({ length: 10 }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    supplierCode: varchar({ length: 20 }).notNull(),
    supplierName: varchar({ length: 60 }).notNull(),
    /** RQ on request, OK confirmed by the supplier, XX cancelled (domain/booking/services.ts). */
    status: varchar({ length: 2 }).notNull(),
    description: varchar({ length: 200 }).notNull(),
    accommodationId: integer(),
    nights: smallint(),
    mealCode: varchar({ length: 2 }),
    /** The supplier's confirmation number, once it has confirmed. */
    confirmation: varchar({ length: 40 }),
    /** The option's expiry or the supplier's deadline (to pay, to name the travellers). */
    deadline: date({ mode: 'string' }),
  },
  (t) => [
    unique('booking_services_booking_sequence').on(t.bookingId, t.sequence),
    check('booking_services_type_check', sql`${t.type} in ('flight', 'hotel')`),
  ],
);

export const bookingHotels = pgTable(
  'booking_hotels',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    accommodationId: integer().notNull(),
    serviceId: integer().notNull(),
    mealCode: varchar({ length: 2 }).notNull(),
    nights: smallint().notNull(),
    groupCode: varchar({ length: 20 }).notNull(),
    category: smallint().notNull(),
    sequence: smallint().notNull(),
    longitude: doublePrecision().notNull(),
    latitude: doublePrecision().notNull(),
  },
  (t) => [index().on(t.bookingId)],
);

export const bookingRooms = pgTable(
  'booking_rooms',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    /** Its service's sequence (null: the whole trip's). */
    serviceSequence: smallint(),
    accommodationId: integer().notNull(),
    roomId: integer().notNull(),
    language: char({ length: 2 }).notNull(),
    roomTypeId: integer().notNull(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 120 }).notNull(),
    note: text().notNull(),
    /** Room price for its travellers, in cents. */
    price: integer().notNull(),
    passengerCount: smallint().notNull(),
  },
  (t) => [
    index().on(t.bookingId),
    foreignKey({
      name: 'booking_rooms_service_fk',
      columns: [t.bookingId, t.serviceSequence],
      foreignColumns: [bookingServices.bookingId, bookingServices.sequence],
    }).onDelete('cascade'),
  ],
);

export const bookingPassengers = pgTable(
  'booking_passengers',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    number: smallint().notNull(),
    fullName: varchar({ length: 140 }).notNull(),
    document: varchar({ length: 20 }).notNull(),
    /** A adult, N child, B baby. */
    type: char({ length: 1 }).notNull(),
    /** Null once the retention worker has erased it (document then ''). */
    birthDate: date({ mode: 'string' }),
    nationality: char({ length: 2 }).notNull(),
  },
  (t) => [index().on(t.bookingId)],
);

export const bookingSupplements = pgTable(
  'booking_supplements',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    type: varchar({ length: 20 }).notNull(),
    sequence: smallint().notNull(),
    description: varchar({ length: 200 }).notNull(),
    quantity: smallint().notNull(),
    amount: integer().notNull(),
    total: integer().notNull(),
    /** The catalogue excursion and its day, for an excursion booked on the storefront (null otherwise). */
    extraId: integer(),
    day: date({ mode: 'string' }),
  },
  (t) => [index().on(t.bookingId)],
);

export const bookingDiscounts = pgTable(
  'booking_discounts',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    amount: integer().notNull(),
  },
  (t) => [index().on(t.bookingId)],
);

/** The price breakdown as booked (all integers, section 3 "Booking price breakdown"). */
export const bookingPriceLines = pgTable(
  'booking_price_lines',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    /** Its service's sequence (null: the whole trip's). */
    serviceSequence: smallint(),
    sequence: smallint().notNull(),
    room: varchar({ length: 2 }),
    passengers: smallint().notNull(),
    passengerType: varchar({ length: 3 }),
    basePrice: integer().notNull(),
    taxPerPerson: integer().notNull(),
    discount: integer().notNull(),
    subDiscount: integer().notNull(),
    supplement: integer().notNull(),
    additionalSupplement: integer().notNull(),
    roomPrice: integer().notNull(),
  },
  (t) => [
    index().on(t.bookingId),
    foreignKey({
      name: 'booking_price_lines_service_fk',
      columns: [t.bookingId, t.serviceSequence],
      foreignColumns: [bookingServices.bookingId, bookingServices.sequence],
    }).onDelete('cascade'),
  ],
);

/**
 * Changes the booking team made to the total by hand (a supplier's new price, a goodwill
 * discount), signed, in cents, with the reason the traveller reads: a line of the breakdown, so
 * the lines still add up to the total. A change of services priced again by the engine replaces them.
 */
export const bookingAdjustments = pgTable(
  'booking_adjustments',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    amount: integer().notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bookingId)],
);

/** The flights as booked, so later catalogue changes do not rewrite the booking. */
export const bookingFlights = pgTable(
  'booking_flights',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    /** Its service's sequence (null: the whole trip's). */
    serviceSequence: smallint(),
    segment: smallint().notNull(),
    providerCode: varchar({ length: 10 }).notNull(),
    originStation: varchar({ length: 10 }).notNull(),
    originName: varchar({ length: 30 }).notNull(),
    originCountry: char({ length: 2 }).notNull(),
    destinationStation: varchar({ length: 10 }).notNull(),
    destinationName: varchar({ length: 30 }).notNull(),
    destinationCountry: char({ length: 2 }).notNull(),
    flightNumber: varchar({ length: 15 }),
    departureDate: date({ mode: 'string' }).notNull(),
    departureTime: varchar({ length: 10 }).notNull(),
    arrivalDate: date({ mode: 'string' }).notNull(),
    arrivalTime: varchar({ length: 10 }).notNull(),
    cabinClass: char({ length: 1 }),
    connection: boolean().notNull(),
    status: varchar({ length: 2 }).notNull(),
  },
  (t) => [
    index().on(t.bookingId),
    foreignKey({
      name: 'booking_flights_service_fk',
      columns: [t.bookingId, t.serviceSequence],
      foreignColumns: [bookingServices.bookingId, bookingServices.sequence],
    }).onDelete('cascade'),
  ],
);

/** Messages between the booking team and the traveller (origina "0", agente "1"). */
export const bookingMessages = pgTable(
  'booking_messages',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    origin: char({ length: 1 }).notNull(),
    agent: char({ length: 1 }).notNull(),
    message: text().notNull(),
    /** Written by the booking team (true) or by the traveller (false). */
    fromTeam: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A traveller's message the team has answered (or marked as dealt with); null while waiting. */
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.bookingId)],
);

/**
 * The team's internal notes on a booking: never shown to the traveller (Mi reserva, the PDF, the
 * e-mails and the API do not read this table). Erased with the person's words on request.
 */
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    agentId: integer().references(() => agents.id, { onDelete: 'set null' }),
    /** Kept as written, so the note still says who when an agent is removed. */
    agentName: varchar({ length: 80 }).notNull(),
    note: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bookingId)],
);

/**
 * The booking's documents (vouchers, tickets, the team's files), stored in the database so every
 * instance serves them; downloaded under the name stored here, never one the visitor sends.
 */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    id: serial().primaryKey(),
    bookingId: bookingId(),
    fileName: varchar({ length: 120 }).notNull(),
    fileType: varchar({ length: 100 }).notNull(),
    fileSize: integer().notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.bookingId)],
);

/**
 * "Mi reserva" sessions: a lookup with locator and e-mail opens one for that booking only. The
 * browser holds a random token; the database keeps its SHA-256, so a copy of this table opens nothing.
 */
export const bookingSessions = pgTable(
  'booking_sessions',
  {
    tokenHash: char({ length: 64 }).primaryKey(),
    bookingId: bookingId(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
