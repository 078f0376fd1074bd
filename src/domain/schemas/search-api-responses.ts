import { MEAL_PLAN_CODES } from '../catalogue/offer-filters';
import { HOTEL_AMENITIES, HOTEL_SUPPLIERS, REVIEW_ASPECTS } from '../hotels/bed-bank';
import { LANGUAGES } from '../language';
import { z } from './zod';

/**
 * Answers of the search service (section 7, "Search service (no auth)"), field for field as
 * src/server/hotels/search-presenter.ts writes them. Strict, like the packages API's: a field the
 * presenter adds and a schema here does not name fails the answer instead of being dropped.
 * Money is in euros (cents / 100), days YYYY-MM-DD.
 */

const euros = z.number().meta({ description: 'Euros (a whole number of cents / 100)' });
const day = z.string().meta({ description: 'YYYY-MM-DD' });
const threeLanguages = z.strictObject({ es: z.string(), en: z.string(), fr: z.string() });

export const cityAnswer = z.strictObject({
  destinoId: z.int(),
  nombre: z.string().meta({ description: 'In the language asked (English for it, pt, ro)' }),
  nombres: threeLanguages,
  pais: z.string(),
  tipo: z.enum(['playa', 'ciudad']),
  hoteles: z.int(),
});

export const citiesAnswer = z.strictObject({ response: z.array(cityAnswer) });

export const hotelCodesAnswer = z.strictObject({
  response: z.array(z.int()).meta({ description: "The city's hotel codes, recommended first" }),
});

const roomAnswer = z.strictObject({
  habitacion: z.int().meta({ description: 'The requested room, from 1' }),
  codigo: z.string(),
  nombre: z.string(),
  proveedor: z.enum(HOTEL_SUPPLIERS),
  regimen: z.enum(MEAL_PLAN_CODES),
  reembolsable: z.boolean(),
  cancelacionGratuitaHasta: day
    .nullable()
    .meta({ description: 'Last day to cancel free; null if non-refundable' }),
  gastosCancelacion: euros.meta({ description: 'What cancelling after that day costs' }),
  observaciones: z.string(),
  precio: euros.meta({ description: 'The whole stay in this room' }),
});

export const hotelResultAnswer = z.strictObject({
  codigo: z.int(),
  nombre: z.string(),
  estrellas: z.int(),
  descripcion: threeLanguages,
  direccion: z.string(),
  latitud: z.number(),
  longitud: z.number(),
  distancia: z.strictObject({ metros: z.int(), hasta: z.enum(['playa', 'centro']) }),
  servicios: z.array(z.enum(HOTEL_AMENITIES)),
  imagen: z.string(),
  opiniones: z.strictObject({ media: z.number(), total: z.int() }).nullable(),
  noches: z.int(),
  disponible: z.boolean().meta({ description: 'false: nothing left lodges this party on those nights' }),
  habitaciones: z
    .array(roomAnswer)
    .meta({ description: 'The cheapest rooms for the party, one per requested room' }),
  precioTotal: euros,
  precioNoche: euros.meta({ description: 'The total over the nights, rounded up to whole euros (display)' }),
  opciones: z
    .array(
      z.strictObject({ regimen: z.enum(MEAL_PLAN_CODES), reembolsable: z.boolean(), precioTotal: euros }),
    )
    .meta({ description: 'The cheapest price for each meal plan and refund policy the hotel sells' }),
});

export const hotelSearchAnswer = z.strictObject({ response: z.array(hotelResultAnswer) });

const aspects = z.strictObject(
  Object.fromEntries(REVIEW_ASPECTS.map((aspect) => [aspect, z.number()])) as Record<
    (typeof REVIEW_ASPECTS)[number],
    z.ZodNumber
  >,
);
/** Without reviews an aspect has no average. */
const aspectAverages = z.strictObject(
  Object.fromEntries(REVIEW_ASPECTS.map((aspect) => [aspect, z.number().nullable()])) as Record<
    (typeof REVIEW_ASPECTS)[number],
    z.ZodNullable<z.ZodNumber>
  >,
);

export const reviewsAnswer = z.strictObject({
  response: z.strictObject({
    resumen: z.strictObject({
      total: z.int(),
      media: z.number(),
      excelentes: z.int(),
      buenas: z.int(),
      correctas: z.int(),
      malas: z.int(),
    }),
    opiniones: z.array(
      z.strictObject({
        id: z.string(),
        idioma: z.enum(LANGUAGES),
        autor: z.string(),
        fecha: day,
        puntuacion: z.number(),
        puntuaciones: aspects,
        titulo: z.string(),
        texto: z.string(),
        pros: z.array(z.string()),
        contras: z.array(z.string()),
        respuesta: z.strictObject({ fecha: day, texto: z.string() }).nullable(),
      }),
    ),
  }),
});

const mentioned = z.array(z.strictObject({ clave: z.string(), veces: z.int() }));

export const reviewAnalysisAnswer = z.strictObject({
  response: z.strictObject({
    medias: aspectAverages,
    pros: mentioned,
    contras: mentioned,
    positivas: z.int(),
    negativas: z.int(),
  }),
});
