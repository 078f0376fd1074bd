import { LAST_CHILD_AGE } from '../catalogue/party';
import { MAX_ROOMS, MAX_TRAVELLERS_PER_ROOM } from '../pricing/types';
import {
  compactDate,
  decimalBetween,
  id,
  integerBetween,
  languageId,
  MAX_SMALLINT,
  nights,
  optional,
  queryParameters,
  text,
  withDefault,
} from './bounds';
import { z } from './zod';

/**
 * Inputs of the packages API (specification sections 5 and 7), with its field names and its
 * Spanish messages, built from the bounded blocks of ./bounds: query values arrive as text and are
 * read as numbers, and nothing out of its column's range reaches a query. Every query is built with
 * `queryParameters`, so an empty parameter counts as absent.
 */
export const API_MESSAGES = {
  number: 'Debe ser un número válido',
  tooSmall: 'Debe ser un número positivo',
  dateFormat: 'La fecha debe tener el formato YYYYMMDD',
  dateInvalid: 'Fecha inválida',
  language: 'El idioma debe tener 2 caracteres',
  category: 'La categoría debe estar entre 1 y 5',
  required: 'Este campo es obligatorio',
  tooLong: 'El texto es demasiado largo',
  characters: 'El texto contiene caracteres no permitidos',
  validation: 'Error de validacion',
  tooLarge: 'La petición supera el tamaño máximo (1 MB)',
  mediaType: 'El cuerpo de la petición debe ser JSON (application/json)',
  tooMany: 'Demasiadas peticiones: inténtelo de nuevo pasados los segundos que indica Retry-After',
  /** 403: a valid token whose client lacks the call's scope (the scope follows). */
  forbidden: 'El cliente no tiene permiso para esta operación',
} as const;

const apiId = id(API_MESSAGES);
/** Travellers of one room (adults, children, babies): the pricing engine checks their sum. */
const roomCount = (min: number) => integerBetween(min, MAX_TRAVELLERS_PER_ROOM, API_MESSAGES);
/** A child's age in a breakdown: 0 to 17 (babies' ages too). */
const childAge = integerBetween(0, LAST_CHILD_AGE, API_MESSAGES);
const apiDate = compactDate(API_MESSAGES);
/** A required text of at most `max` characters. */
const apiText = (max: number) => text(max, API_MESSAGES);
/** An optional text of at most `max` characters (codes, currencies, countries…). */
const apiOptionalText = (max: number) => optional(text(max, API_MESSAGES));
/** A destination code or name: 2 to 40 characters. */
const apiCode = text(40, API_MESSAGES, { min: 2 });

const apiLanguage = languageId(API_MESSAGES.language);

const apiCategory = integerBetween(1, 5, {
  ...API_MESSAGES,
  number: API_MESSAGES.category,
  tooSmall: API_MESSAGES.category,
});

export const loginBody = z.object({
  username: apiText(60),
  // A secret, compared with a hash and never stored or queried: any character may be in it.
  password: z.string({ error: API_MESSAGES.required }).min(1, { error: API_MESSAGES.required }).max(200),
});

export const destinationsQuery = queryParameters({
  idioma: apiLanguage.default('es'),
  filtro: withDefault(integerBetween(0, MAX_SMALLINT, API_MESSAGES), 1),
});
export const languageQuery = queryParameters({ idioma: apiLanguage.default('es') });

export const accommodationOffersBody = z.object({
  idioma: apiLanguage.default('es'),
  tipoOferta: apiOptionalText(10),
  id_campanya: optional(apiId),
  moneda: apiOptionalText(3),
  id_pais: apiOptionalText(2),
  origen: apiOptionalText(3),
  destino: apiCode,
  id_pais_destino: apiOptionalText(2),
  fecha: apiDate,
});

