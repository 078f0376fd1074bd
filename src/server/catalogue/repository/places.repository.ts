import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { destinationSlug } from '../../../domain/constants';
import type { Language } from '../../../domain/language';
import type { Database } from '../../db/client';
import {
  carouselItems,
  containers,
  containerTexts,
  countries,
  countryTexts,
  destinations,
  destinationTexts,
  originCities,
} from '../../db/schema/catalogue';

/** A deployment's photo when it has one, else the generated illustration. */
export const pictureOf = (table: { imageUrl: AnyPgColumn; imagePath: AnyPgColumn }) =>
  sql<string>`coalesce(${table.imageUrl}, ${table.imagePath})`;

/**
 * Where the catalogue sells: containers (groups of destinations), destinations with their texts
 * in a language, countries, origin cities and the home page's carousel.
 */
export function createPlacesRepository(db: Database) {
  return {
    containers: (language: Language): Promise<ContainerRow[]> =>
      db
        .select({ id: containers.id, position: containers.position, name: containerTexts.name })
        .from(containers)
        .innerJoin(
          containerTexts,
          and(eq(containerTexts.containerId, containers.id), eq(containerTexts.language, language)),
        )
        .orderBy(asc(containers.position)),

    destinations: (language: Language): Promise<DestinationRow[]> =>
      db
        .select({
          code: destinations.code,
          countryCode: destinations.countryCode,
          containerId: destinations.containerId,
          position: destinations.position,
          airport: destinations.airport,
          latitude: destinations.latitude,
          longitude: destinations.longitude,
          image: pictureOf(destinations),
          temperaturesKelvin: destinations.temperaturesKelvin,
          name: destinationTexts.name,
          slug: destinationTexts.slug,
          description: destinationTexts.description,
        })
        .from(destinations)
        .innerJoin(
          destinationTexts,
          and(
            eq(destinationTexts.destinationCode, destinations.code),
            eq(destinationTexts.language, language),
          ),
        )
        .orderBy(asc(destinations.containerId), asc(destinations.position)),

    /** Code of a destination given its code or its name (with hyphens or spaces) in any language. */
    destinationCode: async (codeOrName: string): Promise<string | undefined> => {
      const [row] = await db
        .select({ code: destinations.code })
        .from(destinations)
        .leftJoin(destinationTexts, eq(destinationTexts.destinationCode, destinations.code))
        .where(
          or(
            sql`upper(${destinations.code}) = upper(${codeOrName})`,
            sql`lower(${destinationTexts.slug}) = lower(${destinationSlug(codeOrName)})`,
          ),
        )
        .limit(1);
      return row?.code;
    },

    /** A country's name in a language (the Spanish one when it has none there). */
    countryName: async (code: string, language: Language): Promise<string | undefined> => {
      const [row] = await db
        .select({ name: sql<string>`coalesce(${countryTexts.name}, ${countries.nameEs})` })
        .from(countries)
        .leftJoin(
          countryTexts,
          and(eq(countryTexts.countryCode, countries.code), eq(countryTexts.language, language)),
        )
        .where(sql`${countries.code} = upper(${code})`);
      return row?.name;
    },

    /** The countries that have a destination, with their names in a language (the Spanish one when it has none there). */
    destinationCountries: (language: Language): Promise<{ code: string; name: string; nameEs: string }[]> =>
      db
        .selectDistinct({
          code: countries.code,
          name: sql<string>`coalesce(${countryTexts.name}, ${countries.nameEs})`,
          nameEs: countries.nameEs,
        })
        .from(countries)
        .innerJoin(destinations, eq(destinations.countryCode, countries.code))
        .leftJoin(
          countryTexts,
          and(eq(countryTexts.countryCode, countries.code), eq(countryTexts.language, language)),
        )
        .orderBy(asc(countries.code)),

    /** Every name of the countries that have a destination, in every language: code and name. */
    destinationCountryNames: (): Promise<{ code: string; name: string }[]> =>
      db
        .selectDistinct({ code: countryTexts.countryCode, name: countryTexts.name })
        .from(countryTexts)
        .innerJoin(destinations, eq(destinations.countryCode, countryTexts.countryCode)),

    originCities: (): Promise<OriginCityRow[]> =>
      db
        .select({
          code: originCities.code,
          name: originCities.name,
          countryCode: originCities.countryCode,
          latitude: originCities.latitude,
          longitude: originCities.longitude,
        })
        .from(originCities)
        .orderBy(asc(originCities.name)),

    carousel: (): Promise<CarouselRow[]> =>
      db.select().from(carouselItems).orderBy(asc(carouselItems.position)),
  };
}

export interface ContainerRow {
  id: number;
  position: number;
  name: string;
}

export interface DestinationRow {
  code: string;
  countryCode: string;
  containerId: number;
  position: number;
  /** The destination's airport (a station code of the itineraries). */
  airport: string;
  latitude: number;
  longitude: number;
  image: string;
  temperaturesKelvin: number[];
  name: string;
  slug: string;
  description: string;
}

export interface OriginCityRow {
  code: string;
  name: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface CarouselRow {
  id: number;
  position: number;
  /** 'H' landscape, 'V' portrait. */
  orientation: string;
  imagePath: string;
  destinationCode: string;
  originCode: string;
  campaignId: number;
}
