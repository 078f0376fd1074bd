import { cardSummary, CARD_TYPE_NAMES } from '../../domain/booking/card';
import { splitItinerary } from '../../domain/booking/itinerary';
import type { OfferSelection } from '../../domain/booking/offer-address';
import { bookedServices } from '../../domain/booking/services';
import { INITIAL_BOOKING_STATUS, mealCode, ON_REQUEST, WEB_ID } from '../../domain/booking/status';
import { originCityName } from '../../domain/constants';
import { addDays } from '../../domain/days';
import type { Language } from '../../domain/language';
import type { ExtrasTotal } from '../../domain/pricing/extras';
import { roomLetter } from '../../domain/pricing/room-letters';
import { nightsPerStay } from '../../domain/catalogue/circuits';
import { bookingTotals, supplementLines, type OptionalExtra } from '../../domain/pricing/supplements';
import type { PriceBreakdown } from '../../domain/pricing/types';
import type { BookingRequest } from '../../domain/schemas/booking-request';
import type { OfferQuote } from '../catalogue/offer-quote';
import type { OutgoingEmail } from '../mail/outbox';
import type { SiteSettings } from '../site-settings';
import {
  agencyNotificationEmail,
  visitorConfirmationEmail,
  type BookingMailFacts,
  type Translate,
} from './booking-emails';
import type { BookingRecords } from './booking.repository';
import { referenceStamp } from './locator';

const TRAVELLER_TYPE_NAMES = { A: 'Adulto', N: 'Niño', B: 'Bebé' } as const;

/** The offer as priced on the live catalogue: what the booking records of it. */
export interface PricedOffer {
  accommodation: Pick<
    OfferQuote['accommodation'],
    'id' | 'destinationCode' | 'name' | 'stars' | 'mealPlan' | 'groupCode' | 'latitude' | 'longitude'
  >;
  destination: { name: string } | null;
  selected: { day: string; nights: number };
  breakdown: PriceBreakdown;
  itinerary: OfferQuote['itinerary'];
  choices: {
    travellers: number;
    chosen?: { roomId: number; roomTypeId: number; code: string; name: string } | undefined;
  }[];
  size: { adults: number; children: number; infants: number };
  excursions: ExtrasTotal;
}

export interface BookingRecordsInput {
  request: BookingRequest;
  selection: OfferSelection;
  language: Language;
  offer: PricedOffer;
  tripName?: string | undefined;
  stays?: readonly BookedStay[] | undefined;
  /** A trip's name and stays as the e-mails tell them, in the visitor's language. */
  visitorTrip?: BookingMailFacts['trip'];
  /** The package service booked and the tour operator supplying it (absent when unknown). */
  service: { id: number; campaignId: number; supplierId: number };
  supplier: { code: string; name: string } | undefined;
  /** The meal plan in Spanish, as the booking team reads it; the e-mail shows the visitor's. */
  mealPlanEs: string;
  locator: string;
  /** What the form key is bound to (submission-fingerprint.ts). */
  fingerprint: string;
  now: Date;
  /** The visitor's e-mail texts in their language, and the agency's in Spanish. */
  texts: { visitor: Translate; agency: Translate };
  site: SiteSettings;
  publicUrl: string;
}

/** Everything one booking request writes: its records and its two e-mails. */
export interface BookingWrite extends BookingRecords {
  emails: [OutgoingEmail, OutgoingEmail];
}

/** The outbox key of a booking's e-mail: a form sent again never queues a mail twice. */
export const bookingEmailKey = (submissionKey: string, to: 'visitor' | 'agency') =>
  `booking-request:${submissionKey}:${to}`;

/**
 * The rows of a booking request (section 3: booking, hotel, rooms, passengers, supplements,
 * discount, price lines, flights, first message) and its two e-mails, from the validated request
 * and the offer priced on the live catalogue. Pure: no database, no clock, no randomness; the
 * card is kept as brand, last four, expiry and holder only.
 */
