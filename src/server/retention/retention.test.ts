import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueDatabase } from '../../../tests/helpers/catalogue-copies';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { demoRequest, demoSelection } from '../booking/test-booking';
import { loadConfig } from '../config';
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
  const worker = () => createRetentionWorker({ db: database.db, clock: () => now, log: silent });

  beforeAll(async () => {
    database = await createCatalogueDatabase(kind, TODAY);
    services = createServices(database, loadConfig({ LOG_LEVEL: 'silent' }), () => now);
    const selection = await demoSelection(services, TODAY);
    const request = await demoRequest(services, selection);
    const outcome = await services.booking.request({
      selection,
      request,
      language: 'es',
      texts: { visitor: translate, agency: translate },
    });
    if (outcome.kind !== 'booked') throw new Error(outcome.kind);
    const [row] = await rows<{ id: number }>(sql`select id from bookings where locator = ${outcome.locator}`);
    bookingId = Number(row!.id);
    await database.db.execute(
      sql`insert into callback_requests (name, phone, preferred_time, language, created_at) values ('Ana', '+34600111222', 'mañana', 'es', ${new Date(`${TODAY}T09:00:00Z`)})`,
    );
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  const passports = () =>
    rows<{ document: string; birth_date: string | null }>(
      sql`select document, birth_date from booking_passengers where booking_id = ${bookingId}`,
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

  it('erases passports, ID numbers and birth dates two years after the return, once', async () => {
    const [trip] = await rows<{ return_date: string }>(
      sql`select return_date::text from bookings where id = ${bookingId}`,
    );
    const returned = trip!.return_date;
    now = new Date(`${Number(returned.slice(0, 4)) + 2}-${returned.slice(5)}T10:00:00Z`);
    expect((await worker().runOnce()).passports).toBe(0);
    now = new Date(now.getTime() + 86_400_000);
    expect((await worker().runOnce()).passports).toBe(1);
    expect((await passports()).every((p) => p.document === '' && p.birth_date === null)).toBe(true);
    const [booking] = await rows<{ document: string; passports_erased_at: Date | null }>(
      sql`select document, passports_erased_at from bookings where id = ${bookingId}`,
    );
    expect(booking!.document).toBe('');
    expect(booking!.passports_erased_at).not.toBeNull();
    expect((await worker().runOnce()).passports).toBe(0);
  });
});
