import { sql } from 'drizzle-orm';
import { DEFAULT_ORIGIN_CITY, FOOTER_DESTINATION_COUNT } from '../../domain/constants';
import { addDays, isoToCompact } from '../../domain/days';
import { kelvinToCelsius } from '../../domain/format';
import type { Language } from '../../domain/language';
import { priceBreakdown } from '../../domain/pricing/breakdown';
import type { PricedService, RoomChoice } from '../../domain/pricing/types';
import type { Database } from '../db/client';
import { createCatalogueRepository, type CheapestRow, type ServiceRow } from './catalogue.repository';
import { AMENITY_NAMES, MEAL_PLANS } from './seed/accommodation-texts';
import { TAX_NAMES } from './seed/trip-texts';

export const euros = (cents: number) => Math.round(cents) / 100;
const CHEAPEST_CACHE_MS = 10 * 60 * 1000;
const WEEKLY_OFFERS_WINDOW_DAYS = 42;
const CIRCUIT_CALENDAR = {
  campaign: 17,
  origin: DEFAULT_ORIGIN_CITY.code,
  country: DEFAULT_ORIGIN_CITY.country,
  currency: 'EUR',
} as const;

/** Great-circle distance (haversine), in kilometres. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** Section 4: the offer date is today plus 7 days. */
export function offerDate(today: string) {
  return addDays(today, 7);
}

function cheapestPerKey<K>(rows: CheapestRow[], key: (row: CheapestRow) => K) {
  const best = new Map<K, CheapestRow>();
  for (const row of rows) {
    const current = best.get(key(row));
    const total = row.price + row.tax_per_person;
    if (!current || total < current.price + current.tax_per_person) best.set(key(row), row);
  }
  return best;
}

/** Maps the database's service to the pricing engine's view of it for one day's price. */
export function pricedService(service: ServiceRow, basePrice: number): PricedService {
  return {
    numeroServicio: service.id,
    alojamiento: service.accommodation_name,
    grupo: service.group_code,
    basePrice,
    taxPerPerson: service.tax_per_person,
    insurancePerPerson: service.insurance_per_person,
    childDiscountPercent: service.child_discount_percent,
    thirdPersonDiscountPercent: service.third_person_discount_percent,
    singleSupplement: service.single_supplement,
    infantRule: service.infant_rule,
  };
}

