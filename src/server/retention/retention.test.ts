import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueDatabase } from '../../../tests/helpers/catalogue-copies';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { demoRequest, demoSelection } from '../../../tests/helpers/test-booking';
import { loadConfig } from '../config';
import { demoSiteSettings } from '../site-settings';
import type { DatabaseHandle } from '../db/client';
import { createServices, type Services } from '../services';
import { createRetentionWorker } from './retention';

const TODAY = '2026-11-21';
const translate = (key: string) => key;
const silent = { info: () => {}, error: () => {} };

describe.each(testDatabaseKinds)('the retention worker on %s', (kind) => {
  let database: DatabaseHandle;
  let services: Services;
  let bookingId = 0;
  let now = new Date(`${TODAY}T10:00:00Z`);
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  let laterBookingId = 0;
  const worker = (passportYears = demoSiteSettings.passportRetentionYears) =>
    createRetentionWorker({ db: database.db, clock: () => now, log: silent, passportYears });

  beforeAll(async () => {
    database = await createCatalogueDatabase(kind, TODAY);
    services = createServices(database, loadConfig({ LOG_LEVEL: 'silent' }), () => now);
    const selection = await demoSelection(services, TODAY);
    const request = await demoRequest(services, selection);
    const book = async () => {
      const outcome = await services.booking.request({
        selection,
        request: { ...request, idSolicitud: crypto.randomUUID() },
        language: 'es',
        texts: { visitor: translate, agency: translate },
      });
      if (outcome.kind !== 'booked') throw new Error(outcome.kind);
      const [row] = await rows<{ id: number }>(
        sql`select id from bookings where locator = ${outcome.locator}`,
      );
      return Number(row!.id);
    };
    bookingId = await book();
    // The same trip a day later: its passports are due a day later.
    laterBookingId = await book();
    await database.db.execute(
      sql`update bookings set return_date = return_date + 1 where id = ${laterBookingId}`,
    );
    await database.db.execute(
      sql`insert into callback_requests (name, phone, preferred_time, language, created_at) values ('Ana', '+34600111222', 'mañana', 'es', ${new Date(`${TODAY}T09:00:00Z`)})`,
    );
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  const passports = (id = bookingId) =>
    rows<{ document: string; birth_date: string | null }>(
      sql`select document, birth_date from booking_passengers where booking_id = ${id}`,
    );

  it('keeps everything while it is still needed', async () => {
    expect(await worker().runOnce()).toEqual({ passports: 0, cards: 0, callbacks: 0, sessions: 0 });
    expect((await passports()).every((p) => p.document !== '' && p.birth_date !== null)).toBe(true);
  });

  it('erases a call-me request after 30 days and the guarantee card once the trip is paid', async () => {
    now = new Date('2026-12-22T10:00:00Z');
    await database.db.execute(sql`update bookings set status = 'pagada' where id = ${bookingId}`);
    expect(await worker().runOnce()).toMatchObject({ callbacks: 1, cards: 1, passports: 0 });
    const [card] = await rows<{ card_brand: string; card_holder: string }>(
      sql`select card_brand, card_holder from bookings where id = ${bookingId}`,
    );
    expect(card).toEqual({ card_brand: '', card_holder: '' });
  });

  it('erases passports, ID numbers and birth dates three years after the return, only when due, once', async () => {
    const [trip] = await rows<{ return_date: string }>(
      sql`select return_date::text from bookings where id = ${bookingId}`,
    );
    const returned = trip!.return_date;
    now = new Date(`${Number(returned.slice(0, 4)) + 3}-${returned.slice(5)}T10:00:00Z`);
    expect((await worker().runOnce()).passports).toBe(0);
    now = new Date(now.getTime() + 86_400_000);
    expect((await worker().runOnce()).passports).toBe(1);
    expect((await passports()).every((p) => p.document === '' && p.birth_date === null)).toBe(true);
    const [booking] = await rows<{ document: string; passports_erased_at: Date | null }>(
      sql`select document, passports_erased_at from bookings where id = ${bookingId}`,
    );
    expect(booking!.document).toBe('');
    expect(booking!.passports_erased_at).not.toBeNull();
    // The trip that came back a day later keeps its passports until its own day.
    expect((await passports(laterBookingId)).every((p) => p.document !== '' && p.birth_date !== null)).toBe(
      true,
    );
    expect((await worker().runOnce()).passports).toBe(0);
    now = new Date(now.getTime() + 86_400_000);
    expect((await worker().runOnce()).passports).toBe(1);
    expect((await passports(laterBookingId)).every((p) => p.document === '' && p.birth_date === null)).toBe(
      true,
    );
  });

  it('follows the configured period', async () => {
    await database.db.execute(
      sql`update booking_passengers set document = 'X1', birth_date = '1980-01-01' where booking_id = ${bookingId}`,
    );
    await database.db.execute(sql`update bookings set passports_erased_at = null where id = ${bookingId}`);
    // Ten years keep them; the setting's own bounds are 2 to 10.
    expect((await worker(10).runOnce()).passports).toBe(0);
    expect((await worker(2).runOnce()).passports).toBe(1);
  });
});