export function bookingRecords(input: BookingRecordsInput): BookingWrite {
  const { request, selection, language, offer, locator, now } = input;
  const { accommodation } = offer;
  const trip = tripRecords({ ...input, chosenExtras: request });
  const { selected } = offer;
  const returnDate = trip.fields.returnDate;
  const requester = request.solicitante;
  const card = cardSummary(request.tarjeta);
  const destinationName = offer.destination?.name ?? accommodation.destinationCode;
  const passengerRows = request.viajeros.map((traveller, index) => ({
    number: index + 1,
    fullName: `${traveller.nombre} ${traveller.apellido}`,
    document: traveller.dni,
    type: traveller.tipo,
    birthDate: traveller.fechaNacimiento,
    nationality: traveller.nacionalidad,
  }));

  const facts: BookingMailFacts = {
    locator,
    language,
    requester,
    hotel: accommodation.name,
    stars: accommodation.stars,
    destination: destinationName,
    mealPlan: accommodation.mealPlan,
    rooms: trip.roomNames,
    departureCity: originCityName(selection.origin, language),
    departure: selected.day,
    returnDate,
    nights: selected.nights,
    travellers: passengerRows.map((p) => ({
      fullName: p.fullName,
      tipo: TRAVELLER_TYPE_NAMES[p.type],
      birthDate: p.birthDate,
    })),
    supplements: trip.supplements.map((line) => ({
      tipo: line.type,
      descripcion: line.description,
      total: line.total,
    })),
    total: trip.fields.totalPrice,
    card: { brand: CARD_TYPE_NAMES[card.brand], last4: card.last4 },
    comment: request.comentario,
    trip: input.visitorTrip,
    myBookingUrl: `${input.publicUrl}/mireserva?idioma=${language}&localizador=${locator}`,
    flights: offer.itinerary,
  };
  const bookings = input.site.mailboxes.bookings;
  const mail = { kind: 'booking-request' };

  return {
    booking: {
      locator,
      referenceStamp: referenceStamp(language, now),
      submissionKey: request.idSolicitud,
      submissionHash: input.fingerprint,
      status: INITIAL_BOOKING_STATUS,
      language,
      webId: WEB_ID,
      ...trip.fields,
      passengerCount: passengerRows.length,
      firstName: requester.nombre,
      lastName: requester.apellido,
      email: requester.email,
      phone: requester.telefono,
      document: requester.dni,
      country: requester.pais,
      province: requester.provincia,
      attentionOf: `${requester.nombre} ${requester.apellido}`,
      comment: request.comentario,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpiry: card.expiry,
      cardHolder: card.holder,
      consentGeneral: request.CondicionesGenerales,
      consentPrivacy: request.CondicionesPrivacidad,
      createdAt: now,
    },
    services: trip.services,
    hotels: trip.hotels,
    rooms: trip.rooms,
    passengers: passengerRows,
    supplements: trip.supplements,
    discount: { amount: 0 },
    priceLines: trip.priceLines,
    flights: trip.flights,
    message: {
      origin: '0',
      agent: '1',
      createdAt: now,
      // The request's own note: the team answers the request itself, so it waits in no inbox.
      answeredAt: now,
      message:
        request.comentario || `Solicitud de reserva recibida desde la web (${language.toUpperCase()}).`,
    },
    emails: [
      {
        ...mail,
        dedupeKey: bookingEmailKey(request.idSolicitud, 'visitor'),
        to: requester.email,
        replyTo: bookings,
        ...visitorConfirmationEmail(facts, input.texts.visitor, input.site),
      },
      {
        ...mail,
        dedupeKey: bookingEmailKey(request.idSolicitud, 'agency'),
        to: bookings,
        replyTo: requester.email,
        ...agencyNotificationEmail(facts, input.texts.agency),
      },
    ],
  };
}

