import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCUIT_CATEGORIES } from '../../domain/catalogue/circuits';
import type { OfferSelection } from '../../domain/booking/offer-address';
import { isoDayOf } from '../../domain/days';
import { REQUESTER } from '../../../tests/helpers/booking-form.mjs';
import { storefrontWithCatalogue } from '../../../tests/helpers/built-pages';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { bookDemoTrip, demoSelection } from '../../../tests/helpers/test-booking';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import type { DatabaseHandle } from '../db/client';
import english from '../../locales/en/trips.json';
import { serverT } from '../../web/i18n/translations.server';

const translate = (key: string) => key;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** What a visitor reads on a page: its text without tags, scripts or attributes. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');

/**
 * What a booking shows after it is sent — the confirmation, Mi reserva and its summary PDF — names
 * its places and its circuit's category in the booking's language, not in the Spanish it was
 * stored with.
 */
describe.each(testDatabaseKinds)('a booking in the reader’s language, on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;

  /** Books `selection` in English; the locator and the pages of the browser that sent it. */
  const bookInEnglish = async (selection: OfferSelection, email: string) => {
    const booked = await bookDemoTrip(app.services, {
      today: isoDayOf(new Date()),
      language: 'en',
      // The visitor's confirmation e-mail in its real English words.
      texts: { visitor: serverT('en', 'booking'), agency: translate },
      selection,
      changes: { solicitante: { ...REQUESTER, email } },
    });
    const confirmation = await app.inject({
      url: '/reserva/confirmacion?idioma=en',
      headers: { cookie: `solicitud=${booked.request.idSolicitud}` },
    });
    expect(confirmation.statusCode).toBe(200);
    const found = await app.inject({
      method: 'POST',
      url: '/mireserva?idioma=en',
      headers: FORM,
      payload: new URLSearchParams({ localizador: booked.locator, email }).toString(),
    });
    expect(found.statusCode).toBe(302);
    const cookie = String(found.headers['set-cookie']).split(';')[0]!;
    const page = await app.inject({ url: '/vermireserva?idioma=en', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const pdf = await app.inject({
      url: '/vermireserva/documento?doc=resumen&idioma=en',
      headers: { cookie },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const mails = (await database.db.execute(
      sql`select subject, text_body as text from outbox_emails where booking_id = ${booked.id} and to_address = ${email}`,
    )) as unknown as { rows: { subject: string; text: string }[] };
    return {
      locator: booked.locator,
      // Spaces as a reader sees them (a count and its noun are kept together with a no-break space).
      mail: { ...mails.rows[0]!, text: mails.rows[0]!.text.replace(/[\u00a0\u202f]/g, ' ') },
      confirmation: visibleText(confirmation.body),
      myBooking: visibleText(page.body),
      pdf: pdfText(pdf.rawPayload),
    };
  };

  beforeAll(async () => {
    ({ app, database } = await storefrontWithCatalogue(kind));
  }, 300_000);

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('says Havana, never La Habana, and names the extras in English, in Mi reserva, its flights and its PDF', async () => {
    const selection = await demoSelection(app.services, isoDayOf(new Date()), 'HAV');
    const booked = await bookInEnglish(selection, 'havana@example.com');
    expect(booked.pdf).toContain(booked.locator);
    for (const text of [booked.confirmation, booked.myBooking, booked.pdf]) {
      expect(text).toContain('Havana');
      expect(text).not.toContain('La Habana');
    }
    // The flights land in Havana: the itinerary and the booked journeys say so.
    expect(booked.myBooking).toMatch(/Madrid \( ?MAD ?\) → Havana \( ?HAV ?\)/);
    expect(booked.myBooking).toContain('Madrid → Havana');
    expect(booked.pdf).toMatch(/Madrid \(MAD\) \d\d:\d\d → Havana \(HAV\)/);
    // The optional extra is named as the English request form named it, not by its stored Spanish.
    for (const text of [booked.myBooking, booked.pdf]) {
      expect(text).toContain('Travel insurance with cancellation cover');
      expect(text).not.toContain('Seguro de viaje');
    }
  });

  it('keeps the category a circuit was booked in, on the confirmation and in Mi reserva', async () => {
    const { trips } = app.services.catalogue;
    // A circuit booked in a category other than the one it opens in.
    const circuit = (await trips.circuitList('es')).find((entry) => entry.categories.length > 1);
    expect(circuit).toBeTruthy();
    const category = circuit!.categories.find((entry) => entry !== circuit!.fromCategory)!;
    const trip = { kind: 'circuit', id: circuit!.id, category } as const;
    const service = (await trips.service(trip))!;
    const chosen: OfferSelection = {
      accommodationId: service.accommodationId,
      origin: service.origin,
      nights: service.nights,
      day: undefined,
      party: [{ adults: 2, childAges: [], infants: 0 }],
      excursions: [],
      trip,
    };
    const day = (await app.services.offers.quote(chosen, 'es'))?.selected?.day;
    expect(day).toBeTruthy();
    const booked = await bookInEnglish({ ...chosen, day }, 'circuit@example.com');
    expect(CIRCUIT_CATEGORIES).toContain(category);
    const title = `${await trips.name(trip, 'en')} (${english.circuit.categoryNames[category]})`;
    expect(booked.confirmation).toContain(title);
    // Every text filled in: no placeholder left on the pages, the PDF or the e-mail.
    for (const text of [booked.confirmation, booked.myBooking, booked.pdf, booked.mail.text])
      expect(text).not.toMatch(/\{\{|\}\}/);
    expect(booked.myBooking).toContain(title);
    expect(booked.pdf).toContain(title);
    // Each stay of the tour by its hotel, in Mi reserva and the PDF (the mails: booking-emails.test.ts).
    const id = (await app.services.myBooking.find(booked.locator, 'circuit@example.com'))!;
    const { stays } = (await app.services.myBooking.view(id, 'en'))!;
    expect(stays.length).toBeGreaterThan(1);
    for (const stay of stays) {
      expect(booked.myBooking).toContain(stay.hotel);
      expect(booked.pdf.replace(/\s+/g, ' ')).toContain(stay.hotel);
      // The confirmation e-mail: each stay with its hotel, nights and its own meal plan.
      expect(booked.mail.text).toContain(`${stay.hotel} (`);
      expect(booked.mail.text).toMatch(
        new RegExp(
          `${stay.hotel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(.*\\), .* · ${stay.nights} nights? · ${stay.mealPlan}`,
        ),
      );
    }
    expect(booked.mail.subject).toContain(title);
    expect(booked.mail.text).not.toContain('Board basis');
  });
});
