import { sql } from 'drizzle-orm';
import { cookieValue } from '../../domain/site-cookies';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { PDF, useMyBooking } from './my-booking.test-helpers';

/**
 * Mi reserva: finding a booking by locator and e-mail (and the throttles on guessing), its session,
 * and what the page shows and takes. Card payments are in my-booking-payments.pages.test.ts.
 */
describe.each(testDatabaseKinds)('Mi reserva on %s', (kind) => {
  const mb = useMyBooking(kind);
  const { mine, other, rows, count, lookup, view } = mb;

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
    const opened = await mb.app.inject({ url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^\/vermireserva/);
    const session = String(opened.headers['set-cookie']).split(';')[0]!;
    const page = await mb.app.inject({ url: '/vermireserva?idioma=es', headers: { cookie: session } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(other.locator);
    // A made-up link opens nothing and says so.
    const madeUp = await mb.app.inject({ url: `/mireserva?idioma=es&enlace=${'A'.repeat(43)}` });
    expect(madeUp.headers.location).toBe('/mireserva?idioma=es&sesion=enlace');
    // Asking again within ten minutes sends no second link.
    await lookup(other.locator, 'otra@example.com', '10.7.0.8');
    expect(await outbox()).toBe(1);

    // Once the pause is over, the owner's right pair opens the booking and clears the count.
    await mb.database.db.execute(
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
    mb.cookie = setCookie.split(';')[0]!;
    expect(cookieValue(mb.cookie, 'mireserva')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const page = await mb.app.inject({ url: '/vermireserva?idioma=es', headers: { cookie: mb.cookie } });
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
      const page = await mb.app.inject({ url: '/vermireserva?idioma=es', headers: { cookie: session } });
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('/mireserva?idioma=es&sesion=fin');
      const file = await mb.app.inject({
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
      const file = await mb.app.inject({
        url: `/vermireserva/documento?doc=${encodeURIComponent(doc)}`,
        headers: { cookie: mb.cookie },
      });
      // Back to this booking's own documents, which say that one is not available.
      expect(file.statusCode, doc).toBe(302);
      expect(file.headers.location, doc).toBe('/vermireserva?idioma=es&documento=no#documentos');
      expect(file.headers['content-disposition'], doc).toBeUndefined();
    }
    const documents = await mb.app.inject({
      url: '/vermireserva?idioma=es&documento=no',
      headers: { cookie: mb.cookie },
    });
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
    await mb.app.services.documents.store(mine.id, {
      fileName: '../../secret/"bono"\r\nX-Evil: 1;.pdf',
      data: PDF,
    });
    const [doc] = await rows<{ id: number; file_name: string }>(
      sql`select id, file_name from booking_documents where booking_id = ${mine.id} order by id desc limit 1`,
    );
    // The path, quotes, line breaks and reserved characters are gone.
    expect(doc!.file_name).toBe('bonoX-Evil 1;.pdf');
    const file = await mb.app.inject({
      url: `/vermireserva/documento?doc=${doc!.id}&nombre=evil.html`,
      headers: { cookie: mb.cookie },
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
      await mb.app.services.documents.store(mine.id, { fileName: 'bono.pdf', data: Buffer.from('<html>') }),
    ).toEqual({
      kind: 'refused',
      reason: 'type',
    });
  });

  it('makes the summary PDF with the locator in it', async () => {
    const file = await mb.app.inject({
      url: '/vermireserva/documento?doc=resumen&idioma=es',
      headers: { cookie: mb.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`reserva-${mine.locator}.pdf`);
    const pdf = file.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain(`(Resumen de la reserva ${mine.locator})`);
  });

  it("counts each booking's own payments only in its balance", async () => {
    const before = (await mb.app.services.payments.balance(other.id))!;
    await mb.app.services.payments.recordPayment(mine.id, {
      amount: 12_345,
      method: 'transferencia',
      reference: 'TRF-BALANCE-1',
    });
    const mineNow = (await mb.app.services.payments.balance(mine.id))!;
    const otherNow = (await mb.app.services.payments.balance(other.id))!;
    expect(otherNow).toEqual(before);
    expect(mineNow.paid).toBeGreaterThanOrEqual(12_345);
    expect(mineNow.pending).toBe(Math.max(0, mineNow.total - mineNow.paid));
  });

  it('ends the session on "close": the cookie no longer opens the booking', async () => {
    const closed = await view({ intent: 'cerrar' });
    expect(closed.statusCode).toBe(302);
    expect(closed.headers.location).toBe('/mireserva?idioma=es&sesion=cerrada');
    expect(String(closed.headers['set-cookie'])).toContain('Max-Age=0');
    const page = await mb.app.inject({ url: '/vermireserva?idioma=es', headers: { cookie: mb.cookie } });
    expect(page.statusCode).toBe(302);
  });
});
