import { DEFAULT_ORIGIN_CITY } from '../../domain/constants';
import type { Language } from '../../domain/language';
import { centsToEuros } from '../../domain/pricing/money';
import type { CatalogueReads } from './catalogue-reads';
import { rowFromPrice } from './catalogue-reads';
import { NotFoundError } from './errors';
import { cheapestPerDay } from './offer-calendar';
import type { RoomToPrice } from './pricing-adapter';
import {
  presentAccommodation,
  presentAccommodationOffer,
  presentBreakdownLine,
  presentCalendarDay,
  presentDestination,
  presentExtras,
  presentNote,
  presentRoom,
  presentSegment,
  presentServiceRoom,
  presentTax,
  SALES_COUNTRY,
} from './api-fields';
import { amenityName, mealPlanName } from './texts/catalogue-terms';
import type { Trips } from './trips';

/** Section 9: circuits' calendar is fixed to campaign 17, Madrid, ES, EUR, nights null. */
const CIRCUIT_CALENDAR = {
  campaign: 17,
  origin: DEFAULT_ORIGIN_CITY.code,
  country: DEFAULT_ORIGIN_CITY.country,
  currency: 'EUR',
} as const;

/**
 * The packages API of section 7 (src/server/http/api/packages-api.ts, its only reader): each call
 * answered from the catalogue's reads in the specification's field names (api-fields.ts).
 */
