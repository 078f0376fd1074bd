import { z } from './zod';
import { toLanguage, type Language } from '../language';

/**
 * Inputs of the packages API (specification sections 5 and 7), with its field names and its
 * Spanish messages. Query values arrive as text and are coerced.
 */
export const API_MESSAGES = {
  number: 'Debe ser un número válido',
  positive: 'Debe ser un número positivo',
  date: 'La fecha debe tener el formato YYYYMMDD',
  invalidDate: 'Fecha inválida',
  language: 'El idioma debe tener 2 caracteres',
  category: 'La categoría debe estar entre 1 y 5',
  required: 'Este campo es obligatorio',
  validation: 'Error de validacion',
} as const;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const apiNumber = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: API_MESSAGES.number }).refine(Number.isFinite, { error: API_MESSAGES.number }),
);
export const apiId = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: API_MESSAGES.number })
    .int({ error: API_MESSAGES.number })
    .positive({ error: API_MESSAGES.positive }),
);
export const apiCount = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: API_MESSAGES.number })
    .int({ error: API_MESSAGES.number })
    .min(0, { error: API_MESSAGES.positive }),
);

/** Language id: 2 characters; the specification's `us` means English. */
export const apiLanguage = z
  .string({ error: API_MESSAGES.language })
  .length(2, { error: API_MESSAGES.language })
  .transform((value, context): Language => {
    const language = toLanguage(value);
    if (!language) {
      context.addIssue({ code: 'custom', message: API_MESSAGES.language });
      return z.NEVER;
    }
    return language;
  });

/** YYYYMMDD, a real calendar date, returned as YYYY-MM-DD. */
export const apiDate = z
  .string({ error: API_MESSAGES.date })
  .regex(/^\d{8}$/, { error: API_MESSAGES.date })
  .transform((value, context) => {
    const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
    const parsed = new Date(`${iso}T00:00:00Z`);
    if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso) {
      context.addIssue({ code: 'custom', message: API_MESSAGES.invalidDate });
      return z.NEVER;
    }
    return iso;
  });

export const apiText = (max = 120) =>
  z.string({ error: API_MESSAGES.required }).trim().min(1, { error: API_MESSAGES.required }).max(max);
export const apiCode = z
  .string({ error: API_MESSAGES.required })
  .trim()
  .min(2, { error: API_MESSAGES.required })
  .max(40);
export const apiCategory = z.coerce
  .number({ error: API_MESSAGES.number })
  .int()
  .min(1, { error: API_MESSAGES.category })
  .max(5, { error: API_MESSAGES.category });
export const apiCoordinate = z.coerce
  .number({ error: API_MESSAGES.number })
  .refine(Number.isFinite, { error: API_MESSAGES.number });

export const loginBody = z.object({
  username: apiText(60),
  password: z.string({ error: API_MESSAGES.required }).min(1, { error: API_MESSAGES.required }).max(200),
});

export const destinationsQuery = z.object({ idioma: apiLanguage.default('es'), filtro: apiCount.default(1) });
export const languageQuery = z.object({ idioma: apiLanguage.default('es') });

export const accommodationOffersBody = z.object({
  idioma: apiLanguage.default('es'),
  tipoOferta: z.string().max(10).optional(),
  id_campanya: apiId.optional(),
  moneda: z.string().max(3).optional(),
  id_pais: z.string().max(2).optional(),
  origen: z.string().max(3).optional(),
  destino: apiCode,
  id_pais_destino: z.string().max(2).optional(),
  fecha: apiDate,
});

export const accommodationQuery = z.object({ id_alojamiento: apiId, id_idioma: apiLanguage.default('es') });
export const serviceQuery = z.object({ id_servicio: apiId, id_idioma: apiLanguage.default('es') });
export const serviceOnDateQuery = serviceQuery.extend({ fecha: apiDate.optional() });

export const calendarBody = z.object({
  codigoIdioma: apiLanguage.default('es'),
  tipoServicio: z.string().max(20).optional(),
  campana: apiId.optional(),
  moneda: z.string().max(3).optional(),
  codigoPaisOrigen: z.string().max(2).optional(),
  ciudadOrigen: z.string().max(3).default('MAD'),
  codigoPaisDestino: z.string().max(2).optional(),
  destino: z.string().max(40).optional(),
  noches: z.preprocess(blankToUndefined, apiId.optional()),
  codigoAlojamiento: apiId,
});

export const breakdownBody = z.object({
  Desglose: z
    .array(
      z.object({
        numeroServicio: apiId,
        idHabitacion: apiId,
        adultoHab1: apiId,
        ninoHab1: apiCount.default(0),
        infanteHab1: apiCount.default(0),
        descripcion: z.string().max(200).optional(),
        /** Departure day (YYYYMMDD); the cheapest available day when absent. */
        fecha: apiDate.optional(),
        /** Children's ages; 2–11 assumed when absent. */
        edades: z.array(apiCount).optional(),
      }),
      { error: API_MESSAGES.validation },
    )
    .min(1, { error: API_MESSAGES.validation })
    .max(9, { error: API_MESSAGES.validation }),
});

export const destinationInfoQuery = z.object({ destino: apiCode, id_idioma: apiLanguage.default('es') });
export const accommodationFilterBody = z.object({
  NombreFiltros: z.array(z.string().max(40)).max(20).default([]),
  id_idioma: apiLanguage.default('es'),
  id_destino: apiCode,
  categoria: apiCategory.optional(),
});
export const destinationIdQuery = z.object({ id_pais: z.string().max(2).optional(), id_destino: apiCode });
export const roomQuery = z.object({ id_habitacion: apiId, id_idioma: apiLanguage.default('es') });
export const serviceRoomsQuery = z.object({ numeroServicio: apiId, id_idioma: apiLanguage.default('es') });
export const searchByNameBody = z.object({ nombre: apiText(80), id_idioma: apiLanguage.default('es') });
export const searchDestinationsQuery = z.object({
  destino: apiText(80),
  id_idioma: apiLanguage.default('es'),
});
export const searchAccommodationsBody = z.object({
  nombre: apiText(80),
  id_idioma: apiLanguage.default('es'),
  id_destino: z.string().max(40).optional(),
  categoria: apiCategory.optional(),
});
export const countryQuery = z.object({
  id_pais: z.string().length(2, { error: API_MESSAGES.required }),
  id_idioma: apiLanguage.default('es'),
});
export const combinedQuery = z.object({
  idioma: apiLanguage.default('es'),
  destinos: z.string().max(40).optional(),
  id: apiId.optional(),
});
export const combinedCalendarBody = calendarBody;
export const circuitAccommodationsBody = z.object({
  alojamientos: z
    .array(apiId, { error: API_MESSAGES.validation })
    .min(1, { error: API_MESSAGES.validation })
    .max(20),
  id_idioma: apiLanguage.default('es'),
});
export const coordinatesQuery = z.object({
  latitude: apiCoordinate.refine((value) => Math.abs(value) <= 90, { error: API_MESSAGES.number }),
  longitude: apiCoordinate.refine((value) => Math.abs(value) <= 180, { error: API_MESSAGES.number }),
});
export const circuitCalendarBody = z.object({ id_servicio: apiId });
