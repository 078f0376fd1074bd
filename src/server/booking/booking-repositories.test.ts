import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/helpers/test-database';
import { createBookingDraftRepository, DRAFT_LIMITS, DraftFullError } from './booking-drafts.repository';
import { createBookingFileRepository } from './booking-file.repository';
import { createBookingPaymentsRepository } from './booking-payments.repository';
import { createBookingPrivacyRepository, ERASED } from './booking-privacy.repository';
import { createBookingRepository, type NewBooking } from './booking.repository';

const NOW = new Date('2026-11-21T10:00:00Z');
let serial = 0;

/** A booking header as the booking system's create call writes it. */
function header(changes: Partial<NewBooking> = {}): NewBooking {
  serial += 1;
  return {
    locator: `REPO${String(serial).padStart(4, '0')}`,
    referenceStamp: 'WEB-ES-20261121',
    submissionKey: crypto.randomUUID(),
    status: 'borrador',
    language: 'es',
    webId: 1,
    offerId: 1,
    campaignId: 1,
    cityId: 'MAD',
    tourOperatorCode: 'TO1',
    tourOperatorPrefix: 'TO1',
    localTourOperator: 'Operador',
    passengerCount: 2,
    packageSummary: 'Hotel Uno',
    departureDate: '2027-03-01',
    returnDate: '2027-03-08',
    returnArrivalDate: '2027-03-08',
    hotel: 'Hotel Uno',
    hotelCode: 10,
    mealCode: 'TO',
    room: 'A: Doble',
    nights: 7,
    outboundOrigin: 'MAD',
    outboundDestination: 'PUJ',
    returnOrigin: 'PUJ',
    returnDestination: 'MAD',
    outboundDepartureTime: '10:00',
    outboundArrivalTime: '14:00',
    returnDepartureTime: '18:00',
    returnArrivalTime: '08:00',
    outboundAirline: 'Iberia IB1',
    returnAirline: 'Iberia IB2',
    outboundFlightStatus: 'RQ',
    returnFlightStatus: 'RQ',
    hotelStatus: 'RQ',
    firstName: 'Ana',
    lastName: 'García',
    email: 'Ana.Garcia@example.com',
    phone: '+34600000000',
    document: 'X1000000',
    country: 'ES',
    province: 'Madrid',
    attentionOf: 'Ana García',
    basePrice: 100_000,
    supplementsTotal: 0,
    pricePerPerson: 100_000,
    totalPrice: 200_000,
    discount: 0,
    comment: '',
    cardBrand: 'VI',
    cardLast4: '1111',
    cardExpiry: '2030-04',
    cardHolder: 'ANA GARCIA',
    consentGeneral: true,
    consentPrivacy: true,
    createdAt: NOW,
    ...changes,
  };
}

