import { DEFAULT_ORIGIN_CITY } from '../../domain/constants';
import type { Language } from '../../domain/language';
import { isoToCompact } from '../../domain/days';
import { fromPricePerPerson } from '../../domain/pricing/from-price';
import { centsToEuros } from '../../domain/pricing/money';
import type { BreakdownLine } from '../../domain/pricing/types';
import type { AccommodationRow, RoomRow, ServiceRoomRow } from './repository/accommodations.repository';
import type { CalendarRow, CheapestRow } from './repository/calendar.repository';
import type { DestinationRow } from './repository/places.repository';
import type { ExtraRow, NoteRow, SegmentRow, ServiceRow, TaxRow } from './repository/services.repository';
import { rowFromPrice } from './catalogue-reads';
import { mealPlanName, taxName } from './texts/catalogue-terms';
import { calendarDayView, destinationView, extraView, flightView, groupedExtras } from './views';

/**
 * The catalogue's rows in the specification's field names (section 7), as the packages API
 * answers them (src/domain/schemas/packages-api-responses.ts says each answer field for field,
 * in this order). Money: cents in, euros out. Only api-presenter.ts uses these.
 */

/** Section 9: what every answer says about where the trip is sold from. */
export const SALES_COUNTRY = DEFAULT_ORIGIN_CITY.country;

export function presentAccommodation(accommodation: AccommodationRow, language: Language) {
  return {
    id_alojamiento: accommodation.id,
    id_tipo_alojamiento: accommodation.typeId,
    id_destino: accommodation.destinationCode,
    id_idioma: language,
    id_pais: accommodation.countryCode,
    nombre: accommodation.name,
    caratula: accommodation.image,
    descripcion: accommodation.description,
    grupo: accommodation.groupCode,
    categoria: accommodation.category,
    regimen: mealPlanName(accommodation.mealPlan, language),
    servicios: accommodation.amenities,
    latitude: accommodation.latitude,
    longitude: accommodation.longitude,
    categoria_circuito: null as string | null,
    circuito: null as string | null,
  };
}

/** An accommodation's cheapest package (Destinos/Alojamiento, AlojamientoFiltro). */
export function presentAccommodationOffer(
  accommodation: AccommodationRow,
  offer: CheapestRow,
  language: Language,
) {
  return {
    id_servicio: offer.serviceId,
    id_idioma: language,
    id_tipo_servicio: offer.serviceType,
    id_campanya: offer.campaignId,
    id_moneda: 'EUR',
    id_pais_origen: SALES_COUNTRY,
    id_pais_destino: accommodation.countryCode,
    id_destino: accommodation.destinationCode,
    id_alojamiento: accommodation.id,
    nombre_alojamiento: accommodation.name,
    descripcion_regimen: mealPlanName(accommodation.mealPlan, language),
    codigo_regimen: accommodation.mealPlan,
    grupo: accommodation.groupCode,
    categoria: accommodation.category,
    caratula: accommodation.image,
    latitude: accommodation.latitude,
    longitude: accommodation.longitude,
    id_habitacion: null as number | null,
    noches: offer.nights,
    precio_web: centsToEuros(rowFromPrice(offer)),
    fecha: isoToCompact(offer.day),
    origen: offer.originCode,
    servicios: accommodation.amenities,
  };
}

export function presentDestination(destination: DestinationRow, language: Language) {
  const view = destinationView(destination);
  return {
    id_destino: view.code,
    id_idioma: language,
    id_pais: view.countryCode,
    nombre: view.name,
    slug: view.slug,
    caratula: view.picture,
    informacion: view.description,
    latitud: view.latitude,
    longitud: view.longitude,
    temperaturas: view.temperatures,
  };
}

/** A calendar day with its price per person, taxes included (precioWeb) and not (precioCalendario). */
export function presentCalendarDay(day: CalendarRow, taxPerPerson: number) {
  return {
    fecha: `${day.day}T00:00:00`,
    precioWeb: calendarDayView(day, taxPerPerson).price,
    numeroServicio: day.serviceId,
    precioCalendario: centsToEuros(day.price),
    fechaSinHora: day.day,
  };
}

