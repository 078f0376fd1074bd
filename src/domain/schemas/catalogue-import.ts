import { LANGUAGES } from '../language';
import { BACK_OFFICE_MESSAGES } from './back-office';
import {
  decimalBetween,
  integerBetween,
  isoDate,
  MAX_INTEGER,
  MAX_NIGHTS,
  MAX_SMALLINT,
  text,
} from './bounds';
import { z } from './zod';

/**
 * The agency's own catalogue, as a file: one section per kind of record, each record one row of
 * its table (src/server/db/schema/catalogue.ts and catalogue-trips.ts), texts one row per
 * language. The building blocks are the API's (bounds.ts: the same ids, days, lengths and
 * characters every request is held to); a value that passes fits its column. The format is documented in docs/catalogue-import.md.
 *
 * Every value may come as JSON or as CSV text: numbers and booleans are read from text, and the
 * list columns (amenities, temperatures, a circuit's hotels) from "a|b|c".
 */
const M = BACK_OFFICE_MESSAGES;

const id = integerBetween(1, MAX_INTEGER, M);
const small = (min = 0, max = MAX_SMALLINT) => integerBetween(min, max, M);
const cents = integerBetween(0, 100_000_000, M);
const code = (length: number) =>
  text(length, M).refine((value) => /^[A-Z0-9]+$/.test(value), { error: 'import.errors.code' });
const countryCode = text(2, M).refine((value) => /^[A-Z]{2}$/.test(value), {
  error: 'import.errors.country',
});
const airport = text(3, M).refine((value) => /^[A-Z]{3}$/.test(value), { error: 'import.errors.airport' });
const language = z.enum(LANGUAGES, { error: 'import.errors.language' });
const name = text(200, M);
const longText = text(20_000, M, { min: 0, multiline: true });
const latitude = decimalBetween(-90, 90, M);
const longitude = decimalBetween(-180, 180, M);
const time = text(5, M).refine((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
  error: 'import.errors.time',
});
const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());
const boolean = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? (({ true: true, false: false, '1': true, '0': false } as const)[
          value.trim().toLowerCase() as 'true'
        ] ?? value)
      : value,
  z.boolean({ error: 'import.errors.boolean' }),
);
/** A list written as JSON or as "a|b|c" in a CSV cell. */
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.trim() === ''
          ? []
          : value.split('|').map((part) => part.trim())
        : value,
    z.array(item, { error: 'import.errors.list' }).max(max, { error: 'import.errors.list' }),
  );
/** A list a record may leave out (empty then). */
const optionalList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => value ?? [], list(item, max));
/** A site path or an https address of a picture. */
const imagePath = text(500, M).refine((value) => /^(\/[\w./-]+(\?[\w=&.-]*)?|https:\/\/\S+)$/.test(value), {
  error: 'import.errors.image',
});

const row = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape, { error: 'import.errors.record' });