describe.each(testDatabaseKinds)('the booking repositories on %s', (kind) => {
  const database = useTestDatabase(kind);
  const repos = () => {
    const { db } = database();
    return {
      bookings: createBookingRepository(db),
      drafts: createBookingDraftRepository(db),
      money: createBookingPaymentsRepository(db),
      file: createBookingFileRepository(db),
      privacy: createBookingPrivacyRepository(db),
    };
  };

  /** A draft with one hotel, one room of two and its two passengers. */
  async function draftWithTrip(changes: Partial<NewBooking> = {}) {
    const { drafts } = repos();
    const id = await drafts.insertDraft(header(changes));
    await drafts.addDraftChild('hotel', {
      bookingId: id,
      accommodationId: 10,
      serviceId: 1,
      mealCode: 'TO',
      nights: 7,
      groupCode: 'G',
      category: 4,
      sequence: 1,
      longitude: -68.4,
      latitude: 18.6,
    });
    await drafts.addDraftChild('room', {
      bookingId: id,
      accommodationId: 10,
      roomId: 5,
      language: 'es',
      roomTypeId: 1,
      code: 'DBL',
      name: 'Doble',
      note: '',
      price: 200_000,
      passengerCount: 2,
    });
    for (const number of [1, 2])
      await drafts.addDraftChild('passenger', {
        bookingId: id,
        number,
        fullName: number === 1 ? 'Ana García' : 'Luis García',
        document: `X${number}`,
        type: 'A',
        birthDate: '1980-01-01',
        nationality: 'ES',
      });
    return id;
  }

  it('adds a draft record by kind, counts what publishing needs, and publishes a draft once', async () => {
    const { bookings, drafts } = repos();
    const id = await draftWithTrip();
    expect(await drafts.draftCounts(id)).toEqual({ hotels: 1, rooms: 1, passengers: 2 });
    const priceLine = await drafts.addDraftChild('priceLine', {
      bookingId: id,
      sequence: 1,
      room: 'a',
      passengers: 2,
      passengerType: 'ADT',
      basePrice: 90_000,
      taxPerPerson: 10_000,
      discount: 0,
      subDiscount: 0,
      supplement: 0,
      additionalSupplement: 0,
      roomPrice: 200_000,
    });
    expect(priceLine).toBeGreaterThan(0);
    expect((await bookings.priceLines(id)).map((line) => line.roomPrice)).toEqual([200_000]);
    // Published while a draft, with the service its hotel makes; a second publication finds it
    // published already and writes nothing more.
    expect(await bookings.services(id)).toEqual([]);
    expect(await drafts.publishDraft(id, 'solicitud')).toBe(true);
    expect(await drafts.publishDraft(id, 'solicitud')).toBe(false);
    expect((await bookings.byId(id))?.kind).toBe('package');
    expect((await bookings.header(id))?.status).toBe('solicitud');
    expect(await bookings.services(id)).toMatchObject([
      {
        sequence: 1,
        type: 'hotel',
        startDate: '2027-03-01',
        endDate: '2027-03-08',
        supplierCode: 'TO1',
        supplierName: 'Operador',
        status: 'RQ',
        accommodationId: 10,
        nights: 7,
        mealCode: 'TO',
      },
    ]);
  });

  it('publishes a draft once when two calls race: one wins, its services are written once', async () => {
    const { bookings, drafts } = repos();
    const id = await draftWithTrip();
    const outcomes = await Promise.all([
      drafts.publishDraft(id, 'solicitud'),
      drafts.publishDraft(id, 'solicitud'),
      drafts.publishDraft(id, 'solicitud'),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect((await bookings.services(id)).map((service) => service.sequence)).toEqual([1]);
  });

  it('takes no more records of a kind than a draft may hold', async () => {
    const { drafts } = repos();
    const id = await draftWithTrip();
    const discount = { bookingId: id, amount: 1_000 };
    for (let held = 0; held < DRAFT_LIMITS.discount; held++) await drafts.addDraftChild('discount', discount);
    await expect(drafts.addDraftChild('discount', discount)).rejects.toThrow(
      new DraftFullError('La reserva ya tiene 9 descuentos adicionales: no admite más'),
    );
  });

  it('finds a published booking by locator and e-mail in any case, never a draft', async () => {
    const { bookings } = repos();
    const draft = await draftWithTrip();
    const draftLocator = (await bookings.header(draft))!.locator;
    expect(await bookings.byLocatorAndEmail(draftLocator, 'ana.garcia@example.com')).toBeUndefined();
    expect(await bookings.publishedByLocator(draftLocator)).toBeUndefined();
    await bookings.setStatus(draft, 'solicitud');
    expect(await bookings.byLocatorAndEmail(draftLocator, ' ANA.GARCIA@example.com ')).toMatchObject({
      id: draft,
      locator: draftLocator,
      totalPrice: 200_000,
    });
    expect(await bookings.byLocatorAndEmail(draftLocator, 'otra@example.com')).toBeUndefined();
    expect((await bookings.locatorsOf([draft, draft, 999_999])).get(draft)).toBe(draftLocator);
  });

  it('replaces a booked trip and renumbers the travellers as their rooms now order them', async () => {
    const { bookings } = repos();
    const id = await draftWithTrip({ status: 'solicitud' });
    const single = {
      accommodationId: 20,
      roomId: 7,
      language: 'es',
      roomTypeId: 2,
      code: 'IND',
      name: 'Individual',
      note: '',
      price: 75_000,
      passengerCount: 1,
    };
    await bookings.replaceTrip(
      id,
      {
        fields: { hotel: 'Hotel Dos', hotelCode: 20, nights: 5, totalPrice: 150_000 },
        services: [
          {
            sequence: 1,
            type: 'hotel',
            startDate: '2027-03-01',
            endDate: '2027-03-06',
            supplierCode: 'TO2',
            supplierName: 'Otro operador',
            status: 'RQ',
            description: 'Hotel Dos 3*',
            accommodationId: 20,
            nights: 5,
            mealCode: 'AD',
          },
        ],
        hotels: [
          {
            accommodationId: 20,
            serviceId: 2,
            mealCode: 'AD',
            nights: 5,
            groupCode: 'G',
            category: 3,
            sequence: 1,
            longitude: -68,
            latitude: 18,
          },
        ],
        rooms: [single, single],
        priceLines: [],
        flights: [],
        supplements: [],
      },
      [
        { number: 2, type: 'A' },
        { number: 1, type: 'A' },
      ],
    );
    const booking = (await bookings.byId(id))!;
    expect(booking).toMatchObject({ hotel: 'Hotel Dos', hotelCode: 20, nights: 5, totalPrice: 150_000 });
    expect((await bookings.hotels(id)).map((hotel) => hotel.accommodationId)).toEqual([20]);
    expect((await bookings.services(id)).map((service) => [service.description, service.endDate])).toEqual([
      ['Hotel Dos 3*', '2027-03-06'],
    ]);
    expect((await bookings.rooms(id)).map((room) => room.name)).toEqual(['Individual', 'Individual']);
    expect((await bookings.passengers(id)).map((p) => [p.number, p.fullName])).toEqual([
      [1, 'Luis García'],
      [2, 'Ana García'],
    ]);
  });

  it('writes a hotel-only and a flight-only booking with the same operation, each part under its service', async () => {
    const { bookings } = repos();
    const message = { origin: '0', agent: '1', message: 'Solicitud', createdAt: NOW, answeredAt: NOW };
    const service = {
      supplierCode: 'BED1',
      supplierName: 'Banco de camas',
      status: 'RQ',
      accommodationId: null,
      nights: null,
      mealCode: null,
    };
    const room = (name: string, price: number, serviceSequence: number) => ({
      serviceSequence,
      accommodationId: 10,
      roomId: 5,
      language: 'es',
      roomTypeId: 1,
      code: 'DBL',
      name,
      note: '',
      price,
      passengerCount: 2,
    });
    const line = (sequence: number, roomPrice: number, serviceSequence: number) => ({
      serviceSequence,
      sequence,
      room: null,
      passengers: 2,
      passengerType: 'ADT',
      basePrice: roomPrice / 2,
      taxPerPerson: 0,
      discount: 0,
      subDiscount: 0,
      supplement: 0,
      additionalSupplement: 0,
      roomPrice,
    });
    const base = { passengers: [], supplements: [], discount: { amount: 0 }, message, emails: [] };
    // Two rooms in one hotel, each with its price line, both under the hotel.
    const hotelId = await bookings.insertBooking({
      ...base,
      booking: header({ status: 'solicitud', kind: 'hotel', totalPrice: 180_000 }),
      services: [
        {
          ...service,
          sequence: 1,
          type: 'hotel',
          startDate: '2027-03-01',
          endDate: '2027-03-04',
          description: 'Hotel Uno',
          accommodationId: 10,
          nights: 3,
          mealCode: 'AD',
        },
      ],
      hotels: [],
      rooms: [room('Doble', 100_000, 1), room('Doble vista mar', 80_000, 1)],
      priceLines: [line(1, 100_000, 1), line(2, 80_000, 1)],
      flights: [],
    });
    // Three segments in two journeys, each under its own.
    const segment = (n: number, from: string, to: string, day: string, serviceSequence: number) => ({
      serviceSequence,
      segment: n,
      providerCode: 'UX',
      originStation: from,
      originName: from,
      originCountry: 'ES',
      destinationStation: to,
      destinationName: to,
      destinationCountry: 'DO',
      flightNumber: `UX${n}`,
      departureDate: day,
      departureTime: '10:00',
      arrivalDate: day,
      arrivalTime: '14:00',
      cabinClass: 'Y',
      connection: false,
      status: 'RQ',
    });
    const flightId = await bookings.insertBooking({
      ...base,
      booking: header({ status: 'solicitud', kind: 'flight' }),
      services: [
        {
          ...service,
          sequence: 1,
          type: 'flight',
          startDate: '2027-03-01',
          endDate: '2027-03-01',
          description: 'MAD → MIA → PUJ',
        },
        {
          ...service,
          sequence: 2,
          type: 'flight',
          startDate: '2027-03-08',
          endDate: '2027-03-08',
          description: 'PUJ → MAD',
        },
      ],
      hotels: [],
      rooms: [],
      priceLines: [line(1, 90_000, 1), line(2, 70_000, 2)],
      flights: [
        segment(1, 'MAD', 'MIA', '2027-03-01', 1),
        segment(2, 'MIA', 'PUJ', '2027-03-01', 1),
        segment(3, 'PUJ', 'MAD', '2027-03-08', 2),
      ],
    });
    expect((await bookings.byId(hotelId!))?.kind).toBe('hotel');
    expect((await bookings.services(hotelId!)).map((s) => [s.type, s.nights])).toEqual([['hotel', 3]]);
    expect((await bookings.rooms(hotelId!)).map((r) => [r.name, r.serviceSequence])).toEqual([
      ['Doble', 1],
      ['Doble vista mar', 1],
    ]);
    expect((await bookings.priceLines(hotelId!)).map((l) => l.serviceSequence)).toEqual([1, 1]);
    expect((await bookings.byId(flightId!))?.kind).toBe('flight');
    expect((await bookings.flights(flightId!)).map((f) => [f.segment, f.serviceSequence])).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
    ]);
    expect((await bookings.priceLines(flightId!)).map((l) => [l.roomPrice, l.serviceSequence])).toEqual([
      [90_000, 1],
      [70_000, 2],
    ]);
    // A part may only name a service of its own booking: a segment under a missing one writes nothing.
    await expect(
      bookings.insertBooking({
        ...base,
        booking: header({ status: 'solicitud', kind: 'flight' }),
        services: [],
        hotels: [],
        rooms: [],
        priceLines: [],
        flights: [segment(1, 'MAD', 'PUJ', '2027-03-01', 1)],
      }),
    ).rejects.toThrow();
  });

  it('records payments: the order closes, and a confirmed booking is paid once nothing is left', async () => {
    const { bookings, money } = repos();
    const id = await draftWithTrip({ status: 'confirmada' });
    const order = await money.insertOrder(id, { ref: 'Pago a cuenta', amount: 50_000, validUntil: null });
    await money.recordPayment({
      bookingId: id,
      amount: 50_000,
      method: 'transferencia',
      reference: `T-${id}-1`,
      paymentOrderId: order.id,
      paidAt: NOW,
    });
    expect((await money.orders(id)).map((o) => o.status)).toEqual(['pagada']);
    expect(await money.cancelOrder(id, order.id)).toBe(false);
    expect(await money.totals(id)).toEqual({
      total: 200_000,
      cancelled: false,
      fees: 0,
      paid: 50_000,
      refunded: 0,
    });
    expect((await bookings.header(id))?.status).toBe('confirmada');
    await money.recordPayment({
      bookingId: id,
      amount: 150_000,
      method: 'oficina',
      reference: `O-${id}-2`,
      paymentOrderId: null,
      paidAt: NOW,
    });
    expect((await bookings.header(id))?.status).toBe('pagada');
    expect((await money.payments(id)).map((p) => p.amount)).toEqual([50_000, 150_000]);
    expect(await money.payee(id)).toMatchObject({ money: { total: 200_000, paid: 200_000 } });
  });

  it('answers the traveller’s waiting messages once, and counts what they wrote since a moment', async () => {
    const { file } = repos();
    const id = await draftWithTrip({ status: 'solicitud' });
    await file.addMessage(id, { text: 'Hola', fromTeam: false, at: NOW });
    await file.addMessage(id, { text: 'Respuesta', fromTeam: true, at: NOW });
    expect(await file.travellerMessagesSince(id, new Date(NOW.getTime() - 1000))).toBe(1);
    expect(await file.answerTravellerMessages(id, NOW)).toHaveLength(1);
    expect(await file.answerTravellerMessages(id, NOW)).toEqual([]);
    expect((await file.messages(id)).map((m) => [m.message, m.fromTeam])).toEqual([
      ['Hola', false],
      ['Respuesta', true],
    ]);
  });

  it('erases the person of a booking and keeps its amounts', async () => {
    const { bookings, file, privacy } = repos();
    const id = await draftWithTrip({ status: 'cancelada', email: 'borrar@example.com' });
    await file.addMessage(id, { text: 'Mi pasaporte es X1', fromTeam: false, at: NOW });
    await file.addDocument(id, {
      fileName: 'bono.pdf',
      fileType: 'application/pdf',
      data: Buffer.from('%PDF'),
      at: NOW,
    });
    const found = await privacy.byEmail('BORRAR@example.com');
    expect(found.map((b) => b.id)).toEqual([id]);
    await privacy.erasePeople(found, NOW);
    const erased = (await bookings.byId(id))!;
    expect(erased).toMatchObject({ firstName: ERASED, phone: '', cardBrand: '', totalPrice: 200_000 });
    expect(erased.email).toMatch(/@invalid\.invalid$/);
    expect((await bookings.passengers(id)).map((p) => [p.fullName, p.document, p.birthDate])).toEqual([
      ['Viajero 1', '', null],
      ['Viajero 2', '', null],
    ]);
    expect((await file.messages(id)).map((m) => m.message)).toEqual([ERASED]);
    expect(await file.documents(id)).toEqual([]);
  });
});
