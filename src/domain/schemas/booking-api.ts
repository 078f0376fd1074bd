import { COUNTRIES } from '../countries';
import { LANGUAGES } from '../language';
import {
  decimalBetween,
  id,
  integerBetween,
  isoDate,
  MAX_INTEGER,
  MAX_SMALLINT,
  optional,
  queryParameters,
  text,
  withDefault,
} from './bounds';
import { API_MESSAGES } from './packages-api';
import { z } from './zod';

/**
 * Inputs of the booking system API (/api/v1, specification section 7 "Booking system"), with the
 * field names of section 3 and the packages API's Spanish messages. Amounts are euros with at most
 * two decimals (stored as cents), except the price breakdown, whose fields the specification
 * makes integers: euro cents there. Days are YYYY-MM-DD.
 */
const apiId = id(API_MESSAGES);
const apiText = (max: number) => text(max, API_MESSAGES);
const apiOptionalText = (max: number) => withDefault(text(max, API_MESSAGES), '');
const day = isoDate({ ...API_MESSAGES, dateFormat: 'La fecha debe tener el formato YYYY-MM-DD' });
const count = (min: number, max = MAX_SMALLINT) => integerBetween(min, max, API_MESSAGES);
const cents = integerBetween(0, MAX_INTEGER, API_MESSAGES);
const signedCents = integerBetween(-MAX_INTEGER, MAX_INTEGER, API_MESSAGES);
/** Euros with at most two decimals, up to ten million; the value becomes cents. */
const euros = decimalBetween(0, 10_000_000, API_MESSAGES)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: API_MESSAGES.number })
  .transform((value) => Math.round(value * 100));
const COUNTRY_CODES = new Set(COUNTRIES.map(([code]) => code));
const country = z
  .string({ error: 'País no válido' })
  .refine((code) => COUNTRY_CODES.has(code), { error: 'País no válido' });
/** An airport (IATA, three letters): the booking's stations are varchar(3). */
const station = text(3, API_MESSAGES, { min: 3 }).pipe(
  z.string().regex(/^[A-Za-z]{3}$/, { error: 'El aeropuerto debe ser un código IATA de 3 letras' }),
);
const time = optional(
  text(10, API_MESSAGES).pipe(
    z.string().regex(/^\d{2}:\d{2}$/, { error: 'La hora debe tener el formato HH:MM' }),
  ),
);
const passengerType = z.enum(['A', 'N', 'B'], { error: 'El tipo debe ser A (adulto), N (niño) o B (bebé)' });

export const bookingQuery = queryParameters({ localizador: text(12, API_MESSAGES), IDWeb: count(1) });
export const bookingIdQuery = queryParameters({ IDReserva: apiId });
/** The calls whose parameter the specification spells id_reserva. */
export const bookingIdSnakeQuery = queryParameters({ id_reserva: apiId });
export const documentQuery = queryParameters({ doc: apiId, IDReserva: apiId });
export const operatorQuery = queryParameters({ idWeb: count(1), locata: text(12, API_MESSAGES) });

/** POST create booking (section 3 "Booking fields sent on creation"); it stays a draft until published. */
export const createBookingBody = z
  .object({
    idOferta: apiId,
    idWeb: count(1),
    idCampanya: apiId,
    idCiudad: station,
    codTOperador: apiText(20),
    prefixTOperador: apiOptionalText(10),
    cantPasajeros: count(1, 40),
    resumenPaquete: apiText(2000),
    fechaIda: day,
    fechaVta: day,
    fechaVtaLlegada: optional(day),
    hotel: apiText(120),
    regimen: apiText(2),
    habitacion: apiText(300),
    duracion: count(1, 90),
    origenIda: station,
    destinoIda: station,
    origenVue: station,
    destinoVue: station,
    direccion: apiOptionalText(200),
    codPostal: apiOptionalText(10),
    pais: country,
    provincia: apiOptionalText(60),
    ciudad: apiOptionalText(60),
    atencionDe: apiText(140),
    telefono: text(14, API_MESSAGES, { min: 10 }),
    eMail: apiText(120).pipe(z.email({ error: 'Email no Valido' })),
    txDeseoInfo: apiOptionalText(2000),
    precioBase: euros,
    totSuplemento: euros,
    precioTotalPersona: euros,
    precioTotal: euros,
    descuento: withDefault(euros, 0),
    localTourOpe: apiOptionalText(60),
    horaS1: time,
    horaS2: time,
    horaR1: time,
    horaR2: time,
    idLang: z.enum(LANGUAGES, { error: API_MESSAGES.language }),
    presupuestadoPor: optional(apiText(60)),
    codigoHotel: apiId,
    aereoIda: apiOptionalText(60),
    aereoVta: apiOptionalText(60),
    comentario: z.preprocess((v) => v ?? '', text(2000, API_MESSAGES, { min: 0, multiline: true })),
  })
  .refine((booking) => booking.fechaVta >= booking.fechaIda, {
    path: ['fechaVta'],
    error: 'La fecha de vuelta no puede ser anterior a la de ida',
  })
  .meta({
    examples: [
      {
        idOferta: 4012,
        idWeb: 1,
        idCampanya: 99,
        idCiudad: 'MAD',
        codTOperador: 'TOP01',
        cantPasajeros: 2,
        resumenPaquete: 'Hotel Demo 4* · Punta Cana · 7 noches · Todo incluido',
        fechaIda: '2027-03-10',
        fechaVta: '2027-03-17',
        hotel: 'Hotel Demo',
        regimen: 'TO',
        habitacion: 'A: Doble estándar',
        duracion: 7,
        origenIda: 'MAD',
        destinoIda: 'PUJ',
        origenVue: 'PUJ',
        destinoVue: 'MAD',
        pais: 'ES',
        atencionDe: 'Marta Ruiz Gil',
        telefono: '+34612345678',
        eMail: 'marta@example.com',
        precioBase: 1800,
        totSuplemento: 60,
        precioTotalPersona: 930,
        precioTotal: 1860,
        idLang: 'es',
        codigoHotel: 1001,
      },
    ],
  });
