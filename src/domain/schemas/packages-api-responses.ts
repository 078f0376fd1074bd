import { LANGUAGES } from '../language';
import { z } from './zod';

/**
 * Answers of the packages API (specification section 7), field for field as the catalogue's
 * presenter writes them today (src/server/catalogue/api-presenter.ts and api-fields.ts):
 * the specification's names, in the order they are sent. The routes declare them as their
 * response schemas, so the OpenAPI document describes every answer and Fastify serialises with
 * them.
 *
 * Every object is strict: a field the presenter adds and a schema here does not name fails the
 * answer (a 500, and the answer tests fail) instead of being dropped without a word, which would
 * change the API for its clients. Money is in euros (cents / 100), days are YYYY-MM-DD unless said.
 */

const integer = z.int();
const euros = z.number().meta({ description: 'Euros (a whole number of cents / 100)' });
const language = z.enum(LANGUAGES);
const day = z.string().meta({ description: 'YYYY-MM-DD' });
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

// ---- errors -----------------------------------------------------------------------------------

/** 401, 404, 413, 415, 429: what went wrong, in words. */
export const apiError = z
  .strictObject({ error: z.string(), message: z.string() })
  .meta({ description: 'A refused call: the HTTP reason and a message' });

/** 400: 'Error de validacion' and, when the input was read, one entry per field refused. */
export const validationError = z
  .strictObject({
    error: z.string(),
    message: z.string(),
    errores: z
      .array(
        z.strictObject({
          campo: z
            .string()
            .meta({ description: 'The field, dotted for nested ones (Desglose.0.adultoHab1)' }),
          mensaje: z.string(),
        }),
      )
      .optional(),
  })
  .meta({ description: 'Error de validacion, with the fields refused' });

// ---- Login ------------------------------------------------------------------------------------

/** POST Login: a text, 'token: ' and the bearer token. */
export const loginAnswer = z.string().meta({ description: "'token: ' followed by the bearer token" });

// ---- Destinos ---------------------------------------------------------------------------------

/** GET Destinos: one destination of a container, with its cheapest package from the offer date. */
export const destinationOffer = z.strictObject({
  id_paisDestino: z.string(),
  id_pais_origen: z.string(),
  id_destino: z.string(),
  caratulaDestino: z.string(),
  precioWeb: euros.meta({ description: 'From price per person, taxes included; 0 without an offer' }),
  descripcion: z.string(),
  slug: z.string(),
  regimen: nullable(z.string()),
  origen: nullable(z.string()),
  tipo_servicio: nullable(z.string()),
  id_campanya: nullable(integer),
  id_servicio: nullable(integer),
  id_idioma: language,
  id_moneda: z.string(),
  longitud: z.number(),
  latitud: z.number(),
  id_contenedor: integer,
  contenedor: z.string(),
  posicion_contenedor: integer,
  posicion_destino: integer,
});

/** GET Destinos: containers (countries, regions) with their destinations. */
export const destinationContainers = z.array(
  z.strictObject({
    contenedorId: integer,
    contenedor: z.string(),
    posicionContenedor: integer,
    destinos: z.array(destinationOffer),
  }),
);

/** GET Destinos/GetCarrucel: the home page's carousel, with the route's from price when it has one. */
export const carouselItems = z.array(
  z.strictObject({
    idCarrusel: integer,
    idIdioma: language,
    orden: integer,
    orientacion: z.string(),
    ruta: z.string(),
    nombre: z.string(),
    slug: z.string(),
    destinos: z.array(
      z.strictObject({ origen: z.string(), destino: z.string(), precio: euros, id_campanya: integer }),
    ),
  }),
);

/** POST Destinos/Alojamiento and Destinos/AlojamientoFiltro: accommodations with their cheapest package. */
export const accommodationOffers = z.array(
  z.strictObject({
    id_servicio: integer,
    id_idioma: language,
    id_tipo_servicio: z.string(),
    id_campanya: integer,
    id_moneda: z.string(),
    id_pais_origen: z.string(),
    id_pais_destino: z.string(),
    id_destino: z.string(),
    id_alojamiento: integer,
    nombre_alojamiento: z.string(),
    descripcion_regimen: z.string(),
    codigo_regimen: z.string(),
    grupo: z.string(),
    categoria: integer,
    caratula: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    id_habitacion: nullable(integer),
    noches: integer,
    precio_web: euros,
    fecha: z.string().meta({ description: 'The cheapest day, YYYYMMDD' }),
    origen: z.string(),
    servicios: z.array(z.string()),
  }),
);

