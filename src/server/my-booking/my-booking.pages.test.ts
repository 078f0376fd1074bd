import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serializeAndSignJSONRequest } from 'redsys-easy';
import { cookieValue } from '../../domain/site-cookies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontWithCatalogue } from '../../../tests/helpers/built-pages';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { formatAmount } from '../../domain/format';
import { demoRequest, demoSelection } from '../../../tests/helpers/test-booking';
import type { DatabaseHandle } from '../db/client';

const translate = (key: string) => key;
const texts = { visitor: translate, agency: translate };
type SignedBody = ReturnType<typeof serializeAndSignJSONRequest>;
const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es-ES' };
/** A tiny real PDF, as the team would attach one. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(testDatabaseKinds)('Mi reserva on %s', (kind) => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const mine = { locator: '', id: 0, orderId: 0, documentId: 0 };
  const other = { locator: '', id: 0, orderId: 0, documentId: 0 };
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
    const today = new Date().toISOString().slice(0, 10);
    const selection = await demoSelection(services, today);
    const request = await demoRequest(services, selection);
    request.solicitante.email = email;
    const outcome = await services.booking.request({ selection, request, language: 'es', texts });
    if (outcome.kind !== 'booked') throw new Error(`not booked: ${outcome.kind}`);
    const [row] = await rows<{ id: number }>(sql`select id from bookings where locator = ${outcome.locator}`);
    const id = Number(row!.id);
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

  it('answers a wrong e-mail exactly like an unknown locator, and opens nothing', async () => {
    const wrongEmail = await lookup(mine.locator, 'otra@example.com');
    const unknown = await lookup('ZZZZ2222', 'otra@example.com');
    for (const answer of [wrongEmail, unknown]) {
      expect(answer.statusCode).toBe(404);
      expect(String(answer.headers['set-cookie'] ?? '')).not.toContain('mireserva');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain('Localizador no encontrado. Por favor, verifique el localizador.');
    }
    // Apart from the locator typed back into the field, the two pages are the same.
    const strip = (body: string) => body.replaceAll(mine.locator, '').replaceAll('ZZZZ2222', '');
    expect(strip(wrongEmail.body).length).toBe(strip(unknown.body).length);
  });

  it('refuses the 11th wrong try from one address, even with the right pair', async () => {
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await lookup(`ZZZZ${3330 + attempt}`, 'x@example.com', '10.9.9.9')).statusCode).toBe(404);
    const refused = await lookup(mine.locator, 'ana@example.com', '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Has hecho demasiados intentos');
    // Another address is not affected.
    expect((await lookup(mine.locator, 'ana@example.com', '10.9.9.10')).statusCode).toBe(302);
  });

  it('pauses a locator guessed at from many addresses, and lets its owner in by an e-mailed link meanwhile', async () => {
    const outbox = () => count(sql`select count(*) as n from outbox_emails where kind = 'my-booking-link'`);
    // Five wrong e-mails for one locator, each from another address (no address is near its own limit).
    for (let attempt = 1; attempt <= 5; attempt++)
      expect(
        (await lookup(other.locator, `guess${attempt}@example.com`, `10.7.0.${attempt}`)).statusCode,
      ).toBe(404);
    // Paused now: a wrong pair and the right one get the same answer, and only the right one a link.
    const wrong = await lookup(other.locator, 'guess6@example.com', '10.7.0.6');
    expect(wrong.statusCode).toBe(202);
    expect(wrong.body).toContain('te acabamos de enviar a ese e-mail un enlace');
    expect(await outbox()).toBe(0);
    const owner = await lookup(other.locator, 'otra@example.com', '10.7.0.7');
    expect(owner.statusCode).toBe(202);
    const strip = (body: string) =>
      body.replaceAll('guess6@example.com', '').replaceAll('otra@example.com', '');
    expect(strip(owner.body).length).toBe(strip(wrong.body).length);
    expect(String(owner.headers['set-cookie'] ?? '')).not.toContain('mireserva=');
    // The pause is short and held on the locator, not on an address.
    const [pause] = await rows<{ seconds: number }>(
      sql`select extract(epoch from locked_until - now()) as seconds from sign_in_throttles
          where key = ${`lookup-reference:${other.locator}`}`,
    );
    expect(Number(pause!.seconds)).toBeGreaterThan(0);
    expect(Number(pause!.seconds)).toBeLessThanOrEqual(60);

    // The link goes to the booking's own e-mail, and opens the booking.
    const [mail] = await rows<{ to_address: string; text_body: string }>(
      sql`select to_address, text_body from outbox_emails where kind = 'my-booking-link'`,
    );
    expect(mail!.to_address).toBe('otra@example.com');
    const link = new URL(/https?:\/\/\S+enlace=[A-Za-z0-9_-]+/.exec(mail!.text_body)![0]);
    const opened = await app.inject({ url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^\/vermireserva/);
    const session = String(opened.headers['set-cookie']).split(';')[0]!;
    const page = await app.inject({ url: '/vermireserva?idioma=es', headers: { cookie: session } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(other.locator);
    // A made-up link opens nothing and says so.
    const madeUp = await app.inject({ url: `/mireserva?idioma=es&enlace=${'A'.repeat(43)}` });
    expect(madeUp.headers.location).toBe('/mireserva?idioma=es&sesion=enlace');
    // Asking again within ten minutes sends no second link.
    await lookup(other.locator, 'otra@example.com', '10.7.0.8');
    expect(await outbox()).toBe(1);

    // Once the pause is over, the owner's right pair opens the booking and clears the count.
    await database.db.execute(
      sql`update sign_in_throttles set locked_until = now() - interval '1 second'
          where key = ${`lookup-reference:${other.locator}`}`,
    );
    expect((await lookup(other.locator, 'otra@example.com', '10.7.0.9')).statusCode).toBe(302);
    expect(
      await count(
        sql`select count(*) as n from sign_in_throttles where key = ${`lookup-reference:${other.locator}`}`,
      ),
    ).toBe(0);
  });

  it('opens a session for the booking with locator and e-mail as people type them, and nothing in the address', async () => {
    const found = await lookup(
      ` ${mine.locator.toLowerCase().slice(0, 4)} ${mine.locator.toLowerCase().slice(4)}`,
      ' ANA@example.com ',
    );
    expect(found.statusCode).toBe(302);
    expect(found.headers.location).toBe('/vermireserva?idioma=es');
    const setCookie = String(found.headers['set-cookie']);
    expect(setCookie).toMatch(/^mireserva=[^;]+; Max-Age=1800; Path=\/; HttpOnly; SameSite=Lax$/);
    cookie = setCookie.split(';')[0]!;
    expect(cookieValue(cookie, 'mireserva')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await app.inject({ url: '/vermireserva?idioma=es', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(mine.locator);
    expect(page.body).toContain('Pago a cuenta');
    expect(page.body).toContain(`Mensaje solo para ${mine.locator}`);
    expect(page.body).not.toContain(other.locator);
    // Passports are shown by their last three characters only.
    expect(page.body).not.toContain('X1000000');
  });

  it('sends a browser without a session, or with a made-up one, back to the lookup', async () => {
    for (const session of ['', 'mireserva=abc', `mireserva=${'A'.repeat(43)}`]) {
      const page = await app.inject({ url: '/vermireserva?idioma=es', headers: { cookie: session } });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('/mireserva?idioma=es&sesion=fin');
      const file = await app.inject({
        url: `/vermireserva/documento?doc=${mine.documentId}`,
        headers: { cookie: session },
      });
      expect(file.statusCode).toBe(302);
      expect(file.headers.location).toBe('/mireserva?idioma=es&sesion=fin');
    }
  });

  it("never reaches another booking's orders, documents or messages with this session", async () => {
    const pay = await view({ intent: 'pagar', orden: String(other.orderId) });
    expect(pay.statusCode).toBe(409);
    expect(
      await count(
        sql`select count(*)::int as n from card_payments where payment_order_id = ${other.orderId}`,
      ),
    ).toBe(0);
    for (const doc of [String(other.documentId), '../../etc/passwd', '0', '-1', '1e3', 'resumen2']) {
      const file = await app.inject({
        url: `/vermireserva/documento?doc=${encodeURIComponent(doc)}`,
        headers: { cookie },
      });
      // Back to this booking's own documents, which say that one is not available.
      expect(file.statusCode, doc).toBe(302);
      expect(file.headers.location, doc).toBe('/vermireserva?idioma=es&documento=no#documentos');
      expect(file.headers['content-disposition'], doc).toBeUndefined();
    }
    const documents = await app.inject({ url: '/vermireserva?idioma=es&documento=no', headers: { cookie } });
    expect(documents.body).toContain('Ese documento no está disponible.');
    const before = await count(
      sql`select count(*)::int as n from booking_messages where booking_id = ${other.id}`,
    );
    const sent = await view({
      intent: 'mensaje',
      mensaje: '¿Podemos tener camas separadas?',
      idReserva: String(other.id),
    });
    expect(sent.statusCode).toBe(302);
    expect(sent.headers.location).toBe('/vermireserva?idioma=es&mensaje=enviado#mensajes');
    expect(
      await count(sql`select count(*)::int as n from booking_messages where booking_id = ${other.id}`),
    ).toBe(before);
    const [last] = await rows<{ booking_id: number; message: string; from_team: boolean }>(
      sql`select booking_id, message, from_team from booking_messages order by id desc limit 1`,
    );
    expect(Number(last!.booking_id)).toBe(mine.id);
    expect(last!.from_team).toBe(false);
    expect(
      await count(
        sql`select count(*)::int as n from outbox_emails where kind = 'booking-message' and to_address = 'reservas@caribesol.example'`,
      ),
    ).toBe(1);
  });

  it('keeps a card number typed into a message by its last four digits only', async () => {
    await view({ intent: 'mensaje', mensaje: 'Mi tarjeta es 4548 8100 0000 0003, caduca 12/29' });
    const [last] = await rows<{ message: string }>(
      sql`select message from booking_messages where booking_id = ${mine.id} order by id desc limit 1`,
    );
    expect(last!.message).toBe('Mi tarjeta es •••• •••• •••• 0003, caduca 12/29');
  });

  it('refuses an empty or over-long message and keeps what was typed', async () => {
    const before = await count(
      sql`select count(*)::int as n from booking_messages where booking_id = ${mine.id}`,
    );
    expect((await view({ intent: 'mensaje', mensaje: '   ' })).statusCode).toBe(400);
    const long = await view({ intent: 'mensaje', mensaje: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(
      await count(sql`select count(*)::int as n from booking_messages where booking_id = ${mine.id}`),
    ).toBe(before);
  });

  it('downloads a document under its stored name, typed by the server, never sniffed', async () => {
    await app.services.documents.store(mine.id, {
      fileName: '../../secret/"bono"\r\nX-Evil: 1;.pdf',
      data: PDF,
    });
    const [doc] = await rows<{ id: number; file_name: string }>(
      sql`select id, file_name from booking_documents where booking_id = ${mine.id} order by id desc limit 1`,
    );
    // The path, quotes, line breaks and reserved characters are gone.
    expect(doc!.file_name).toBe('bonoX-Evil 1;.pdf');
    const file = await app.inject({
      url: `/vermireserva/documento?doc=${doc!.id}&nombre=evil.html`,
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="bonoX-Evil 1_.pdf"; filename*=UTF-8''bonoX-Evil%201%3B.pdf`,
    );
    expect(file.headers['x-evil']).toBeUndefined();
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // A file that is not a PDF or a picture is refused whatever its name says.
    expect(
      await app.services.documents.store(mine.id, { fileName: 'bono.pdf', data: Buffer.from('<html>') }),
    ).toEqual({
      kind: 'refused',
      reason: 'type',
    });
  });

  it('makes the summary PDF with the locator in it', async () => {
    const file = await app.inject({
      url: '/vermireserva/documento?doc=resumen&idioma=es',
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`reserva-${mine.locator}.pdf`);
    const pdf = file.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain(`(Resumen de la reserva ${mine.locator})`);
  });

  describe('card payments through the gateway', () => {
    let gatewayOrder = '';
    let key = '';
    let signedOrder: Record<string, string> = {};
    const notification = (params: Record<string, string>, secret = key) =>
      serializeAndSignJSONRequest(secret, {
        // redsys-easy signs a request by its order field; the notification carries Ds_Order too.
        Ds_Merchant_Order: params.Ds_Order,
        ...params,
      } as never);
    const notify = (body: { [name: string]: string } | SignedBody) =>
      app.inject({
        method: 'POST',
        url: '/pago/notificacion',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...body }).toString(),
      });
    const paid = (order = gatewayOrder) =>
      count(sql`select count(*)::int as n from payments where reference = ${order}`);
    const params = (changes: Record<string, string> = {}) => ({
      Ds_Date: '24/11/2026',
      Ds_Hour: '10:00',
      Ds_Amount: '50050',
      Ds_Currency: '978',
      Ds_Order: gatewayOrder,
      Ds_MerchantCode: '999008881',
      Ds_Terminal: '001',
      Ds_Response: '0000',
      Ds_TransactionType: '0',
      Ds_AuthorisationCode: '123456',
      ...changes,
    });

    it('signs with a key of its own, not the published Redsys test key', async () => {
      key = await app.services.payments.gatewayKey();
      expect(key).toMatch(/^[A-Za-z0-9+/]{32}$/);
      expect(key).not.toBe('sq7HjrUOBfKmC576ILgskD5srU870gJ7');
      // Every instance on the database signs with the same key.
      expect(await app.services.payments.gatewayKey()).toBe(key);
    });

    it('posts a signed order for an open order of this booking to the gateway', async () => {
      const page = await view({ intent: 'pagar', orden: String(mine.orderId) });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('action="/pasarela-pruebas/realizarPago"');
      const encoded = /name="Ds_MerchantParameters" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const order = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Record<string, string>;
      expect(order.DS_MERCHANT_AMOUNT).toBe('50050');
      expect(order.DS_MERCHANT_CURRENCY).toBe('978');
      expect(order.DS_MERCHANT_ORDER).toMatch(/^\d{4}[A-Za-z0-9]{8}$/);
      expect(order.DS_MERCHANT_MERCHANTURL).toMatch(/\/pago\/notificacion$/);
      expect(order.DS_MERCHANT_URLOK).toMatch(/\/vermireserva\?idioma=es&pedido=\w{12}&pago=ok$/);
      expect(page.body).toContain('name="Ds_SignatureVersion" value="HMAC_SHA256_V1"');
      gatewayOrder = order.DS_MERCHANT_ORDER!;
      signedOrder = {
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: encoded,
        Ds_Signature: /name="Ds_Signature" value="([^"]+)"/.exec(page.body)?.[1] ?? '',
      };
    });

    const bank = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/pasarela-pruebas/realizarPago',
        headers: FORM,
        payload: new URLSearchParams({ ...signedOrder, ...fields }).toString(),
      });

    it("the sandbox's code step needs the card step first, and an expired card is refused", async () => {
      const skipped = await bank({ paso: 'reto', codigo: '123456' });
      expect(skipped.statusCode).toBe(200);
      expect(skipped.body).toContain('name="tarjeta"');
      const expired = await bank({ paso: 'tarjeta', tarjeta: '4548 8100 0000 0003', caducidad: '01/20' });
      expect(expired.statusCode).toBe(400);
      expect(await paid()).toBe(0);
    });

    it('changes nothing for a wrong signature or a changed amount', async () => {
      const forged = notification(params(), 'sq7HjrUOBfKmC576ILgskD5srU870gJ7');
      expect((await notify(forged)).statusCode).toBe(200);
      const cheaper = notification(params({ Ds_Amount: '100' }));
      expect((await notify(cheaper)).statusCode).toBe(200);
      const tampered = {
        ...notification(params()),
        Ds_MerchantParameters: notification(params({ Ds_Amount: '100' })).Ds_MerchantParameters,
      };
      expect((await notify(tampered)).statusCode).toBe(200);
      expect(await paid()).toBe(0);
      const [attempt] = await rows<{ status: string }>(
        sql`select status from card_payments where gateway_order = ${gatewayOrder}`,
      );
      expect(attempt!.status).toBe('iniciado');
    });

    it('records a correctly signed payment once: balance, order, receipt; a replay changes nothing', async () => {
      const body = notification(params());
      expect((await notify(body)).statusCode).toBe(200);
      expect((await notify(body)).statusCode).toBe(200);
      expect(await paid()).toBe(1);
      // The bank's page, posted again with the same order number, says it is done (as Redsys does).
      const again = await bank({ paso: 'tarjeta', tarjeta: '4548810000000003', caducidad: '12/30' });
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('Este pedido ya se ha procesado');
      expect(await paid()).toBe(1);
      const [order] = await rows<{ status: string }>(
        sql`select status from payment_orders where id = ${mine.orderId}`,
      );
      expect(order!.status).toBe('pagada');
      expect(
        await count(
          sql`select count(*)::int as n from outbox_emails where kind = 'payment-receipt' and to_address = 'Ana@Example.com'`,
        ),
      ).toBe(1);
      const page = await app.inject({ url: '/vermireserva?idioma=es', headers: { cookie } });
      const [booking] = await rows<{ total_price: number }>(
        sql`select total_price from bookings where id = ${mine.id}`,
      );
      const shown = formatAmount(Number(booking!.total_price) - 50_050, 'es');
      expect(page.body.includes(shown)).toBe(true);
      // The order is paid: it cannot be paid again.
      expect((await view({ intent: 'pagar', orden: String(mine.orderId) })).statusCode).toBe(409);
    });

    const orderOf = (form: { body: { Ds_MerchantParameters: string } } | undefined) =>
      (
        JSON.parse(Buffer.from(form!.body.Ds_MerchantParameters, 'base64').toString()) as Record<
          string,
          string
        >
      ).DS_MERCHANT_ORDER!;

    it('records an order paid twice (two tabs) and tells the payments mailbox to refund', async () => {
      const order = await app.services.payments.createOrder(mine.id, {
        ref: 'Segundo pago',
        amount: 5_000,
        validUntil: null,
      });
      const first = orderOf(await app.services.payments.startCardPayment(mine.id, order!.id, 'es'));
      const second = orderOf(await app.services.payments.startCardPayment(mine.id, order!.id, 'es'));
      for (const gateway of [first, second])
        await notify(notification(params({ Ds_Order: gateway, Ds_Amount: '5000' })));
      expect((await paid(first)) + (await paid(second))).toBe(2);
      expect(
        await count(
          sql`select count(*)::int as n from outbox_emails where kind = 'payment-review' and to_address = 'pagos@caribesol.example' and subject like '%' || ${mine.locator} || '%'`,
        ),
      ).toBe(1);
    });

    it('does not take an order for more than is left to pay, and says why', async () => {
      const [booking] = await rows<{ total_price: number }>(
        sql`select total_price from bookings where id = ${mine.id}`,
      );
      const total = Number(booking!.total_price);
      expect(
        await app.services.payments.createOrder(mine.id, {
          ref: 'Demasiado',
          amount: total,
          validUntil: null,
        }),
      ).toBeUndefined();
      // One asked for before other payments came in.
      const [order] = await rows<{ id: number }>(
        sql`insert into payment_orders (booking_id, ref, amount) values (${mine.id}, 'Demasiado', ${total}) returning id`,
      );
      expect(await app.services.payments.startCardPayment(mine.id, Number(order!.id), 'es')).toBeUndefined();
      const page = await app.inject({ url: '/vermireserva?idioma=es', headers: { cookie } });
      expect(page.body).not.toContain(`Pagar con tarjeta Demasiado`);
      expect(page.body).toContain('Este importe supera lo que te queda por pagar');
    });

    it('the sandbox takes only orders signed with its own key, for this site', async () => {
      const sandbox = app.services.sandboxGateway!;
      const order = (changes: Record<string, string> = {}) => ({
        DS_MERCHANT_ORDER: '1234abcdEFGH',
        DS_MERCHANT_MERCHANTCODE: '999008881',
        DS_MERCHANT_AMOUNT: '100',
        DS_MERCHANT_MERCHANTURL: 'http://localhost:3000/pago/notificacion',
        DS_MERCHANT_URLOK: 'http://localhost:3000/vermireserva?pago=ok',
        DS_MERCHANT_URLKO: 'http://localhost:3000/vermireserva?pago=ko',
        ...changes,
      });
      expect(await sandbox.readOrder(serializeAndSignJSONRequest(key, order() as never))).toMatchObject({
        order: '1234abcdEFGH',
        amountCents: 100,
      });
      const published = serializeAndSignJSONRequest('sq7HjrUOBfKmC576ILgskD5srU870gJ7', order() as never);
      expect(await sandbox.readOrder(published)).toBeUndefined();
      for (const elsewhere of [
        { DS_MERCHANT_MERCHANTURL: 'http://127.0.0.1:3499/' },
        { DS_MERCHANT_URLOK: 'https://evil.example/ok' },
        { DS_MERCHANT_URLKO: 'http://localhost:30000/x' },
      ] as Record<string, string>[])
        expect(
          await sandbox.readOrder(serializeAndSignJSONRequest(key, order(elsewhere) as never)),
        ).toBeUndefined();
    });

    it('closes a denied attempt without a payment', async () => {
      // The orders the tests before left open already ask for the rest: the team withdraws them first.
      for (const open of await app.services.payments.ordersOf(mine.id))
        if (open.status === 'abierta') await app.services.payments.cancelOrder(mine.id, open.id);
      const order = await app.services.payments.createOrder(mine.id, {
        ref: 'Resto',
        amount: 10_000,
        validUntil: null,
      });
      const form = await app.services.payments.startCardPayment(mine.id, order!.id, 'es');
      const denied = JSON.parse(Buffer.from(form!.body.Ds_MerchantParameters, 'base64').toString()) as Record<
        string,
        string
      >;
      await notify(
        notification(
          params({ Ds_Order: denied.DS_MERCHANT_ORDER!, Ds_Amount: '10000', Ds_Response: '0190' }),
        ),
      );
      expect(await paid(denied.DS_MERCHANT_ORDER)).toBe(0);
      const [attempt] = await rows<{ status: string }>(
        sql`select status from card_payments where gateway_order = ${denied.DS_MERCHANT_ORDER!}`,
      );
      expect(attempt!.status).toBe('denegado');
    });
  });

  it("counts each booking's own payments only in its balance", async () => {
    const before = (await app.services.payments.balance(other.id))!;
    await app.services.payments.recordPayment(mine.id, {
      amount: 12_345,
      method: 'transferencia',
      reference: 'TRF-BALANCE-1',
    });
    const mineNow = (await app.services.payments.balance(mine.id))!;
    const otherNow = (await app.services.payments.balance(other.id))!;
    expect(otherNow).toEqual(before);
    expect(mineNow.paid).toBeGreaterThanOrEqual(12_345);
    expect(mineNow.pending).toBe(Math.max(0, mineNow.total - mineNow.paid));
  });

  it('ends the session on "close": the cookie no longer opens the booking', async () => {
    const closed = await view({ intent: 'cerrar' });
    expect(closed.statusCode).toBe(302);
    expect(closed.headers.location).toBe('/mireserva?idioma=es&sesion=cerrada');
    expect(String(closed.headers['set-cookie'])).toContain('Max-Age=0');
    const page = await app.inject({ url: '/vermireserva?idioma=es', headers: { cookie } });
    expect(page.statusCode).toBe(302);
  });
});
