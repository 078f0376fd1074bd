import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueDatabase } from '../../../tests/helpers/catalogue-copies';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createServices, type Services } from '../services';
import type { OfferSelection } from '../../domain/booking/offer-address';
import { BOOKING_TABLES } from './booking.repository';
import { getTableName } from 'drizzle-orm';
import { demoRequest, demoSelection, TEST_CARD } from '../../../tests/helpers/test-booking';
import type { BookingRequestInput } from './booking.service';
import { addDays } from '../../domain/days';
import { OFFER_DATE_DAYS } from '../../domain/catalogue/offer-date';

const TODAY = '2026-11-21';
const translate = (language: string) => (key: string, values?: Record<string, unknown>) =>
  `[${language}] ${key} ${JSON.stringify(values ?? {})}`;
const TABLES = [...BOOKING_TABLES.map((table) => getTableName(table)), 'outbox_emails'];

describe.each(testDatabaseKinds)('booking requests on %s', (kind) => {
  let database: DatabaseHandle;
  let services: Services;
  let selection: OfferSelection;
  let now = new Date(`${TODAY}T10:00:00Z`);

  const input = async (changes: Parameters<typeof demoRequest>[2] = {}): Promise<BookingRequestInput> => ({
    selection,
    request: await demoRequest(services, selection, changes),
    language: 'fr',
    texts: { visitor: translate('fr'), agency: translate('es') },
  });

  const query = async <T>(statement: Parameters<typeof database.db.execute>[0]) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

  async function counts() {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const rows = await query<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
      result[table] = Number(rows[0]?.n);
    }
    return result;
  }

  beforeAll(async () => {
    database = await createCatalogueDatabase(kind, TODAY);
    services = createServices(
      database,
      loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://caribe.example' }),
      () => now,
    );
    selection = await demoSelection(services, TODAY);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('writes the booking, every record and both e-mails, with the price re-computed on the server', async () => {
    const before = await counts();
    const request = await input();
    const outcome = await services.booking.request(request);
    expect(outcome).toMatchObject({ kind: 'booked', repeated: false });
    if (outcome.kind !== 'booked') return;
    expect(outcome.locator).toMatch(/^[A-Z2-9]{8}$/);
    const after = await counts();
    const added = Object.fromEntries(
      TABLES.map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)]),
    );
    const quote = await services.offers.quote(selection, 'fr');
    expect(added).toMatchObject({
      bookings: 1,
      booking_hotels: 1,
      booking_rooms: 1,
      booking_passengers: 3,
      booking_supplements: 1 + quote!.excursions.lines.length + 1,
      booking_discounts: 1,
      booking_price_lines: quote!.breakdown!.lines.length,
      booking_flights: quote!.itinerary.length,
      booking_messages: 1,
      outbox_emails: 2,
    });

    const confirmation = await services.booking.confirmation(request.request.idSolicitud);
    expect(confirmation?.booking).toMatchObject({
      locator: outcome.locator,
      status: 'solicitud',
      language: 'fr',
      cardBrand: 'VI',
      cardLast4: '1111',
      cardExpiry: '2030-04',
      passengerCount: 3,
      departureDate: selection.day,
      // 2 paying adults + 1 child: travel insurance 35 EUR each, office attention 30 EUR once.
      totalPrice: quote!.total! + 3 * 3_500 + 3_000,
    });
    expect(confirmation?.booking.referenceStamp).toMatch(/^WEBFR2026112111000000$/);
    expect(confirmation?.booking.mealCode).toMatch(/^[A-ZÁÉÍÓÚ]{2}$/);
    expect(confirmation?.passengers.map((p) => p.type)).toEqual(['A', 'A', 'N']);

    const mails = await query<{ to_address: string; subject: string; booking_id: number }>(
      sql`select to_address, subject, booking_id from outbox_emails where booking_id = ${confirmation!.booking.id} order by id`,
    );
    expect(mails.map((mail) => mail.to_address)).toEqual(['ana@example.com', 'reservas@caribesol.example']);
    expect(mails[0]?.subject).toContain('[fr] email.subject');
    expect(mails[1]?.subject).toContain('[es] agency.subject');
  });

  it('answers a second submission of the same form with the same booking and writes nothing', async () => {
    const request = await input();
    const first = await services.booking.request(request);
    const before = await counts();
    const second = await services.booking.request(request);
    expect(second).toEqual({ ...first, repeated: true });
    expect(await counts()).toEqual(before);
  });

  it('asks before booking the same trip again for the requester this browser last booked it for', async () => {
    const first = await services.booking.request(await input());
    if (first.kind !== 'booked') throw new Error(`not booked: ${first.kind}`);
    const again = (changes: Parameters<typeof demoRequest>[2] = {}, repeatConfirmed = false) =>
      input(changes).then((request) =>
        services.booking.request({
          ...request,
          earlierRequest: { submissionKey: first.submissionKey, repeatConfirmed },
        }),
      );
    const before = await counts();
    // The same trip, the e-mail typed in capitals: nothing is written, the first locator is named.
    const email = 'ANA@EXAMPLE.COM';
    const solicitante = { ...(await input()).request.solicitante, email };
    expect(await again({ solicitante })).toEqual({ kind: 'already-requested', locator: first.locator });
    expect(await counts()).toEqual(before);
    // Another requester on the same browser, or the visitor who confirms, books.
    const other = { ...solicitante, email: 'luis@example.com' };
    expect(await again({ solicitante: other })).toMatchObject({ kind: 'booked', repeated: false });
    expect(await again({ solicitante }, true)).toMatchObject({ kind: 'booked', repeated: false });
    // A cancelled request is no reason to ask.
    await database.db.execute(sql`update bookings set status = 'cancelada' where locator = ${first.locator}`);
    expect(await again({ solicitante })).toMatchObject({ kind: 'booked', repeated: false });
  });

  it("refuses another visitor's form key with other data, alone or racing the first, and never names that booking", async () => {
    const original = await input();
    const first = await services.booking.request(original);
    expect(first.kind).toBe('booked');
    const before = await counts();
    const intruder = await input({
      idSolicitud: original.request.idSolicitud,
      solicitante: { ...original.request.solicitante, email: 'mallory@example.com', nombre: 'Mallory' },
    });
    const outcome = await services.booking.request(intruder);
    expect(outcome).toEqual({ kind: 'key-reused' });
    expect(JSON.stringify(outcome)).not.toContain(first.kind === 'booked' ? first.locator : '-');
    expect(await counts()).toEqual(before);

    // Both sent at once: one books, the other is refused, whichever wins.
    const fresh = await input();
    const rival = await input({
      idSolicitud: fresh.request.idSolicitud,
      solicitante: { ...fresh.request.solicitante, email: 'mallory@example.com' },
    });
    const kinds = (await Promise.all([fresh, rival].map((one) => services.booking.request(one))))
      .map((result) => result.kind)
      .sort();
    expect(kinds).toEqual(['booked', 'key-reused']);
  });

  it('turns 20 concurrent submissions of one form into one booking and two e-mails', async () => {
    const request = await input();
    const before = await counts();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => services.booking.request(request)));
    const locators = new Set(
      outcomes.map((outcome) => (outcome.kind === 'booked' ? outcome.locator : outcome.kind)),
    );
    expect(locators.size).toBe(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'booked' && !outcome.repeated)).toHaveLength(1);
    const after = await counts();
    expect(after.bookings! - before.bookings!).toBe(1);
    expect(after.outbox_emails! - before.outbox_emails!).toBe(2);
  });

  it('shows the old and new totals when the price changed, and writes nothing', async () => {
    const request = await input();
    const current = request.request.precioMostrado;
    request.request.precioMostrado = current - 5_000;
    const before = await counts();
    expect(await services.booking.request(request)).toEqual({
      kind: 'price-changed',
      shown: current - 5_000,
      current,
    });
    expect(await counts()).toEqual(before);
  });

  it('offers the nearest available days when the day is gone', async () => {
    const request = await input();
    const gone = { ...selection, day: '2028-06-01' };
    const outcome = await services.booking.request({ ...request, selection: gone });
    expect(outcome.kind).toBe('unavailable');
    if (outcome.kind !== 'unavailable') return;
    expect(outcome.nearestDays.length).toBeGreaterThan(0);
    for (const day of outcome.nearestDays) expect(day < '2028-06-01').toBe(true);
  });

  it('books no departure before the offer date (today + 7 days), and writes nothing', async () => {
    const before = await counts();
    const request = await input();
    const tooClose = { ...selection, day: addDays(TODAY, OFFER_DATE_DAYS - 1) };
    const outcome = await services.booking.request({ ...request, selection: tooClose });
    expect(outcome.kind).toBe('unavailable');
    if (outcome.kind !== 'unavailable') return;
    for (const day of outcome.nearestDays) expect(day >= addDays(TODAY, OFFER_DATE_DAYS)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it.each(TABLES)('leaves no row of the booking when writing to %s fails', async (table) => {
    const before = await counts();
    await database.db.execute(
      sql.raw(`create or replace function fail_insert() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`),
    );
    await database.db.execute(
      sql.raw(
        `create trigger fail_insert before insert on ${table} for each row execute function fail_insert()`,
      ),
    );
    try {
      const request = await input();
      await expect(services.booking.request(request)).rejects.toThrow();
      expect(await counts()).toEqual(before);
    } finally {
      await database.db.execute(sql.raw(`drop trigger fail_insert on ${table}`));
    }
  });

  it('keeps no card number and no security code anywhere in the database', async () => {
    const tables = await query<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const dump = await query<{ text: string | null }>(
        sql.raw(`select string_agg(t::text, ' ') as text from "${table_name}" t`),
      );
      const text = dump[0]?.text ?? '';
      expect(text, table_name).not.toContain(TEST_CARD.number);
      if (table_name.startsWith('booking') || table_name === 'outbox_emails')
        expect(text, table_name).not.toContain(TEST_CARD.code);
    }
  });

  it('shows the confirmation for a day only', async () => {
    const request = await input();
    await services.booking.request(request);
    expect(await services.booking.confirmation(request.request.idSolicitud)).not.toBeNull();
    const saved = now;
    now = new Date(saved.getTime() + 25 * 3600 * 1000);
    try {
      expect(await services.booking.confirmation(request.request.idSolicitud)).toBeNull();
    } finally {
      now = saved;
    }
  });
});
