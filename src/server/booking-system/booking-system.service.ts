import { randomUUID } from 'node:crypto';
import { staysProblem } from '../../domain/booking/services';
import { DRAFT_STATUS, INITIAL_BOOKING_STATUS, ON_REQUEST } from '../../domain/booking/status';
import { centsToEuros as euros } from '../../domain/pricing/money';
import type { z } from '../../domain/schemas/zod';
import type * as input from '../../domain/schemas/booking-api';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { createBookingDraftRepository } from '../booking/booking-drafts.repository';
import { createBookingFileRepository } from '../booking/booking-file.repository';
import { createBookingRepository } from '../booking/booking.repository';
import { newLocator, referenceStamp } from '../booking/locator';
import type { PaymentsService } from '../payments/payments.service';

type In<T extends z.ZodType> = z.output<T>;

/** A write to a booking that is not a draft any more: its records are the booking team's to change. */
export class BookingNotDraftError extends Error {}
/** A call that names a booking that does not exist. */
export class BookingNotFoundError extends Error {}
/** A draft that cannot be published yet, and why. */
export class BookingIncompleteError extends Error {}

/**
 * The booking system of section 7 for API clients: every read by booking id, and the creation of a
 * booking in the specification's steps (booking, hotel, room, passenger, supplement, additional,
 * breakdown). A booking made this way is a draft, never found by a traveller's lookup, until the
 * client publishes it whole.
 */
