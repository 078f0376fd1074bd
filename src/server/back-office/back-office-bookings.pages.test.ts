import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { bookDemoTrip } from '../../../tests/helpers/test-booking';
import { formatAmount } from '../../domain/format';
import { FORM, PASSWORD, PDF, translate, useBackOffice } from './back-office.test-helpers';
import { isoDayOf } from '../../domain/days';
import { REQUESTER } from '../../../tests/helpers/booking-form.mjs';

/**
 * The team at work on bookings: a request carried to documents sent, its price and services
 * changed, agents created, the outbox and the trail, and a person's data exported and erased.
 */
describe.each(testDatabaseKinds)('the back office on %s', (kind) => {
  const bo = useBackOffice(kind);
  const { booking, rows, count, writes, signIn, post } = bo;

  it('carries a request to documents sent, telling the traveller each step in their language', async () => {
    const luis = await signIn('luis@agencia.es');
    const file = `/gestion/reservas/${booking.locator}`;
    const act = (fields: Record<string, string>) => post(file, luis.cookie, { csrf: luis.csrf, ...fields });
    const mails = () =>
      rows<{ subject: string; to_address: string; kind: string }>(
        sql`select subject, to_address, kind from outbox_emails where booking_id = ${booking.id} order by id`,
      );
    const mailsBefore = (await mails()).length;

    const inbox = await bo.app.inject({ url: '/gestion', headers: { cookie: luis.cookie } });
    expect(inbox.body).toContain(booking.locator);
    expect(inbox.body).toMatch(/Quedan \d+ h/);
    // Found the way people type: without accents, by phone digits, dates written day first, a
    // locator read out in two halves; by another traveller's name, or the hotel.
    const spokenLocator = `${booking.locator.slice(0, 4)} ${booking.locator.slice(4).toLowerCase()}`;
    for (const query of [
      'q=garcia',
      'q=600%20111%20222',
      'desde=01/01/2020&hasta=31.12.2099',
      `q=${encodeURIComponent(spokenLocator)}`,
      'q=lucia',
      'q=turquesa',
    ]) {
      const found = await bo.app.inject({ url: `/gestion?${query}`, headers: { cookie: luis.cookie } });
      expect(found.body, query).toContain(`href="/gestion/reservas/${booking.locator}"`);
    }
    const reversed = await bo.app.inject({
      url: '/gestion?desde=2027-02-01&hasta=2027-01-01',
      headers: { cookie: luis.cookie },
    });
    expect(reversed.body).toContain('«Hasta» no puede ser antes que «desde».');

    // Paid and documents sent cannot come before their time.
    expect((await act({ intent: 'estado', estado: 'pagada', nota: '' })).statusCode).toBe(409);
    const confirmed = await act({ intent: 'estado', estado: 'confirmada', nota: 'Hotel et vols confirmés.' });
    expect(confirmed.statusCode).toBe(200);

    const balance = (await bo.app.services.payments.balance(booking.id))!;
    const tooMuch = await act({
      intent: 'orden',
      ref: 'Total',
      monto: String(balance.pending / 100 + 1),
      fechaVigencia: '',
    });
    expect(tooMuch.statusCode).toBe(409);
    const badAmount = await act({ intent: 'orden', ref: 'Total', monto: 'mil euros', fechaVigencia: '' });
    expect(badAmount.statusCode).toBe(400);
    const euros = (balance.pending / 100).toFixed(2).replace('.', ',');
    expect(
      (await act({ intent: 'orden', ref: 'Resto del viaje', monto: euros, fechaVigencia: '' })).statusCode,
    ).toBe(200);
    const [order] = await bo.app.services.payments.ordersOf(booking.id);
    const payment = {
      intent: 'pago',
      importe: euros,
      forma: 'transferencia',
      referencia: 'TRF-2026-001',
      idOrden: String(order!.id),
    };
    expect((await act(payment)).statusCode).toBe(200);
    expect((await act({ ...payment, idOrden: '' })).statusCode).toBe(409);

    const upload = async (name: string, data: Buffer) => {
      const form = new FormData();
      form.set('csrf', luis.csrf);
      form.set('intent', 'documento');
      form.set('archivo', new Blob([new Uint8Array(data)]), name);
      const request = new Response(form);
      return bo.app.inject({
        method: 'POST',
        url: file,
        headers: { cookie: luis.cookie, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    expect((await upload('virus.pdf', Buffer.from('MZ not a pdf at all'))).statusCode).toBe(409);
    expect((await upload('Bono hotel.pdf', PDF)).statusCode).toBe(200);
    expect((await act({ intent: 'estado', estado: 'documentada', nota: '' })).statusCode).toBe(200);
    expect((await act({ intent: 'mensaje', mensaje: 'Bon voyage !' })).statusCode).toBe(200);

    // What the traveller sees in Mi reserva.
    const view = (await bo.app.services.myBooking.view(booking.id, 'fr'))!;
    expect(view.booking.status).toBe('documentada');
    expect(view.pending).toBe(0);
    expect(view.orders.map((o) => o.status)).toEqual(['pagada']);
    expect(view.documents.map((d) => d.fileName)).toEqual(['Bono hotel.pdf']);
    expect(view.messages.at(-1)).toMatchObject({ message: 'Bon voyage !', fromTeam: true });

    // Each step was e-mailed to the traveller, in French.
    const sent = (await mails()).slice(mailsBefore);
    expect(sent.map((m) => m.kind)).toEqual([
      'booking-status',
      'payment-order',
      'payment-receipt',
      'booking-document',
      'booking-status',
      'booking-message',
    ]);
    expect(new Set(sent.map((m) => m.to_address))).toEqual(new Set(['ana@example.com']));
    expect(sent[0]!.subject).toBe(`Réservation ${booking.locator}\u00a0: Confirmée`);

    // Every action is in the trail, with who and the record before and after.
    const trail = await rows<{ action: string; agent_email: string; before: unknown; after: unknown }>(
      sql`select action, agent_email, before, after from audit_log where booking_id = ${booking.id} order by id`,
    );
    expect(trail.map((line) => line.action)).toEqual([
      'reserva.estado',
      'orden-pago.crear',
      'pago.registrar',
      'documento.subir',
      'reserva.estado',
      'mensaje.responder',
    ]);
    expect(trail.every((line) => line.agent_email === 'luis@agencia.es')).toBe(true);
    expect(trail[0]).toMatchObject({ before: { estado: 'solicitud' }, after: { estado: 'confirmada' } });
    expect(trail[2]!.after).toMatchObject({ estadoReserva: 'pagada' });
    // The file's history tells them as sentences, by the agent's name.
    const history = (await bo.app.inject({ url: file, headers: { cookie: luis.cookie } })).body;
    expect(history).toContain('Luis (luis@agencia.es) pasó la reserva de Solicitud a Confirmada');
    expect(history).toMatch(/Luis \(luis@agencia\.es\) registró un pago de [\d.,]+\s€: forma /);

    // The request has left the inbox.
    const after = await bo.app.inject({ url: '/gestion', headers: { cookie: luis.cookie } });
    expect(after.body).toContain('No hay nada pendiente');
  });

  it('changes a booking’s price with a reason, never below what was paid, and tells the traveller the difference', async () => {
    const luis = await signIn('luis@agencia.es');
    const file = `/gestion/reservas/${booking.locator}`;
    const before = (await bo.app.services.payments.balance(booking.id))!;
    const change = (fields: Record<string, string>) =>
      post(file, luis.cookie, { csrf: luis.csrf, intent: 'precio', ...fields });
    expect((await change({ precioTotal: '100', motivo: '' })).statusCode).toBe(400);
    const below = (before.paid / 100 - 1).toFixed(2).replace('.', ',');
    expect((await change({ precioTotal: below, motivo: 'Error' })).statusCode).toBe(409);
    const raised = ((before.total + 5_000) / 100).toFixed(2).replace('.', ',');
    expect(
      (await change({ precioTotal: raised, motivo: 'Suplemento de temporada del hotel.' })).statusCode,
    ).toBe(200);
    const after = (await bo.app.services.payments.balance(booking.id))!;
    expect(after).toMatchObject({ total: before.total + 5_000, pending: before.pending + 5_000 });
    const [mail] = await rows<{ subject: string; text_body: string }>(
      sql`select subject, text_body from outbox_emails where kind = 'booking-price' and booking_id = ${booking.id}`,
    );
    expect(mail!.subject).toBe(`Nouveau prix · Réservation ${booking.locator}`);
    expect(mail!.text_body).toContain('Suplemento de temporada del hotel.');
    expect(mail!.text_body).toMatch(/Différence: \+50,00/);
    const [line] = await rows<{ before: unknown; after: unknown; note: string }>(
      sql`select before, after, note from audit_log where action = 'reserva.precio'`,
    );
    expect(line).toEqual({
      before: { precioTotal: before.total },
      after: { precioTotal: before.total + 5_000 },
      note: 'Suplemento de temporada del hotel.',
    });
    // Below what was paid, with how the difference goes back: the refund is recorded with the price.
    const lowered = before.paid - 10_000;
    const goodwill = await change({
      precioTotal: (lowered / 100).toFixed(2).replace('.', ','),
      motivo: 'Descuento por el cambio de hotel.',
      devolucionForma: 'transferencia',
      devolucionReferencia: 'DEV-PRECIO-1',
    });
    expect(goodwill.statusCode).toBe(200);
    expect(await bo.app.services.payments.balance(booking.id)).toMatchObject({
      total: lowered,
      refunded: 10_000,
      pending: 0,
      owedBack: 0,
    });
    expect(
      await count(
        sql`select count(*)::int as n from outbox_emails where kind = 'booking-refund' and booking_id = ${booking.id}`,
      ),
    ).toBe(1);
    // Each change by hand is a line of the breakdown with its reason: the lines add up to the total.
    const view = (await bo.app.services.myBooking.view(booking.id, 'es'))!;
    expect(view.adjustments.map((line) => [line.amount, line.reason])).toEqual([
      [5_000, 'Suplemento de temporada del hotel.'],
      [lowered - (before.total + 5_000), 'Descuento por el cambio de hotel.'],
    ]);
    const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
    expect(
      sum(view.priceLines.map((line) => line.roomPrice)) +
        sum(view.supplements.map((line) => line.total)) +
        sum(view.adjustments.map((line) => line.amount)),
    ).toBe(view.booking.totalPrice);
  });

  it('changes a booking’s services re-priced by the engine, shows the difference, and tells the traveller', async () => {
    const outcome = await bookDemoTrip(bo.app.services, {
      today: isoDayOf(bo.now),
      language: 'pt',
      texts: { visitor: translate, agency: translate },
      // Another traveller than the file journey's: the data-protection test counts Ana's bookings.
      changes: { solicitante: { ...REQUESTER, email: 'rosa@example.pt' } },
    });
    const { selection, id: bookingId } = outcome;
    const [row] = await rows<{ total_price: number }>(
      sql`select total_price from bookings where id = ${bookingId}`,
    );
    const bookedTotal = Number(row!.total_price);
    const luis = await signIn('luis@agencia.es');
    const file = `/gestion/reservas/${outcome.locator}`;
    const page = await bo.app.inject({ method: 'GET', url: file, headers: { cookie: luis.cookie } });
    expect(page.body).toContain('Cambiar servicios');
    expect(page.body).toContain('Ana García (Adulto)');
    const trip = {
      alojamiento: String(selection.accommodationId),
      origen: selection.origin,
      dia: selection.day!.split('-').reverse().join('/'),
      noches: String(selection.nights),
    };
    /** The form as the browser sends it: one room per traveller listed, one option per room. */
    const form = (intent: string, rooms: number[], extra: Record<string, string> = {}) => {
      const fields = new URLSearchParams({ csrf: luis.csrf, intent, ...trip, ...extra });
      for (const room of rooms) fields.append('habitacion', String(room));
      fields.append('opcion', '0');
      return bo.app.inject({
        method: 'POST',
        url: file,
        headers: { ...FORM, cookie: luis.cookie },
        payload: fields.toString(),
      });
    };
    const unchanged = await writes();

    // Ana and Lucía (7) in room 1, Luis alone in room 2: the engine prices two rooms.
    const split = await form('servicios', [1, 2, 1]);
    expect(split.statusCode).toBe(200);
    const quote = await bo.app.services.offers.quote(
      {
        ...selection,
        party: [
          { adults: 1, childAges: [7], infants: 0 },
          { adults: 1, childAges: [], infants: 0 },
        ],
      },
      'pt',
    );
    const extras = 3 * 3_500 + 3_000; // travel insurance for three, office attention once
    const expected = quote!.total! + extras;
    expect(expected).not.toBe(bookedTotal);
    const euros = (cents: number) => formatAmount(cents, 'es');
    expect(split.body).toContain(`Confirmar el cambio (${euros(expected)}`);
    const difference = expected - bookedTotal;
    expect(split.body).toContain(`${difference > 0 ? '+' : '−'}${euros(Math.abs(difference))}`);

    const stamp = (/name="reservaVista" value="([^"]+)"/.exec(split.body)?.[1] ?? '')
      .replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&');
    expect(stamp).not.toBe('');
    expect(split.body).toContain('Régimen');
    expect((await form('servicios', [1, 1, 1])).body).toContain('Con estos datos el viaje queda igual');

    // What cannot be sold says why and writes nothing.
    expect((await form('servicios', [1, 1, 2])).body).toContain('En la habitación 2 no hay ningún adulto.');
    expect((await form('servicios', [1, 2, 1], { dia: '01/01/2020' })).body).toContain(
      'El día de salida tiene que ser posterior a hoy.',
    );
    expect((await form('servicios', [1, 2, 1], { dia: '2031-01-01' })).body).toContain(
      'Ese hotel no tiene salida ese día',
    );
    expect((await form('servicios', [1, 2, 1], { noches: 'siete' })).statusCode).toBe(400);
    expect(
      (
        await form('servicios-confirmar', [1, 2, 1], {
          precioVisto: String(expected + 1),
          reservaVista: stamp,
          motivo: 'x',
        })
      ).body,
    ).toContain('El precio ha cambiado desde que lo calculaste');
    expect(
      (
        await form('servicios-confirmar', [1, 2, 1], {
          precioVisto: String(expected),
          reservaVista: stamp,
          motivo: '',
        })
      ).statusCode,
    ).toBe(400);
    expect(await writes()).toEqual(unchanged);

    const confirmation = {
      precioVisto: String(expected),
      reservaVista: stamp,
      motivo: 'Luis prefiere una habitación individual.',
    };
    expect((await form('servicios-confirmar', [1, 2, 1], confirmation)).statusCode).toBe(200);
    // The same confirmation again (a replay, a second tab) was calculated on the booking as it was.
    const again = await form('servicios-confirmar', [1, 2, 1], confirmation);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('La reserva ha cambiado desde que calculaste');
    expect(
      await count(
        sql`select count(*) as n from audit_log where action = 'reserva.servicios' and booking_id = ${bookingId}`,
      ),
    ).toBe(1);
    const rooms = await rows<{ passenger_count: number; price: number }>(
      sql`select passenger_count, price from booking_rooms where booking_id = ${bookingId} order by id`,
    );
    expect(rooms.map((room) => Number(room.passenger_count))).toEqual([2, 1]);
    const travellers = await rows<{ full_name: string; type: string }>(
      sql`select full_name, type from booking_passengers where booking_id = ${bookingId} order by number`,
    );
    expect(travellers.map((t) => `${t.full_name} ${t.type}`)).toEqual([
      'Ana García A',
      'Lucía García N',
      'Luis García A',
    ]);
    expect(await bo.app.services.payments.balance(bookingId)).toMatchObject({ total: expected });
    const view = await bo.app.services.myBooking.view(bookingId, 'pt');
    expect(view!.rooms.map((room) => room.travellers)).toEqual([2, 1]);
    const [mail] = await rows<{ subject: string; text_body: string }>(
      sql`select subject, text_body from outbox_emails where kind = 'booking-services' and booking_id = ${bookingId}`,
    );
    expect(mail!.subject).toBe(`Alterações à sua viagem · Reserva ${outcome.locator}`);
    expect(mail!.text_body).toContain('Luis prefiere una habitación individual.');
    expect(mail!.text_body).toContain(`2 viajantes`);
    expect(mail!.text_body).toMatch(/Regime: \S/);
    const [line] = await rows<{ before: { precioTotal: number }; after: { precioTotal: number } }>(
      sql`select before, after from audit_log where action = 'reserva.servicios' and booking_id = ${bookingId}`,
    );
    expect([line!.before.precioTotal, line!.after.precioTotal]).toEqual([bookedTotal, expected]);
  });

  it('lets an admin create an agent, and shows the outbox and the trail', async () => {
    const jefa = await signIn('jefa@agencia.es');
    const created = await post('/gestion/agentes', jefa.cookie, {
      csrf: jefa.csrf,
      intent: 'crear',
      email: 'Marta@Agencia.es',
      nombre: 'Marta',
      rol: 'agente',
      contrasena: 'corta',
    });
    expect(created.statusCode).toBe(400);
    expect(created.body).toContain('al menos 12 caracteres');
    const ok = await post('/gestion/agentes', jefa.cookie, {
      csrf: jefa.csrf,
      intent: 'crear',
      email: 'Marta@Agencia.es',
      nombre: 'Marta',
      rol: 'agente',
      contrasena: PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect((await bo.app.services.agents.list()).map((a) => a.email)).toContain('marta@agencia.es');
    const mailbox = await bo.app.inject({ url: '/gestion/correo', headers: { cookie: jefa.cookie } });
    expect(mailbox.body).toContain(`Réservation ${booking.locator}`);
    const [mail] = await rows<{ id: number }>(sql`select id from outbox_emails order by id desc limit 1`);
    const html = await bo.app.inject({
      url: `/gestion/correo/${mail!.id}`,
      headers: { cookie: jefa.cookie },
    });
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    const trail = await bo.app.inject({ url: '/gestion/auditoria', headers: { cookie: jefa.cookie } });
    expect(trail.body).toContain('Agente creado');
    expect(trail.body).toContain(
      'Jefa (jefa@agencia.es) dio de alta al agente Marta (marta@agencia.es): rol Agente',
    );
    expect(trail.body).toContain('Jefa (jefa@agencia.es) entró en la gestión');
  });

  it('exports a person’s data, and erases it only once their trips are over', async () => {
    const jefa = await signIn('jefa@agencia.es');
    const page = (intent: string, extra: Record<string, string> = {}) =>
      post('/gestion/proteccion-datos', jefa.cookie, {
        csrf: jefa.csrf,
        email: 'Ana@Example.com',
        intent,
        ...extra,
      });
    const found = await page('buscar');
    expect(found.body).toContain(booking.locator);
    const exported = await post('/gestion/proteccion-datos/exportar', jefa.cookie, {
      csrf: jefa.csrf,
      email: 'ana@example.com',
    });
    expect(exported.headers['content-disposition']).toContain('attachment');
    const document = JSON.parse(exported.body) as {
      bookings: { locator: string; travellers: { fullName: string }[] }[];
    };
    expect(document.bookings.map((b) => b.locator)).toEqual([booking.locator]);
    expect(document.bookings[0]!.travellers.length).toBeGreaterThan(0);
    // Not without confirming, and not while the trip is still to travel.
    expect((await page('suprimir')).statusCode).toBe(400);
    const confirm = { confirmacion: 'ana@example.com', entendido: 'on' };
    const active = await page('suprimir', confirm);
    expect(active.statusCode).toBe(409);
    expect(active.body).toContain(booking.locator);
    await bo.database.db.execute(
      sql`update bookings set departure_date = '2020-01-01', return_date = '2020-01-08' where id = ${booking.id}`,
    );
    expect((await page('suprimir', confirm)).statusCode).toBe(200);
    const [erased] = await rows<{
      first_name: string;
      email: string;
      phone: string;
      card_last4: string;
      total_price: number;
    }>(sql`select first_name, email, phone, card_last4, total_price from bookings where id = ${booking.id}`);
    expect(erased).toMatchObject({ first_name: 'Suprimido', phone: '' });
    expect(erased!.card_last4.trim()).toBe('');
    expect(erased!.email).not.toContain('ana@example.com');
    expect(erased!.total_price).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*) as n from booking_passengers where booking_id = ${booking.id} and (document <> '' or birth_date is not null)`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from booking_documents where booking_id = ${booking.id}`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from outbox_emails where lower(to_address) = 'ana@example.com'`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from payments where booking_id = ${booking.id}`)).toBe(1);
    const trail = await rows<{ after: unknown }>(
      sql`select after from audit_log where action = 'datos.suprimir'`,
    );
    expect(JSON.stringify(trail)).not.toContain('ana@example.com');
  });
});
