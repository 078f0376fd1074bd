import type { Database } from '../db/client';
import { createAccommodationsRepository } from './repository/accommodations.repository';
import { createCalendarRepository } from './repository/calendar.repository';
import { createPlacesRepository } from './repository/places.repository';
import { createServicesRepository } from './repository/services.repository';
import { createTripsRepository } from './repository/trips.repository';

/**
 * Reads of the catalogue, each a query with its arguments (no SQL from callers), so each can be
 * cached by its arguments (price-cache.ts). Rows come out in camelCase; money stays in cents.
 * One repository per capability (repository/): places, accommodations and rooms, services and
 * what comes with them, the calendar, combined trips and circuits.
 */
export function createCatalogueRepository(db: Database) {
  return {
    ...createPlacesRepository(db),
    ...createAccommodationsRepository(db),
    ...createServicesRepository(db),
    ...createCalendarRepository(db),
    ...createTripsRepository(db),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
