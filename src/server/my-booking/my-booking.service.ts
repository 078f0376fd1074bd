import { BEFORE_CONFIRMATION, type BookingStatus } from '../../domain/booking/status';
import type { BookingKind } from '../../domain/booking/services';
import type { Fee, FeeKind } from '../../domain/pricing/fees';
import type { Language } from '../../domain/language';
import type { BookingMessagesService } from '../booking-messages/booking-messages.service';
import { createBookingRepository, type StoredFlight } from '../booking/booking.repository';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { Database } from '../db/client';
import type { DocumentsService } from '../documents/documents.service';
import type { PaymentsService } from '../payments/payments.service';
import { renderEmail } from '../mail/email-layout';
import { mailTexts } from '../mail/mail-texts';
import { enqueueEmail } from '../mail/outbox';
import { bookedServicesView } from './booked-services';
import { createBookingSessions } from './booking-sessions';

/**
 * A booking's flights with their stations named in the reader's language (they are stored with the
 * airline data's Spanish names, which stay when the catalogue has no other).
 */
async function flightsInLanguage<T extends { flight: StoredFlight }>(
  catalogue: Pick<CatalogueService, 'stationNames'>,
  flights: readonly T[],
  { destinationCodes, language }: { destinationCodes: readonly string[]; language: Language },
): Promise<T[]> {
  const names = await catalogue.stationNames(
    flights.flatMap(({ flight }) => [flight.originStation, flight.destinationStation]),
    destinationCodes,
    language,
  );
  return flights.map((leg) => ({
    ...leg,
    flight: {
      ...leg.flight,
      originName: names[leg.flight.originStation] ?? leg.flight.originName,
      destinationName: names[leg.flight.destinationStation] ?? leg.flight.destinationName,
    },
  }));
}

/** A passport or ID number as "Mi reserva" shows it: its last three characters. */
export function maskedDocument(document: string): string {
  if (!document) return '';
  return `${'•'.repeat(Math.max(3, document.length - 3))}${document.slice(-3)}`;
}

/**
 * "Mi reserva": a booking found by its locator and e-mail (section 4 "Booking lookup"), its
 * sessions, and everything the traveller sees of it: status, trip, hotels and rooms, travellers,
 * flights, extras, price breakdown, payments, orders, balance, messages and documents.
 */