export function createBookingSystemService(deps: {
  db: Database;
  payments: Pick<PaymentsService, 'balance'>;
  clock: () => Date;
}) {
  const bookings = createBookingRepository(deps.db);
  const drafts = createBookingDraftRepository(deps.db);

  async function requireBooking(bookingId: number) {
    const row = await bookings.header(bookingId);
    if (!row) throw new BookingNotFoundError('La reserva no existe');
    return row;
  }

  async function requireDraft(bookingId: number) {
    const row = await requireBooking(bookingId);
    if (row.status !== DRAFT_STATUS)
      throw new BookingNotDraftError(
        'La reserva ya está publicada: sus datos se cambian desde el back office',
      );
    return row;
  }

  return {
    /** GET booking by localizador and IDWeb (the reservation record). */
    async booking(locator: string, webId: number) {
      const b = await bookings.byLocatorAndWeb(locator, webId);
      if (!b)
        throw new BookingNotFoundError('Localizador no encontrado. Por favor, verifique el localizador.');
      const balance = (await deps.payments.balance(b.id))!;
      return {
        idReserva: b.id,
        localizador: b.locator,
        idWeb: b.webId,
        idOferta: b.offerId,
        idCampanya: b.campaignId,
        idCiudad: b.cityId,
        tipoPedido: 'paquete',
        codTOperador: b.tourOperatorCode,
        prefixTOperador: b.tourOperatorPrefix,
        localTourOpe: b.localTourOperator,
        cantPasajeros: b.passengerCount,
        resumenPaquete: b.packageSummary,
        fechaIda: b.departureDate,
        fechaVta: b.returnDate,
        fechaVtaLlegada: b.returnArrivalDate,
        hotel: b.hotel,
        codigoHotel: b.hotelCode,
        regimen: b.mealCode,
        habitacion: b.room,
        duracion: b.nights,
        origenIda: b.outboundOrigin,
        destinoIda: b.outboundDestination,
        origenVue: b.returnOrigin,
        destinoVue: b.returnDestination,
        horaS1: b.outboundDepartureTime,
        horaS2: b.outboundArrivalTime,
        horaR1: b.returnDepartureTime,
        horaR2: b.returnArrivalTime,
        aereoIda: b.outboundAirline,
        aereoVta: b.returnAirline,
        atencionDe: b.attentionOf,
        telefono: b.phone,
        eMail: b.email,
        pais: b.country,
        provincia: b.province,
        precioBase: euros(b.basePrice),
        totSuplemento: euros(b.supplementsTotal),
        precioTotalPersona: euros(b.pricePerPerson),
        precioTotal: euros(b.totalPrice),
        descuento: euros(b.discount),
        estado: b.status,
        estadoVueloIda: b.outboundFlightStatus,
        estadoVueloVue: b.returnFlightStatus,
        estadoHotel: b.hotelStatus,
        idLang: b.language,
        presupuestadoPor: b.quotedBy,
        comentario: b.comment,
        tarjeta: b.cardBrand
          ? { tipo: b.cardBrand, ultimos4: b.cardLast4, caducidad: b.cardExpiry, titular: b.cardHolder }
          : null,
        pagado: euros(balance.paid),
        saldoPendiente: euros(balance.pending),
        fechaCreacion: b.createdAt.toISOString(),
      };
    },

    async hotels(bookingId: number) {
      await requireBooking(bookingId);
      const rows = await bookings.hotels(bookingId);
      return rows.map((h) => ({
        idReserva: h.bookingId,
        codigoAlojamiento: h.accommodationId,
        numeroServicio: h.serviceId,
        codigoRegimen: h.mealCode,
        noche: h.nights,
        grupo: h.groupCode,
        categoria: h.category,
        secuencia: h.sequence,
        longitude: h.longitude,
        latitude: h.latitude,
      }));
    },

    async passengers(bookingId: number) {
      await requireBooking(bookingId);
      const rows = await bookings.passengers(bookingId);
      return rows.map((p) => ({
        idReserva: p.bookingId,
        numPasajero: p.number,
        nombreCompleto: p.fullName,
        pasaporteDNI: p.document,
        tipo: p.type,
        fechaNac: p.birthDate,
        nacionalidad: p.nationality,
      }));
    },

    async supplements(bookingId: number) {
      await requireBooking(bookingId);
      const rows = await bookings.supplements(bookingId);
      return rows.map((s) => ({
        idReserva: s.bookingId,
        tipoSuplemento: s.type,
        secuencia: s.sequence,
        descripcion: s.description,
        cantidad: s.quantity,
        importe: euros(s.amount),
        total: euros(s.total),
      }));
    },

    async messages(bookingId: number) {
      await requireBooking(bookingId);
      const rows = await createBookingFileRepository(deps.db).storedMessages(bookingId);
      return rows.map((m) => ({
        idMensaje: m.id,
        idReserva: m.bookingId,
        origina: '0' as const,
        agente: '1' as const,
        Mensaje: m.message,
        deLaAgencia: m.fromTeam,
        fecha: m.createdAt.toISOString(),
      }));
    },

    async flightDetail(bookingId: number) {
      await requireBooking(bookingId);
      const rows = await bookings.flights(bookingId);
      return rows.map((f) => ({
        id_reserva: f.bookingId,
        segmento: f.segment,
        id_proveedor: f.providerCode,
        id_estacion_origen: f.originStation,
        origen: f.originName,
        id_pais_origen: f.originCountry,
        id_estacion_destino: f.destinationStation,
        destino: f.destinationName,
        id_pais_destino: f.destinationCountry,
        vuelo: f.flightNumber,
        fecha_salida: f.departureDate,
        hora_salida: f.departureTime,
        fecha_regreso: f.arrivalDate,
        hora_regreso: f.arrivalTime,
        clase: f.cabinClass,
        conexion: f.connection,
        estado: f.status,
      }));
    },

    async breakdown(bookingId: number) {
      await requireBooking(bookingId);
      const rows = await bookings.priceLines(bookingId);
      return rows.map((l) => ({
        id_reserva: l.bookingId,
        secuencia: l.sequence,
        habitacion: l.room,
        pasajeros: l.passengers,
        tipo_pasajero: l.passengerType,
        precio_base: l.basePrice,
        tasa_persona: l.taxPerPerson,
        descuento: l.discount,
        subdescuento: l.subDiscount,
        suplemento: l.supplement,
        suplemento_adicional: l.additionalSupplement,
        habitacion_precio: l.roomPrice,
      }));
    },

    /** GET flight operator info by idWeb and locata. */
    async operator(webId: number, locator: string) {
      const b = await bookings.byLocatorAndWeb(locator, webId);
      if (!b)
        throw new BookingNotFoundError('Localizador no encontrado. Por favor, verifique el localizador.');
      return { localTourOpe: b.localTourOperator, tipoPedido: 'paquete' };
    },

    requireBooking,

    /** POST create booking: a draft with a new locator. */
    async createBooking(b: In<typeof input.createBookingBody>) {
      const [firstName = '', ...rest] = b.atencionDe.split(/\s+/);
      for (let attempt = 1; ; attempt++) {
        const locator = newLocator();
        try {
          const id = await drafts.insertDraft({
            locator,
            referenceStamp: referenceStamp(b.idLang, deps.clock()),
            submissionKey: randomUUID(),
            status: DRAFT_STATUS,
            language: b.idLang,
            webId: b.idWeb,
            offerId: b.idOferta,
            campaignId: b.idCampanya,
            cityId: b.idCiudad.toUpperCase(),
            tourOperatorCode: b.codTOperador,
            tourOperatorPrefix: b.prefixTOperador,
            localTourOperator: b.localTourOpe,
            passengerCount: b.cantPasajeros,
            packageSummary: b.resumenPaquete,
            departureDate: b.fechaIda,
            returnDate: b.fechaVta,
            returnArrivalDate: b.fechaVtaLlegada ?? b.fechaVta,
            hotel: b.hotel,
            hotelCode: b.codigoHotel,
            mealCode: b.regimen.toUpperCase(),
            room: b.habitacion,
            nights: b.duracion,
            outboundOrigin: b.origenIda.toUpperCase(),
            outboundDestination: b.destinoIda.toUpperCase(),
            returnOrigin: b.origenVue.toUpperCase(),
            returnDestination: b.destinoVue.toUpperCase(),
            outboundDepartureTime: b.horaS1 ?? '',
            outboundArrivalTime: b.horaS2 ?? '',
            returnDepartureTime: b.horaR1 ?? '',
            returnArrivalTime: b.horaR2 ?? '',
            outboundAirline: b.aereoIda,
            returnAirline: b.aereoVta,
            outboundFlightStatus: ON_REQUEST,
            returnFlightStatus: ON_REQUEST,
            hotelStatus: ON_REQUEST,
            firstName: firstName.slice(0, 60),
            lastName: rest.join(' ').slice(0, 80),
            email: b.eMail,
            phone: b.telefono,
            document: '',
            country: b.pais,
            province: b.provincia,
            attentionOf: b.atencionDe,
            basePrice: b.precioBase,
            supplementsTotal: b.totSuplemento,
            pricePerPerson: b.precioTotalPersona,
            totalPrice: b.precioTotal,
            discount: b.descuento,
            comment: b.comentario || b.txDeseoInfo,
            quotedBy: b.presupuestadoPor ?? null,
            cardBrand: '',
            cardLast4: '',
            cardExpiry: '',
            cardHolder: '',
            consentGeneral: false,
            consentPrivacy: false,
            createdAt: deps.clock(),
          });
          return { idReserva: id, localizador: locator };
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
    },

    async addHotel(h: In<typeof input.bookingHotelBody>) {
      await requireDraft(h.idReserva);
      const id = await drafts.addDraftChild('hotel', {
        bookingId: h.idReserva,
        accommodationId: h.codigoAlojamiento,
        serviceId: h.numeroServicio,
        mealCode: h.codigoRegimen.toUpperCase(),
        nights: h.noche,
        groupCode: h.grupo,
        category: h.categoria,
        sequence: h.secuencia,
        longitude: h.longitude,
        latitude: h.latitude,
      });
      return { id };
    },

    async addRoom(r: In<typeof input.bookingRoomBody>) {
      await requireDraft(r.IDReserva);
      const id = await drafts.addDraftChild('room', {
        bookingId: r.IDReserva,
        accommodationId: r.id_alojamiento,
        roomId: r.id_habitacion,
        language: r.id_idioma,
        roomTypeId: r.id_tipo_habitacion,
        code: r.codigo,
        name: r.nombre,
        note: r.nota,
        price: r.precio,
        passengerCount: r.CantPax,
      });
      return { id };
    },

    async addPassenger(p: In<typeof input.bookingPassengerBody>) {
      await requireDraft(p.idReserva);
      const id = await drafts.addDraftChild('passenger', {
        bookingId: p.idReserva,
        number: p.numPasajero,
        fullName: p.nombreCompleto,
        document: p.pasaporteDNI.replace(/[\s-]/g, '').toUpperCase(),
        type: p.tipo,
        birthDate: p.fechaNac,
        nationality: p.nacionalidad,
      });
      return { id };
    },

    async addSupplement(s: In<typeof input.bookingSupplementBody>) {
      await requireDraft(s.idReserva);
      const id = await drafts.addDraftChild('supplement', {
        bookingId: s.idReserva,
        type: s.tipoSuplemento,
        sequence: s.secuencia,
        description: s.descripcion,
        quantity: s.cantidad,
        amount: s.importe,
        total: s.total,
      });
      return { id };
    },

    async addDiscount(d: In<typeof input.additionalSupplementBody>) {
      await requireDraft(d.idReserva);
      const id = await drafts.addDraftChild('discount', {
        bookingId: d.idReserva,
        amount: d.descuentoAdicional,
      });
      return { id };
    },

    async addPriceLine(l: In<typeof input.breakdownBody>) {
      await requireDraft(l.id_reserva);
      const id = await drafts.addDraftChild('priceLine', {
        bookingId: l.id_reserva,
        sequence: l.secuencia,
        room: l.habitacion,
        passengers: l.pasajeros,
        passengerType: l.tipo_pasajero,
        basePrice: l.precio_base,
        taxPerPerson: l.tasa_persona,
        discount: l.descuento,
        subDiscount: l.subdescuento,
        supplement: l.suplemento,
        additionalSupplement: l.suplemento_adicional,
        roomPrice: l.habitacion_precio,
      });
      return { id };
    },

    /** Makes a draft a request travellers can look up, once it has its hotel, rooms and every passenger. */
    async publish(bookingId: number) {
      const draft = await requireDraft(bookingId);
      const { hotels, rooms, passengers } = await drafts.draftCounts(bookingId);
      if (!hotels) throw new BookingIncompleteError('La reserva no tiene hotel');
      const problem = staysProblem((await bookings.byId(bookingId))!, await bookings.hotels(bookingId));
      if (problem) throw new BookingIncompleteError(problem);
      if (!rooms) throw new BookingIncompleteError('La reserva no tiene habitaciones');
      if (passengers !== draft.passengerCount)
        throw new BookingIncompleteError(
          `La reserva tiene ${passengers} pasajeros de los ${draft.passengerCount} de cantPasajeros`,
        );
      await drafts.publishDraft(bookingId, INITIAL_BOOKING_STATUS);
      return { idReserva: bookingId, estado: INITIAL_BOOKING_STATUS };
    },
  };
}

export type BookingSystemService = ReturnType<typeof createBookingSystemService>;
