import { DEFAULT_ORIGIN_CITY } from '../../domain/constants';
import { addDays } from '../../domain/days';
import { kelvinToCelsius } from '../../domain/format';
import type { Language } from '../../domain/language';
import { fromPricePerPerson } from '../../domain/pricing/from-price';
import type {
  AccommodationRow,
  CalendarRow,
  DestinationRow,
  ExtraRow,
  SegmentRow,
  ServiceRoomRow,
  ServiceRow,
} from './catalogue.repository';
import { AMENITY_NAMES, MEAL_PLANS } from './seed/accommodation-texts';
import { TAX_NAMES } from './seed/trip-texts';

/**
 * The catalogue's rows in the specification's field names (section 7), as the packages API
 * answers and the pages read them. Money: cents in, euros out.
 */
export const euros = (cents: number) => Math.round(cents) / 100;

/** Section 9: what every answer says about where the trip is sold from. */
export const SALES_COUNTRY = DEFAULT_ORIGIN_CITY.country;

export function mealPlanName(code: string, language: Language): string {
  return MEAL_PLANS[code as keyof typeof MEAL_PLANS]?.[language] ?? code;
}

/** An amenity's name in a language (its code when it has none). */
export function amenityName(code: string, language: Language): string {
  return AMENITY_NAMES[code as keyof typeof AMENITY_NAMES]?.[language] ?? code;
}

export function presentAccommodation(accommodation: AccommodationRow, language: Language) {
  return {
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
    regimen: mealPlanName(accommodation.meal_plan, language),
    servicios: accommodation.amenities,
    latitude: accommodation.latitude,
    longitude: accommodation.longitude,
    categoria_circuito: null as string | null,
    circuito: null as string | null,
  };
}

export function presentDestination(destination: DestinationRow, language: Language) {
  return {
    id_destino: destination.code,
    id_idioma: language,
    id_pais: destination.country_code,
    nombre: destination.name,
    slug: destination.slug,
    caratula: destination.image,
    informacion: destination.description,
    latitud: destination.latitude,
    longitud: destination.longitude,
    temperaturas: destination.temperatures_kelvin.map(kelvinToCelsius),
  };
}

/** A calendar day with its price per person, taxes included (precioWeb) and not (precioCalendario). */
export function presentCalendarDay(day: CalendarRow, taxPerPerson: number) {
  return {
    fecha: `${day.day}T00:00:00`,
    precioWeb: euros(fromPricePerPerson(day.price, taxPerPerson)),
    numeroServicio: day.service_id,
    precioCalendario: euros(day.price),
    fechaSinHora: day.day,
  };
}

/** A room of a service, priced per person for a day's price (basePrice, cents). */
export function presentServiceRoom(service: ServiceRow, room: ServiceRoomRow, basePrice: number) {
  return {
    id_servicio: service.id,
    id_alojamiento: room.accommodation_id,
    alojamiento: room.accommodation_name,
    precio: euros(room.supplement),
    id_habitacion: room.room_id,
    nombreHabitacion: room.name,
    id_tipo_habitacion: room.room_type_id,
    codigo: room.code,
    maxAdultos: room.max_adults,
    maxPersonas: room.max_occupancy,
    precioWeb: euros(fromPricePerPerson(basePrice + room.supplement, service.tax_per_person)),
    secuencia: room.sequence,
  };
}

/** A flight segment dated from the departure day (YYYY-MM-DD). */
export function presentSegment(serviceId: number, segment: SegmentRow, departure: string) {
  const date = addDays(departure, segment.day_offset);
  const overnight = segment.arrival_time < segment.departure_time;
  return {
    id_servicio: serviceId,
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
}

/** Extras grouped by their group's name, with the days they run for a departure (YYYY-MM-DD). */
export function presentExtras(serviceId: number, extras: readonly ExtraRow[], departure: string) {
  const groups = new Map<string, ReturnType<typeof presentExtra>[]>();
  function presentExtra(extra: ExtraRow) {
    return {
      id_servicio: serviceId,
      id_extra: extra.id,
      secuencia_detalle: extra.detail_sequence,
      secuencia: extra.sequence,
      id_tipo_servicio: extra.service_type_id,
      desde: addDays(departure, extra.first_day),
      hasta: addDays(departure, extra.last_day),
      nombre: extra.name,
      descripcion: extra.description,
      cancelable: extra.cancelable,
      precio: euros(extra.price),
    };
  }
  for (const extra of extras) {
    const group = groups.get(extra.group_name) ?? [];
    group.push(presentExtra(extra));
    groups.set(extra.group_name, group);
  }
  return [...groups.entries()].map(([nombre, servicios]) => ({ nombre, servicios }));
}

export function presentTax(
  tax: { service_id: number; tax_id: number; tax_type_id: number; amount: number },
  language: Language,
) {
  return {
    id_Servicio: tax.service_id,
    id_tasa: tax.tax_id,
    id_idioma: language,
    valor: euros(tax.amount),
    id_tipo_tasa: tax.tax_type_id,
    nombre: TAX_NAMES[tax.tax_type_id as 1 | 2 | 3]?.[language] ?? '',
  };
}