/** The catalogue as the packages API and the pages read it, in the specification's field names. */
export function createCatalogueService(
  db: Database,
  today: () => string = () => new Date().toISOString().slice(0, 10),
) {
  const repo = createCatalogueRepository(db);

  async function requireService(serviceId: number) {
    const service = await repo.service(serviceId);
    if (!service) throw new NotFoundError(`service ${serviceId} not found`);
    return service;
  }

  async function firstBookableDay(serviceId: number) {
    const [first] = await repo.calendar([serviceId], today());
    return first;
  }

  async function destinationOffers(language: Language, onlyWithPrices: boolean) {
    const [containers, destinations, cheapest] = await Promise.all([
      repo.containers(language),
      repo.destinations(language),
      cheapestFrom(offerDate(today())),
    ]);
    const best = cheapestPerKey(cheapest, (row) => row.destination_code);
    return containers.map((container) => ({
      contenedorId: container.id,
      contenedor: container.name,
      posicionContenedor: container.position,
      destinos: destinations
        .filter((destination) => destination.container_id === container.id)
        .filter((destination) => !onlyWithPrices || best.has(destination.code))
        .map((destination) => {
          const offer = best.get(destination.code);
          return {
            id_paisDestino: destination.country_code,
            id_pais_origen: CIRCUIT_CALENDAR.country,
            id_destino: destination.code,
            caratulaDestino: destination.image,
            precioWeb: offer ? euros(offer.price + offer.tax_per_person) : 0,
            descripcion: destination.name,
            slug: destination.slug,
            regimen: offer
              ? (MEAL_PLANS[offer.meal_plan as keyof typeof MEAL_PLANS]?.[language] ?? offer.meal_plan)
              : null,
            origen: offer?.origin_code ?? null,
            tipo_servicio: offer?.service_type ?? null,
            id_campanya: offer?.campaign_id ?? null,
            id_servicio: offer?.service_id ?? null,
            id_idioma: language,
            id_moneda: 'EUR',
            longitud: destination.longitude,
            latitud: destination.latitude,
            id_contenedor: container.id,
            contenedor: container.name,
            posicion_contenedor: container.position,
            posicion_destino: destination.position,
          };
        }),
    }));
  }

  const footerCache = new Map<Language, { at: number; destinations: { name: string; slug: string }[] }>();
  const cheapestCache = new Map<string, { at: number; rows: Promise<CheapestRow[]> }>();

  /**
   * Every service's cheapest bookable day from a date. Computed once per date and type and shared
   * for ten minutes (the listing pages and the API read it on every request).
   */
  function cheapestFrom(from: string, serviceType = 'PAQ', until?: string): Promise<CheapestRow[]> {
    const key = `${from}:${serviceType}:${until ?? ''}`;
    const cached = cheapestCache.get(key);
    if (cached && Date.now() - cached.at < CHEAPEST_CACHE_MS) return cached.rows;
    const rows = repo.cheapestFrom(from, serviceType, until);
    cheapestCache.set(key, { at: Date.now(), rows });
    rows.catch(() => cheapestCache.delete(key));
    return rows;
  }

  return {
    repository: repo,
    destinationOffers,

    /** The footer's list: the first six destinations of container 1 (cached for five minutes). */
    async footerDestinations(language: Language) {
      const cached = footerCache.get(language);
      if (cached && Date.now() - cached.at < 300_000) return cached.destinations;
      const destinations = (await repo.destinations(language))
        .filter((destination) => destination.container_id === 1)
        .slice(0, FOOTER_DESTINATION_COUNT)
        .map((destination) => ({ name: destination.name, slug: destination.slug }));
      footerCache.set(language, { at: Date.now(), destinations });
      return destinations;
    },

    async carousel(language: Language) {
      const [items, destinations, cheapest] = await Promise.all([
        repo.carousel(),
        repo.destinations(language),
        cheapestFrom(offerDate(today())),
      ]);
      const best = cheapestPerKey(cheapest, (row) => `${row.destination_code}:${row.origin_code}`);
      return items.map((item) => {
        const offer = best.get(`${item.destination_code}:${item.origin_code}`);
        const destination = destinations.find((d) => d.code === item.destination_code);
        return {
          idCarrusel: item.id,
          idIdioma: language,
          orden: item.position,
          orientacion: item.orientation,
          ruta: item.image_path,
          nombre: destination?.name ?? item.destination_code,
          slug: destination?.slug ?? item.destination_code,
          destinos: offer
            ? [
                {
                  origen: item.origin_code,
                  destino: item.destination_code,
                  precio: euros(offer.price + offer.tax_per_person),
                  id_campanya: item.campaign_id,
                },
              ]
            : [],
        };
      });
    },

    /** Accommodation offers of a destination from a day: the cheapest package of each, taxes included. */
    async accommodationOffers(input: {
      language: Language;
      destination: string;
      from: string;
      origin?: string | undefined;
    }) {
      const code = await repo.destinationCode(input.destination);
      if (!code) throw new NotFoundError(`destination ${input.destination} not found`);
      const [accommodations, cheapest] = await Promise.all([
        repo.accommodations(input.language, sql`a.destination_code = ${code}`),
        cheapestFrom(input.from),
      ]);
      const origin = input.origin?.toUpperCase();
      const candidates = cheapest.filter(
        (row) => row.destination_code === code && (!origin || row.origin_code === origin),
      );
      const best = cheapestPerKey(candidates, (row) => row.accommodation_id);
      return accommodations.flatMap((accommodation) => {
        const offer = best.get(accommodation.id);
        if (!offer) return [];
        return [
          {
            id_servicio: offer.service_id,
            id_idioma: input.language,
            id_tipo_servicio: offer.service_type,
            id_campanya: offer.campaign_id,
            id_moneda: 'EUR',
            id_pais_origen: CIRCUIT_CALENDAR.country,
            id_pais_destino: accommodation.country_code,
            id_destino: accommodation.destination_code,
            id_alojamiento: accommodation.id,
            nombre_alojamiento: accommodation.name,
            descripcion_regimen:
              MEAL_PLANS[accommodation.meal_plan as keyof typeof MEAL_PLANS]?.[input.language] ??
              accommodation.meal_plan,
            codigo_regimen: accommodation.meal_plan,
            grupo: accommodation.group_code,
            categoria: accommodation.category,
            caratula: accommodation.image,
            latitude: accommodation.latitude,
            longitude: accommodation.longitude,
            id_habitacion: null as number | null,
            noches: offer.nights,
            precio_web: euros(offer.price + offer.tax_per_person),
            fecha: isoToCompact(offer.day),
            origen: offer.origin_code,
            servicios: accommodation.amenities,
          },
        ];
      });
    },

    async accommodationServices(accommodationId: number, language: Language) {
      const [accommodation] = await repo.accommodations(language, sql`a.id = ${accommodationId}`);
      if (!accommodation) return [];
      return [
        ...accommodation.amenities.map((code) => ({
          id_alojamiento: accommodationId,
          codigo: code,
          nombre: AMENITY_NAMES[code as keyof typeof AMENITY_NAMES]?.[language] ?? code,
          tipo: 'servicio',
        })),
        {
          id_alojamiento: accommodationId,
          codigo: accommodation.meal_plan,
          nombre:
            MEAL_PLANS[accommodation.meal_plan as keyof typeof MEAL_PLANS]?.[language] ??
            accommodation.meal_plan,
          tipo: 'regimen',
        },
      ];
    },

    /** Section 4 and 7: bookable days of an accommodation's package (days priced 0 left out). */
    async calendar(input: {
      accommodationId: number;
      origin: string;
      nights?: number | undefined;
      serviceType?: 'PAQ' | 'COM' | 'CIR';
    }) {
      const conditions = [
        sql`s.accommodation_id = ${input.accommodationId}`,
        sql`s.origin_code = ${input.origin.toUpperCase()}`,
        sql`s.service_type = ${input.serviceType ?? 'PAQ'}`,
      ];
      if (input.nights) conditions.push(sql`s.nights = ${input.nights}`);
      const services = await repo.services(sql.join(conditions, sql` and `));
      if (services.length === 0) return [];
      const taxes = new Map(services.map((service) => [service.id, service.tax_per_person]));
      const days = await repo.calendar(
        services.map((s) => s.id),
        today(),
      );
      const seen = new Set<string>();
      return days.flatMap((day) => {
        if (seen.has(day.day)) return [];
        seen.add(day.day);
        return [
          {
            fecha: `${day.day}T00:00:00`,
            precioWeb: euros(day.price + (taxes.get(day.service_id) ?? 0)),
            numeroServicio: day.service_id,
            precioCalendario: euros(day.price),
            fechaSinHora: day.day,
          },
        ];
      });
    },

    async itinerary(serviceId: number, departure?: string) {
      const service = await requireService(serviceId);
      const start = departure ?? (await firstBookableDay(serviceId))?.day ?? offerDate(today());
      const segments = await repo.segments(serviceId);
      return segments.map((segment) => {
        const date = addDays(start, segment.day_offset);
        const overnight = segment.arrival_time < segment.departure_time;
        return {
          id_servicio: service.id,
          segmento: segment.segment,
          id_proveedor: segment.provider_code,
          id_estacion_origen: segment.origin_station,
          origen: segment.origin_name,
          id_pais_origen: segment.origin_country,
          id_estacion_destino: segment.destination_station,
          destino: segment.destination_name,
          id_pais_destino: segment.destination_country,
          vuelo: segment.flight_number,
          fecha_salida: date,
          hora_salida: segment.departure_time,
          fecha_regreso: overnight ? addDays(date, 1) : date,
          hora_regreso: segment.arrival_time,
          clase: segment.cabin_class,
          conexion: segment.connection,
          id_tipo_proveedor: segment.provider_kind,
          nombre: segment.provider_name,
          horarioReconfirmado: false,
        };
      });
    },

    async extras(serviceId: number, language: Language, departure?: string) {
      await requireService(serviceId);
      const start = departure ?? (await firstBookableDay(serviceId))?.day ?? offerDate(today());
      const extras = await repo.extras(serviceId, language);
      const groups = new Map<string, ReturnType<typeof shapeExtra>[]>();
      function shapeExtra(extra: (typeof extras)[number]) {
        return {
          id_servicio: serviceId,
          id_extra: extra.id,
          secuencia_detalle: extra.detail_sequence,
          secuencia: extra.sequence,
          id_tipo_servicio: extra.service_type_id,
          desde: addDays(start, extra.first_day),
          hasta: addDays(start, extra.last_day),
          nombre: extra.name,
          descripcion: extra.description,
          cancelable: extra.cancelable,
          precio: euros(extra.price),
        };
      }
      for (const extra of extras)
        groups.set(extra.group_name, [...(groups.get(extra.group_name) ?? []), shapeExtra(extra)]);
      return [...groups.entries()].map(([nombre, servicios]) => ({ nombre, servicios }));
    },

    /** Section 4 breakdown from the pricing engine, for rooms of one or more services on their day. */
    async breakdown(
      rooms: {
        numeroServicio: number;
        idHabitacion: number;
        adults: number;
        childAges: number[];
        infants: number;
        day?: string | undefined;
      }[],
    ) {
      const choices: RoomChoice[] = [];
      for (const room of rooms) {
        const service = await requireService(room.numeroServicio);
        const day = room.day ?? (await firstBookableDay(service.id))?.day;
        const basePrice = day ? await repo.dayPrice(service.id, day) : undefined;
        if (!basePrice) throw new NotFoundError(`service ${service.id} has no price on ${day ?? 'any day'}`);
        const option = (await repo.serviceRooms(service.id, 'es')).find(
          (r) => r.room_id === room.idHabitacion,
        );
        if (!option)
          throw new NotFoundError(`room ${room.idHabitacion} is not offered with service ${service.id}`);
        choices.push({
          service: pricedService(service, basePrice),
          idHabitacion: option.room_id,
          nombreHabitacion: option.name,
          roomSupplement: option.supplement,
          adults: room.adults,
          childAges: room.childAges,
          infants: room.infants,
        });
      }
      return priceBreakdown(choices);
    },

    async destinationInfo(destination: string, language: Language) {
      const code = await repo.destinationCode(destination);
      if (!code) return [];
      const info = (await repo.destinations(language)).find((d) => d.code === code);
      if (!info) return [];
      return [
        {
          id_destino: info.code,
          id_idioma: language,
          id_pais: info.country_code,
          nombre: info.name,
          slug: info.slug,
          caratula: info.image,
          informacion: info.description,
          latitud: info.latitude,
          longitud: info.longitude,
          temperaturas: info.temperatures_kelvin.map(kelvinToCelsius),
        },
      ];
    },

    async accommodationDetail(accommodationId: number, language: Language) {
      const [accommodation] = await repo.accommodations(language, sql`a.id = ${accommodationId}`);
      if (!accommodation) return [];
      return [
        {
          id_alojamiento: accommodation.id,
          id_tipo_alojamiento: accommodation.type_id,
          id_destino: accommodation.destination_code,
          id_idioma: language,
          id_pais: accommodation.country_code,
          nombre: accommodation.name,
          caratula: accommodation.image,
          descripcion: accommodation.description,
          grupo: accommodation.group_code,
          categoria: accommodation.category,
          regimen:
            MEAL_PLANS[accommodation.meal_plan as keyof typeof MEAL_PLANS]?.[language] ??
            accommodation.meal_plan,
          servicios: accommodation.amenities,
          latitude: accommodation.latitude,
          longitude: accommodation.longitude,
          categoria_circuito: null,
          circuito: null,
        },
      ];
    },

    async serviceRooms(serviceId: number, language: Language) {
      const service = await repo.service(serviceId);
      if (!service) return [];
      const first = await firstBookableDay(serviceId);
      const base = first?.price ?? service.reference_price;
      return (await repo.serviceRooms(serviceId, language)).map((room) => ({
        id_servicio: serviceId,
        id_alojamiento: room.accommodation_id,
        alojamiento: room.accommodation_name,
        precio: euros(room.supplement),
        id_habitacion: room.room_id,
        nombreHabitacion: room.name,
        id_tipo_habitacion: room.room_type_id,
        codigo: room.code,
        maxAdultos: room.max_adults,
        maxPersonas: room.max_occupancy,
        precioWeb: euros(base + room.supplement + service.tax_per_person),
        secuencia: room.sequence,
      }));
    },

    async taxes(serviceId: number, language: Language) {
      return (await repo.taxes(serviceId)).map((tax) => ({
        id_Servicio: tax.service_id,
        id_tasa: tax.tax_id,
        id_idioma: language,
        valor: euros(tax.amount),
        id_tipo_tasa: tax.tax_type_id,
        nombre: TAX_NAMES[tax.tax_type_id as 1 | 2 | 3]?.[language] ?? '',
      }));
    },

    async offerInfo(serviceId: number) {
      const service = await repo.service(serviceId);
      if (!service) return [];
      const first = await firstBookableDay(serviceId);
      const segments = await repo.segments(serviceId);
      return [
        {
          nombre: service.accommodation_name,
          id_servicio: service.id,
          codigo: service.code,
          descuento: service.child_discount_percent,
          precio_base: euros(first?.price ?? service.reference_price),
          precio_mas_menos: euros((first?.price ?? service.reference_price) - service.reference_price),
          conexion: segments.some((segment) => segment.connection),
          tasa: euros(service.tax_per_person),
        },
      ];
    },

    async searchDestinations(name: string, language: Language) {
      const needle = name.trim().toLowerCase().replace(/-/g, ' ');
      return (await repo.destinations(language))
        .filter(
          (destination) =>
            destination.name.toLowerCase().includes(needle) || destination.code.toLowerCase() === needle,
        )
        .map((destination) => ({
          id_destino: destination.code,
          id_pais: destination.country_code,
          nombre: destination.name,
          slug: destination.slug,
          caratula: destination.image,
        }));
    },

    /** Accommodations by name (case-insensitive), optionally in one destination and category. */
    async searchAccommodations(input: {
      name: string;
      language: Language;
      destination?: string | undefined;
      category?: number | undefined;
    }) {
      // The name is matched as typed: % and _ are letters here, not wildcards.
      const literal = input.name.trim().replace(/[\\%_]/g, '\\$&');
      const conditions = [sql`a.name ilike ${`%${literal}%`} escape '\\'`];
      if (input.destination) {
        const code = await repo.destinationCode(input.destination);
        if (!code) return [];
        conditions.push(sql`a.destination_code = ${code}`);
      }
      if (input.category) conditions.push(sql`a.category = ${input.category}`);
      return (await repo.accommodations(input.language, sql.join(conditions, sql` and `))).map((a) => ({
        id_alojamiento: a.id,
        nombre: a.name,
        id_destino: a.destination_code,
        id_pais: a.country_code,
        categoria: a.category,
        caratula: a.image,
      }));
    },

    /** Accommodations of a destination having every named filter: amenity codes, meal plan codes or names. */
    async filterAccommodations(input: {
      filters: string[];
      language: Language;
      destination: string;
      category?: number | undefined;
    }) {
      const offers = await this.accommodationOffers({
        language: input.language,
        destination: input.destination,
        from: offerDate(today()),
      });
      const wanted = input.filters.map((f) => f.trim().toLowerCase()).filter(Boolean);
      return offers.filter((offer) => {
        if (input.category && offer.categoria !== input.category) return false;
        const names = [
          ...offer.servicios.map((code) => code.toLowerCase()),
          ...offer.servicios.map((code) =>
            (AMENITY_NAMES[code as keyof typeof AMENITY_NAMES]?.[input.language] ?? '').toLowerCase(),
          ),
          offer.codigo_regimen.toLowerCase(),
          offer.descripcion_regimen.toLowerCase(),
        ];
        return wanted.every((filter) => names.includes(filter));
      });
    },

    async combinedTrips(input: {
      language: Language;
      destination?: string | undefined;
      id?: number | undefined;
    }) {
      const [trips, stays] = await Promise.all([repo.combinedTrips(input.language), repo.combinedStays()]);
      const destination = input.destination ? await repo.destinationCode(input.destination) : undefined;
      if (input.destination && !destination) return [];
      return trips
        .filter((trip) => input.id === undefined || trip.id === input.id)
        .map((trip) => ({ trip, tripStays: stays.filter((stay) => stay.combined_trip_id === trip.id) }))
        .filter(
          ({ tripStays }) => !destination || tripStays.some((stay) => stay.destination_code === destination),
        )
        .map(({ trip, tripStays }) => ({
          id: trip.id,
          id_servicio: trip.service_id,
          id_campanya: trip.campaign_id,
          id_origen: trip.origin_code,
          id_idioma: input.language,
          id_pais_origen: CIRCUIT_CALENDAR.country,
          id_moneda: 'EUR',
          nombreCombinado: trip.name,
          alojamientos: tripStays.map((stay) => ({
            id_alojamiento: stay.accommodation_id,
            id_pais: stay.country_code,
            id_destino: stay.destination_code,
            noches: stay.nights,
          })),
        }));
    },

    /** POST Combinado: the combined trip's calendar, found by its first accommodation. */
    combinedCalendar(accommodationId: number, origin: string) {
      return this.calendar({ accommodationId, origin, serviceType: 'COM' });
    },

    /** POST Circuitos/AlojamientosCircuitos: the circuits (categories) those accommodations belong to. */
    async circuitCategories(accommodationIds: number[], language: Language) {
      return (await repo.circuitsWithAccommodations(accommodationIds, language)).map((circuit) => ({
        id_circuito: circuit.id,
        id_servicio: circuit.service_id,
        circuito: circuit.name,
        categoria_circuito: circuit.category,
        alojamientos: circuit.accommodation_ids,
      }));
    },

    async circuitItinerary(serviceId: number, language: Language) {
      const circuit = await repo.circuitOfService(serviceId, language);
      if (!circuit) return [];
      return (await repo.circuitDays(circuit.id, language)).map((day) => ({
        id_servicio: serviceId,
        dia: day.day,
        titulo: day.title,
        descripcion: day.description,
      }));
    },

    async circuitParameters(serviceId: number) {
      const circuit = await repo.circuitOfService(serviceId, 'es');
      if (!circuit) throw new NotFoundError(`service ${serviceId} is not a circuit`);
      return {
        idAlojamiento: circuit.accommodation_ids.join('/'),
        pais: circuit.country_code,
        destino: circuit.destination_code,
      };
    },

    async circuitName(serviceId: number, language: Language) {
      const circuit = await repo.circuitOfService(serviceId, language);
      if (!circuit) throw new NotFoundError(`service ${serviceId} is not a circuit`);
      return circuit.name;
    },

    /** Section 9: circuits' calendar is fixed to campaign 17, Madrid, ES, EUR, nights null. */
    async circuitCalendar(serviceId: number) {
      const service = await requireService(serviceId);
      if (service.service_type !== 'CIR') throw new NotFoundError(`service ${serviceId} is not a circuit`);
      return this.calendar({
        accommodationId: service.accommodation_id,
        origin: CIRCUIT_CALENDAR.origin,
        serviceType: 'CIR',
      });
    },

    /**
     * Offers of the week: for departures in the next six weeks from the offer date, the cheapest
     * 4- and 5-star offer of different destinations, cheapest first.
     */
    async weeklyOffers(language: Language, limit = 6) {
      const from = offerDate(today());
      const rows = await cheapestFrom(from, 'PAQ', addDays(from, WEEKLY_OFFERS_WINDOW_DAYS));
      const accommodations = await repo.accommodations(language, sql`a.category >= 4`);
      const byId = new Map(accommodations.map((accommodation) => [accommodation.id, accommodation]));
      const destinations = new Map((await repo.destinations(language)).map((d) => [d.code, d]));
      const best = cheapestPerKey(
        rows.filter((row) => byId.has(row.accommodation_id) && row.origin_code === CIRCUIT_CALENDAR.origin),
        (row) => row.destination_code,
      );
      return [...best.values()]
        .sort((a, b) => a.price + a.tax_per_person - (b.price + b.tax_per_person))
        .slice(0, limit)
        .flatMap((row) => {
          const accommodation = byId.get(row.accommodation_id);
          const destination = destinations.get(row.destination_code);
          if (!accommodation || !destination) return [];
          return [
            {
              id_servicio: row.service_id,
              id_alojamiento: accommodation.id,
              nombre_alojamiento: accommodation.name,
              categoria: accommodation.category,
              caratula: accommodation.image,
              descripcion_regimen:
                MEAL_PLANS[accommodation.meal_plan as keyof typeof MEAL_PLANS]?.[language] ??
                accommodation.meal_plan,
              destino: destination.name,
              slug: destination.slug,
              noches: row.nights,
              origen: row.origin_code,
              fecha: isoToCompact(row.day),
              precio_web: euros(row.price + row.tax_per_person),
            },
          ];
        });
    },

    /**
     * Everything the offer page shows for an accommodation from an origin: its calendar (days
     * priced 0 left out), the chosen day or else the cheapest from the offer date (section 4), and
     * that day's service: room options, itinerary, extras, notes and taxes.
     */
    async offerDetail(input: {
      accommodationId: number;
      origin: string;
      nights: number;
      day?: string | undefined;
      language: Language;
    }) {
      const [accommodation] = await this.accommodationDetail(input.accommodationId, input.language);
      if (!accommodation) return null;
      const packages = await repo.services(
        sql`s.accommodation_id = ${input.accommodationId} and s.service_type = 'PAQ'`,
      );
      const origins = [...new Set(packages.map((service) => service.origin_code))];
      const nightsOptions = [
        ...new Set(packages.filter((s) => s.origin_code === input.origin).map((service) => service.nights)),
      ].sort((a, b) => a - b);
      const calendar = await this.calendar({
        accommodationId: input.accommodationId,
        origin: input.origin,
        nights: input.nights,
      });
      const from = offerDate(today());
      const cheapest = calendar
        .filter((day) => day.fechaSinHora >= from)
        .sort((a, b) => a.precioWeb - b.precioWeb || a.fechaSinHora.localeCompare(b.fechaSinHora))[0];
      const requested = input.day ? calendar.find((day) => day.fechaSinHora === input.day) : undefined;
      const selected = requested ?? cheapest ?? calendar[0];
      const [destination] = await this.destinationInfo(accommodation.id_destino, input.language);
      const base = {
        accommodation,
        destination: destination ?? null,
        origins,
        nightsOptions,
        calendar,
        cheapestDay: cheapest?.fechaSinHora ?? null,
        requestedDayUnavailable: Boolean(input.day && !requested),
      };
      if (!selected)
        return { ...base, selected: null, rooms: [], itinerary: [], extras: [], notes: [], taxes: [] };
      const serviceId = selected.numeroServicio;
      const [service, rooms, itinerary, extras, notes, taxes] = await Promise.all([
        requireService(serviceId),
        this.serviceRooms(serviceId, input.language),
        this.itinerary(serviceId, selected.fechaSinHora),
        this.extras(serviceId, input.language, selected.fechaSinHora),
        repo.notes(serviceId, input.language),
        this.taxes(serviceId, input.language),
      ]);
      return {
        ...base,
        selected: {
          day: selected.fechaSinHora,
          serviceId,
          pricePerPerson: selected.precioWeb,
          nights: service.nights,
          origin: service.origin_code,
        },
        rooms,
        itinerary,
        extras,
        notes,
        taxes,
      };
    },

    /** Everything the accommodations-by-destination page shows, or null for an unknown destination. */
    async destinationPage(destination: string, language: Language) {
      const code = await repo.destinationCode(destination);
      if (!code) return null;
      const [info] = await this.destinationInfo(code, language);
      if (!info) return null;
      const from = offerDate(today());
      const [country, offers] = await Promise.all([
        repo.countryName(info.id_pais, language),
        this.accommodationOffers({ language, destination: code, from }),
      ]);
      return { destination: { ...info, pais: country ?? info.id_pais }, offers, offerDate: from };
    },

    /** Origin cities with coordinates, the nearest first when a position is given (section 2's geolocation). */
    async originCities(position?: { latitude: number; longitude: number }) {
      const cities = (await repo.originCities()).map((city) => ({
        CityCode: city.code,
        CityName: city.name,
        id_pais: city.country_code,
        latitud: city.latitude,
        longitud: city.longitude,
        distanciaKm: position ? Math.round(distanceKm(position, city)) : null,
      }));
      return position ? cities.sort((a, b) => (a.distanciaKm ?? 0) - (b.distanciaKm ?? 0)) : cities;
    },

    requireService,
    circuitCalendarConstants: CIRCUIT_CALENDAR,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
