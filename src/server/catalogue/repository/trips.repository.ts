import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/language';
import type { Database } from '../../db/client';
import { accommodations, destinations, services } from '../../db/schema/catalogue';
import {
  circuitDays,
  circuits,
  circuitTexts,
  combinedTrips,
  combinedTripStays,
  combinedTripTexts,
} from '../../db/schema/catalogue-trips';

/** Combined trips (stays in a row) and circuits (a guided route), with their texts in a language. */
export function createTripsRepository(db: Database) {
  const circuitText = (language: Language) =>
    and(eq(circuitTexts.circuitId, circuits.id), eq(circuitTexts.language, language));

  return {
    /** Every circuit with its name, highlights and the number of days of its programme in a language. */
    circuits: (language: Language): Promise<CircuitRow[]> =>
      db
        .select({
          id: circuits.id,
          countryCode: circuits.countryCode,
          destinationCode: circuits.destinationCode,
          category: circuits.category,
          accommodationIds: circuits.accommodationIds,
          stopNights: circuits.stopNights,
          name: circuitTexts.name,
          highlights: circuitTexts.highlights,
          days: sql<number>`(select count(*)::int from ${circuitDays}
            where ${circuitDays.circuitId} = ${circuits.id} and ${circuitDays.language} = ${language})`,
        })
        .from(circuits)
        .innerJoin(circuitTexts, circuitText(language))
        .orderBy(asc(circuits.id)),

    /** Every combined trip with its name in a language and its service (null when it has none). */
    combinedTrips: (language: Language): Promise<CombinedTripRow[]> =>
      db
        .select({ ...getTableColumns(combinedTrips), name: combinedTripTexts.name, serviceId: services.id })
        .from(combinedTrips)
        .innerJoin(
          combinedTripTexts,
          and(
            eq(combinedTripTexts.combinedTripId, combinedTrips.id),
            eq(combinedTripTexts.language, language),
          ),
        )
        .leftJoin(services, eq(services.combinedTripId, combinedTrips.id))
        .orderBy(asc(combinedTrips.id)),

    /** Every stay of every combined trip, in order, with its hotel's destination and country. */
    combinedStays: (): Promise<CombinedStayRow[]> =>
      db
        .select({
          ...getTableColumns(combinedTripStays),
          destinationCode: accommodations.destinationCode,
          countryCode: destinations.countryCode,
        })
        .from(combinedTripStays)
        .innerJoin(accommodations, eq(accommodations.id, combinedTripStays.accommodationId))
        .innerJoin(destinations, eq(destinations.code, accommodations.destinationCode))
        .orderBy(asc(combinedTripStays.combinedTripId), asc(combinedTripStays.position)),

    /** The circuit a service sells, named in a language. */
    circuitOfService: async (
      serviceId: number,
      language: Language,
    ): Promise<CircuitOfServiceRow | undefined> => {
      const [row] = await db
        .select({
          id: circuits.id,
          countryCode: circuits.countryCode,
          destinationCode: circuits.destinationCode,
          accommodationIds: circuits.accommodationIds,
          name: circuitTexts.name,
        })
        .from(circuits)
        .innerJoin(services, eq(services.circuitId, circuits.id))
        .innerJoin(circuitTexts, circuitText(language))
        .where(eq(services.id, serviceId));
      return row;
    },

    /** A circuit's programme, day by day, in a language. */
    circuitDays: (circuitId: number, language: Language): Promise<CircuitDayRow[]> =>
      db
        .select({ day: circuitDays.day, title: circuitDays.title, description: circuitDays.description })
        .from(circuitDays)
        .where(and(eq(circuitDays.circuitId, circuitId), eq(circuitDays.language, language)))
        .orderBy(asc(circuitDays.day)),
  };
}

export interface CircuitRow {
  id: number;
  countryCode: string;
  destinationCode: string;
  /** The circuit's own hotel category ('Turista', 'Primera', 'Superior'). */
  category: string;
  accommodationIds: number[];
  stopNights: number[];
  name: string;
  highlights: string[];
  /** Days of its programme. */
  days: number;
}

export interface CombinedTripRow {
  id: number;
  campaignId: number;
  originCode: string;
  countryCode: string;
  name: string;
  serviceId: number | null;
}

export interface CombinedStayRow {
  combinedTripId: number;
  position: number;
  accommodationId: number;
  nights: number;
  destinationCode: string;
  countryCode: string;
}

export interface CircuitOfServiceRow {
  id: number;
  countryCode: string;
  destinationCode: string;
  accommodationIds: number[];
  name: string;
}

export interface CircuitDayRow {
  day: number;
  title: string;
  description: string;
}
