import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { bookDemoTrip } from '../../../tests/helpers/test-booking';
import { formatAmount, madridDay } from '../../domain/format';
import { daysBeforeDeparture } from '../../domain/pricing/cancellation-costs';
import { feeFor } from '../../domain/pricing/fees';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { visibleText } from '../../../tests/helpers/built-pages';
import { FORM, PDF, translate, useBackOffice } from './back-office.test-helpers';
import { isoDayOf } from '../../domain/days';
import { REQUESTER } from '../../../tests/helpers/booking-form.mjs';

/**
 * The team at work on bookings: a request carried to documents sent, its price and services
 * changed, agents created, the outbox and the trail, and a person's data exported and erased.
 */
describe.each(testDatabaseKinds)('the back office’s money, services and documents on %s', (kind) => {
  const bo = useBackOffice(kind);
  const { rows, count, signIn, post } = bo;

  it('confirms each service with the supplier’s number and date; the booking is confirmed once all are, and the traveller told', async () => {
    const email = 'marta@example.it';
    const outcome = await bookDemoTrip(bo.app.services, {
      today: isoDayOf(bo.now),
      language: 'it',
      texts: { visitor: translate, agency: translate },
      changes: { solicitante: { ...REQUESTER, email } },
    });
    const luis = await signIn('luis@agencia.es');
    const file = `/gestion/reservas/${outcome.locator}`;
    const answer = (servicio: number, fields: Record<string, string>) =>
      post(file, luis.cookie, {
        csrf: luis.csrf,
        intent: 'servicio-estado',
        servicio: String(servicio),
        ...fields,
      });
    const state = async () => {
      const [row] = await rows<{ status: string; hotel_status: string; outbound_flight_status: string }>(
        sql`select status, hotel_status, outbound_flight_status from bookings where id = ${outcome.id}`,
      );
      const services = await rows<{ status: string; confirmation: string | null; deadline: string | null }>(
        sql`select status, confirmation, deadline::text from booking_services where booking_id = ${outcome.id} order by sequence`,
      );
      return { ...row!, services };
    };
    expect((await answer(1, { estado: 'OK', limite: '31/02/2027' })).statusCode).toBe(400);
    expect((await answer(9, { estado: 'OK' })).statusCode).toBe(404);
    expect(
      (await answer(1, { estado: 'OK', confirmacion: 'UX-7Q2M4', limite: '2027-01-15' })).statusCode,
    ).toBe(200);
    expect((await answer(2, { estado: 'OK', confirmacion: 'CSR 88412' })).statusCode).toBe(200);
    expect(await state()).toMatchObject({
      status: 'solicitud',
      hotel_status: 'OK',
      outbound_flight_status: 'OK',
      services: [
        { status: 'OK', confirmation: 'UX-7Q2M4', deadline: '2027-01-15' },
        { status: 'OK', confirmation: 'CSR 88412', deadline: null },
        { status: 'RQ', confirmation: null, deadline: null },
      ],
    });
    expect(
      await count(
        sql`select count(*)::int as n from outbox_emails where kind = 'booking-status' and booking_id = ${outcome.id}`,
      ),
    ).toBe(0);
    // The last one: the booking is confirmed and the traveller told, in Italian.
    expect((await answer(3, { estado: 'OK', confirmacion: 'UX-7Q2M5' })).statusCode).toBe(200);
    expect((await state()).status).toBe('confirmada');
    const [mail] = await rows<{ subject: string }>(
      sql`select subject from outbox_emails where kind = 'booking-status' and booking_id = ${outcome.id}`,
    );
    expect(mail!.subject).toBe(`Prenotazione ${outcome.locator}: Confermata`);
    // A flight back on request: on request again, and said so.
    expect((await answer(3, { estado: 'RQ' })).statusCode).toBe(200);
    expect((await state()).status).toBe('prereserva');
    const found = await bo.app.inject({
      method: 'POST',
      url: '/mireserva?idioma=it',
      headers: FORM,
      payload: new URLSearchParams({ localizador: outcome.locator, email }).toString(),
    });
    const cookie = String(found.headers['set-cookie']).split(';')[0]!;
    const page = visibleText(
      (await bo.app.inject({ url: '/vermireserva?idioma=it', headers: { cookie } })).body,
    );
    expect(page).toContain('Confermato · Conferma UX-7Q2M4');
    expect(page).toContain('In attesa di conferma');
    const history = await rows<{ after: { estadoReserva?: string } }>(
      sql`select after from audit_log where action = 'servicio.estado' and booking_id = ${outcome.id} order by id`,
    );
    expect(history.map((line) => line.after.estadoReserva ?? null)).toEqual([
      null,
      null,
      'confirmada',
      'prereserva',
    ]);
    // The supplier cancels the flight back: the booking cannot be confirmed until it is replaced.
    expect((await answer(3, { estado: 'XX' })).statusCode).toBe(200);
    const confirm = await post(file, luis.cookie, {
      csrf: luis.csrf,
      intent: 'estado',
      estado: 'confirmada',
      nota: '',
    });
    expect(confirm.statusCode).toBe(409);
    expect(visibleText(confirm.body)).toContain('Un servicio está cancelado por el proveedor');
    expect((await state()).status).toBe('prereserva');
  });

  it('cancels a booking after a partial payment: the fee by the table, the rest owed back on the file, Mi reserva, PDF and e-mail; a refund settles it', async () => {
    const email = 'tom@example.co.uk';
    const outcome = await bookDemoTrip(bo.app.services, {
      today: isoDayOf(bo.now),
      language: 'en',
      texts: { visitor: translate, agency: translate },
      changes: { solicitante: { ...REQUESTER, email } },
    });
    const luis = await signIn('luis@agencia.es');
    const file = `/gestion/reservas/${outcome.locator}`;
    const act = (fields: Record<string, string>) => post(file, luis.cookie, { csrf: luis.csrf, ...fields });
    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    const { total } = (await bo.app.services.payments.balance(outcome.id))!;
    const paid = Math.round((total * 0.6) / 100) * 100;
    expect(
      (await act({ intent: 'pago', importe: euros(paid), forma: 'transferencia', referencia: 'TR-TOM-1' }))
        .statusCode,
    ).toBe(200);

    // Not without ticking that it cannot be undone.
    expect((await act({ intent: 'cancelar', gastos: 'tabla', nota: '' })).statusCode).toBe(400);
    // By hand needs an amount and a reason.
    expect((await act({ intent: 'cancelar', gastos: 'manual', confirmar: 'on' })).statusCode).toBe(400);
    const cancelled = await act({
      intent: 'cancelar',
      gastos: 'tabla',
      nota: 'Asked by phone.',
      confirmar: 'on',
    });
    expect(cancelled.statusCode).toBe(200);

    const [booked] = await rows<{ departure_date: string }>(
      sql`select departure_date::text from bookings where id = ${outcome.id}`,
    );
    const fee = feeFor(
      'cancelacion',
      total,
      daysBeforeDeparture(madridDay(bo.now.toISOString()), booked!.departure_date),
      {
        basis: 'tabla',
      },
    );
    const owedBack = Math.max(0, paid - fee.amount);
    const left = Math.max(0, fee.amount - paid);
    expect(await bo.app.services.payments.balance(outcome.id)).toMatchObject({
      cancelled: true,
      fees: fee.amount,
      paid,
      owedBack,
      pending: left,
    });
    // As visibleText reads them: every space a plain one.
    const money = (cents: number) => formatAmount(cents, 'es').replace(/\s/g, ' ');
    const filePage = visibleText((await bo.app.inject({ url: file, headers: { cookie: luis.cookie } })).body);
    expect(filePage).toContain(`Gastos ${money(fee.amount)}`);
    expect(filePage).toContain(owedBack > 0 ? `A devolver ${money(owedBack)}` : `Pendiente ${money(left)}`);
    // No more orders, payments or price changes on a cancelled booking.
    expect(filePage).not.toContain('Nueva orden de pago');

    const en = (cents: number) => formatAmount(cents, 'en').replace(/\s/g, ' ');
    const [mail] = await rows<{ subject: string; text_body: string }>(
      sql`select subject, text_body from outbox_emails where kind = 'booking-status' and booking_id = ${outcome.id}`,
    );
    expect(mail!.subject).toBe(`Booking ${outcome.locator} cancelled`);
    expect(mail!.text_body).toContain(
      `A fee of ${en(fee.amount)} applies (Cancellation fee: ${fee.percent} % of the trip, ${fee.daysNotice} days before departure)`,
    );
    expect(mail!.text_body).toContain(
      owedBack > 0 ? `We will refund you ${en(owedBack)}.` : `The fees are ${en(left)} more`,
    );
    expect(mail!.text_body).not.toContain('left to pay');

    const found = await bo.app.inject({
      method: 'POST',
      url: '/mireserva?idioma=en',
      headers: FORM,
      payload: new URLSearchParams({ localizador: outcome.locator, email }).toString(),
    });
    const cookie = String(found.headers['set-cookie']).split(';')[0]!;
    const myBooking = visibleText(
      (await bo.app.inject({ url: '/vermireserva?idioma=en', headers: { cookie } })).body,
    );
    expect(myBooking).toContain(`Fees ${en(fee.amount)}`);
    expect(myBooking).not.toContain('left to pay');
    expect(myBooking).not.toContain('Bank transfer Quote your booking reference');
    if (owedBack > 0) expect(myBooking).toContain(`To refund you ${en(owedBack)}`);
    const pdf = pdfText(
      (await bo.app.inject({ url: '/vermireserva/documento?doc=resumen&idioma=en', headers: { cookie } }))
        .rawPayload,
    );
    // The PDF's text puts a row's label and value on lines of their own.
    const pdfLines = pdf.replace(/\s+/g, ' ');
    expect(pdfLines).toContain(`Fees: ${en(fee.amount)}`);
    expect(pdfLines).toContain(owedBack > 0 ? `To refund you: ${en(owedBack)}` : `Outstanding: ${en(left)}`);

    if (owedBack === 0) return;
    // The refund to make is on the team's list of money to see to, and counted in the navigation.
    const moneyPage = async () =>
      visibleText((await bo.app.inject({ url: '/gestion/pagos', headers: { cookie: luis.cookie } })).body);
    expect(await moneyPage()).toContain(`${outcome.locator} Ana García Cancelada ${money(owedBack)}`);
    expect(await moneyPage()).toMatch(/ Pagos [1-9]\d* Correo /);
    const refund = (amount: number) =>
      act({
        intent: 'devolucion',
        importe: euros(amount),
        forma: 'transferencia',
        referencia: 'DEV-TOM-1',
        motivo: 'Cancellation',
      });
    expect((await refund(owedBack + 100)).statusCode).toBe(409);
    expect((await refund(owedBack)).statusCode).toBe(200);
    expect(await bo.app.services.payments.balance(outcome.id)).toMatchObject({
      refunded: owedBack,
      owedBack: 0,
      pending: 0,
    });
    expect(await moneyPage()).not.toContain(outcome.locator);
    const [refundMail] = await rows<{ subject: string; text_body: string }>(
      sql`select subject, text_body from outbox_emails where kind = 'booking-refund' and booking_id = ${outcome.id}`,
    );
    expect(refundMail!.subject).toBe(`Booking ${outcome.locator}: refund made`);
    expect(refundMail!.text_body).toContain(`We have refunded you ${en(owedBack)} (Bank transfer)`);
  });

  it('removes or replaces a document with a reason in the history; the last one of a documented booking is replaced, not removed', async () => {
    const outcome = await bookDemoTrip(bo.app.services, {
      today: isoDayOf(bo.now),
      language: 'es',
      texts: { visitor: translate, agency: translate },
      changes: { solicitante: { ...REQUESTER, email: 'docs@example.es' } },
    });
    const luis = await signIn('luis@agencia.es');
    const file = `/gestion/reservas/${outcome.locator}`;
    const send = async (fields: Record<string, string>, upload?: { name: string; data: Buffer }) => {
      const form = new FormData();
      form.set('csrf', luis.csrf);
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      if (upload) form.set('archivo', new Blob([new Uint8Array(upload.data)]), upload.name);
      const request = new Response(form);
      return bo.app.inject({
        method: 'POST',
        url: file,
        headers: { cookie: luis.cookie, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const documents = async () =>
      (await bo.app.services.documents.list(outcome.id)).map(
        (document) => [document.id, document.fileName] as const,
      );
    expect((await send({ intent: 'documento' }, { name: 'Bono.pdf', data: PDF })).statusCode).toBe(200);
    expect((await send({ intent: 'documento' }, { name: 'Bono copia.pdf', data: PDF })).statusCode).toBe(200);
    // Newest first: the copy, then the voucher.
    const [copy, voucher] = (await documents()).map(([id]) => id);
    // A reason is needed; then the copy goes, content and all.
    expect((await send({ intent: 'quitar-documento', idDocumento: String(copy) })).statusCode).toBe(400);
    expect(
      (await send({ intent: 'quitar-documento', idDocumento: String(copy), motivo: 'Enviado dos veces' }))
        .statusCode,
    ).toBe(200);
    expect((await documents()).map(([, name]) => name)).toEqual(['Bono.pdf']);
    // Documents sent: the last one can be replaced, not removed.
    expect((await send({ intent: 'estado', estado: 'confirmada', nota: '' })).statusCode).toBe(200);
    await bo.app.services.desk.recordPayment(
      outcome.locator,
      {
        amount: (await bo.app.services.payments.balance(outcome.id))!.pending,
        method: 'transferencia',
        reference: 'TR-DOCS-1',
      },
      { id: null, email: 'test' },
    );
    expect((await send({ intent: 'estado', estado: 'documentada', nota: '' })).statusCode).toBe(200);
    expect(
      (await send({ intent: 'quitar-documento', idDocumento: String(voucher), motivo: 'Error' })).statusCode,
    ).toBe(409);
    expect(
      (
        await send(
          { intent: 'sustituir-documento', idDocumento: String(voucher), motivo: 'Nombre mal escrito' },
          { name: 'Bono corregido.pdf', data: PDF },
        )
      ).statusCode,
    ).toBe(200);
    expect((await documents()).map(([, name]) => name)).toEqual(['Bono corregido.pdf']);
    const trail = await rows<{ action: string; note: string }>(
      sql`select action, note from audit_log where booking_id = ${outcome.id} and action like 'documento.%' order by id`,
    );
    expect(trail).toEqual([
      { action: 'documento.subir', note: null },
      { action: 'documento.subir', note: null },
      { action: 'documento.quitar', note: 'Enviado dos veces' },
      { action: 'documento.sustituir', note: 'Nombre mal escrito' },
    ]);
    const page = visibleText((await bo.app.inject({ url: file, headers: { cookie: luis.cookie } })).body);
    expect(page).toContain('quitó el documento «Bono copia.pdf» Enviado dos veces');
    // The traveller is told the documents are in Mi reserva, not in their mail.
    const [sentMail] = await rows<{ text_body: string }>(
      sql`select text_body from outbox_emails where kind = 'booking-status' and booking_id = ${outcome.id} and subject like '%Documentación enviada%'`,
    );
    expect(sentMail!.text_body).toContain('aquí en Mi reserva');
    expect(sentMail!.text_body).not.toContain('en tu correo');
  });
});
