import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { validBookingForm } from '../../../tests/helpers/booking-form.mjs';
import { storefrontWithCatalogue } from '../../../tests/helpers/built-pages';
import type { OfferSelection, TripChoice } from '../../domain/booking/offer-address';
import { offerDate } from '../../domain/catalogue/offer-date';
import { formatCents } from '../../domain/format';
import { bookingByLocator } from '../back-office/desk-booking';
import type { DatabaseHandle } from '../db/client';

const TWO_ADULTS = [{ adults: 2, childAges: [], infants: 0 }];
const choice = (trip: TripChoice, day?: string): OfferSelection => ({
  accommodationId: 0,
  origin: 'MAD',
  nights: 0,
  day,
  party: TWO_ADULTS,
  excursions: [],
  trip,
});

describe.each(testDatabaseKinds)('combined trips and circuits on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    ({ app, database } = await storefrontWithCatalogue(kind));
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  it('lists at least ten combined trips and eight circuits, each linking to its page with a price for two', async () => {
    const combined = await app.inject({ url: '/combinados?idioma=es' });
    expect(combined.statusCode).toBe(200);
    const combinedLinks = new Set(combined.body.match(/\/combinados\/detallecombinado\?combinado=\d+/g));
    expect(combinedLinks.size).toBeGreaterThanOrEqual(10);
    expect(combined.body).toContain('para dos adultos, tasas incluidas');
    const circuits = await app.inject({ url: '/circuitos?idioma=fr' });
    expect(circuits.statusCode).toBe(200);
    expect(
      new Set(circuits.body.match(/\/circuitos\/detallecircuito\?circuito=\d+/g)).size,
    ).toBeGreaterThanOrEqual(8);
    // Each card's price is the engine's total for two adults on the trip's cheapest day.
    const [first] = await app.services.catalogue.trips.combinedList('es');
    const quote = await app.services.offers.quote(
      choice({ kind: 'combined', id: first!.id }, first!.from.day),
      'es',
    );
    expect(quote?.total).toBe(Math.round(first!.from.total * 100));
  });

  it('never sells a day at 0 € or before the offer date, for any combined trip or circuit category', async () => {
    const from = offerDate(new Date().toISOString().slice(0, 10));
    const trips: TripChoice[] = [
      ...(await app.services.catalogue.trips.combinedList('es')).map((trip): TripChoice => ({
        kind: 'combined',
        id: trip.id,
      })),
      ...(await app.services.catalogue.trips.circuitList('es')).flatMap((circuit) =>
        circuit.categories.map((category): TripChoice => ({ kind: 'circuit', id: circuit.id, category })),
      ),
    ];
    expect(trips.length).toBeGreaterThanOrEqual(30);
    for (const trip of trips) {
      const quote = await app.services.offers.quote(choice(trip), 'es');
      expect(quote?.calendar.length, JSON.stringify(trip)).toBeGreaterThan(0);
      for (const day of quote?.calendar ?? []) {
        expect(day.price).toBeGreaterThan(0);
        expect(day.day >= from).toBe(true);
      }
      expect(quote?.selected?.day && quote.selected.day >= from).toBe(true);
    }
  });

  it('prices each circuit category as the engine prices its own service, and the page shows that total', async () => {
    const circuit = (await app.services.catalogue.trips.circuitList('es')).find(
      (entry) => entry.categories.length >= 2,
    );
    const [a, b] = circuit!.categories;
    const priced = await Promise.all(
      [a, b].map(async (category) => {
        const quote = await app.services.offers.quote(
          choice({ kind: 'circuit', id: circuit!.id, category }),
          'es',
        );
        const selected = quote!.selected!;
        const engine = await app.services.catalogue.breakdown([
          {
            numeroServicio: selected.serviceId,
            idHabitacion: quote!.rooms[0]!.roomId,
            adults: 2,
            childAges: [],
            infants: 0,
            day: selected.day,
          },
        ]);
        expect(quote!.total).toBe(engine.totalGeneral);
        expect(quote!.stays.every((stay) => stay.circuitCategory === category)).toBe(true);
        return { category, quote: quote!, serviceId: selected.serviceId };
      }),
    );
    expect(priced[0]!.serviceId).not.toBe(priced[1]!.serviceId);
    expect(priced[0]!.quote.total).not.toBe(priced[1]!.quote.total);
    const shown = await app.inject({
      url: `/circuitos/detallecircuito?circuito=${circuit!.id}&categoria=${b!.toLowerCase()}&idioma=es`,
    });
    expect(shown.statusCode).toBe(200);
    const total = formatCents(priced[1]!.quote.total!, 'es');
    const totalShown = shown.body.slice(shown.body.indexOf('data-testid="total-general"')).slice(0, 200);
    expect(totalShown.includes(total), totalShown).toBe(true);
    expect(shown.body.includes('"@type":"TouristTrip"')).toBe(true);
    // A category the circuit is not sold in shows its own category instead of failing.
    const unknown = await app.inject({
      url: `/circuitos/detallecircuito?circuito=${circuit!.id}&categoria=lujo`,
    });
    expect(unknown.statusCode).toBe(200);
  });

  it('sends each kind of address to its own page and answers 404 for a trip that does not exist', async () => {
    const moved = await app.inject({ url: '/detalleservicio?combinado=1&idioma=es' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/combinados/detallecombinado?combinado=1&idioma=es');
    const back = await app.inject({ url: '/combinados/detallecombinado?alojamiento=1001&idioma=es' });
    expect(back.headers.location).toMatch(/^\/detalleservicio\?alojamiento=1001/);
    for (const url of [
      '/combinados/detallecombinado?combinado=9999',
      '/circuitos/detallecircuito?circuito=abc',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    const booking = await app.inject({ url: '/reserva?circuito=1&idioma=es' });
    expect(booking.statusCode).toBe(302);
    expect(booking.headers.location).toMatch(/^\/circuitos\/reserva\?circuito=1/);
  });

  it('books a three-stay combined trip through the shared request form: one hotel row per stay, each in Mi reserva', async () => {
    const trip = (await app.services.catalogue.trips.combinedList('es')).find(
      (entry) => entry.stays.length === 3,
    );
    const moved = await app.inject({
      url: `/reserva/SolicitudReserva?combinado=${trip!.id}&idioma=es&habitaciones=1&a1=2&n1=0&b1=0`,
    });
    expect(moved.statusCode).toBe(302);
    const formUrl = String(moved.headers.location);
    const page = await app.inject({ url: formUrl, headers: { 'accept-language': 'es-ES' } });
    expect(page.statusCode).toBe(200);
    const day = new URL(formUrl, 'http://x').searchParams.get('dia') ?? '';
    const fields = validBookingForm({
      departure: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`,
      total: /name="precioMostrado" value="(\d+)"/.exec(page.body)?.[1] ?? '',
      key: /name="idSolicitud" value="([^"]+)"/.exec(page.body)?.[1] ?? '',
    });
    const send = (changes: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: formUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es-ES' },
        payload: new URLSearchParams({ ...fields, ...changes }).toString(),
      });
    // A price other than the engine's (a stale page) is refused and said, with both totals.
    const stale = await send({ precioMostrado: String(Number(fields.precioMostrado) - 100) });
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('El precio ha cambiado');
    const sent = await send();
    expect(sent.statusCode).toBe(302);
    const [booking] = await rows<{ id: number; hotel: string; nights: number; hotel_code: number }>(
      sql`select id, hotel, nights, hotel_code from bookings order by id desc limit 1`,
    );
    expect(booking?.hotel).toBe(trip!.name);
    expect(booking?.nights).toBe(trip!.nights);
    const hotels = await rows<{ accommodation_id: number; nights: number }>(
      sql`select accommodation_id, nights from booking_hotels where booking_id = ${booking!.id} order by sequence`,
    );
    expect(hotels).toEqual(
      trip!.stays.map((stay) => ({
        accommodation_id: stay.accommodation.id,
        nights: stay.nights,
      })),
    );
    expect(booking?.hotel_code).toBe(hotels[0]?.accommodation_id);
    const view = await app.services.myBooking.view(booking!.id, 'en');
    expect(view?.stays.map((stay) => [stay.hotel, stay.nights])).toEqual(
      trip!.stays.map((stay) => [stay.accommodation.name, stay.nights]),
    );
    expect(view?.tripName).toMatch(/multi-centre/);
    // The team changes a trip's stays with the supplier: the file's service change says so.
    const [row] = await rows<{ locator: string }>(
      sql`select locator from bookings where id = ${booking!.id}`,
    );
    const desk = await app.services.serviceChange.form(
      (await bookingByLocator(database.db, row!.locator))!,
      'es',
    );
    expect(desk).toEqual({ kind: 'closed', problem: { kind: 'trip' } });
  });

  it('puts both kinds in the sitemap with their languages and in the search box', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/combinados/detallecombinado?combinado=1');
    expect(sitemap.body).toMatch(
      /circuitos\/detallecircuito\?circuito=1[^<]*<\/loc><xhtml:link rel="alternate" hreflang="es"/,
    );
    const found = (await app.inject({ url: '/sugerencias?q=varadero&idioma=es' })).json() as {
      kind: string;
      href?: string;
    }[];
    expect(found.some((entry) => entry.kind === 'combined' && entry.href?.startsWith('/combinados/'))).toBe(
      true,
    );
    const typed = await app.inject({
      url: '/alojamientoDestino?destino=Combinado%20La%20Habana%20y%20Varadero&idioma=es',
    });
    expect(typed.statusCode).toBe(302);
    expect(typed.headers.location).toMatch(/^\/combinados\/detallecombinado\?combinado=\d+/);
  });
});
