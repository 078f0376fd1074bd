import type { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { storefrontWithCatalogue } from '../../../tests/helpers/built-pages';
import type { TestDatabaseKind } from '../../../tests/helpers/test-database';
import { bookDemoTrip } from '../../../tests/helpers/test-booking';
import type { DatabaseHandle } from '../db/client';
import { isoDayOf } from '../../domain/days';
import { REQUESTER } from '../../../tests/helpers/booking-form.mjs';

/** What the Mi reserva page tests share (my-booking*.pages.test.ts). */

export const translate = (key: string) => key;
const texts = { visitor: translate, agency: translate };
export const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es-ES' };
/** A tiny real PDF, as the team would attach one. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A booking the tests made, with its payment order and document. */
export interface TestBooking {
  locator: string;
  id: number;
  orderId: number;
  documentId: number;
}

/**
 * The built storefront on a fresh database of `kind` with two bookings (`mine`, Ana's, and
 * `other`), each with a payment order, a document and a message from the team: opened before the
 * calling describe's tests and closed after them. `cookie` is the Mi reserva session the tests
 * open, which `view` sends unless told otherwise.
 */
export function useMyBooking(kind: TestDatabaseKind) {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const mine: TestBooking = { locator: '', id: 0, orderId: 0, documentId: 0 };
  const other: TestBooking = { locator: '', id: 0, orderId: 0, documentId: 0 };
  let cookie = '';

  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const count = async (statement: ReturnType<typeof sql>) =>
    Number((await rows<{ n: number }>(statement))[0]?.n);

  const lookup = (localizador: string, email: string, remoteAddress = '10.1.0.1') =>
    app.inject({
      method: 'POST',
      url: '/mireserva?idioma=es',
      headers: FORM,
      remoteAddress,
      payload: new URLSearchParams({ localizador, email }).toString(),
    });
  const view = (fields: Record<string, string>, session = cookie) =>
    app.inject({
      method: 'POST',
      url: '/vermireserva?idioma=es',
      headers: { ...FORM, cookie: session },
      payload: new URLSearchParams(fields).toString(),
    });

  async function book(email: string) {
    const services = app.services;
    const outcome = await bookDemoTrip(services, {
      today: isoDayOf(new Date()),
      language: 'es',
      texts,
      changes: { solicitante: { ...REQUESTER, email } },
    });
    const id = outcome.id;
    const order = (await services.payments.createOrder(id, {
      ref: 'Pago a cuenta',
      amount: 50_050,
      validUntil: null,
    }))!;
    const stored = await services.documents.store(id, { fileName: `bono-${outcome.locator}.pdf`, data: PDF });
    if (stored.kind !== 'stored') throw new Error('document not stored');
    await services.messages.fromTeam(id, `Mensaje solo para ${outcome.locator}`, () => translate);
    return { locator: outcome.locator, id, orderId: order.id, documentId: stored.id };
  }

  beforeAll(async () => {
    ({ app, database } = await storefrontWithCatalogue(kind));
    Object.assign(mine, await book('Ana@Example.com'));
    Object.assign(other, await book('otra@example.com'));
  }, 180_000);

  afterAll(async () => {
    await app.close();
  });

  return {
    get app() {
      return app;
    },
    get database() {
      return database;
    },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    mine,
    other,
    /** A new booking of the demo trip for this e-mail, with an order of 500,50 €, a document and a message. */
    book,
    rows,
    count,
    lookup,
    view,
  };
}
