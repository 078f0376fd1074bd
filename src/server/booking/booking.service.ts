import { splitItinerary } from '../../domain/booking/itinerary';
import { cardSummary, CARD_TYPE_NAMES } from '../../domain/booking/card';
import type { OfferSelection } from '../../domain/booking/offer-selection';
import { INITIAL_BOOKING_STATUS, mealCode, ON_REQUEST, WEB_ID } from '../../domain/booking/status';
import { originCityName } from '../../domain/constants';
import { addDays } from '../../domain/days';
import type { Language } from '../../domain/language';
import { roomLetter } from '../../domain/pricing/room-letters';
import { bookingTotals, supplementLines } from '../../domain/pricing/supplements';
import type { BookingRequest } from '../../domain/schemas/booking-request';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { withLiveCatalogue } from '../catalogue/catalogue-version';
import type { OfferQuote, OfferQuotes } from '../catalogue/offer-quote';
import type { Database } from '../db/client';
import { enqueueEmail } from '../mail/outbox';
import type { SiteSettings } from '../site-settings';
import {
  agencyNotificationEmail,
  visitorConfirmationEmail,
  type BookingMailFacts,
  type Translate,
} from './booking-emails';
import { createBookingRepository, type BookingRecords } from './booking.repository';
import { newLocator, referenceStamp } from './locator';
import { submissionFingerprint } from './submission-fingerprint';

/** How long the confirmation page shows a booking to the browser that sent it. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
const LOCATOR_ATTEMPTS = 3;
const TRAVELLER_TYPE_NAMES = { A: 'Adulto', N: 'Niño', B: 'Bebé' } as const;

export type BookingOutcome =
  | { kind: 'booked'; locator: string; submissionKey: string; repeated: boolean }
  | { kind: 'price-changed'; shown: number; current: number }
  | { kind: 'unavailable'; nearestDays: string[] }
  | { kind: 'rooms' }
  | { kind: 'not-found' }
  /** The form key was already used for another request: that booking is never shown. */
  | { kind: 'key-reused' };