export function createMyBookingService(deps: {
  db: Database;
  /** The site's address, for the link e-mailed to open a booking. */
  publicUrl: string;
  replyTo: string;
  catalogue: CatalogueService;
  payments: PaymentsService;
  messages: BookingMessagesService;
  documents: DocumentsService;
  clock: () => Date;
}) {
  const { db } = deps;
  const sessions = createBookingSessions(db, deps.clock);
  const bookings = createBookingRepository(db);
  return {
    sessions,

    /**
     * E-mails the booking's own address a link that opens Mi reserva for 30 minutes (a session
     * whose token is in the link): how the owner gets in while their locator is paused by others'
     * guesses. One link per booking every ten minutes, however often it is asked for.
     */
    async emailLink(bookingId: number, language: Language): Promise<void> {
      const booking = await bookings.contactOf(bookingId);
      if (!booking) return;
      const token = await sessions.open(bookingId);
      const t = mailTexts('myBooking')(language);
      const url = `${deps.publicUrl}/mireserva?idioma=${language}&enlace=${token}`;
      const { text, html } = renderEmail(
        t('linkMail.title', { locator: booking.locator }),
        [
          t('linkMail.greeting', { name: booking.firstName }),
          t('linkMail.intro', { locator: booking.locator }),
        ],
        [],
        [{ title: t('linkMail.openTitle'), items: [t('linkMail.open', { url }), t('linkMail.notYou')] }],
      );
      const tenMinutes = Math.floor(deps.clock().getTime() / 600_000);
      await enqueueEmail(db, {
        dedupeKey: `mireserva-enlace:${bookingId}:${tenMinutes}`,
        kind: 'my-booking-link',
        bookingId,
        to: booking.email,
        replyTo: deps.replyTo,
        subject: t('linkMail.subject', { locator: booking.locator }),
        text,
        html,
      });
    },

    /**
     * The booking a locator and its e-mail (any case) name; undefined otherwise. One query for
     * both, so a wrong e-mail and an unknown locator take the same path and the same time.
     */
    async find(locator: string, email: string): Promise<number | undefined> {
      return (await bookings.byLocatorAndEmail(locator, email))?.id;
    },

    /** Everything of one booking the traveller may see; undefined when it no longer exists. */
    async view(bookingId: number, language: Language) {
      const booking = await bookings.byId(bookingId);
      if (!booking) return undefined;
      const [
        rooms,
        passengers,
        storedFlights,
        supplements,
        priceLines,
        adjustments,
        account,
        messages,
        documents,
        accommodation,
        services,
        tripName,
      ] = await Promise.all([
        bookings.rooms(bookingId),
        bookings.passengers(bookingId),
        bookings.flightsWithAirline(bookingId),
        bookings.supplements(bookingId),
        bookings.priceLines(bookingId),
        bookings.adjustments(bookingId),
        deps.payments.account(bookingId),
        deps.messages.list(bookingId),
        deps.documents.list(bookingId),
        deps.catalogue.accommodation(booking.hotelCode, language),
        bookings.services(bookingId),
        deps.catalogue.trips.nameOfService(booking.offerId, language),
      ]);
      // Room names as the catalogue has them in the visitor's language; the booked name otherwise.
      const roomNames = await Promise.all(
        rooms.map(async (room) => (await deps.catalogue.roomName(room.roomId, language)) ?? room.name),
      );
      const destination = accommodation
        ? await deps.catalogue.destination(accommodation.destinationCode, language)
        : undefined;
      const flights = await flightsInLanguage(deps.catalogue, storedFlights, {
        destinationCodes: [
          accommodation?.destinationCode,
          ...(await Promise.all(
            services.map(async (service) =>
              service.accommodationId
                ? (await deps.catalogue.accommodation(service.accommodationId, language))?.destinationCode
                : undefined,
            ),
          )),
        ].filter((code) => code !== undefined),
        language,
      });
      const servicesView = await bookedServicesView(deps.catalogue, services, flights, language);
      const hotelServices = servicesView.filter((service) => service.type === 'hotel');
      // A combined trip or a circuit: each hotel with its nights, named in the traveller's language.
      const stays =
        hotelServices.length > 1
          ? hotelServices.map((stay) => ({
              hotel: stay.name,
              stars: stay.stars ?? 0,
              destination: stay.destination ?? '',
              mealPlan: stay.mealPlan ?? '',
              nights: stay.nights,
            }))
          : [];
      return {
        booking: {
          id: booking.id,
          locator: booking.locator,
          status: booking.status as BookingStatus,
          kind: booking.kind as BookingKind,
          language: booking.language as Language,
          createdAt: booking.createdAt.toISOString(),
          departureDate: booking.departureDate,
          returnDate: booking.returnDate,
          returnArrivalDate: booking.returnArrivalDate,
          nights: booking.nights,
          hotel: tripName ?? booking.hotel,
          hotelCode: booking.hotelCode,
          room: booking.room,
          passengerCount: booking.passengerCount,
          cityId: booking.cityId,
          tourOperator: booking.localTourOperator,
          requester: {
            name: `${booking.firstName} ${booking.lastName}`,
            firstName: booking.firstName,
            email: booking.email,
            phone: booking.phone,
          },
          totalPrice: booking.totalPrice,
          pricePerPerson: booking.pricePerPerson,
          supplementsTotal: booking.supplementsTotal,
          card: { brand: booking.cardBrand, last4: booking.cardLast4 },
          comment: booking.comment,
        },
        accommodation: accommodation
          ? {
              name: accommodation.name,
              stars: accommodation.stars,
              mealPlan: accommodation.mealPlan,
              picture: accommodation.picture,
              destination: destination?.name ?? '',
            }
          : null,
        /** What the booking sells, in the order it happens: journeys and stays, each with its status. */
        services: servicesView,
        stays,
        /** A combined trip's or circuit's name in the traveller's language (null for a package). */
        tripName,
        rooms: rooms.map((room, index) => ({
          id: room.id,
          name: roomNames[index] ?? room.name,
          code: room.code,
          travellers: room.passengerCount,
          price: room.price,
        })),
        passengers: passengers.map((p) => ({
          number: p.number,
          fullName: p.fullName,
          type: p.type,
          birthDate: p.birthDate,
          nationality: p.nationality,
          document: maskedDocument(p.document),
        })),
        // The flights as the offer page shows them (the catalogue's FlightView).
        flights: flights.map(({ flight, airline }) => ({
          segment: flight.segment,
          originStation: flight.originStation,
          destinationStation: flight.destinationStation,
          originName: flight.originName,
          destinationName: flight.destinationName,
          flightNumber: flight.flightNumber ?? '',
          airline: airline ?? flight.providerCode,
          connection: flight.connection,
          departureDate: flight.departureDate,
          departureTime: flight.departureTime,
          arrivalDate: flight.arrivalDate,
          arrivalTime: flight.arrivalTime,
        })),
        supplements: supplements.map((line) => ({
          type: line.type,
          description: line.description,
          quantity: line.quantity,
          amount: line.amount,
          total: line.total,
        })),
        priceLines,
        /** Changes of the total by hand: lines of the breakdown, so it adds up to the total. */
        adjustments: adjustments.map((line) => ({ id: line.id, amount: line.amount, reason: line.reason })),
        orders: account.orders.map((o) => ({
          id: o.id,
          ref: o.ref,
          amount: o.amount,
          validUntil: o.validUntil,
          status: o.status,
          payable: o.payable,
          /** Open and in time, but for more than is left to pay: the team corrects it. */
          aboveBalance: o.status === 'abierta' && !o.payable && o.amount > account.pending,
        })),
        payments: account.payments.map((p) => ({
          id: p.id,
          /** What the payment settled: its order's "ref", when it was for one. */
          concept: account.orders.find((order) => order.id === p.paymentOrderId)?.ref ?? null,
          amount: p.amount,
          method: p.method,
          reference: p.reference,
          paidAt: p.paidAt.toISOString(),
        })),
        fees: account.fees.map((fee) => ({
          id: fee.id,
          kind: fee.kind as FeeKind,
          amount: fee.amount,
          basis: fee.basis as Fee['basis'],
          daysNotice: fee.daysNotice,
          percent: fee.percent,
          reason: fee.reason,
          createdAt: fee.createdAt.toISOString(),
        })),
        refunds: account.refunds.map((refund) => ({
          id: refund.id,
          amount: refund.amount,
          method: refund.method,
          reference: refund.reference,
          reason: refund.reason,
          refundedAt: refund.refundedAt.toISOString(),
        })),
        paid: account.paid,
        feesTotal: account.feesTotal,
        refunded: account.refunded,
        pending: account.pending,
        /** Paid beyond what is owed (cancelled, a lower price, an order paid twice): the team refunds it. */
        owedBack: account.owedBack,
        /** Everything paid while the team has not confirmed yet: the page says what happens next. */
        paidAhead: account.pending === 0 && BEFORE_CONFIRMATION.includes(booking.status as BookingStatus),
        messages: messages.map((m, index) => ({
          ...m,
          createdAt: m.createdAt.toISOString(),
          // A request sent without a comment opens the thread with the web's note, not the traveller's words.
          automatic: index === 0 && !m.fromTeam && booking.comment === '',
        })),
        documents: documents.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
      };
    },
  };
}

export type MyBookingService = ReturnType<typeof createMyBookingService>;
export type MyBookingView = NonNullable<Awaited<ReturnType<MyBookingService['view']>>>;
