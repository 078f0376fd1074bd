import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../domain/language';
import { destinationSlug } from '../../domain/constants';
import { intArray } from '../db/arrays';
import type { Database } from '../db/client';

const accommodationColumns = (language: Language) => sql`
  select a.id, a.destination_code, a.type_id, a.name, a.category, a.group_code, a.meal_plan, a.amenities,
         a.beach_metres, a.latitude, a.longitude, coalesce(a.image_url, a.image_path) as image,
         d.country_code, t.description
  from accommodations a
  join destinations d on d.code = a.destination_code
  join accommodation_texts t on t.accommodation_id = a.id and t.language = ${language}`;

const serviceColumns = sql`
  select s.*, a.name as accommodation_name, a.group_code, a.destination_code, d.country_code as destination_country
  from services s join accommodations a on a.id = s.accommodation_id join destinations d on d.code = a.destination_code`;

/**
 * Reads of the catalogue, each a query with its arguments (no SQL from callers), so each can be
 * cached by its arguments (price-cache.ts). Money stays in cents here.
 */
export function createCatalogueRepository(db: Database) {
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  return {
    containers: (language: Language) =>
      rows<{ id: number; position: number; name: string }>(sql`
        select c.id, c.position, t.name from containers c
        join container_texts t on t.container_id = c.id and t.language = ${language}
        order by c.position`),

    destinations: (language: Language) =>
      rows<DestinationRow>(sql`
        select d.code, d.country_code, d.container_id, d.position, d.airport, d.latitude, d.longitude,
               coalesce(d.image_url, d.image_path) as image, d.temperatures_kelvin, t.name, t.slug, t.description
        from destinations d join destination_texts t on t.destination_code = d.code and t.language = ${language}
        order by d.container_id, d.position`),

    /** Code of a destination given its code or its name (with hyphens or spaces) in any language. */
    destinationCode: async (codeOrName: string) => {
      const slug = destinationSlug(codeOrName);
      const [row] = await rows<{ code: string }>(sql`
        select d.code from destinations d
        left join destination_texts t on t.destination_code = d.code
        where upper(d.code) = upper(${codeOrName}) or lower(t.slug) = lower(${slug})
        limit 1`);
      return row?.code;
    },

    /** The cheapest bookable day of every service of a type from a date: price per person before taxes. */
    cheapestFrom: (from: string, serviceType: string, until = '9999-12-31') =>
      rows<CheapestRow>(sql`
        select distinct on (c.service_id)
               c.service_id, c.price, c.day::text as day, s.accommodation_id, s.origin_code, s.campaign_id,
               s.service_type, s.nights, s.tax_per_person, a.destination_code, a.meal_plan
        from calendar_days c
        join services s on s.id = c.service_id
        join accommodations a on a.id = s.accommodation_id
        where c.day >= ${from}::date and c.day <= ${until}::date and c.price > 0 and s.service_type = ${serviceType}
        order by c.service_id, c.price, c.day`),

    /** Accommodations by id, in id order. */
    accommodations: (ids: readonly number[], language: Language) =>
      rows<AccommodationRow>(
        sql`${accommodationColumns(language)} where a.id = any(${intArray(ids)}) order by a.id`,
      ),

    accommodationsOfDestination: (destinationCode: string, language: Language) =>
      rows<AccommodationRow>(
        sql`${accommodationColumns(language)} where a.destination_code = ${destinationCode} order by a.id`,
      ),

    accommodationsFromCategory: (category: number, language: Language) =>
      rows<AccommodationRow>(
        sql`${accommodationColumns(language)} where a.category >= ${category} order by a.id`,
      ),

    /** Accommodations whose name contains `name` as typed (% and _ are letters, not wildcards). */
    searchAccommodations: (input: {
      name: string;
      language: Language;
      destinationCode?: string | undefined;
      category?: number | undefined;
    }) => {
      const literal = input.name.trim().replace(/[\\%_]/g, '\\$&');
      const conditions = [sql`a.name ilike ${`%${literal}%`} escape '\\'`];
      if (input.destinationCode) conditions.push(sql`a.destination_code = ${input.destinationCode}`);
      if (input.category) conditions.push(sql`a.category = ${input.category}`);
      return rows<AccommodationRow>(
        sql`${accommodationColumns(input.language)} where ${sql.join(conditions, sql` and `)} order by a.id`,
      );
    },

    /** A tour operator or airline: its code and name. */
    provider: async (providerId: number) => {
      const [row] = await rows<{ code: string; name: string }>(
        sql`select code, name from providers where id = ${providerId}`,
      );
      return row;
    },

    service: async (serviceId: number) => {
      const [row] = await rows<ServiceRow>(sql`${serviceColumns} where s.id = ${serviceId}`);
      return row;
    },

    /** Every service of one type (PAQ, COM, CIR) of an accommodation. */
    servicesOfAccommodation: (accommodationId: number, serviceType: string) =>
      rows<ServiceRow>(sql`${serviceColumns}
        where s.accommodation_id = ${accommodationId} and s.service_type = ${serviceType} order by s.id`),

    /** The services of a combined trip ('COM') or a circuit ('CIR'): one per circuit category. */
    servicesOfTrip: (serviceType: 'COM' | 'CIR', tripId: number) =>
      rows<ServiceRow>(sql`${serviceColumns}
        where s.service_type = ${serviceType}
          and ${serviceType === 'COM' ? sql`s.combined_trip_id` : sql`s.circuit_id`} = ${tripId}
        order by s.id`),

    /** Every circuit with its name and highlights in a language. */
    circuits: (language: Language) =>
      rows<CircuitRow>(sql`
        select c.id, c.country_code, c.destination_code, c.category, c.accommodation_ids, c.stop_nights,
               t.name, t.highlights,
               (select count(*)::int from circuit_days cd where cd.circuit_id = c.id and cd.language = ${language}) as days
        from circuits c join circuit_texts t on t.circuit_id = c.id and t.language = ${language}
        order by c.id`),

    /** Bookable days (price > 0) of services from a day, through `until` when given. */
    calendar: (serviceIds: readonly number[], from: string, until = '9999-12-31') =>
      rows<CalendarRow>(sql`
        select service_id, day::text as day, price from calendar_days
        where service_id = any(${intArray(serviceIds)}) and day >= ${from}::date and day <= ${until}::date
          and price > 0
        order by day, price`),

    /** The months (YYYY-MM) that have a bookable day of these services from a day. */
    bookableMonths: async (serviceIds: readonly number[], from: string) =>
      (
        await rows<{ month: string }>(sql`
          select distinct to_char(day, 'YYYY-MM') as month from calendar_days
          where service_id = any(${intArray(serviceIds)}) and day >= ${from}::date and price > 0
          order by month`)
      ).map((row) => row.month),

    /** The cheapest bookable day of these services from a day, the earliest of equal prices (index). */
    cheapestDay: async (serviceIds: readonly number[], from: string) => {
      const [row] = await rows<CalendarRow>(sql`
        select service_id, day::text as day, price from calendar_days
        where service_id = any(${intArray(serviceIds)}) and day >= ${from}::date and price > 0
        order by price, day limit 1`);
      return row;
    },

    /** The first bookable day of a service from a day. */
    firstBookableDay: async (serviceId: number, from: string) => {
      const [row] = await rows<CalendarRow>(sql`
        select service_id, day::text as day, price from calendar_days
        where service_id = ${serviceId} and day >= ${from}::date and price > 0
        order by day limit 1`);
      return row;
    },

    /** The bookable days nearest to a day (up to `count` each side), from a day on. */
    daysAround: async (serviceIds: readonly number[], from: string, day: string, count: number) =>
      (
        await rows<{ day: string }>(sql`
          (select day::text as day from calendar_days
           where service_id = any(${intArray(serviceIds)}) and day >= greatest(${day}::date, ${from}::date) and price > 0
           order by day limit ${count})
          union
          (select day::text as day from calendar_days
           where service_id = any(${intArray(serviceIds)}) and day < ${day}::date and day >= ${from}::date and price > 0
           order by day desc limit ${count})`)
      ).map((row) => row.day),

    /** Each service's price on one day (services without a price that day are left out). */
    dayPrices: (serviceIds: readonly number[], day: string) =>
      rows<CalendarRow>(sql`
        select service_id, day::text as day, price from calendar_days
        where service_id = any(${intArray(serviceIds)}) and day = ${day}::date
        order by price`),

    serviceRooms: (serviceId: number, language: Language) =>
      rows<ServiceRoomRow>(sql`
        select sr.service_id, sr.room_id, sr.sequence, sr.supplement, r.accommodation_id, r.room_type_id, r.code,
               r.max_adults, r.max_occupancy, rt.name, rt.note, a.name as accommodation_name
        from service_rooms sr join rooms r on r.id = sr.room_id
        join room_texts rt on rt.room_id = r.id and rt.language = ${language}
        join accommodations a on a.id = r.accommodation_id
        where sr.service_id = ${serviceId} order by sr.sequence`),

    room: (roomId: number, language: Language) =>
      rows<{
        id: number;
        accommodation_id: number;
        room_type_id: number;
        code: string;
        name: string;
        note: string;
      }>(sql`
        select r.id, r.accommodation_id, r.room_type_id, r.code, t.name, t.note
        from rooms r join room_texts t on t.room_id = r.id and t.language = ${language} where r.id = ${roomId}`),

    segments: (serviceId: number) =>
      rows<SegmentRow>(sql`
        select i.*, p.name as provider_name, p.kind as provider_kind, p.code as provider_code
        from itinerary_segments i join providers p on p.id = i.provider_id
        where i.service_id = ${serviceId} order by i.segment`),

    extras: (serviceId: number, language: Language) =>
      rows<ExtraRow>(sql`
        select e.*, t.group_name, t.name, t.description from extras e
        join extra_texts t on t.extra_id = e.id and t.language = ${language}
        where e.service_id = ${serviceId} order by e.sequence`),

    notes: (serviceId: number, language: Language) =>
      rows<{
        service_id: number;
        sequence: number;
        type: number;
        language: string;
        note1: string;
        note2: string;
      }>(sql`
        select * from service_notes where service_id = ${serviceId} and language = ${language} order by sequence`),

    taxes: (serviceId: number) =>
      rows<{ service_id: number; tax_id: number; tax_type_id: number; amount: number }>(sql`
        select * from taxes where service_id = ${serviceId} order by tax_id`),

    carousel: () =>
      rows<{
        id: number;
        position: number;
        orientation: string;
        image_path: string;
        destination_code: string;
        origin_code: string;
        campaign_id: number;
      }>(sql`
        select * from carousel_items order by position`),

    originCities: () =>
      rows<{ code: string; name: string; country_code: string; latitude: number; longitude: number }>(sql`
        select code, name, country_code, latitude, longitude from origin_cities order by name`),

    countryName: async (code: string, language: Language) => {
      const [row] = await rows<{ name: string }>(sql`
        select coalesce(t.name, c.name_es) as name from countries c
        left join country_texts t on t.country_code = c.code and t.language = ${language}
        where c.code = upper(${code})`);
      return row?.name;
    },

    combinedTrips: (language: Language) =>
      rows<{
        id: number;
        campaign_id: number;
        origin_code: string;
        country_code: string;
        name: string;
        service_id: number | null;
      }>(sql`
        select c.*, t.name, s.id as service_id from combined_trips c
        join combined_trip_texts t on t.combined_trip_id = c.id and t.language = ${language}
        left join services s on s.combined_trip_id = c.id
        order by c.id`),

    combinedStays: () =>
      rows<{
        combined_trip_id: number;
        position: number;
        accommodation_id: number;
        nights: number;
        destination_code: string;
        country_code: string;
      }>(sql`
        select st.*, a.destination_code, d.country_code from combined_trip_stays st
        join accommodations a on a.id = st.accommodation_id join destinations d on d.code = a.destination_code
        order by st.combined_trip_id, st.position`),

    circuitOfService: async (serviceId: number, language: Language) => {
      const [row] = await rows<{
        id: number;
        country_code: string;
        destination_code: string;
        accommodation_ids: number[];
        name: string;
      }>(sql`
        select c.*, t.name from circuits c join services s on s.circuit_id = c.id
        join circuit_texts t on t.circuit_id = c.id and t.language = ${language}
        where s.id = ${serviceId}`);
      return row;
    },

    circuitDays: (circuitId: number, language: Language) =>
      rows<{ day: number; title: string; description: string }>(sql`
        select day, title, description from circuit_days where circuit_id = ${circuitId} and language = ${language} order by day`),
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

export interface DestinationRow {
  code: string;
  country_code: string;
  container_id: number;
  position: number;
  airport: string;
  latitude: number;
  longitude: number;
  image: string;
  temperatures_kelvin: number[];
  name: string;
  slug: string;
  description: string;
}

export interface CircuitRow {
  id: number;
  country_code: string;
  destination_code: string;
  category: string;
  accommodation_ids: number[];
  stop_nights: number[];
  name: string;
  highlights: string[];
  /** Days of its programme. */
  days: number;
}

export interface CalendarRow {
  service_id: number;
  /** YYYY-MM-DD */
  day: string;
  /** Price per person in a double room, before taxes, in cents. */
  price: number;
}

export interface CheapestRow {
  service_id: number;
  accommodation_id: number;
  origin_code: string;
  campaign_id: number;
  service_type: string;
  nights: number;
  tax_per_person: number;
  destination_code: string;
  meal_plan: string;
  price: number;
  day: string;
}

export interface AccommodationRow {
  id: number;
  destination_code: string;
  type_id: number;
  name: string;
  category: number;
  group_code: string;
  meal_plan: string;
  amenities: string[];
  beach_metres: number;
  latitude: number;
  longitude: number;
  image: string;
  country_code: string;
  description: string;
}

export interface ServiceRow {
  id: number;
  accommodation_id: number;
  campaign_id: number;
  service_type: string;
  origin_code: string;
  nights: number;
  currency: string;
  airline_id: number;
  supplier_id: number;
  code: string;
  reference_price: number;
  tax_per_person: number;
  insurance_per_person: number;
  child_discount_percent: number;
  third_person_discount_percent: number;
  single_supplement: number;
  infant_rule: 'taxes-and-insurance' | 'ten-percent';
  combined_trip_id: number | null;
  circuit_id: number | null;
  accommodation_name: string;
  group_code: string;
  destination_code: string;
  destination_country: string;
}

export interface ServiceRoomRow {
  service_id: number;
  room_id: number;
  sequence: number;
  supplement: number;
  accommodation_id: number;
  room_type_id: number;
  code: string;
  max_adults: number;
  max_occupancy: number;
  name: string;
  note: string;
  accommodation_name: string;
}

export interface SegmentRow {
  service_id: number;
  segment: number;
  provider_id: number;
  origin_station: string;
  origin_name: string;
  origin_country: string;
  destination_station: string;
  destination_name: string;
  destination_country: string;
  flight_number: string;
  day_offset: number;
  departure_time: string;
  arrival_time: string;
  cabin_class: string;
  connection: boolean;
  provider_name: string;
  provider_kind: number;
  provider_code: string;
}

export interface ExtraRow {
  id: number;
  service_id: number;
  sequence: number;
  detail_sequence: number;
  service_type_id: number;
  price: number;
  cancelable: boolean;
  first_day: number;
  last_day: number;
  group_name: string;
  name: string;
  description: string;
}