export function createApiPresenter(reads: CatalogueReads, trips: Trips) {
  const { repo, bookableFrom } = reads;

  const departureOf = async (serviceId: number, departure?: string) =>
    departure ?? (await reads.firstBookableDay(serviceId))?.day ?? bookableFrom();

  const accommodationOffers = async (input: Parameters<CatalogueReads['accommodationOffers']>[0]) =>
    (await reads.accommodationOffers(input)).map(({ accommodation, offer }) =>
      presentAccommodationOffer(accommodation, offer, input.language),
    );

  /** Section 4 and 7: bookable days of an accommodation's package (days priced 0 left out). */
  async function calendar(input: {
    accommodationId: number;
    origin: string;
    nights?: number | undefined;
    serviceType?: 'PAQ' | 'COM' | 'CIR';
  }) {
    const origin = input.origin.toUpperCase();
    const services = (
      await repo.servicesOfAccommodation(input.accommodationId, input.serviceType ?? 'PAQ')
    ).filter(
      (service) => service.originCode === origin && (!input.nights || service.nights === input.nights),
    );
    if (services.length === 0) return [];
    const taxes = new Map(services.map((service) => [service.id, service.taxPerPerson]));
    const days = await repo.calendar(
      services.map((s) => s.id),
      bookableFrom(),
    );
    return cheapestPerDay(days).map((day) => presentCalendarDay(day, taxes.get(day.serviceId) ?? 0));
  }

  async function circuitOf(serviceId: number, language: Language) {
    const circuit = await repo.circuitOfService(serviceId, language);
    if (!circuit) throw new NotFoundError(`service ${serviceId} is not a circuit`);
    return circuit;
  }

  return {
    async destinationOffers(language: Language, onlyWithPrices: boolean) {
      const { containers, destinations, best } = await reads.destinationsWithOffers(language);
      return containers.map((container) => ({
        contenedorId: container.id,
        contenedor: container.name,
        posicionContenedor: container.position,
        destinos: destinations
          .filter((destination) => destination.containerId === container.id)
          .filter((destination) => !onlyWithPrices || best.has(destination.code))
          .map((destination) => {
            const offer = best.get(destination.code);
            return {
              id_paisDestino: destination.countryCode,
              id_pais_origen: SALES_COUNTRY,
              id_destino: destination.code,
              caratulaDestino: destination.image,
              precioWeb: offer ? centsToEuros(rowFromPrice(offer)) : 0,
              descripcion: destination.name,
              slug: destination.slug,
              regimen: offer ? mealPlanName(offer.mealPlan, language) : null,
              origen: offer?.originCode ?? null,
              tipo_servicio: offer?.serviceType ?? null,
              id_campanya: offer?.campaignId ?? null,
              id_servicio: offer?.serviceId ?? null,
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
    },

    async carousel(language: Language) {
      return (await reads.carouselWithOffers(language)).map(({ item, destination, offer }) => ({
        idCarrusel: item.id,
        idIdioma: language,
        orden: item.position,
        orientacion: item.orientation,
        ruta: item.imagePath,
        nombre: destination?.name ?? item.destinationCode,
        slug: destination?.slug ?? item.destinationCode,
        destinos: offer
          ? [
              {
                origen: item.originCode,
                destino: item.destinationCode,
                precio: centsToEuros(rowFromPrice(offer)),
                id_campanya: item.campaignId,
              },
            ]
          : [],
      }));
    },

    accommodationOffers,

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
          codigo: accommodation.mealPlan,
          nombre: mealPlanName(accommodation.mealPlan, language),
          tipo: 'regimen',
        },
      ];
    },

    calendar,

    async itinerary(serviceId: number, departure?: string) {
      const service = await reads.requireService(serviceId);
      const start = await departureOf(serviceId, departure);
      return (await repo.segments(serviceId)).map((segment) => presentSegment(service.id, segment, start));
    },

    async extras(serviceId: number, language: Language, departure?: string) {
      await reads.requireService(serviceId);
      const start = await departureOf(serviceId, departure);
      return presentExtras(serviceId, await repo.extras(serviceId, language), start);
    },

    /** Section 4 breakdown from the pricing engine, its amounts in euros. */
    async breakdown(rooms: RoomToPrice[]) {
      return (await reads.breakdown(rooms)).lines.map(presentBreakdownLine);
    },

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
      const priced = await reads.serviceRooms(serviceId, language);
      if (!priced) return [];
      return priced.rooms.map((room) => presentServiceRoom(priced.service, room, priced.basePrice));
    },

    async notes(serviceId: number, language: Language) {
      return (await repo.notes(serviceId, language)).map(presentNote);
    },

    async supplierOf(serviceId: number) {
      return (await reads.requireService(serviceId)).supplierId;
    },

    countryName: (code: string, language: Language) => repo.countryName(code, language),

    async room(roomId: number, language: Language) {
      return (await repo.room(roomId, language)).map((room) => presentRoom(room, language));
    },

    /** A destination's code and country, given its code or name (and, optionally, its country). */
    async destinationId(codeOrName: string, country?: string | undefined) {
      const code = await repo.destinationCode(codeOrName);
      const destination = code ? (await repo.destinations('es')).find((d) => d.code === code) : undefined;
      if (!destination || (country && destination.countryCode !== country.toUpperCase())) return [];
      return [{ id_destino: destination.code, id_pais: destination.countryCode }];
    },

    async taxes(serviceId: number, language: Language) {
      return (await repo.taxes(serviceId)).map((tax) => presentTax(tax, language));
    },

    async offerInfo(serviceId: number) {
      const service = await repo.service(serviceId);
      if (!service) return [];
      const [first, segments] = await Promise.all([
        reads.firstBookableDay(serviceId),
        repo.segments(serviceId),
      ]);
      const base = first?.price ?? service.referencePrice;
      return [
        {
          nombre: service.accommodationName,
          id_servicio: service.id,
          codigo: service.code,
          descuento: service.childDiscountPercent,
          precio_base: centsToEuros(base),
          precio_mas_menos: centsToEuros(base - service.referencePrice),
          conexion: segments.some((segment) => segment.connection),
          tasa: centsToEuros(service.taxPerPerson),
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
          id_pais: destination.countryCode,
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
      const found = await repo.searchAccommodations({ ...input, destinationCode });
      return found.map((a) => ({
        id_alojamiento: a.id,
        nombre: a.name,
        id_destino: a.destinationCode,
        id_pais: a.countryCode,
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
      const offers = await accommodationOffers({
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

    /** Origin cities with coordinates, the nearest first when a position is given. */
    async originCities(position?: { latitude: number; longitude: number }) {
      return (await reads.originCities(position)).map(({ city, distanceKm }) => ({
        CityCode: city.code,
        CityName: city.name,
        id_pais: city.countryCode,
        latitud: city.latitude,
        longitud: city.longitude,
        distanciaKm: distanceKm,
      }));
    },

    async combinedTrips(input: {
      language: Language;
      destination?: string | undefined;
      id?: number | undefined;
    }) {
      const [combined, stays] = await Promise.all([repo.combinedTrips(input.language), repo.combinedStays()]);
      const destination = input.destination ? await repo.destinationCode(input.destination) : undefined;
      if (input.destination && !destination) return [];
      return combined
        .filter((trip) => input.id === undefined || trip.id === input.id)
        .map((trip) => ({ trip, tripStays: stays.filter((stay) => stay.combinedTripId === trip.id) }))
        .filter(
          ({ tripStays }) => !destination || tripStays.some((stay) => stay.destinationCode === destination),
        )
        .map(({ trip, tripStays }) => ({
          id: trip.id,
          id_servicio: trip.serviceId,
          id_campanya: trip.campaignId,
          id_origen: trip.originCode,
          id_idioma: input.language,
          id_pais_origen: SALES_COUNTRY,
          id_moneda: 'EUR',
          nombreCombinado: trip.name,
          alojamientos: tripStays.map((stay) => ({
            id_alojamiento: stay.accommodationId,
            id_pais: stay.countryCode,
            id_destino: stay.destinationCode,
            noches: stay.nights,
          })),
        }));
    },

    /** POST Combinado: the combined trip's calendar, found by its first accommodation. */
    combinedCalendar: (accommodationId: number, origin: string) =>
      calendar({ accommodationId, origin, serviceType: 'COM' }),

    /** POST Circuitos/AlojamientosCircuitos: the circuits (categories) those accommodations belong to. */
    async circuitCategories(accommodationIds: number[], language: Language) {
      return (await trips.categoriesOfHotels(accommodationIds, language)).map((variant) => ({
        id_circuito: variant.circuitId,
        id_servicio: variant.serviceId,
        circuito: variant.circuitName,
        categoria_circuito: variant.category,
        alojamientos: variant.accommodationIds,
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
      const circuit = await circuitOf(serviceId, 'es');
      return {
        idAlojamiento: circuit.accommodationIds.join('/'),
        pais: circuit.countryCode,
        destino: circuit.destinationCode,
      };
    },

    async circuitName(serviceId: number, language: Language) {
      return (await circuitOf(serviceId, language)).name;
    },

    /** Section 9: circuits' calendar is fixed to campaign 17, Madrid, ES, EUR, nights null. */
    async circuitCalendar(serviceId: number) {
      const service = await reads.requireService(serviceId);
      if (service.serviceType !== 'CIR') throw new NotFoundError(`service ${serviceId} is not a circuit`);
      return calendar({
        accommodationId: service.accommodationId,
        origin: CIRCUIT_CALENDAR.origin,
        serviceType: 'CIR',
      });
    },
  };
}

export type ApiPresenter = ReturnType<typeof createApiPresenter>;