export interface BookingRequestInput {
  selection: OfferSelection;
  request: BookingRequest;
  language: Language;
  /** The visitor's e-mail texts (namespace booking) in their language, and the agency's in Spanish. */
  texts: { visitor: Translate; agency: Translate };
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

/**
 * Booking requests (section 1 "pre-reservation", section 4 "booking creation"): re-price the offer
 * on the server, then write the booking, all its records and its two e-mails in one transaction.
 */
export function createBookingService(deps: {
  db: Database;
  offers: OfferQuotes;
  catalogue: CatalogueService;
  site: SiteSettings;
  publicUrl: string;
  clock: () => Date;
}) {
  const repo = createBookingRepository(deps.db);

  async function records(
    quote: OfferQuote,
    input: BookingRequestInput,
    locator: string,
    fingerprint: string,
  ) {
    const { request, selection, language } = input;
    const selected = quote.selected;
    const breakdown = quote.breakdown;
    if (!selected || !breakdown) throw new Error('records need a priced quote');
    const [service, [spanish]] = await Promise.all([
      deps.catalogue.requireService(selected.serviceId),
      deps.catalogue.accommodationDetail(selection.accommodationId, 'es'),
    ]);
    const supplier = await repo.provider(service.supplier_id);
    const returnDate = addDays(selected.day, selected.nights);
    const { outbound, inbound } = splitItinerary(quote.itinerary, returnDate);
    const passengers = quote.size.adults + quote.size.children + quote.size.infants;
    const supplements = supplementLines(quote.excursions, request, {
      payingTravellers: quote.size.adults + quote.size.children,
      nights: selected.nights,
    });
    const totals = bookingTotals(breakdown, supplements, passengers);
    const mealPlan = spanish?.regimen ?? quote.accommodation.regimen;
    const roomNames = quote.choices.map(
      (choice, index) => `${roomLetter(index).toUpperCase()}: ${choice.chosen?.nombreHabitacion ?? ''}`,
    );
    const requester = request.solicitante;
    const card = cardSummary(request.tarjeta);
    const now = deps.clock();
    const first = outbound[0];
    const lastOut = outbound.at(-1);
    const firstBack = inbound[0];
    const lastBack = inbound.at(-1);
    const destinationName = quote.destination?.nombre ?? quote.accommodation.id_destino;
    const summary = [
      `${quote.accommodation.nombre} ${quote.accommodation.categoria}*`,
      destinationName,
      `${selected.nights} noches`,
      mealPlan,
      `salida desde ${originCityName(selection.origin)} el ${selected.day}`,
      `${quote.size.adults} adultos, ${quote.size.children} niños, ${quote.size.infants} bebés`,
    ].join(' · ');

    const result: BookingRecords = {
      booking: {
        locator,
        referenceStamp: referenceStamp(language, now),
        submissionKey: request.idSolicitud,
        submissionHash: fingerprint,
        status: INITIAL_BOOKING_STATUS,
        language,
        webId: WEB_ID,
        offerId: service.id,
        campaignId: service.campaign_id,
        cityId: selection.origin,
        tourOperatorCode: supplier?.code ?? String(service.supplier_id),
        tourOperatorPrefix: (supplier?.code ?? '').slice(0, 3),
        localTourOperator: supplier?.name ?? '',
        passengerCount: passengers,
        packageSummary: summary,
        departureDate: selected.day,
        returnDate,
        returnArrivalDate: lastBack?.fecha_regreso ?? returnDate,
        hotel: quote.accommodation.nombre,
        hotelCode: quote.accommodation.id_alojamiento,
        mealCode: mealCode(mealPlan),
        room: roomNames.join('; '),
        nights: selected.nights,
        outboundOrigin: first?.id_estacion_origen ?? selection.origin,
        outboundDestination: lastOut?.id_estacion_destino ?? '',
        returnOrigin: firstBack?.id_estacion_origen ?? '',
        returnDestination: lastBack?.id_estacion_destino ?? selection.origin,
        outboundDepartureTime: first?.hora_salida ?? '',
        outboundArrivalTime: lastOut?.hora_regreso ?? '',
        returnDepartureTime: firstBack?.hora_salida ?? '',
        returnArrivalTime: lastBack?.hora_regreso ?? '',
        outboundAirline: first ? `${first.nombre} ${first.vuelo}` : '',
        returnAirline: firstBack ? `${firstBack.nombre} ${firstBack.vuelo}` : '',
        outboundFlightStatus: ON_REQUEST,
        returnFlightStatus: ON_REQUEST,
        hotelStatus: ON_REQUEST,
        firstName: requester.nombre,
        lastName: requester.apellido,
        email: requester.email,
        phone: requester.telefono,
        document: requester.dni,
        country: requester.pais,
        province: requester.provincia,
        attentionOf: `${requester.nombre} ${requester.apellido}`,
        basePrice: breakdown.lines.reduce((sum, line) => sum + line.importeBASE, 0),
        supplementsTotal: totals.supplementsTotal,
        pricePerPerson: totals.pricePerPerson,
        totalPrice: totals.total,
        discount: breakdown.lines.reduce((sum, line) => sum + line.subDescuento, 0),
        comment: request.comentario,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardExpiry: card.expiry,
        cardHolder: card.holder,
        consentGeneral: request.CondicionesGenerales,
        consentPrivacy: request.CondicionesPrivacidad,
        createdAt: now,
      },
      hotel: {
        accommodationId: quote.accommodation.id_alojamiento,
        serviceId: service.id,
        mealCode: mealCode(mealPlan),
        nights: selected.nights,
        groupCode: quote.accommodation.grupo,
        category: quote.accommodation.categoria,
        sequence: 1,
        longitude: quote.accommodation.longitude,
        latitude: quote.accommodation.latitude,
      },
      rooms: quote.choices.map((choice, index) => ({
        accommodationId: quote.accommodation.id_alojamiento,
        roomId: choice.chosen?.id_habitacion ?? 0,
        language,
        roomTypeId: choice.chosen?.id_tipo_habitacion ?? 0,
        code: choice.chosen?.codigo ?? '',
        name: choice.chosen?.nombreHabitacion ?? '',
        note: '',
        price: breakdown.lines
          .filter((line) => line.habitacion === roomLetter(index))
          .reduce((sum, line) => sum + line.precioHabitacion, 0),
        passengerCount: choice.travellers,
      })),
      passengers: request.viajeros.map((traveller, index) => ({
        number: index + 1,
        fullName: `${traveller.nombre} ${traveller.apellido}`,
        document: traveller.dni,
        type: traveller.tipo,
        birthDate: traveller.fechaNacimiento,
        nationality: traveller.nacionalidad,
      })),
      supplements: supplements.map((line) => ({
        type: line.tipoSuplemento,
        sequence: line.secuencia,
        description: line.descripcion,
        quantity: line.cantidad,
        amount: line.importe,
        total: line.total,
      })),
      discount: { amount: 0 },
      priceLines: breakdown.lines.map((line, index) => ({
        sequence: index + 1,
        room: line.habitacion,
        passengers: line.cantidad,
        passengerType: line.tipoPasajero,
        basePrice: line.precioBase,
        taxPerPerson: line.tasaPersona,
        discount: line.descuentoPersona,
        subDiscount: line.subDescuento,
        supplement: line.suplemento,
        additionalSupplement: line.suplementoIndividual,
        roomPrice: line.precioHabitacion,
      })),
      flights: quote.itinerary.map((segment) => ({
        segment: segment.segmento,
        providerCode: segment.id_proveedor,
        originStation: segment.id_estacion_origen,
        originName: segment.origen,
        originCountry: segment.id_pais_origen,
        destinationStation: segment.id_estacion_destino,
        destinationName: segment.destino,
        destinationCountry: segment.id_pais_destino,
        flightNumber: segment.vuelo,
        departureDate: segment.fecha_salida,
        departureTime: segment.hora_salida,
        arrivalDate: segment.fecha_regreso,
        arrivalTime: segment.hora_regreso,
        cabinClass: segment.clase,
        connection: segment.conexion,
        status: ON_REQUEST,
      })),
      message: {
        origin: '0',
        agent: '1',
        message:
          request.comentario || `Solicitud de reserva recibida desde la web (${language.toUpperCase()}).`,
      },
    };
    const facts: BookingMailFacts = {
      locator,
      language,
      requester,
      hotel: quote.accommodation.nombre,
      stars: quote.accommodation.categoria,
      destination: destinationName,
      mealPlan: quote.accommodation.regimen,
      rooms: roomNames,
      departureCity: originCityName(selection.origin),
      departure: selected.day,
      returnDate,
      nights: selected.nights,
      travellers: result.passengers.map((p) => ({
        fullName: p.fullName,
        tipo: TRAVELLER_TYPE_NAMES[p.type as 'A'],
        birthDate: p.birthDate,
      })),
      supplements: supplements.map((line) => ({
        tipo: line.tipoSuplemento,
        descripcion: line.descripcion,
        total: line.total,
      })),
      total: totals.total,
      card: { brand: CARD_TYPE_NAMES[card.brand], last4: card.last4 },
      comment: request.comentario,
      myBookingUrl: `${deps.publicUrl}/mireserva?idioma=${language}`,
    };
    return { records: result, facts };
  }

  async function save(
    quote: OfferQuote,
    input: BookingRequestInput,
    fingerprint: string,
  ): Promise<BookingOutcome> {
    for (let attempt = 1; ; attempt += 1) {
      const locator = newLocator();
      const { records: rows, facts } = await records(quote, input, locator, fingerprint);
      const visitorMail = visitorConfirmationEmail(facts, input.texts.visitor, deps.site);
      const agencyMail = agencyNotificationEmail(facts, input.texts.agency);
      try {
        const created = await deps.db.transaction(async (tx) => {
          const bookingId = await repo.insertBooking(tx, rows.booking);
          if (bookingId === undefined) return false;
          await repo.insertChildren(tx, bookingId, rows);
          const common = { bookingId, kind: 'booking-request' };
          await enqueueEmail(tx, {
            ...common,
            dedupeKey: `booking-request:${bookingId}:visitor`,
            to: input.request.solicitante.email,
            replyTo: deps.site.mailboxes.bookings,
            ...visitorMail,
          });
          await enqueueEmail(tx, {
            ...common,
            dedupeKey: `booking-request:${bookingId}:agency`,
            to: deps.site.mailboxes.bookings,
            replyTo: input.request.solicitante.email,
            ...agencyMail,
          });
          return true;
        });
        if (created)
          return { kind: 'booked', locator, submissionKey: input.request.idSolicitud, repeated: false };
        return repeated(input.request.idSolicitud, fingerprint);
      } catch (error) {
        // Another locator is drawn when this one is taken (one in a trillion); any other failure is the caller's.
        if (!isUniqueViolation(error) || attempt >= LOCATOR_ATTEMPTS) throw error;
        const existing = await repo.bySubmissionKey(input.request.idSolicitud);
        if (existing) return repeated(input.request.idSolicitud, fingerprint);
      }
    }
  }

  /** The booking a form key already made: the same one again, or a refusal for other data. */
  function sameSubmission(
    existing: { locator: string; submissionKey: string; submissionHash: string | null },
    fingerprint: string,
  ): BookingOutcome {
    if (existing.submissionHash !== fingerprint) return { kind: 'key-reused' };
    return {
      kind: 'booked',
      locator: existing.locator,
      submissionKey: existing.submissionKey,
      repeated: true,
    };
  }

  async function repeated(submissionKey: string, fingerprint: string): Promise<BookingOutcome> {
    const existing = await repo.bySubmissionKey(submissionKey);
    if (!existing) throw new Error('the booking of this submission vanished');
    return sameSubmission(existing, fingerprint);
  }

  return {
    /** Today in the service's clock (the form's date rules need it). */
    today: () => deps.clock().toISOString().slice(0, 10),

    /**
     * Re-prices what the visitor chose and writes the booking request, once per form: a second
     * submission (double click, reload, retry) answers with the same booking and writes nothing;
     * the same key with other data is refused (`key-reused`).
     */
    async request(input: BookingRequestInput): Promise<BookingOutcome> {
      const fingerprint = submissionFingerprint(input.selection, input.request);
      const existing = await repo.bySubmissionKey(input.request.idSolicitud);
      if (existing) return sameSubmission(existing, fingerprint);
      // Priced on the catalogue as it is now, whatever this process has heard of it.
      const quote = await withLiveCatalogue(() => deps.offers.quote(input.selection, input.language));
      if (!quote) return { kind: 'not-found' };
      if (quote.status === 'unavailable') return { kind: 'unavailable', nearestDays: quote.nearestDays };
      if (quote.status === 'rooms' || quote.total === null) return { kind: 'rooms' };
      if (quote.total !== input.request.precioMostrado)
        return { kind: 'price-changed', shown: input.request.precioMostrado, current: quote.total };
      return save(quote, input, fingerprint);
    },

    /** What the confirmation page shows to the browser that sent the request, for a day. */
    async confirmation(submissionKey: string) {
      const booking = await repo.recentBySubmissionKey(
        submissionKey,
        new Date(deps.clock().getTime() - CONFIRMATION_TTL_MS),
      );
      if (!booking) return null;
      const children = await repo.children(booking.id);
      return { booking, ...children };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