/** A room of a service, priced per person for a day's price (basePrice, cents). */
export function presentServiceRoom(service: ServiceRow, room: ServiceRoomRow, basePrice: number) {
  return {
    id_servicio: service.id,
    id_alojamiento: room.accommodationId,
    alojamiento: room.accommodationName,
    precio: centsToEuros(room.supplement),
    id_habitacion: room.roomId,
    nombreHabitacion: room.name,
    id_tipo_habitacion: room.roomTypeId,
    codigo: room.code,
    maxAdultos: room.maxAdults,
    maxPersonas: room.maxOccupancy,
    precioWeb: centsToEuros(fromPricePerPerson(basePrice, service.taxPerPerson, room.supplement)),
    secuencia: room.sequence,
  };
}

export function presentRoom(room: RoomRow, language: Language) {
  return {
    id_alojamiento: room.accommodationId,
    id_habitacion: room.id,
    id_idioma: language,
    id_tipo_habitacion: room.roomTypeId,
    codigo: room.code,
    nombre: room.name,
    nota: room.note,
  };
}

/** A flight segment dated from the departure day (YYYY-MM-DD). */
export function presentSegment(serviceId: number, segment: SegmentRow, departure: string) {
  const flight = flightView(segment, departure);
  return {
    id_servicio: serviceId,
    segmento: flight.segment,
    id_proveedor: flight.providerCode,
    id_estacion_origen: flight.originStation,
    origen: flight.originName,
    id_pais_origen: flight.originCountry,
    id_estacion_destino: flight.destinationStation,
    destino: flight.destinationName,
    id_pais_destino: flight.destinationCountry,
    vuelo: flight.flightNumber,
    fecha_salida: flight.departureDate,
    hora_salida: flight.departureTime,
    fecha_regreso: flight.arrivalDate,
    hora_regreso: flight.arrivalTime,
    clase: flight.cabinClass,
    conexion: flight.connection,
    id_tipo_proveedor: segment.providerKind,
    nombre: flight.airline,
    horarioReconfirmado: false,
  };
}

/** Extras grouped by their group's name, with the days they run for a departure (YYYY-MM-DD). */
export function presentExtras(serviceId: number, extras: readonly ExtraRow[], departure: string) {
  return groupedExtras(extras, (extra) => {
    const view = extraView(extra, departure);
    return {
      id_servicio: serviceId,
      id_extra: view.id,
      secuencia_detalle: extra.detailSequence,
      secuencia: extra.sequence,
      id_tipo_servicio: extra.serviceTypeId,
      desde: view.from,
      hasta: view.to,
      nombre: view.name,
      descripcion: view.description,
      cancelable: view.cancelable,
      precio: centsToEuros(view.pricePerPerson),
    };
  }).map(([nombre, servicios]) => ({ nombre, servicios }));
}

export const presentNote = (note: NoteRow) => ({
  idServicio: note.serviceId,
  secuencia: note.sequence,
  tipo: note.type,
  nota1: note.note1,
  nota2: note.note2,
  id_idioma: note.language,
});

export function presentTax(tax: TaxRow, language: Language) {
  return {
    id_Servicio: tax.serviceId,
    id_tasa: tax.taxId,
    id_idioma: language,
    valor: centsToEuros(tax.amount),
    id_tipo_tasa: tax.taxTypeId,
    nombre: taxName(tax.taxTypeId, language),
  };
}

/** A line of the engine's breakdown (desgloseOferta), its amounts in euros. */
export function presentBreakdownLine(line: BreakdownLine) {
  return {
    ...line,
    precioBase: centsToEuros(line.precioBase),
    suplemento: centsToEuros(line.suplemento),
    suplementoIndividual: centsToEuros(line.suplementoIndividual),
    importeBASE: centsToEuros(line.importeBASE),
    basePersona: centsToEuros(line.basePersona),
    descuentoPersona: centsToEuros(line.descuentoPersona),
    subDescuento: centsToEuros(line.subDescuento),
    tasaPersona: centsToEuros(line.tasaPersona),
    precioHabitacion: centsToEuros(line.precioHabitacion),
  };
}