export type CreateBooking = z.output<typeof createBookingBody>;

export const bookingHotelBody = z.object({
  idReserva: apiId,
  codigoAlojamiento: apiId,
  numeroServicio: apiId,
  codigoRegimen: apiText(2),
  noche: count(1, 90),
  grupo: apiOptionalText(20),
  categoria: integerBetween(1, 5, { ...API_MESSAGES, number: 'La categoría debe estar entre 1 y 5' }),
  secuencia: count(1),
  longitude: decimalBetween(-180, 180, API_MESSAGES),
  latitude: decimalBetween(-90, 90, API_MESSAGES),
});

export const bookingRoomBody = z.object({
  IDReserva: apiId,
  id_alojamiento: apiId,
  id_habitacion: apiId,
  id_idioma: z.enum(LANGUAGES, { error: API_MESSAGES.language }),
  id_tipo_habitacion: apiId,
  codigo: apiText(20),
  nombre: apiText(120),
  nota: apiOptionalText(500),
  precio: euros,
  CantPax: count(1, 10),
});

export const bookingPassengerBody = z.object({
  idReserva: apiId,
  numPasajero: count(1, 40),
  nombreCompleto: apiText(140),
  pasaporteDNI: apiText(20),
  tipo: passengerType,
  fechaNac: day,
  nacionalidad: country,
});

export const bookingSupplementBody = z.object({
  idReserva: apiId,
  tipoSuplemento: apiText(20),
  secuencia: count(1),
  descripcion: apiText(200),
  cantidad: count(1),
  importe: euros,
  total: euros,
});

export const additionalSupplementBody = z.object({ idReserva: apiId, descuentoAdicional: euros });

export const publishBookingBody = z.object({ idReserva: apiId });

export const bookingMessageBody = z
  .object({
    idReserva: apiId,
    origina: z.literal('0', { error: 'origina debe ser "0"' }),
    agente: z.literal('1', { error: 'agente debe ser "1"' }),
    Mensaje: text(2000, API_MESSAGES, { multiline: true }),
  })
  .meta({ examples: [{ idReserva: 42, origina: '0', agente: '1', Mensaje: 'Hemos confirmado su hotel.' }] });

export const paymentOrderBody = z
  .object({
    idReserva: apiId,
    ref: apiText(60),
    monto: euros.refine((cents) => cents > 0, { error: API_MESSAGES.tooSmall }),
    fechaVigencia: z.preprocess((v) => (v === '' ? null : v), day.nullable().default(null)),
  })
  .meta({ examples: [{ idReserva: 42, ref: 'Pago a cuenta', monto: 500.5, fechaVigencia: '2026-12-15' }] });

export const breakdownBody = z.object({
  id_reserva: apiId,
  secuencia: count(1),
  habitacion: z.preprocess((v) => (v === '' ? null : v), text(2, API_MESSAGES).nullable().default(null)),
  pasajeros: count(1, 40),
  tipo_pasajero: z.preprocess((v) => (v === '' ? null : v), text(3, API_MESSAGES).nullable().default(null)),
  precio_base: cents,
  tasa_persona: cents,
  descuento: cents,
  subdescuento: cents,
  suplemento: cents,
  suplemento_adicional: signedCents,
  habitacion_precio: cents,
});

/** Upload (section 3): fileName and fileType required, fileSize positive, the data in Base64. */
export const documentUploadBody = z.object({
  idReserva: apiId,
  fileName: apiText(120),
  fileType: apiText(100),
  fileSize: integerBetween(1, 5 * 1024 * 1024, {
    ...API_MESSAGES,
    number: 'El archivo debe ocupar entre 1 byte y 5 MB',
  }),
  data: z
    .string({ error: API_MESSAGES.required })
    .max(7_000_000)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'data debe ir en Base64' }),
});
