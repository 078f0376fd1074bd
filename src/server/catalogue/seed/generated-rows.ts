import type * as tables from '../../db/schema/catalogue';
import type * as tripTables from '../../db/schema/catalogue-trips';
import type { Language } from './destination-texts';

/**
 * What the demo generator makes (generate.ts): the catalogue's rows, table by table, and the
 * constants and helpers its parts share (generate-destinations.ts, generate-packages.ts,
 * generate-trips.ts).
 */

export type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export const LANGUAGES: readonly Language[] = ['es', 'en', 'fr', 'it', 'pt', 'ro'];
export const CATALOGUE_SEED = 20_261_121;
export const GENERAL_CAMPAIGN = 99;
export const CIRCUIT_CAMPAIGN = 17;
export const DEFAULT_NIGHTS = 7;

export interface CatalogueSeed {
  campaigns: Row<typeof tables.campaigns>[];
  countries: Row<typeof tables.countries>[];
  countryTexts: Row<typeof tables.countryTexts>[];
  originCities: Row<typeof tables.originCities>[];
  providers: Row<typeof tables.providers>[];
  containers: Row<typeof tables.containers>[];
  containerTexts: Row<typeof tables.containerTexts>[];
  destinations: Row<typeof tables.destinations>[];
  destinationTexts: Row<typeof tables.destinationTexts>[];
  carouselItems: Row<typeof tables.carouselItems>[];
  accommodations: Row<typeof tables.accommodations>[];
  accommodationTexts: Row<typeof tables.accommodationTexts>[];
  rooms: Row<typeof tables.rooms>[];
  roomTexts: Row<typeof tables.roomTexts>[];
  services: Row<typeof tables.services>[];
  serviceRooms: Row<typeof tables.serviceRooms>[];
  itinerarySegments: Row<typeof tables.itinerarySegments>[];
  serviceNotes: Row<typeof tables.serviceNotes>[];
  extras: Row<typeof tables.extras>[];
  extraTexts: Row<typeof tables.extraTexts>[];
  taxes: Row<typeof tables.taxes>[];
  combinedTrips: Row<typeof tripTables.combinedTrips>[];
  combinedTripTexts: Row<typeof tripTables.combinedTripTexts>[];
  combinedTripStays: Row<typeof tripTables.combinedTripStays>[];
  circuits: Row<typeof tripTables.circuits>[];
  circuitTexts: Row<typeof tripTables.circuitTexts>[];
  circuitDays: Row<typeof tripTables.circuitDays>[];
}

/** A text with its {placeholders} filled in. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
