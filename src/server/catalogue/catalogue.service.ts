import { DEFAULT_NIGHTS, DEFAULT_ORIGIN_CITY, FOOTER_DESTINATION_COUNT } from '../../domain/constants';
import { offerDate } from '../../domain/catalogue/offer-date';
import { addDays, isoToCompact, maxDay } from '../../domain/days';
import type { Language } from '../../domain/language';
import type { Database } from '../db/client';
import { fromPricePerPerson } from '../../domain/pricing/from-price';
import {
  amenityName,
  euros,
  mealPlanName,
  presentAccommodation,
  presentCalendarDay,
  presentDestination,
  presentExtras,
  presentSegment,
  presentServiceRoom,
  presentTax,
  SALES_COUNTRY,
} from './api-presenter';
import { createCatalogueRepository, type CheapestRow } from './catalogue.repository';
import { createCatalogueVersion, type CatalogueVersion } from './catalogue-version';
import { NotFoundError } from './errors';
import { cheapestPerDay, nearestBookableDays } from './offer-calendar';
import { findPlaces, normaliseForSearch, type SearchEntry } from '../../domain/catalogue/place-search';
import { RESORT_AREAS } from '../../domain/catalogue/resort-areas';
import { offerDetail, type OfferDetailInput } from './offer-detail';
import { cachedReads, createPriceCache } from './price-cache';
import { priceRooms, type RoomToPrice } from './pricing-adapter';
import { distanceKm } from '../../domain/catalogue/transfers';
import { createTrips } from './trips';

export { NotFoundError } from './errors';
export { offerDate } from '../../domain/catalogue/offer-date';

const WEEKLY_OFFERS_WINDOW_DAYS = 42;
const CIRCUIT_CALENDAR = {
  campaign: 17,
  origin: DEFAULT_ORIGIN_CITY.code,
  country: DEFAULT_ORIGIN_CITY.country,
  currency: 'EUR',
} as const;

/** A cheapest-day row's price per person, taxes included, in cents. */
const rowFromPrice = (row: CheapestRow) => fromPricePerPerson(row.price, row.tax_per_person);

function cheapestPerKey<K>(rows: CheapestRow[], key: (row: CheapestRow) => K) {
  const best = new Map<K, CheapestRow>();
  for (const row of rows) {
    const current = best.get(key(row));
    if (!current || rowFromPrice(row) < rowFromPrice(current)) best.set(key(row), row);
  }
  return best;
}

