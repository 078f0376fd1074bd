import {
  MAX_ADULTS_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_HOTEL_CHILDREN_PER_ROOM,
  MAX_HOTEL_NIGHTS,
  MAX_HOTEL_ROOMS,
} from '../hotels/hotel-search-query';
import { daysUntil } from '../days';
import { API_MESSAGES } from './packages-api';
import { compactDate, id, integerBetween, languageId, queryParameters, text } from './bounds';
import { z } from './zod';

const apiLanguage = languageId(API_MESSAGES.language);

/**
 * Inputs of the search service (section 7, "Search service (no auth)"): the city lookup, a city's
 * hotel codes and the hotel search of one chunk of codes. Bounded before anything is read, with
 * the packages API's Spanish messages.
 */

/** Section 9: the hotel search prices its codes in chunks of 50. */
export const HOTEL_SEARCH_CHUNK = 50;

export const SEARCH_MESSAGES = {
  ...API_MESSAGES,
  datesOrder: 'Una de las fechas no es válida',
  past: 'La fecha de entrada no puede ser anterior a hoy',
  tooManyNights: `La estancia no puede superar las ${MAX_HOTEL_NIGHTS} noches`,
  rooms: `Entre 1 y ${MAX_HOTEL_ROOMS} habitaciones`,
  codes: `Entre 1 y ${HOTEL_SEARCH_CHUNK} códigos de hotel por búsqueda`,
  childAges: `Como mucho ${MAX_HOTEL_CHILDREN_PER_ROOM} niños por habitación`,
} as const;

export const citySearchQuery = queryParameters({
  nombreCiudad: text(60, API_MESSAGES, { min: 2 }),
  idioma: apiLanguage.default('es'),
});

export const hotelCodesQuery = queryParameters({ destinoId: id(API_MESSAGES) });

export const hotelCodeParams = z.object({ codigo: id(API_MESSAGES) });

const roomRequest = z.strictObject({
  adultos: integerBetween(1, MAX_ADULTS_PER_ROOM, API_MESSAGES),
  edadesNinos: z
    .array(integerBetween(0, MAX_CHILD_AGE, API_MESSAGES), { error: API_MESSAGES.required })
    .max(MAX_HOTEL_CHILDREN_PER_ROOM, { error: SEARCH_MESSAGES.childAges })
    .default([]),
});

export const hotelSearchBody = z.strictObject({
  request: z
    .strictObject({
      /** Check-in and check-out, YYYYMMDD as the specification's search dates. */
      desde: compactDate(API_MESSAGES),
      hasta: compactDate(API_MESSAGES),
      habitaciones: z
        .array(roomRequest, { error: API_MESSAGES.required })
        .min(1, { error: SEARCH_MESSAGES.rooms })
        .max(MAX_HOTEL_ROOMS, { error: SEARCH_MESSAGES.rooms }),
      idioma: apiLanguage.default('es'),
    })
    .superRefine((request, context) => {
      if (request.hasta <= request.desde)
        context.addIssue({ code: 'custom', path: ['hasta'], message: SEARCH_MESSAGES.datesOrder });
      else if (daysUntil(request.desde, request.hasta) > MAX_HOTEL_NIGHTS)
        context.addIssue({ code: 'custom', path: ['hasta'], message: SEARCH_MESSAGES.tooManyNights });
    }),
  hoteles: z
    .array(id(API_MESSAGES), { error: API_MESSAGES.required })
    .min(1, { error: SEARCH_MESSAGES.codes })
    .max(HOTEL_SEARCH_CHUNK, { error: SEARCH_MESSAGES.codes }),
});

export type HotelSearchBody = z.output<typeof hotelSearchBody>;
