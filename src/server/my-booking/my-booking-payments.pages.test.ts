import { sql } from 'drizzle-orm';
import { serializeAndSignJSONRequest } from 'redsys-easy';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { formatAmount } from '../../domain/format';
import { FORM, useMyBooking } from './my-booking.test-helpers';

type SignedBody = ReturnType<typeof serializeAndSignJSONRequest>;

/** Mi reserva's card payments through the gateway (the sandbox), and what they record. */
describe.each(testDatabaseKinds)('Mi reserva on %s', (kind) => {
  const mb = useMyBooking(kind);
  const { mine, rows, count, view } = mb;

  // Paying is for a traveller who has opened their booking.
  beforeAll(async () => {
    const found = await mb.lookup(mine.locator, 'ana@example.com');
    if (found.statusCode !== 302) throw new Error(`no session: ${found.statusCode}`);
    mb.cookie = String(found.headers['set-cookie']).split(';')[0]!;
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
      mb.app.inject({
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
      key = await mb.app.services.payments.gatewayKey();
      expect(key).toMatch(/^[A-Za-z0-9+/]{32}$/);
      expect(key).not.toBe('sq7HjrUOBfKmC576ILgskD5srU870gJ7');
      // Every instance on the database signs with the same key.
      expect(await mb.app.services.payments.gatewayKey()).toBe(key);
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
      mb.app.inject({
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
      const page = await mb.app.inject({ url: '/vermireserva?idioma=es', headers: { cookie: mb.cookie } });
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

    const alerts = (locator: string) =>
      count(
        sql`select count(*)::int as n from outbox_emails where kind = 'payment-review' and to_address = 'pagos@caribesol.example' and subject like '%' || ${locator} || '%'`,
      );
    const attempts = (orderId: number) =>
      rows<{ gateway_order: string; status: string }>(
        sql`select gateway_order, status from card_payments where payment_order_id = ${orderId} order by id`,
      );
    const agent = { id: null, email: 'pagos-test@caribesol.example' };

    it('gives ten tabs paying one order at once the same gateway order, written once', async () => {
      const booking = await mb.book('diez@example.com');
      const forms = await Promise.all(
        Array.from({ length: 10 }, () =>
          mb.app.services.payments.startCardPayment(booking.id, booking.orderId, 'es'),
        ),
      );
      expect(new Set(forms.map(orderOf)).size).toBe(1);
      expect(await attempts(booking.orderId)).toEqual([
        { gateway_order: orderOf(forms[0]), status: 'iniciado' },
      ]);
      // Pressing "Pagar" again later is the same attempt too: no new row each time.
      const again = await mb.app.services.payments.startCardPayment(booking.id, booking.orderId, 'en');
      expect(orderOf(again)).toBe(orderOf(forms[0]));
      expect(await attempts(booking.orderId)).toHaveLength(1);
    });

    it('records both of two concurrent paid notifications for one order and always alerts the payments mailbox', async () => {
      const booking = await mb.book('dos@example.com');
      const first = orderOf(
        await mb.app.services.payments.startCardPayment(booking.id, booking.orderId, 'es'),
      );
      // The first page was left open past its life: a second tab starts a new attempt, and both get paid.
      await mb.database.db.execute(
        sql`update card_payments set created_at = now() - interval '2 hours' where gateway_order = ${first}`,
      );
      const second = orderOf(
        await mb.app.services.payments.startCardPayment(booking.id, booking.orderId, 'es'),
      );
      expect(second).not.toBe(first);
      expect((await attempts(booking.orderId)).map((attempt) => attempt.status)).toEqual([
        'caducado',
        'iniciado',
      ]);
      const answers = await Promise.all(
        [first, second].map((gateway) => notify(notification(params({ Ds_Order: gateway })))),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect((await paid(first)) + (await paid(second))).toBe(2);
      expect(await alerts(booking.locator)).toBe(1);
      // The file's history has both, the second flagged: its order was already paid.
      const history = await rows<{ after: { ordenYa?: string } }>(
        sql`select after from audit_log where action = 'pago.tarjeta' and booking_id = ${booking.id} order by id`,
      );
      expect(history.map((line) => line.after.ordenYa ?? null)).toEqual([null, 'pagada']);
      // Both are in the balance; the payments mailbox refunds the second (or keeps it, as the traveller prefers).
      const balance = await mb.app.services.payments.balance(booking.id);
      expect(balance).toMatchObject({ paid: 100_100, owedBack: 0, pending: balance!.total - 100_100 });
    });

    it("closes a cancelled booking's orders: they cannot be paid, and money that arrives anyway is recorded, flagged and owed back", async () => {
      const booking = await mb.book('cancela@example.com');
      const started = orderOf(
        await mb.app.services.payments.startCardPayment(booking.id, booking.orderId, 'es'),
      );
      const cancelled = await mb.app.services.desk.cancel(
        booking.locator,
        { fee: { basis: 'manual', amount: 0, reason: 'Sin gastos: error de la agencia' }, note: '' },
        agent,
      );
      expect(cancelled).toMatchObject({ kind: 'done', fee: 0, owedBack: 0 });
      const [order] = await rows<{ status: string }>(
        sql`select status from payment_orders where id = ${booking.orderId}`,
      );
      expect(order!.status).toBe('anulada');
      expect(
        await mb.app.services.payments.startCardPayment(booking.id, booking.orderId, 'es'),
      ).toBeUndefined();
      // The bank's notification for the page opened before the cancellation still comes.
      expect((await notify(notification(params({ Ds_Order: started })))).statusCode).toBe(200);
      expect(await paid(started)).toBe(1);
      expect(await alerts(booking.locator)).toBe(1);
      // The receipt says it comes back, not that the trip is paid.
      const [receipt] = await rows<{ text_body: string }>(
        sql`select text_body from outbox_emails where kind = 'payment-receipt' and booking_id = ${booking.id}`,
      );
      expect(receipt!.text_body).toContain(`Te devolveremos ${formatAmount(50_050, 'es')}.`);
      expect(await mb.app.services.payments.balance(booking.id)).toMatchObject({
        cancelled: true,
        paid: 50_050,
        pending: 0,
        owedBack: 50_050,
      });
    });

    it('lets only one of two agents cancel a booking, and only one of two refund the same money', async () => {
      const booking = await mb.book('carrera@example.com');
      const { desk } = mb.app.services;
      await desk.recordPayment(
        booking.locator,
        { amount: 50_050, method: 'transferencia', reference: 'TR-CARRERA', paymentOrderId: booking.orderId },
        agent,
      );
      const cancel = { fee: { basis: 'manual' as const, amount: 0, reason: 'Sin gastos' }, note: '' };
      const cancels = await Promise.all([
        desk.cancel(booking.locator, cancel, agent),
        desk.cancel(booking.locator, cancel, agent),
      ]);
      expect(cancels.map((outcome) => outcome.kind).sort()).toEqual(['done', 'refused']);
      const refund = (reference: string) =>
        desk.refund(
          booking.locator,
          { amount: 50_050, method: 'transferencia', reference, reason: 'Cancelada' },
          agent,
        );
      const refunds = await Promise.all([refund('DEV-A'), refund('DEV-B')]);
      expect(refunds.map((outcome) => outcome.kind).sort()).toEqual(['done', 'refused']);
      expect(await mb.app.services.payments.balance(booking.id)).toMatchObject({
        refunded: 50_050,
        owedBack: 0,
      });
    });

    it('does not take an order for more than is left to pay, and says why', async () => {
      const [booking] = await rows<{ total_price: number }>(
        sql`select total_price from bookings where id = ${mine.id}`,
      );
      const total = Number(booking!.total_price);
      expect(
        await mb.app.services.payments.createOrder(mine.id, {
          ref: 'Demasiado',
          amount: total,
          validUntil: null,
        }),
      ).toBeUndefined();
      // One asked for before other payments came in.
      const [order] = await rows<{ id: number }>(
        sql`insert into payment_orders (booking_id, ref, amount) values (${mine.id}, 'Demasiado', ${total}) returning id`,
      );
      expect(
        await mb.app.services.payments.startCardPayment(mine.id, Number(order!.id), 'es'),
      ).toBeUndefined();
      const page = await mb.app.inject({ url: '/vermireserva?idioma=es', headers: { cookie: mb.cookie } });
      expect(page.body).not.toContain(`Pagar con tarjeta Demasiado`);
      expect(page.body).toContain('Este importe supera lo que te queda por pagar');
    });

    it('the sandbox takes only orders signed with its own key, for this site', async () => {
      const sandbox = mb.app.services.sandboxGateway!;
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
      for (const open of await mb.app.services.payments.ordersOf(mine.id))
        if (open.status === 'abierta') await mb.app.services.payments.cancelOrder(mine.id, open.id);
      const order = await mb.app.services.payments.createOrder(mine.id, {
        ref: 'Resto',
        amount: 10_000,
        validUntil: null,
      });
      const form = await mb.app.services.payments.startCardPayment(mine.id, order!.id, 'es');
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
});
