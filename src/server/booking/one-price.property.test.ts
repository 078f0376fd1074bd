import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueDatabase } from '../../../tests/helpers/catalogue-copies';
import { demoRequest } from '../../../tests/helpers/test-booking';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import type { OfferSelection } from '../../domain/booking/offer-address';
import { compactToIso } from '../../domain/days';
import { optionalExtrasTotal } from '../../domain/pricing/supplements';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createServices, type Services } from '../services';

const TODAY = '2026-11-21';
const translate = () => (key: string) => key;

/** A room of one to three grown-ups, up to two children of 2 to 17 and up to one baby. */
const roomArb = fc.record({
  adults: fc.integer({ min: 1, max: 3 }),
  childAges: fc.array(fc.integer({ min: 2, max: 17 }), { maxLength: 2 }),
  infants: fc.integer({ min: 0, max: 1 }),
});

describe.each(testDatabaseKinds)('one price to the cent on %s', (kind) => {
  let database: DatabaseHandle;
  let services: Services;
  let offers: { accommodationId: number; nights: number; day: string }[] = [];

  beforeAll(async () => {
    database = await createCatalogueDatabase(kind, TODAY);
    services = createServices(
      database,
      loadConfig({ LOG_LEVEL: 'silent' }),
      () => new Date(`${TODAY}T10:00:00Z`),
    );
    const found = await services.packagesApi.accommodationOffers({
      language: 'es',
      destination: 'PUJ',
      from: TODAY,
    });
    offers = found.slice(0, 6).map((offer) => ({
      accommodationId: offer.id_alojamiento,
      nights: offer.noches,
      day: compactToIso(offer.fecha) ?? TODAY,
    }));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('quotes, books, owes and summarises the same figure for any party, line by line', async () => {
    expect(offers.length).toBeGreaterThan(2);
    let booked = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: offers.length - 1 }),
        fc.array(roomArb, { minLength: 1, maxLength: 2 }),
        async (offerIndex, party) => {
          const offer = offers[offerIndex]!;
          const selection: OfferSelection = {
            accommodationId: offer.accommodationId,
            origin: 'MAD',
            nights: offer.nights,
            day: offer.day,
            party,
            excursions: [],
          };
          const quote = await services.offers.quote(selection, 'es');
          // A party no room of this hotel takes is told so, not priced: nothing to compare.
          if (!quote || quote.status !== 'priced' || quote.total === null) return;
          // The figure on the offer page is whole euros: shown as it is, rounded up from nothing.
          expect(quote.total % 100).toBe(0);
          const request = await demoRequest(services, selection);
          const outcome = await services.booking.request({
            selection,
            request,
            language: 'es',
            texts: { visitor: translate(), agency: translate() },
          });
          expect(outcome.kind).toBe('booked');
          if (outcome.kind !== 'booked') return;
          booked += 1;
          const id = (await services.myBooking.find(outcome.locator, request.solicitante.email))!;
          const view = (await services.myBooking.view(id, 'es'))!;
          const paying = party.reduce((sum, room) => sum + room.adults + room.childAges.length, 0);
          const extras = optionalExtrasTotal(request, { payingTravellers: paying, nights: offer.nights });
          // Booked: the quote plus the extras ticked on the form, and nothing else.
          expect(view.booking.totalPrice).toBe(quote.total + extras);
          // Every breakdown line as booked is the quote's line, and they add up to the total.
          expect(view.priceLines.map((line) => line.roomPrice)).toEqual(
            quote.breakdown?.lines.map((line) => line.precioHabitacion),
          );
          const lines = view.priceLines.reduce((sum, line) => sum + line.roomPrice, 0);
          const supplements = view.supplements.reduce((sum, line) => sum + line.total, 0);
          expect(lines + supplements).toBe(view.booking.totalPrice);
          for (const line of view.priceLines)
            expect(line.roomPrice).toBe(
              line.passengers *
                (line.basePrice +
                  line.supplement +
                  line.additionalSupplement +
                  line.taxPerPerson -
                  line.discount),
            );
          // Owed: nothing paid yet, the whole total, as Mi reserva, its PDF and the team's file read it.
          expect(view.pending).toBe(view.booking.totalPrice);
          // Whole euros from first card to receipt: the offer's rounded-up figure is the booked one.
          expect(view.booking.totalPrice % 100).toBe(0);
        },
      ),
      { numRuns: 12 },
    );
    expect(booked).toBeGreaterThan(0);
  }, 180_000);
});