/** GET Destinos/alojamientoServicios: an accommodation's amenities and meal plan. */
export const accommodationServices = z.array(
  z.strictObject({
    id_alojamiento: integer,
    codigo: z.string(),
    nombre: z.string(),
    tipo: z.enum(['servicio', 'regimen']),
  }),
);

/** POST Destinos/Calendario, POST Combinado, POST Circuitos/Calendario: bookable days and their prices. */
export const calendarDays = z.array(
  z.strictObject({
    fecha: z.string().meta({ description: 'YYYY-MM-DDT00:00:00' }),
    precioWeb: euros.meta({ description: 'Per person in a double room, taxes included' }),
    numeroServicio: integer,
    precioCalendario: euros.meta({ description: 'Per person in a double room, before taxes' }),
    fechaSinHora: day,
  }),
);

/** GET Destinos/itinerario: the flight segments, dated from the departure day. */
export const flightSegments = z.array(
  z.strictObject({
    id_servicio: integer,
    segmento: integer,
    id_proveedor: z.string(),
    id_estacion_origen: z.string(),
    origen: z.string(),
    id_pais_origen: z.string(),
    id_estacion_destino: z.string(),
    destino: z.string(),
    id_pais_destino: z.string(),
    vuelo: z.string(),
    fecha_salida: day,
    hora_salida: z.string(),
    fecha_regreso: day,
    hora_regreso: z.string(),
    clase: z.string(),
    conexion: z.boolean(),
    id_tipo_proveedor: integer,
    nombre: z.string(),
    horarioReconfirmado: z.boolean(),
  }),
);

/** GET Destinos/GetServicioExtras: extras grouped by their group's name. */
export const extraGroups = z.array(
  z.strictObject({
    nombre: z.string(),
    servicios: z.array(
      z.strictObject({
        id_servicio: integer,
        id_extra: integer,
        secuencia_detalle: integer,
        secuencia: integer,
        id_tipo_servicio: integer,
        desde: day,
        hasta: day,
        nombre: z.string(),
        descripcion: z.string(),
        cancelable: z.boolean(),
        precio: euros,
      }),
    ),
  }),
);

/** POST Destinos/desgloseOferta: the price breakdown, one line per kind of traveller and room. */
export const breakdownLines = z.array(
  z.strictObject({
    numeroServicio: integer,
    habitacion: z.string().meta({ description: 'Room letter within its accommodation group (a–z, ñ)' }),
    cantidad: integer,
    tipoPasajero: z.enum(['ADT', 'CHD', 'INF']),
    edadTipo: integer,
    descripcion: z.string(),
    precioBase: euros,
    suplemento: euros,
    suplementoIndividual: euros,
    descuento: z.number().meta({ description: 'Percent' }),
    importeBASE: euros,
    basePersona: euros,
    descuentoPersona: euros,
    subDescuento: euros,
    tasaPersona: euros,
    precioHabitacion: euros,
    alojamiento: z.string(),
  }),
);

/** GET Destinos/informacionDestino: a destination's information (none or one). */
export const destinationInfo = z.array(
  z.strictObject({
    id_destino: z.string(),
    id_idioma: language,
    id_pais: z.string(),
    nombre: z.string(),
    slug: z.string(),
    caratula: z.string(),
    informacion: z.string(),
    latitud: z.number(),
    longitud: z.number(),
    temperaturas: z.array(z.number()).meta({ description: 'Monthly mean maxima in °C, January first' }),
  }),
);

/** GET Destinos/Notas: a service's notes. */
export const serviceNotes = z.array(
  z.strictObject({
    idServicio: integer,
    secuencia: integer,
    tipo: integer,
    nota1: z.string(),
    nota2: z.string(),
    id_idioma: language,
  }),
);

/** GET Destinos/GetInformacionAlojamientoById: an accommodation's detail (none or one). */
export const accommodationDetail = z.array(
  z.strictObject({
    id_alojamiento: integer,
    id_tipo_alojamiento: integer,
    id_destino: z.string(),
    id_idioma: language,
    id_pais: z.string(),
    nombre: z.string(),
    caratula: z.string(),
    descripcion: z.string(),
    grupo: z.string(),
    categoria: integer,
    regimen: z.string(),
    servicios: z.array(z.string()),
    latitude: z.number(),
    longitude: z.number(),
    categoria_circuito: z.null(),
    circuito: z.null(),
  }),
);

