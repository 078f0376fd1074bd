import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueDatabase } from '../../../tests/helpers/catalogue-copies';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { addDays } from '../../domain/days';
import { changeRequestSchema } from '../../domain/schemas/change-request';
import { demoRequest, demoSelection } from '../../../tests/helpers/test-booking';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createServices, type Services } from '../services';

const TODAY = '2026-11-21';
const translate = (language: string) => (key: string, values?: Record<string, unknown>) =>
  `[${language}] ${key} ${JSON.stringify(values ?? {})}`;
const texts = { visitor: translate('it'), agency: translate('es') };

describe.each(testDatabaseKinds)('modify/cancel requests on %s', (kind) => {
  let database: DatabaseHandle;
  let services: Services;
  let locator: string;
  let departure: string;
  let total: number;
  let now = new Date(`${TODAY}T10:00:00Z`);

  const form = (changes: Record<string, unknown> = {}) =>
    changeRequestSchema.parse({
      locata: locator.toLowerCase(),
      tipo: 'C',
      destino: 'Punta Cana',
      finicio: `${departure.slice(8, 10)}/${departure.slice(5, 7)}/${departure.slice(0, 4)}`,
      reclamante: 'Ana García',
      telefono: '+34 612 345 678',
      email: 'Ana@Example.com',
      email2: 'ana@example.com',
      motivo: 'Una enfermedad nos impide viajar.',
      condiciones: 'on',
      ...changes,
    });

  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    database = await createCatalogueDatabase(kind, TODAY);
    services = createServices(
      database,
      loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://caribe.example' }),
      () => now,
    );
    const selection = await demoSelection(services, TODAY);
    const request = await demoRequest(services, selection);
    const outcome = await services.booking.request({ selection, request, language: 'it', texts });
    if (outcome.kind !== 'booked') throw new Error(`the demo booking was not made: ${outcome.kind}`);
    locator = outcome.locator;
    departure = selection.day ?? '';
    const [booking] = await rows<{ total_price: number }>(
      sql`select total_price from bookings where locator = ${locator}`,
    );
    total = Number(booking!.total_price);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('finds a booking by its locator with the destination and the first day to prefill, and nothing for another', async () => {
    const found = await services.changeRequests.findBooking(locator, 'ANA@example.com', 'it');
    expect(found).toMatchObject({ locata: locator, destino: 'Punta Cana', finicio: departure });
    expect(await services.changeRequests.findBooking('ZZZZ2222', 'ana@example.com', 'it')).toBeUndefined();
    // The locator alone opens nothing: with another e-mail the booking is not found, like a wrong locator.
    expect(await services.changeRequests.findBooking(locator, 'eve@example.com', 'it')).toBeUndefined();
  });

  it('estimates half of the trip for a cancellation 10 days before departure', async () => {
    now = new Date(`${addDays(departure, -10)}T09:00:00Z`);
    const found = await services.changeRequests.findBooking(locator, 'ana@example.com', 'es');
    expect(found?.cancellation).toEqual({ daysLeft: 10, percent: 50, cents: Math.round(total / 2) });
  });

  it('stores a cancellation with its estimate and history, and queues the visitor’s and the department’s e-mails', async () => {
    now = new Date(`${addDays(departure, -10)}T09:00:00Z`);
    const outcome = await services.changeRequests.send(form(), 'ana@example.com', 'it', texts);
    expect(outcome).toMatchObject({ kind: 'sent', code: expect.stringMatching(/^S[A-Z2-9]{8}$/) });
    if (outcome.kind !== 'sent') return;
    const mails = await rows<{ kind: string; to_address: string; subject: string }>(
      sql`select kind, to_address, subject from outbox_emails where dedupe_key like ${`change-request:${outcome.code}:%`} order by kind`,
    );
    expect(mails).toEqual([
      {
        kind: 'change-request',
        to_address: 'Ana@Example.com',
        subject: expect.stringContaining('[it] email.subjectC'),
      },
      {
        kind: 'change-request-agency',
        to_address: 'anulaciones@caribesol.example',
        subject: expect.stringContaining('[es] agency.subjectC'),
      },
    ]);

    const consulted = await services.changeRequests.consult(outcome.code, 'ANA@example.COM');
    expect(consulted).toMatchObject({
      codigo: outcome.code,
      locata: locator,
      tipo: 'C',
      estado: 'recibida',
      destino: 'Punta Cana',
      finicio: departure,
      estimate: { percent: 50, daysLeft: 10 },
      history: [{ estado: 'recibida', nota: null }],
    });
  });

  it('sends a modification to the changes mailbox, without an estimate, and tells the booking’s own address when another one sent it', async () => {
    const outcome = await services.changeRequests.send(
      form({ tipo: 'M', condiciones: '', email: 'luis@example.com', email2: 'luis@example.com' }),
      'ana@example.com',
      'es',
      texts,
    );
    if (outcome.kind !== 'sent') throw new Error('not sent');
    const copies = await rows<{ to_address: string }>(
      sql`select to_address from outbox_emails where kind = 'change-request' and dedupe_key like ${`change-request:${outcome.code}:%`} order by id`,
    );
    expect(copies.map((copy) => copy.to_address)).toEqual(['luis@example.com', 'ana@example.com']);
    const [agency] = await rows<{ to_address: string }>(
      sql`select to_address from outbox_emails where dedupe_key = ${`change-request:${outcome.code}:agency`}`,
    );
    expect(agency?.to_address).toBe('cambios@caribesol.example');
    expect((await services.changeRequests.consult(outcome.code, 'luis@example.com'))?.estimate).toBeNull();
  });

  it('answers a wrong e-mail exactly like an unknown code, and stores nothing for an unknown locator', async () => {
    const outcome = await services.changeRequests.send(form(), 'ana@example.com', 'es', texts);
    if (outcome.kind !== 'sent') throw new Error('not sent');
    expect(await services.changeRequests.consult(outcome.code, 'otra@example.com')).toBeUndefined();
    expect(await services.changeRequests.consult('SZZZZ2222', 'ana@example.com')).toBeUndefined();

    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from change_requests`);
    expect(
      await services.changeRequests.send(form({ locata: 'ZZZZ2222' }), 'ana@example.com', 'es', texts),
    ).toEqual({
      kind: 'not-found',
    });
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from change_requests`);
    expect(after?.n).toBe(before?.n);
  });
});
