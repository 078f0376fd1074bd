import { describe, expect, it } from 'vitest';
import type { OfferSelection } from '../../domain/booking/offer-address';
import { priceBreakdown } from '../../domain/pricing/breakdown';
import { extrasTotal } from '../../domain/pricing/extras';
import type { PricedService } from '../../domain/pricing/types';
import type { BookingRequest } from '../../domain/schemas/booking-request';
import { demoSiteSettings } from '../site-settings';
import {
  bookingEmailKey,
  bookingRecords,
  type BookingRecordsInput,
  type PricedOffer,
} from './booking-records';

const service: PricedService = {
  numeroServicio: 5001,
  alojamiento: 'Hotel Playa Bávaro',
  grupo: 'bavaro',
  basePrice: 80_000,
  taxPerPerson: 6_000,
  insurancePerPerson: 2_500,
  childDiscountPercent: 30,
  thirdPersonDiscountPercent: 10,
  singleSupplement: 15_000,
  infantRule: 'taxes-and-insurance',
};

const segment = (n: number, from: string, to: string, day: string, departs: string, arrives: string) => ({
  segment: n,
  providerCode: 'UX',
  airline: 'Air Europa',
  originStation: from,
  originName: from === 'MAD' ? 'Madrid' : 'Punta Cana',
  originCountry: from === 'MAD' ? 'ES' : 'DO',
  destinationStation: to,
  destinationName: to === 'MAD' ? 'Madrid' : 'Punta Cana',
  destinationCountry: to === 'MAD' ? 'ES' : 'DO',
  flightNumber: `UX${100 + n}`,
  departureDate: day,
  departureTime: departs,
  arrivalDate: day,
  arrivalTime: arrives,
  cabinClass: 'Y',
  connection: false,
});

/** Two adults and a child of 7 in one room, 7 nights from 2027-03-10, one excursion. */
function pricedOffer(): PricedOffer {
  const breakdown = priceBreakdown([
    {
      service,
      idHabitacion: 11,
      nombreHabitacion: 'Doble superior',
      roomSupplement: 2_000,
      adults: 2,
      childAges: [7],
      infants: 0,
    },
  ]);
  return {
    accommodation: {
      id: 1001,
      destinationCode: 'PUJ',
      name: 'Hotel Playa Bávaro',
      stars: 5,
      mealPlan: 'All inclusive',
      groupCode: 'bavaro',
      latitude: 18.68,
      longitude: -68.45,
    },
    destination: { name: 'Punta Cana' },
    selected: { day: '2027-03-10', nights: 7 },
    breakdown,
    itinerary: [
      segment(1, 'MAD', 'PUJ', '2027-03-10', '12:00', '15:30'),
      segment(2, 'PUJ', 'MAD', '2027-03-17', '18:00', '08:15'),
    ],
    choices: [
      {
        travellers: 3,
        chosen: { roomId: 11, roomTypeId: 2, code: 'DBL-S', name: 'Doble superior' },
      },
    ],
    size: { adults: 2, children: 1, infants: 0 },
    excursions: extrasTotal([{ id: 77, name: 'Isla Saona', day: '2027-03-12', pricePerPerson: 9_000 }], {
      adults: 2,
      children: 1,
    }),
  };
}

const selection: OfferSelection = {
  accommodationId: 1001,
  origin: 'MAD',
  nights: 7,
  day: '2027-03-10',
  party: [{ adults: 2, childAges: [7], infants: 0 }],
  excursions: [{ id: 77, day: '2027-03-12' }],
};

const CARD = { number: '4111111111111111', code: '8642' };

function request(changes: Partial<BookingRequest> = {}): BookingRequest {
  return {
    idSolicitud: '6f1c1f9e-7d51-4a4e-9b43-0c1a1d2b3c4d',
    precioMostrado: 0,
    solicitante: {
      nombre: 'Ana',
      apellido: 'García',
      email: 'ana@example.com',
      telefono: '+34600111222',
      dni: '12345678Z',
      pais: 'ES',
      provincia: 'Madrid',
    },
    viajeros: [
      {
        nombre: 'Ana',
        apellido: 'García',
        dni: '12345678Z',
        nacionalidad: 'ES',
        fechaNacimiento: '1987-02-08',
        tipo: 'A',
      },
      {
        nombre: 'Luis',
        apellido: 'García',
        dni: 'X1234567',
        nacionalidad: 'ES',
        fechaNacimiento: '1986-02-08',
        tipo: 'A',
      },
      {
        nombre: 'Lucía',
        apellido: 'García',
        dni: 'X7654321',
        nacionalidad: 'ES',
        fechaNacimiento: '2020-02-08',
        tipo: 'N',
      },
    ],
    comentario: '',
    seguroViaje: true,
    ampliacionMedica: false,
    atencionPersonalizada: true,
    tarjeta: {
      CardType: 'VI',
      CardNumber: CARD.number,
      SecurityCode: CARD.code,
      NameOnCard: 'ANA GARCIA',
      ExpirationDate: '2030-04',
    },
    CondicionesGenerales: true,
    CondicionesPrivacidad: true,
    ...changes,
  };
}