/** GET Destinos/GetHabitacionServicio: the rooms of a service, priced per person. */
export const serviceRooms = z.array(
  z.strictObject({
    id_servicio: integer,
    id_alojamiento: integer,
    alojamiento: z.string(),
    precio: euros.meta({ description: "The room's supplement per person" }),
    id_habitacion: integer,
    nombreHabitacion: z.string(),
    id_tipo_habitacion: integer,
    codigo: z.string(),
    maxAdultos: integer,
    maxPersonas: integer,
    precioWeb: euros.meta({ description: 'Per person on the first bookable day, taxes included' }),
    secuencia: integer,
  }),
);

/** GET Destinos/BuscarTasa: a service's taxes. */
export const serviceTaxes = z.array(
  z.strictObject({
    id_Servicio: integer,
    id_tasa: integer,
    id_idioma: language,
    valor: euros,
    id_tipo_tasa: integer,
    nombre: z.string(),
  }),
);

/** GET Destinos/Getip: the caller's address, as text. */
export const callerAddress = z.string();

/** GET Destinos/InformacionOfertas: a service's offer information (none or one). */
export const offerInfo = z.array(
  z.strictObject({
    nombre: z.string(),
    id_servicio: integer,
    codigo: z.string(),
    descuento: z.number().meta({ description: "Children's discount, percent" }),
    precio_base: euros,
    precio_mas_menos: euros,
    conexion: z.boolean(),
    tasa: euros,
  }),
);

/** GET Destinos/GetProveedor: the supplier's id. */
export const supplierId = integer;

/** GET Destinos/GetPais: the country's name (none or one). */
export const countryNames = z.array(z.strictObject({ nombre: z.string() }));

/** GET Destinos/GetHabitacionAlojamientoByCode: a room of the room catalogue. */
export const catalogueRooms = z.array(
  z.strictObject({
    id_alojamiento: integer,
    id_habitacion: integer,
    id_idioma: language,
    id_tipo_habitacion: integer,
    codigo: z.string(),
    nombre: z.string(),
    nota: z.string(),
  }),
);

/** GET Destinos/GetDestinoId: the destination's code and country (none or one). */
export const destinationIds = z.array(z.strictObject({ id_destino: z.string(), id_pais: z.string() }));

/** POST Destinos/BuscarDestinosPorNombre, GET Destinos/BuscarDestinos: destinations found. */
export const destinationsFound = z.array(
  z.strictObject({
    id_destino: z.string(),
    id_pais: z.string(),
    nombre: z.string(),
    slug: z.string(),
    caratula: z.string(),
  }),
);

/** POST Destinos/BuscarAlojamientos: accommodations found. */
export const accommodationsFound = z.array(
  z.strictObject({
    id_alojamiento: integer,
    nombre: z.string(),
    id_destino: z.string(),
    id_pais: z.string(),
    categoria: integer,
    caratula: z.string(),
  }),
);

// ---- CiudadesOrigen ---------------------------------------------------------------------------

/** An origin city; distanciaKm when a position was given. */
export const originCity = z.strictObject({
  CityCode: z.string(),
  CityName: z.string(),
  id_pais: z.string(),
  latitud: z.number(),
  longitud: z.number(),
  distanciaKm: nullable(integer),
});
export const originCities = z.array(originCity);

// ---- Combinado and Circuitos ------------------------------------------------------------------

/** GET Combinado: combined trips with their stays. */
export const combinedTrips = z.array(
  z.strictObject({
    id: integer,
    id_servicio: nullable(integer),
    id_campanya: integer,
    id_origen: z.string(),
    id_idioma: language,
    id_pais_origen: z.string(),
    id_moneda: z.string(),
    nombreCombinado: z.string(),
    alojamientos: z.array(
      z.strictObject({
        id_alojamiento: integer,
        id_pais: z.string(),
        id_destino: z.string(),
        noches: integer,
      }),
    ),
  }),
);

/** POST Circuitos/AlojamientosCircuitos: the circuits (categories) the accommodations belong to. */
export const circuitCategories = z.array(
  z.strictObject({
    id_circuito: integer,
    id_servicio: integer,
    circuito: z.string(),
    categoria_circuito: z.string(),
    alojamientos: z.array(integer),
  }),
);

/** GET Circuitos/GetCircuitoItinerario: the circuit's days. */
export const circuitDays = z.array(
  z.strictObject({ id_servicio: integer, dia: integer, titulo: z.string(), descripcion: z.string() }),
);

/** GET Circuitos/CircuitosParametros: slash-separated accommodation ids, country and destination. */
export const circuitParameters = z.strictObject({
  idAlojamiento: z.string(),
  pais: z.string(),
  destino: z.string(),
});

/** GET Circuitos/GetNombreCircuito: the circuit's name, as text. */
export const circuitName = z.string();