/** The catalogue as the packages API and the pages read it, in the specification's field names. */
export function createCatalogueService(
  db: Database,
  today: () => string = () => new Date().toISOString().slice(0, 10),
  version: CatalogueVersion = createCatalogueVersion({ db }),
) {
  // Every read goes through the price cache, keyed by its arguments and the catalogue's version.
  const repo = cachedReads(createCatalogueRepository(db), version.current, createPriceCache());

  async function requireService(serviceId: number) {
    const service = await repo.service(serviceId);
    if (!service) throw new NotFoundError(`service ${serviceId} not found`);
    return service;
  }

  /** Section 4: nothing departs before the offer date (today + 7 days), on any page or call. */
  const bookableFrom = () => offerDate(today());
  const firstBookableDay = (serviceId: number) => repo.firstBookableDay(serviceId, bookableFrom());

  async function destinationOffers(language: Language, onlyWithPrices: boolean) {
    const [containers, destinations, cheapest] = await Promise.all([
      repo.containers(language),
      repo.destinations(language),
      packagesFrom(bookableFrom()),
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
            id_pais_origen: SALES_COUNTRY,
            id_destino: destination.code,
            caratulaDestino: destination.image,
            precioWeb: offer ? euros(rowFromPrice(offer)) : 0,
            descripcion: destination.name,
            slug: destination.slug,
            regimen: offer ? mealPlanName(offer.meal_plan, language) : null,
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

  /** Every service's cheapest bookable day from a date (read once per catalogue version). */
  const cheapestFrom = (from: string, serviceType = 'PAQ', until?: string) =>
    repo.cheapestFrom(from, serviceType, until);

  /** Each package's cheapest day in a window, for stays of `nights`: "from" prices compare like with like. */
  const packagesFrom = async (from: string, until?: string, nights = DEFAULT_NIGHTS) =>
    (await cheapestFrom(from, 'PAQ', until)).filter((row) => row.nights === nights);

  return {
    destinationOffers,

    /** The footer's list: the first six destinations of container 1. */
    async footerDestinations(language: Language) {
      return (await repo.destinations(language))
        .filter((destination) => destination.container_id === 1)
        .slice(0, FOOTER_DESTINATION_COUNT)
        .map((destination) => ({ name: destination.name, slug: destination.slug }));
    },

    async carousel(language: Language) {
      const [items, destinations, cheapest] = await Promise.all([
        repo.carousel(),
        repo.destinations(language),
        packagesFrom(bookableFrom()),
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
                  precio: euros(rowFromPrice(offer)),
                  id_campanya: item.campaign_id,
                },
              ]
            : [],
        };
      });
    },

    /**
     * Accommodation offers of a destination departing from `from` (until `until`): the cheapest
     * package of each for stays of `nights` (7 by default), taxes included.
     */
    async accommodationOffers(input: {
      language: Language;
      destination: string;
      from: string;
      until?: string | undefined;
      origin?: string | undefined;
      nights?: number | undefined;
    }) {
      const code = await repo.destinationCode(input.destination);
      if (!code) throw new NotFoundError(`destination ${input.destination} not found`);
      const [accommodations, cheapest] = await Promise.all([
        repo.accommodationsOfDestination(code, input.language),
        packagesFrom(input.from, input.until, input.nights),
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
            id_pais_origen: SALES_COUNTRY,
            id_pais_destino: accommodation.country_code,
            id_destino: accommodation.destination_code,
            id_alojamiento: accommodation.id,
            nombre_alojamiento: accommodation.name,
            descripcion_regimen: mealPlanName(accommodation.meal_plan, input.language),
            codigo_regimen: accommodation.meal_plan,
            grupo: accommodation.group_code,
            categoria: accommodation.category,
            caratula: accommodation.image,
            latitude: accommodation.latitude,
            longitude: accommodation.longitude,
            id_habitacion: null as number | null,
            noches: offer.nights,
            precio_web: euros(rowFromPrice(offer)),
            fecha: isoToCompact(offer.day),
            origen: offer.origin_code,
            servicios: accommodation.amenities,
          },
        ];
      });
    },

    async accommodationServices(accommodationId: number, language: Language) {
      const [accommodation] = await repo.accommodations([accommodationId], language);
      if (!accommodation) return [];
      return [
        ...accommodation.amenities.map((code) => ({
          id_alojamiento: accommodationId,
          codigo: code,
          nombre: amenityName(code, language),
          tipo: 'servicio',
        })),
        {
          id_alojamiento: accommodationId,
          codigo: accommodation.meal_plan,
          nombre: mealPlanName(accommodation.meal_plan, language),
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
      const origin = input.origin.toUpperCase();
      const services = (
        await repo.servicesOfAccommodation(input.accommodationId, input.serviceType ?? 'PAQ')
      ).filter(
        (service) => service.origin_code === origin && (!input.nights || service.nights === input.nights),
      );
      if (services.length === 0) return [];
      const taxes = new Map(services.map((service) => [service.id, service.tax_per_person]));
      const days = await repo.calendar(
        services.map((s) => s.id),
        bookableFrom(),
      );
      return cheapestPerDay(days).map((day) => presentCalendarDay(day, taxes.get(day.service_id) ?? 0));
    },

    async itinerary(serviceId: number, departure?: string) {
      const service = await requireService(serviceId);
      const start = departure ?? (await firstBookableDay(serviceId))?.day ?? bookableFrom();
      return (await repo.segments(serviceId)).map((segment) => presentSegment(service.id, segment, start));
    },

    async extras(serviceId: number, language: Language, departure?: string) {
      await requireService(serviceId);
      const start = departure ?? (await firstBookableDay(serviceId))?.day ?? bookableFrom();
      return presentExtras(serviceId, await repo.extras(serviceId, language), start);
    },

    /** Section 4 breakdown from the pricing engine, for rooms of one or more services on their day. */
    breakdown: (rooms: RoomToPrice[]) => priceRooms(repo, rooms, bookableFrom()),

    async destinationInfo(destination: string, language: Language) {
      const code = await repo.destinationCode(destination);
      if (!code) return [];
      const info = (await repo.destinations(language)).find((d) => d.code === code);
      return info ? [presentDestination(info, language)] : [];
    },

    async accommodationDetail(accommodationId: number, language: Language) {
      const [accommodation] = await repo.accommodations([accommodationId], language);
      return accommodation ? [presentAccommodation(accommodation, language)] : [];
    },

    async serviceRooms(serviceId: number, language: Language) {
      const service = await repo.service(serviceId);
      if (!service) return [];
      const first = await firstBookableDay(serviceId);
      const base = first?.price ?? service.reference_price;
      return (await repo.serviceRooms(serviceId, language)).map((room) =>
        presentServiceRoom(service, room, base),
      );
    },

    async notes(serviceId: number, language: Language) {
      return (await repo.notes(serviceId, language)).map((note) => ({
        idServicio: note.service_id,
        secuencia: note.sequence,
        tipo: note.type,
        nota1: note.note1,
        nota2: note.note2,
        id_idioma: note.language,
      }));
    },

    async supplierOf(serviceId: number) {
      return (await requireService(serviceId)).supplier_id;
    },

    /** A tour operator or airline (code and name), or undefined. */
    provider: (providerId: number) => repo.provider(providerId),

    countryName: (code: string, language: Language) => repo.countryName(code, language),

    async room(roomId: number, language: Language) {
      return (await repo.room(roomId, language)).map((room) => ({
        id_alojamiento: room.accommodation_id,
        id_habitacion: room.id,
        id_idioma: language,
        id_tipo_habitacion: room.room_type_id,
        codigo: room.code,
        nombre: room.name,
        nota: room.note,
      }));
    },

    /** A destination's code and country, given its code or name (and, optionally, its country). */
    async destinationId(codeOrName: string, country?: string | undefined) {
      const code = await repo.destinationCode(codeOrName);
      const destination = code ? (await repo.destinations('es')).find((d) => d.code === code) : undefined;
      if (!destination || (country && destination.country_code !== country.toUpperCase())) return [];
      return [{ id_destino: destination.code, id_pais: destination.country_code }];
    },

    async taxes(serviceId: number, language: Language) {
      return (await repo.taxes(serviceId)).map((tax) => presentTax(tax, language));
    },

    async offerInfo(serviceId: number) {
      const service = await repo.service(serviceId);
      if (!service) return [];
      const [first, segments] = await Promise.all([firstBookableDay(serviceId), repo.segments(serviceId)]);
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
      const destinationCode = input.destination ? await repo.destinationCode(input.destination) : undefined;
      if (input.destination && !destinationCode) return [];
      const found = await repo.searchAccommodations({
        name: input.name,
        language: input.language,
        destinationCode,
        category: input.category,
      });
      return found.map((a) => ({
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
        from: bookableFrom(),
      });
      const wanted = input.filters.map((f) => f.trim().toLowerCase()).filter(Boolean);
      return offers.filter((offer) => {
        if (input.category && offer.categoria !== input.category) return false;
        const names = [
          ...offer.servicios.map((code) => code.toLowerCase()),
          ...offer.servicios.map((code) => amenityName(code, input.language).toLowerCase()),
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
          id_pais_origen: SALES_COUNTRY,
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
    circuitCategories(accommodationIds: number[], language: Language) {
      return this.trips.categoriesOfHotels(accommodationIds, language);
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
      const from = bookableFrom();
      const rows = await packagesFrom(from, addDays(from, WEEKLY_OFFERS_WINDOW_DAYS));
      const accommodations = await repo.accommodationsFromCategory(4, language);
      const byId = new Map(accommodations.map((accommodation) => [accommodation.id, accommodation]));
      const destinations = new Map((await repo.destinations(language)).map((d) => [d.code, d]));
      const best = cheapestPerKey(
        rows.filter((row) => byId.has(row.accommodation_id) && row.origin_code === CIRCUIT_CALENDAR.origin),
        (row) => row.destination_code,
      );
      return [...best.values()]
        .sort((a, b) => rowFromPrice(a) - rowFromPrice(b))
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
              descripcion_regimen: mealPlanName(accommodation.meal_plan, language),
              destino: destination.name,
              slug: destination.slug,
              noches: row.nights,
              origen: row.origin_code,
              fecha: isoToCompact(row.day),
              precio_web: euros(rowFromPrice(row)),
            },
          ];
        });
    },

    /** Everything the offer page shows (offer-detail.ts). */
    offerDetail: (input: OfferDetailInput) => offerDetail(repo, today(), input),

    /** Combined trips and circuits: their services, stays, lists and facts. */
    trips: createTrips(repo, today),

    /**
     * Everything the accommodations-by-destination page shows, or null for an unknown destination:
     * the offers departing from the offer date, or in a search's window from its city for its length.
     */
    async destinationPage(
      destination: string,
      language: Language,
      search?: { window: { from: string; until: string | undefined } | null; origin: string; nights: number },
    ) {
      // A slug or code, else a destination's name as typed (accents and case ignored).
      const [typed] = findPlaces(await this.searchEntries(language), destination, 1);
      const code =
        (await repo.destinationCode(destination)) ??
        (typed?.kind !== 'hotel' &&
        typed &&
        normaliseForSearch(typed.name) === normaliseForSearch(destination)
          ? await repo.destinationCode(typed.slug)
          : undefined);
      if (!code) return null;
      const [info] = await this.destinationInfo(code, language);
      if (!info) return null;
      const from = bookableFrom();
      const window = search?.window;
      const [country, offers] = await Promise.all([
        repo.countryName(info.id_pais, language),
        window === null
          ? []
          : this.accommodationOffers({
              language,
              destination: code,
              from: window ? maxDay(window.from, from) : from,
              until: window?.until,
              origin: search?.origin,
              nights: search?.nights,
            }),
      ]);
      return { destination: { ...info, pais: country ?? info.id_pais }, offers, offerDate: from };
    },

    bookableFrom,

    /** What the search box can find in a language: every destination, its resort areas, then every hotel. */
    async searchEntries(language: Language): Promise<SearchEntry[]> {
      const [destinations, hotels] = await Promise.all([
        repo.destinations(language),
        repo.accommodationsFromCategory(1, language),
      ]);
      const byCode = new Map(destinations.map((destination) => [destination.code, destination]));
      const countries = await Promise.all(
        destinations.map((destination) => repo.countryName(destination.country_code, language)),
      );
      return [
        ...destinations.map((destination, index): SearchEntry => ({
          kind: 'destination',
          name: destination.name,
          slug: destination.slug,
          place: countries[index] ?? destination.country_code,
        })),
        ...destinations.flatMap((destination) =>
          (RESORT_AREAS[destination.code] ?? []).map((area): SearchEntry => ({
            kind: 'area',
            name: area,
            slug: destination.slug,
            place: destination.name,
          })),
        ),
        ...hotels.flatMap((hotel): SearchEntry[] => {
          const destination = byCode.get(hotel.destination_code);
          return destination
            ? [{ kind: 'hotel', name: hotel.name, slug: destination.slug, place: destination.name }]
            : [];
        }),
        ...(await this.trips.searchEntries(language)),
      ];
    },

    /** Suggestions for what a visitor typed in the search box, accents and case ignored. */
    async suggestPlaces(query: string, language: Language, limit = 8) {
      return findPlaces(await this.searchEntries(language), query, limit);
    },

    /** The combined trip or circuit a visitor named whole in the search box: its page, or null. */
    async tripNamed(name: string, language: Language) {
      const [best] = findPlaces(await this.searchEntries(language), name, 1);
      return best?.href && normaliseForSearch(best.name) === normaliseForSearch(name) ? best.href : null;
    },

    /** The hotel a visitor named in the search box (or the one hotel it names a part of), or null. */
    async accommodationNamed(name: string, language: Language) {
      const [best, second] = findPlaces(await this.searchEntries(language), name, 2);
      if (!best || best.kind !== 'hotel') return null;
      const exact = normaliseForSearch(best.name) === normaliseForSearch(name);
      return exact || !second ? { name: best.name, destinationSlug: best.slug } : null;
    },

    /**
     * The departure days nearest to `day` of a destination's packages from an origin for a length,
     * for a search whose window has none.
     */
    async nearestDepartures(input: { destination: string; origin: string; nights: number; day: string }) {
      const code = await repo.destinationCode(input.destination);
      if (!code) return [];
      const accommodations = await repo.accommodationsOfDestination(code, 'es');
      const services = await Promise.all(
        accommodations.map((accommodation) => repo.servicesOfAccommodation(accommodation.id, 'PAQ')),
      );
      const ids = services
        .flat()
        .filter((service) => service.origin_code === input.origin && service.nights === input.nights)
        .map((service) => service.id);
      return nearestBookableDays(repo, ids, bookableFrom(), maxDay(input.day, bookableFrom()));
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