/** The booked trip of an offer: what a request writes, and what the team's change of services replaces. */
export interface TripRecordsInput {
  selection: OfferSelection;
  language: Language;
  offer: PricedOffer;
  service: BookingRecordsInput['service'];
  supplier: BookingRecordsInput['supplier'];
  mealPlanEs: string;
  /** The optional extras booked (insurance, medical extension, office attention). */
  chosenExtras: Partial<Record<OptionalExtra, boolean>>;
  /** Supplements the engine does not price (added through the booking system), kept as they are. */
  keptSupplements?: readonly KeptSupplement[];
  /** A combined trip's or circuit's name and stays (Spanish meal plans); absent for a package. */
  tripName?: string | undefined;
  stays?: readonly BookedStay[] | undefined;
}

/** One hotel of a booked trip, with its nights (null when the circuit does not say). */
export interface BookedStay {
  accommodation: PricedOffer['accommodation'];
  nights: number | null;
  mealPlanEs: string;
}

export type KeptSupplement = Omit<BookingRecords['supplements'][number], 'sequence'>;

/**
 * The trip's records from the priced offer: the booking's trip fields and totals, its hotel,
 * rooms, price lines, flights and supplements. Pure, like bookingRecords.
 */
export function tripRecords(input: TripRecordsInput) {
  const { selection, language, offer, service, supplier } = input;
  const { selected, breakdown, accommodation } = offer;
  const returnDate = addDays(selected.day, selected.nights);
  const { outbound, inbound } = splitItinerary(offer.itinerary, returnDate);
  const passengers = offer.size.adults + offer.size.children + offer.size.infants;
  const engineLines = supplementLines(offer.excursions, input.chosenExtras, {
    payingTravellers: offer.size.adults + offer.size.children,
    nights: selected.nights,
  });
  const supplements = [
    ...engineLines.map((line) => ({
      type: line.tipoSuplemento,
      description: line.descripcion,
      quantity: line.cantidad,
      amount: line.importe,
      total: line.total,
      extraId: line.extraId ?? null,
      day: line.day ?? null,
    })),
    ...(input.keptSupplements ?? []),
  ].map((line, index) => ({ ...line, sequence: index + 1 }));
  const totals = bookingTotals(breakdown, supplements, passengers);
  const mealPlan = input.mealPlanEs;
  // A package is one stay; a combined trip or a circuit one per hotel, each with its nights.
  const stays: readonly BookedStay[] = input.stays?.length
    ? input.stays
    : [{ accommodation, nights: selected.nights, mealPlanEs: mealPlan }];
  const stayNights = nightsPerStay(
    selected.nights,
    stays.map((stay) => stay.nights),
  );
  const roomNames = offer.choices.map(
    (choice, index) => `${roomLetter(index).toUpperCase()}: ${choice.chosen?.name ?? ''}`,
  );
  const first = outbound[0];
  const lastOut = outbound.at(-1);
  const firstBack = inbound[0];
  const lastBack = inbound.at(-1);
  const destinationName = offer.destination?.name ?? accommodation.destinationCode;
  const tourOperator = { code: supplier?.code ?? String(service.supplierId), name: supplier?.name ?? '' };
  const { services, serviceOfSegment } = bookedServices({
    departureDate: selected.day,
    returnDate,
    supplier: tourOperator,
    stays: stays.map((stay, index) => ({
      accommodationId: stay.accommodation.id,
      nights: stayNights[index] ?? 0,
      mealCode: mealCode(stay.mealPlanEs),
      description: `${stay.accommodation.name} ${stay.accommodation.stars}*`.slice(0, 200),
    })),
    hotelStatus: ON_REQUEST,
    segments: offer.itinerary,
    outboundStatus: ON_REQUEST,
    returnStatus: ON_REQUEST,
  });
  const summary = [
    ...(input.tripName ? [input.tripName] : []),
    ...stays.map(
      (stay, index) =>
        `${stay.accommodation.name} ${stay.accommodation.stars}*${stays.length > 1 ? ` (${stayNights[index]} n)` : ''}`,
    ),
    destinationName,
    `${selected.nights} noches`,
    mealPlan,
    `salida desde ${originCityName(selection.origin)} el ${selected.day}`,
    `${offer.size.adults} adultos, ${offer.size.children} niños, ${offer.size.infants} bebés`,
  ].join(' · ');

  return {
    roomNames,
    fields: {
      kind: selection.trip?.kind ?? 'package',
      offerId: service.id,
      campaignId: service.campaignId,
      cityId: selection.origin,
      tourOperatorCode: tourOperator.code,
      tourOperatorPrefix: (supplier?.code ?? '').slice(0, 3),
      localTourOperator: tourOperator.name,
      packageSummary: summary,
      departureDate: selected.day,
      returnDate,
      returnArrivalDate: lastBack?.arrivalDate ?? returnDate,
      hotel: (input.tripName ?? accommodation.name).slice(0, 120),
      hotelCode: accommodation.id,
      mealCode: mealCode(mealPlan),
      room: roomNames.join('; '),
      nights: selected.nights,
      outboundOrigin: first?.originStation ?? selection.origin,
      outboundDestination: lastOut?.destinationStation ?? '',
      returnOrigin: firstBack?.originStation ?? '',
      returnDestination: lastBack?.destinationStation ?? selection.origin,
      outboundDepartureTime: first?.departureTime ?? '',
      outboundArrivalTime: lastOut?.arrivalTime ?? '',
      returnDepartureTime: firstBack?.departureTime ?? '',
      returnArrivalTime: lastBack?.arrivalTime ?? '',
      outboundAirline: first ? `${first.airline} ${first.flightNumber}` : '',
      returnAirline: firstBack ? `${firstBack.airline} ${firstBack.flightNumber}` : '',
      outboundFlightStatus: ON_REQUEST,
      returnFlightStatus: ON_REQUEST,
      hotelStatus: ON_REQUEST,
      basePrice: breakdown.lines.reduce((sum, line) => sum + line.importeBASE, 0),
      supplementsTotal: totals.supplementsTotal,
      pricePerPerson: totals.pricePerPerson,
      totalPrice: totals.total,
      discount: breakdown.lines.reduce((sum, line) => sum + line.subDescuento, 0),
    },
    services,
    hotels: stays.map((stay, index) => ({
      accommodationId: stay.accommodation.id,
      serviceId: service.id,
      mealCode: mealCode(stay.mealPlanEs),
      nights: stayNights[index] ?? 0,
      groupCode: stay.accommodation.groupCode,
      category: stay.accommodation.stars,
      sequence: index + 1,
      longitude: stay.accommodation.longitude,
      latitude: stay.accommodation.latitude,
    })),
    rooms: offer.choices.map((choice, index) => ({
      accommodationId: accommodation.id,
      roomId: choice.chosen?.roomId ?? 0,
      language,
      roomTypeId: choice.chosen?.roomTypeId ?? 0,
      code: choice.chosen?.code ?? '',
      name: choice.chosen?.name ?? '',
      note: '',
      price: breakdown.lines
        .filter((line) => line.habitacion === roomLetter(index))
        .reduce((sum, line) => sum + line.precioHabitacion, 0),
      passengerCount: choice.travellers,
    })),
    supplements,
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
    flights: offer.itinerary.map((segment) => ({
      segment: segment.segment,
      serviceSequence: serviceOfSegment.get(segment.segment) ?? null,
      providerCode: segment.providerCode,
      originStation: segment.originStation,
      originName: segment.originName,
      originCountry: segment.originCountry,
      destinationStation: segment.destinationStation,
      destinationName: segment.destinationName,
      destinationCountry: segment.destinationCountry,
      flightNumber: segment.flightNumber,
      departureDate: segment.departureDate,
      departureTime: segment.departureTime,
      arrivalDate: segment.arrivalDate,
      arrivalTime: segment.arrivalTime,
      cabinClass: segment.cabinClass,
      connection: segment.connection,
      status: ON_REQUEST,
    })),
  };
}

export type TripRecords = ReturnType<typeof tripRecords>;