export const accommodationQuery = queryParameters({
  id_alojamiento: apiId,
  id_idioma: apiLanguage.default('es'),
});
const serviceParameters = { id_servicio: apiId, id_idioma: apiLanguage.default('es') };
export const serviceQuery = queryParameters(serviceParameters);
export const serviceOnDateQuery = queryParameters({ ...serviceParameters, fecha: optional(apiDate) });

export const calendarBody = z.object({
  codigoIdioma: apiLanguage.default('es'),
  tipoServicio: apiOptionalText(20),
  campana: optional(apiId),
  moneda: apiOptionalText(3),
  codigoPaisOrigen: apiOptionalText(2),
  ciudadOrigen: withDefault(apiText(3), 'MAD'),
  codigoPaisDestino: apiOptionalText(2),
  destino: apiOptionalText(40),
  /** Section 7: 7 when absent; the combined trips' calendar sends null. */
  noches: optional(nights(API_MESSAGES)),
  codigoAlojamiento: apiId,
});

export const breakdownBody = z.object({
  Desglose: z
    .array(
      z.object({
        numeroServicio: apiId,
        idHabitacion: apiId,
        adultoHab1: roomCount(1),
        ninoHab1: withDefault(roomCount(0), 0),
        infanteHab1: withDefault(roomCount(0), 0),
        descripcion: apiOptionalText(200),
        /** Departure day (YYYYMMDD); the cheapest available day when absent. */
        fecha: optional(apiDate),
        /** Children's ages; 2–11 assumed when absent. */
        edades: z.array(childAge).max(MAX_TRAVELLERS_PER_ROOM, { error: API_MESSAGES.validation }).optional(),
      }),
      { error: API_MESSAGES.validation },
    )
    .min(1, { error: API_MESSAGES.validation })
    .max(MAX_ROOMS, { error: API_MESSAGES.validation }),
});

export const destinationInfoQuery = queryParameters({
  destino: apiCode,
  id_idioma: apiLanguage.default('es'),
});
export const accommodationFilterBody = z.object({
  NombreFiltros: z.array(apiText(40)).max(20, { error: API_MESSAGES.validation }).default([]),
  id_idioma: apiLanguage.default('es'),
  id_destino: apiCode,
  categoria: optional(apiCategory),
});
export const destinationIdQuery = queryParameters({ id_pais: apiOptionalText(2), id_destino: apiCode });
export const roomQuery = queryParameters({ id_habitacion: apiId, id_idioma: apiLanguage.default('es') });
export const serviceRoomsQuery = queryParameters({
  numeroServicio: apiId,
  id_idioma: apiLanguage.default('es'),
});
export const searchByNameBody = z.object({ nombre: apiText(80), id_idioma: apiLanguage.default('es') });
export const searchDestinationsQuery = queryParameters({
  destino: apiText(80),
  id_idioma: apiLanguage.default('es'),
});
export const searchAccommodationsBody = z.object({
  nombre: apiText(80),
  id_idioma: apiLanguage.default('es'),
  id_destino: apiOptionalText(40),
  categoria: optional(apiCategory),
});
export const countryQuery = queryParameters({
  id_pais: text(2, API_MESSAGES, { min: 2 }),
  id_idioma: apiLanguage.default('es'),
});
export const combinedQuery = queryParameters({
  idioma: apiLanguage.default('es'),
  destinos: apiOptionalText(40),
  id: optional(apiId),
});
export const combinedCalendarBody = calendarBody;
export const circuitAccommodationsBody = z.object({
  alojamientos: z
    .array(apiId, { error: API_MESSAGES.validation })
    .min(1, { error: API_MESSAGES.validation })
    .max(20, { error: API_MESSAGES.validation }),
  id_idioma: apiLanguage.default('es'),
});
export const coordinatesQuery = queryParameters({
  latitude: decimalBetween(-90, 90, API_MESSAGES),
  longitude: decimalBetween(-180, 180, API_MESSAGES),
});
export const circuitCalendarBody = z.object({ id_servicio: apiId });