/** The sections of a catalogue file, in the order they are written (references first). */
export const CATALOGUE_SECTIONS = {
  campaigns: row({ id, name }),
  countries: row({ code: countryCode, nameEs: name }),
  countryTexts: row({ countryCode, language, name }),
  originCities: row({ code: airport, name, countryCode, latitude, longitude }),
  providers: row({ id, code: code(10), name, kind: small(1, 3) }),
  containers: row({ id, position: small() }),
  containerTexts: row({ containerId: id, language, name }),
  destinations: row({
    code: airport,
    countryCode,
    containerId: id,
    position: small(),
    airport,
    latitude,
    longitude,
    imagePath,
    imageUrl: nullable(imagePath),
    temperaturesKelvin: list(decimalBetween(200, 340, M), 12).refine((values) => values.length === 12, {
      error: 'import.errors.temperatures',
    }),
  }),
  destinationTexts: row({
    destinationCode: airport,
    language,
    name,
    slug: text(200, M).refine((value) => /^[\p{L}\p{N}-]+$/u.test(value), { error: 'import.errors.slug' }),
    description: longText,
  }),
  carouselItems: row({
    id,
    position: small(),
    orientation: z.enum(['H', 'V'], { error: 'import.errors.choice' }),
    imagePath,
    destinationCode: airport,
    originCode: airport,
    campaignId: id,
  }),
  accommodations: row({
    id,
    destinationCode: airport,
    typeId: small(1, 3),
    name,
    category: small(1, 5),
    groupCode: code(10),
    mealPlan: z.enum(['TI', 'MP', 'AD', 'SA', 'PC'], { error: 'import.errors.mealPlan' }),
    amenities: list(text(40, M), 40),
    beachMetres: integerBetween(0, 1_000_000, M),
    latitude,
    longitude,
    imagePath,
    imageUrl: nullable(imagePath),
  }),
  accommodationTexts: row({ accommodationId: id, language, description: longText }),
  rooms: row({
    id,
    accommodationId: id,
    roomTypeId: small(1),
    code: code(5),
    maxAdults: small(1, 9),
    maxOccupancy: small(1, 9),
  }),
  roomTexts: row({ roomId: id, language, name, note: text(2_000, M, { min: 0, multiline: true }) }),
  services: row({
    id,
    accommodationId: id,
    campaignId: id,
    serviceType: z.enum(['PAQ', 'COM', 'CIR'], { error: 'import.errors.choice' }),
    originCode: airport,
    nights: integerBetween(1, MAX_NIGHTS, M),
    currency: z.literal('EUR', { error: 'import.errors.currency' }),
    airlineId: id,
    supplierId: id,
    code: text(20, M),
    referencePrice: cents,
    taxPerPerson: cents,
    insurancePerPerson: cents,
    childDiscountPercent: small(0, 100),
    thirdPersonDiscountPercent: small(0, 100),
    singleSupplement: cents,
    infantRule: z.enum(['taxes-and-insurance', 'ten-percent'], { error: 'import.errors.choice' }),
    combinedTripId: nullable(id),
    circuitId: nullable(id),
    departureWeekdays: small(1, 127),
  }),
  serviceRooms: row({
    serviceId: id,
    roomId: id,
    sequence: small(),
    supplement: integerBetween(-100_000_000, 100_000_000, M),
  }),
  /** The price per person in a double room on one departure day, before taxes; 0 closes the day. */
  calendarDays: row({ serviceId: id, day: isoDate(M), price: cents }),
  itinerarySegments: row({
    serviceId: id,
    segment: small(1, 20),
    providerId: id,
    originStation: airport,
    originName: name,
    originCountry: countryCode,
    destinationStation: airport,
    destinationName: name,
    destinationCountry: countryCode,
    flightNumber: text(15, M),
    dayOffset: small(0, MAX_NIGHTS + 1),
    departureTime: time,
    arrivalTime: time,
    cabinClass: text(1, M),
    connection: boolean,
  }),
  serviceNotes: row({
    serviceId: id,
    sequence: small(),
    type: small(1, 3),
    language,
    note1: text(2_000, M, { min: 0, multiline: true }),
    note2: text(2_000, M, { min: 0, multiline: true }),
  }),
  extras: row({
    id,
    serviceId: id,
    sequence: small(),
    detailSequence: small(),
    serviceTypeId: small(),
    price: cents,
    cancelable: boolean,
    firstDay: small(0, MAX_NIGHTS),
    lastDay: small(0, MAX_NIGHTS),
  }),
  extraTexts: row({ extraId: id, language, groupName: name, name, description: longText }),
  taxes: row({ serviceId: id, taxId: small(1), taxTypeId: small(1, 3), amount: cents }),
  combinedTrips: row({ id, campaignId: id, originCode: airport, countryCode }),
  combinedTripTexts: row({ combinedTripId: id, language, name }),
  combinedTripStays: row({
    combinedTripId: id,
    position: small(),
    accommodationId: id,
    nights: integerBetween(1, MAX_NIGHTS, M),
  }),
  circuits: row({
    id,
    countryCode,
    destinationCode: airport,
    category: text(20, M),
    accommodationIds: list(id, 30).refine((ids) => ids.length > 0, { error: 'import.errors.list' }),
    stopNights: optionalList(integerBetween(1, MAX_NIGHTS, M), 30),
  }),
  circuitTexts: row({ circuitId: id, language, name, highlights: optionalList(text(120, M), 6) }),
  circuitDays: row({ circuitId: id, day: small(1, 60), language, title: name, description: longText }),
} as const;