const translate = (language: string) => (key: string, values?: Record<string, unknown>) =>
  `[${language}] ${key} ${JSON.stringify(values ?? {})}`;

function input(changes: Partial<BookingRecordsInput> = {}): BookingRecordsInput {
  return {
    request: request(),
    selection,
    language: 'fr',
    offer: pricedOffer(),
    service: { id: 5001, campaignId: 17, supplierId: 3 },
    supplier: { code: 'TRAVELPLAN', name: 'Travelplan' },
    mealPlanEs: 'Todo incluido',
    locator: 'ABCD2345',
    fingerprint: 'f'.repeat(64),
    now: new Date('2026-11-21T17:30:45.127Z'),
    texts: { visitor: translate('fr'), agency: translate('es') },
    site: demoSiteSettings,
    publicUrl: 'https://caribe.example',
    ...changes,
  };
}

describe('bookingRecords', () => {
  it('builds the booking row from the request and the priced offer, the total with the extras chosen', () => {
    const offer = pricedOffer();
    const { booking } = bookingRecords(input({ offer }));
    // 3 paying travellers: the excursion at 90 EUR and the insurance at 35 EUR each, office attention once.
    const total = offer.breakdown.totalGeneral + 3 * 9_000 + 3 * 3_500 + 3_000;
    expect(booking).toMatchObject({
      locator: 'ABCD2345',
      referenceStamp: 'WEBFR2026112118304512',
      submissionKey: request().idSolicitud,
      submissionHash: 'f'.repeat(64),
      status: 'solicitud',
      language: 'fr',
      offerId: 5001,
      campaignId: 17,
      cityId: 'MAD',
      tourOperatorCode: 'TRAVELPLAN',
      tourOperatorPrefix: 'TRA',
      localTourOperator: 'Travelplan',
      passengerCount: 3,
      departureDate: '2027-03-10',
      returnDate: '2027-03-17',
      hotel: 'Hotel Playa Bávaro',
      hotelCode: 1001,
      mealCode: 'TO',
      room: 'A: Doble superior',
      nights: 7,
      outboundOrigin: 'MAD',
      outboundDestination: 'PUJ',
      returnOrigin: 'PUJ',
      returnDestination: 'MAD',
      outboundAirline: 'Air Europa UX101',
      returnAirline: 'Air Europa UX102',
      firstName: 'Ana',
      attentionOf: 'Ana García',
      totalPrice: total,
      supplementsTotal: total - offer.breakdown.totalGeneral,
      consentGeneral: true,
      createdAt: new Date('2026-11-21T17:30:45.127Z'),
    });
    expect(booking.packageSummary).toContain('Punta Cana · 7 noches · Todo incluido');
  });

  it('writes one row per room, traveller, supplement, price line and flight', () => {
    const offer = pricedOffer();
    const records = bookingRecords(input({ offer }));
    expect(records.rooms).toEqual([
      expect.objectContaining({
        roomId: 11,
        roomTypeId: 2,
        code: 'DBL-S',
        passengerCount: 3,
        language: 'fr',
      }),
    ]);
    expect(records.rooms[0]?.price).toBe(
      offer.breakdown.lines.reduce((sum, line) => sum + line.precioHabitacion, 0),
    );
    expect(records.passengers.map((p) => [p.number, p.fullName, p.type])).toEqual([
      [1, 'Ana García', 'A'],
      [2, 'Luis García', 'A'],
      [3, 'Lucía García', 'N'],
    ]);
    expect(records.supplements.map((line) => [line.type, line.quantity, line.total])).toEqual([
      ['EXCURSION', 3, 27_000],
      ['SEGURO', 3, 10_500],
      ['ATENCION', 1, 3_000],
    ]);
    expect(records.priceLines).toHaveLength(offer.breakdown.lines.length);
    expect(records.priceLines.map((line) => line.sequence)).toEqual(
      offer.breakdown.lines.map((_, i) => i + 1),
    );
    expect(records.flights.map((flight) => [flight.flightNumber, flight.status])).toEqual([
      ['UX101', 'RQ'],
      ['UX102', 'RQ'],
    ]);
    expect(records.hotels).toEqual([
      expect.objectContaining({ accommodationId: 1001, serviceId: 5001, mealCode: 'TO', sequence: 1 }),
    ]);
    // A package: the outbound journey, the hotel, the return journey, each segment in its own.
    expect(records.booking.kind).toBe('package');
    expect(
      records.services.map((s) => [s.sequence, s.type, s.description, s.startDate, s.endDate, s.status]),
    ).toEqual([
      [1, 'flight', 'MAD → PUJ', '2027-03-10', '2027-03-10', 'RQ'],
      [2, 'hotel', 'Hotel Playa Bávaro 5*', '2027-03-10', '2027-03-17', 'RQ'],
      [3, 'flight', 'PUJ → MAD', '2027-03-17', '2027-03-17', 'RQ'],
    ]);
    expect(records.flights.map((flight) => flight.serviceSequence)).toEqual([1, 3]);
    expect(records.discount).toEqual({ amount: 0 });
    expect(records.message.message).toBe('Solicitud de reserva recibida desde la web (FR).');
  });

  it('writes one hotel per stay of a combined trip, with its nights and Spanish meal plan, named by the trip', () => {
    const offer = pricedOffer();
    const havana = { ...offer.accommodation, id: 2001, name: 'Hotel Inglaterra', stars: 4 };
    const varadero = { ...offer.accommodation, id: 2002, name: 'Meliá Varadero' };
    const records = bookingRecords(
      input({
        selection: { ...selection, trip: { kind: 'combined', id: 7 } },
        tripName: 'Combinado La Habana y Varadero',
        stays: [
          { accommodation: havana, nights: 3, mealPlanEs: 'Alojamiento y desayuno' },
          { accommodation: varadero, nights: 4, mealPlanEs: 'Todo incluido' },
        ],
      }),
    );
    expect(
      records.hotels.map((hotel) => [hotel.accommodationId, hotel.nights, hotel.mealCode, hotel.sequence]),
    ).toEqual([
      [2001, 3, 'AL', 1],
      [2002, 4, 'TO', 2],
    ]);
    expect(records.booking.hotel).toBe('Combinado La Habana y Varadero');
    expect(records.booking.kind).toBe('combined');
    expect(
      records.services.map((s) => [s.type, s.accommodationId, s.startDate, s.endDate, s.nights]),
    ).toEqual([
      ['flight', null, '2027-03-10', '2027-03-10', null],
      ['hotel', 2001, '2027-03-10', '2027-03-13', 3],
      ['hotel', 2002, '2027-03-13', '2027-03-17', 4],
      ['flight', null, '2027-03-17', '2027-03-17', null],
    ]);
    expect(records.booking.packageSummary).toContain('Hotel Inglaterra 4* (3 n) · Meliá Varadero 5* (4 n)');
  });

  it("keeps the visitor's comment as the first message", () => {
    const records = bookingRecords(input({ request: request({ comentario: 'Llegamos tarde' }) }));
    expect(records.booking.comment).toBe('Llegamos tarde');
    expect(records.message.message).toBe('Llegamos tarde');
  });

  it("writes the visitor's confirmation in their language and the agency's notice in Spanish, keyed by the form", () => {
    const [visitor, agency] = bookingRecords(input()).emails;
    expect(visitor).toMatchObject({
      kind: 'booking-request',
      dedupeKey: bookingEmailKey(request().idSolicitud, 'visitor'),
      to: 'ana@example.com',
      replyTo: demoSiteSettings.mailboxes.bookings,
    });
    expect(visitor.subject).toContain('[fr] email.subject');
    expect(visitor.text).toContain('ABCD2345');
    expect(agency).toMatchObject({
      dedupeKey: bookingEmailKey(request().idSolicitud, 'agency'),
      to: demoSiteSettings.mailboxes.bookings,
      replyTo: 'ana@example.com',
    });
    expect(agency.subject).toContain('[es] agency.subject');
  });

  it('keeps the card as brand, last four digits, expiry and holder, never its number or code', () => {
    const records = bookingRecords(input());
    expect(records.booking).toMatchObject({
      cardBrand: 'VI',
      cardLast4: '1111',
      cardExpiry: '2030-04',
      cardHolder: 'ANA GARCIA',
    });
    const everything = JSON.stringify(records);
    expect(everything).not.toContain(CARD.number);
    expect(everything).not.toContain(CARD.code);
  });

  it('falls back to the supplier id and the first and last stations when the catalogue lacks them', () => {
    const offer = { ...pricedOffer(), itinerary: [], destination: null };
    const { booking } = bookingRecords(input({ offer, supplier: undefined }));
    expect(booking).toMatchObject({
      tourOperatorCode: '3',
      tourOperatorPrefix: '',
      outboundOrigin: 'MAD',
      returnDestination: 'MAD',
      outboundAirline: '',
      returnArrivalDate: '2027-03-17',
    });
    expect(booking.packageSummary).toContain('PUJ');
  });

  it('gives the same rows for the same input (no clock, no randomness)', () => {
    expect(bookingRecords(input())).toEqual(bookingRecords(input()));
  });
});
