import { z } from './zod';

/**
 * Answers of the booking system API (/api/v1), with the field names and bounds of section 3: a
 * value out of its bounds fails the answer instead of reaching a client. Amounts are euros
 * (cents / 100), except the price breakdown's integers (cents); days are YYYY-MM-DD.
 */
const integer = z.int();
const euros = z.number().meta({ description: 'Euros (a whole number of cents / 100)' });
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: 'YYYY-MM-DD' });
const text = (max: number) => z.string().max(max);

export const bookingRecord = z.strictObject({
  idReserva: integer,
  localizador: text(12),
  idWeb: integer,
  idOferta: integer,
  idCampanya: integer,
  idCiudad: text(3),
  tipoPedido: text(20),
  codTOperador: text(20),
  prefixTOperador: text(10),
  localTourOpe: text(60),
  cantPasajeros: integer,
  resumenPaquete: z.string(),
  fechaIda: day,
  fechaVta: day,
  fechaVtaLlegada: day,
  hotel: text(120),
  codigoHotel: integer,
  regimen: text(2),
  habitacion: text(300),
  duracion: integer,
  origenIda: text(10),
  destinoIda: text(10),
  origenVue: text(10),
  destinoVue: text(10),
  horaS1: text(10),
  horaS2: text(10),
  horaR1: text(10),
  horaR2: text(10),
  aereoIda: text(60),
  aereoVta: text(60),
  atencionDe: text(140),
  telefono: text(14),
  eMail: text(120),
  pais: text(2),
  provincia: text(60),
  precioBase: euros,
  totSuplemento: euros,
  precioTotalPersona: euros,
  precioTotal: euros,
  descuento: euros,
  estado: text(20),
  estadoVueloIda: text(2),
  estadoVueloVue: text(2),
  estadoHotel: text(2),
  idLang: text(2),
  presupuestadoPor: text(60).nullable(),
  comentario: z.string(),
  tarjeta: z
    .strictObject({ tipo: text(8), ultimos4: text(4), caducidad: text(7), titular: text(80) })
    .nullable()
    .meta({
      description: 'The guarantee card as kept: brand, last four digits, expiry, holder; never the number',
    }),
  pagado: euros,
  saldoPendiente: euros,
  fechaCreacion: z.string(),
});

export const bookingHotels = z.array(
  z.strictObject({
    idReserva: integer,
    codigoAlojamiento: integer,
    numeroServicio: integer,
    codigoRegimen: text(2),
    noche: integer,
    grupo: text(20),
    categoria: integer.min(1).max(5),
    secuencia: integer,
    longitude: z.number(),
    latitude: z.number(),
  }),
);

export const bookingPassengers = z.array(
  z.strictObject({
    idReserva: integer,
    numPasajero: integer,
    nombreCompleto: text(140),
    pasaporteDNI: text(20),
    tipo: text(1),
    fechaNac: day.nullable(),
    nacionalidad: text(2),
  }),
);

export const bookingSupplements = z.array(
  z.strictObject({
    idReserva: integer,
    tipoSuplemento: text(20),
    secuencia: integer.positive(),
    descripcion: text(200),
    cantidad: integer.positive(),
    importe: euros.nonnegative(),
    total: euros.nonnegative(),
  }),
);

export const bookingMessages = z.array(
  z.strictObject({
    idMensaje: integer,
    idReserva: integer,
    origina: z.literal('0'),
    agente: z.literal('1'),
    Mensaje: z.string(),
    deLaAgencia: z.boolean().meta({ description: 'Written by the booking team (true) or the traveller' }),
    fecha: z.string(),
  }),
);

export const documentsExist = z.boolean();

export const bookingDocuments = z.array(
  z.strictObject({
    idDocumento: integer,
    fileName: text(120),
    fileType: text(100),
    fileSize: integer.positive(),
    fecha: z.string(),
  }),
);

/** A document's bytes as stored (Reservas/Documentos/Descargar): its type is in content-type. */
export const documentFile = z
  .instanceof(Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'The document (PDF, JPEG, PNG or WebP)' });

/** Section 3 "Flight detail (response)", with its bounds. */
export const flightDetail = z.array(
  z.strictObject({
    id_reserva: integer,
    segmento: integer,
    id_proveedor: text(10),
    id_estacion_origen: text(10),
    origen: text(30),
    id_pais_origen: z.string().length(2),
    id_estacion_destino: text(10),
    destino: text(30),
    id_pais_destino: z.string().length(2),
    vuelo: text(15).nullable(),
    fecha_salida: day,
    hora_salida: text(10),
    fecha_regreso: day,
    hora_regreso: text(10),
    clase: z.string().length(1).nullable(),
    conexion: z.boolean(),
    estado: text(2),
  }),
);

export const paymentsMade = z.array(
  z.strictObject({
    idPago: integer,
    monto: euros,
    formaPago: text(14),
    referencia: text(40),
    fecha: z.string(),
  }),
);

export const paymentOrders = z.array(
  z.strictObject({
    idOrden: integer,
    ref: text(60),
    monto: euros.positive(),
    fechaVigencia: day.nullable(),
    estado: text(10),
  }),
);

export const pendingBalance = euros.meta({
  description: 'Euros left to pay (0 when nothing is); an unknown booking is a 404',
});

export const operatorInfo = z.strictObject({ localTourOpe: text(60), tipoPedido: text(20) });

export const breakdownLines = z.array(
  z.strictObject({
    id_reserva: integer,
    secuencia: integer,
    habitacion: text(2).nullable(),
    pasajeros: integer,
    tipo_pasajero: text(3).nullable(),
    precio_base: integer,
    tasa_persona: integer,
    descuento: integer,
    subdescuento: integer,
    suplemento: integer,
    suplemento_adicional: integer,
    habitacion_precio: integer,
  }),
);

export const createdBooking = z.strictObject({ idReserva: integer, localizador: text(12) });
export const createdRecord = z.strictObject({ id: integer });
export const published = z.strictObject({ idReserva: integer, estado: text(20) });