export type CatalogueSection = keyof typeof CATALOGUE_SECTIONS;
export const SECTION_NAMES = Object.keys(CATALOGUE_SECTIONS) as CatalogueSection[];
export type CatalogueRecord<S extends CatalogueSection> = z.output<(typeof CATALOGUE_SECTIONS)[S]>;

/** The columns that name a record of each section (its table's primary key). */
export const SECTION_KEYS: Record<CatalogueSection, readonly string[]> = {
  campaigns: ['id'],
  countries: ['code'],
  countryTexts: ['countryCode', 'language'],
  originCities: ['code'],
  providers: ['id'],
  containers: ['id'],
  containerTexts: ['containerId', 'language'],
  destinations: ['code'],
  destinationTexts: ['destinationCode', 'language'],
  carouselItems: ['id'],
  accommodations: ['id'],
  accommodationTexts: ['accommodationId', 'language'],
  rooms: ['id'],
  roomTexts: ['roomId', 'language'],
  services: ['id'],
  serviceRooms: ['serviceId', 'roomId'],
  calendarDays: ['serviceId', 'day'],
  itinerarySegments: ['serviceId', 'segment'],
  serviceNotes: ['serviceId', 'sequence', 'language'],
  extras: ['id'],
  extraTexts: ['extraId', 'language'],
  taxes: ['serviceId', 'taxId'],
  combinedTrips: ['id'],
  combinedTripTexts: ['combinedTripId', 'language'],
  combinedTripStays: ['combinedTripId', 'position'],
  circuits: ['id'],
  circuitTexts: ['circuitId', 'language'],
  circuitDays: ['circuitId', 'day', 'language'],
};

/** References between sections: [section, column, referenced section] (the tables' foreign keys). */
export const SECTION_REFERENCES: readonly [CatalogueSection, string, CatalogueSection][] = [
  ['countryTexts', 'countryCode', 'countries'],
  ['containerTexts', 'containerId', 'containers'],
  ['destinations', 'countryCode', 'countries'],
  ['destinations', 'containerId', 'containers'],
  ['destinationTexts', 'destinationCode', 'destinations'],
  ['carouselItems', 'destinationCode', 'destinations'],
  ['carouselItems', 'originCode', 'originCities'],
  ['carouselItems', 'campaignId', 'campaigns'],
  ['accommodations', 'destinationCode', 'destinations'],
  ['accommodationTexts', 'accommodationId', 'accommodations'],
  ['rooms', 'accommodationId', 'accommodations'],
  ['roomTexts', 'roomId', 'rooms'],
  ['services', 'accommodationId', 'accommodations'],
  ['services', 'campaignId', 'campaigns'],
  ['services', 'originCode', 'originCities'],
  ['services', 'airlineId', 'providers'],
  ['services', 'supplierId', 'providers'],
  ['serviceRooms', 'serviceId', 'services'],
  ['serviceRooms', 'roomId', 'rooms'],
  ['calendarDays', 'serviceId', 'services'],
  ['itinerarySegments', 'serviceId', 'services'],
  ['itinerarySegments', 'providerId', 'providers'],
  ['serviceNotes', 'serviceId', 'services'],
  ['extras', 'serviceId', 'services'],
  ['extraTexts', 'extraId', 'extras'],
  ['taxes', 'serviceId', 'services'],
  ['combinedTrips', 'campaignId', 'campaigns'],
  ['combinedTrips', 'originCode', 'originCities'],
  ['combinedTripTexts', 'combinedTripId', 'combinedTrips'],
  ['combinedTripStays', 'combinedTripId', 'combinedTrips'],
  ['combinedTripStays', 'accommodationId', 'accommodations'],
  ['circuits', 'destinationCode', 'destinations'],
  ['circuitTexts', 'circuitId', 'circuits'],
  ['circuitDays', 'circuitId', 'circuits'],
];

/** The primary key column of the section a reference points at (every referenced section has one). */
export const referencedKey = (section: CatalogueSection) => SECTION_KEYS[section][0]!;
