import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { bookDemoTrip } from '../../../tests/helpers/test-booking';
import { visibleText } from '../../../tests/helpers/built-pages';
import { REQUESTER } from '../../../tests/helpers/booking-form.mjs';
import { isoDayOf } from '../../domain/days';
import { ERASED_DOMAIN } from '../booking/booking-privacy.repository';
import { translate, useBackOffice } from './back-office.test-helpers';

/**
 * An agent's day: whose file each booking is, the internal notes, the 48-hour promise as lists,
 * sortable lists and their CSV files, the quick jump to a locator, an erased person's file closed
 * to changes, and the data-protection search by phone.
 */
describe.each(testDatabaseKinds)('an agent’s day in the back office on %s', (kind) => {
  const bo = useBackOffice(kind);
  const { booking, rows, count, signIn, post } = bo;
  const book = (email: string) =>
    bookDemoTrip(bo.app.services, {
      today: isoDayOf(bo.now),
      language: 'es',
      texts: { visitor: translate, agency: translate },
      changes: { solicitante: { ...REQUESTER, email } },
    });
  const agentId = async (email: string) =>
    Number((await rows<{ id: number }>(sql`select id from agents where email = ${email}`))[0]!.id);
  const page = async (url: string, cookie: string) =>
    (await bo.app.inject({ url, headers: { cookie, 'accept-language': 'es-ES' } })).body;
  /** The booking list's part of the inbox (the waiting list above it names bookings too). */
  const results = async (url: string, cookie: string) => {
    const html = await page(url, cookie);
    return visibleText(html.slice(html.indexOf('id="resultados"')));
  };

  it('gives files to agents (two taking one at once: one gets it), keeps notes the traveller never sees', async () => {
    const luis = await signIn('luis@agencia.es');
    const jefa = await signIn('jefa@agencia.es');
    const [luisId, jefaId] = [await agentId('luis@agencia.es'), await agentId('jefa@agencia.es')];
    const file = `/gestion/reservas/${booking.locator}`;
    expect(visibleText(await page(file, luis.cookie))).toMatch(/Asignada a\s*: Sin asignar/);

    // Both take the same unassigned file at once: one of them has it, the other is told.
    const [byLuis, byJefa] = await Promise.all([
      post(file, luis.cookie, {
        csrf: luis.csrf,
        intent: 'asignar',
        agente: String(luisId),
        agenteVisto: 'nadie',
      }),
      post(file, jefa.cookie, {
        csrf: jefa.csrf,
        intent: 'asignar',
        agente: String(jefaId),
        agenteVisto: 'nadie',
      }),
    ]);
    expect([byLuis.statusCode, byJefa.statusCode].sort()).toEqual([200, 409]);
    const winner = byLuis.statusCode === 200 ? luisId : jefaId;
    const assigned = async () =>
      Number(
        (
          await rows<{ a: number }>(sql`select assigned_agent_id as a from bookings where id = ${booking.id}`)
        )[0]!.a,
      );
    expect(await assigned()).toBe(winner);
    expect(visibleText((byLuis.statusCode === 409 ? byLuis : byJefa).body)).toContain(
      'otra persona lo ha cambiado',
    );

    // Given to Luis, as seen by whoever has it; an unknown agent or a bad value writes nothing.
    const seen = String(winner);
    const lines = await count(sql`select count(*) as n from audit_log where action = 'reserva.asignar'`);
    const unknown = await post(file, jefa.cookie, {
      csrf: jefa.csrf,
      intent: 'asignar',
      agente: '999999',
      agenteVisto: seen,
    });
    expect(visibleText(unknown.body)).toContain('Ese agente no existe o está dado de baja');
    for (const agente of ['999999', 'cualquiera', ''])
      expect(
        (await post(file, jefa.cookie, { csrf: jefa.csrf, intent: 'asignar', agente, agenteVisto: seen }))
          .statusCode,
      ).toBeGreaterThanOrEqual(400);
    expect(await count(sql`select count(*) as n from audit_log where action = 'reserva.asignar'`)).toBe(
      lines,
    );
    if (winner !== luisId)
      expect(
        (
          await post(file, jefa.cookie, {
            csrf: jefa.csrf,
            intent: 'asignar',
            agente: String(luisId),
            agenteVisto: seen,
          })
        ).statusCode,
      ).toBe(200);
    expect(await assigned()).toBe(luisId);

    // Luis's navigation counts his open file; the inbox lists it under "my files", not Jefa's.
    const luisInbox = await page('/gestion', luis.cookie);
    expect(luisInbox).toContain('aria-label="1 expediente abierto asignado a ti"');
    const mine = await results('/gestion?asignada=yo&estado=abiertas', luis.cookie);
    expect(mine).toContain(booking.locator);
    expect(mine).toContain('1 reserva');
    expect(await results('/gestion?asignada=yo', jefa.cookie)).not.toContain(booking.locator);
    expect(await results('/gestion?asignada=nadie', jefa.cookie)).not.toContain(booking.locator);
    expect(await results(`/gestion?asignada=${luisId}`, jefa.cookie)).toContain(booking.locator);
    expect(visibleText(await page(file, jefa.cookie))).toMatch(/asignó la reserva a Luis/);

    // An internal note: on the file and in its history, never in what the traveller sees or gets.
    const note = 'Cliente habitual: prefiere planta alta, lejos del ascensor.';
    const mailsBefore = await count(sql`select count(*) as n from outbox_emails`);
    expect((await post(file, luis.cookie, { csrf: luis.csrf, intent: 'nota', nota: '' })).statusCode).toBe(
      400,
    );
    expect(
      (await post(file, luis.cookie, { csrf: luis.csrf, intent: 'nota', nota: 'x'.repeat(1_001) }))
        .statusCode,
    ).toBe(400);
    expect((await post(file, luis.cookie, { csrf: luis.csrf, intent: 'nota', nota: note })).statusCode).toBe(
      200,
    );
    const shown = visibleText(await page(file, jefa.cookie));
    expect(shown).toContain(`Luis · `);
    expect(shown).toContain(note);
    expect(shown).toContain('Luis (luis@agencia.es) añadió una nota interna');
    expect(await count(sql`select count(*) as n from booking_notes where booking_id = ${booking.id}`)).toBe(
      1,
    );
    expect(await count(sql`select count(*) as n from outbox_emails`)).toBe(mailsBefore);
    const traveller = await bo.app.services.myBooking.view(booking.id, 'fr');
    expect(JSON.stringify(traveller)).not.toContain('planta alta');
  });

  it('lists the 48-hour promises by when they run out, sorts any column and exports it as CSV safely', async () => {
    const jefa = await signIn('jefa@agencia.es');
    const late = await book('tarde@example.com');
    const fresh = await book('reciente@example.com');
    // One request two days and two hours old (its promise broken), one just in.
    await bo.database.db.execute(
      sql`update bookings set created_at = now() - interval '50 hours' where id = ${late.id}`,
    );
    // A name that a spreadsheet would run as a formula, as an API client could send it.
    await bo.database.db.execute(
      sql`update bookings set first_name = '=HYPERLINK("http://x.example","pulsa")', last_name = '@SUMA', total_price = total_price + 100 where id = ${fresh.id}`,
    );
    const inbox = await page('/gestion', jefa.cookie);
    const text = visibleText(inbox);
    expect(text).toMatch(/Vencidos?: \d+/);
    expect(text).toMatch(/Más adelante: \d+/);
    // The broken promise comes first, under "Vencido".
    const overdue = inbox.slice(inbox.indexOf('pendientes-overdue'), inbox.indexOf('pendientes-later'));
    expect(overdue).toContain(late.locator);
    expect(overdue).not.toContain(fresh.locator);
    expect(inbox).toMatch(/aria-label="\d+ avisos? vencen? hoy o ya ha(n)? vencido"/);

    // Sorted by total, both ways; the header says how the list is sorted.
    const totals = async (orden: string) => {
      const whole = await page(`/gestion?orden=${orden}`, jefa.cookie);
      // The results, not the waiting list above them.
      const html = whole.slice(whole.indexOf('id="resultados"'));
      expect(html).toMatch(orden.startsWith('-') ? /aria-sort="descending"/ : /aria-sort="ascending"/);
      const found = await rows<{ locator: string; total: number }>(
        sql`select locator, total_price as total from bookings where status <> 'borrador'`,
      );
      return found
        .map((row) => ({ ...row, at: html.indexOf(`/gestion/reservas/${row.locator}"`) }))
        .sort((a, b) => a.at - b.at)
        .map((row) => Number(row.total));
    };
    const ascending = await totals('total');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await totals('-total');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(descending.at(-1)!);

    // The same list as a CSV file: the filters and order of the page, formulas neutralised, euros to the cent.
    const exported = await bo.app.inject({
      url: '/gestion/exportar/reservas?orden=-total',
      headers: { cookie: jefa.cookie, 'accept-language': 'es-ES' },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['cache-control']).toBe('no-store');
    expect(exported.headers['content-disposition']).toMatch(
      /attachment; filename="reservas-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...lines] = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'Localizador;Estado;Solicitante;Correo;Hotel;Salida;Regreso;Viajeros;Asignada a;Recibida;Total',
    );
    const first = lines.find((line) => line.startsWith(fresh.locator))!;
    expect(first).toContain(`"'=HYPERLINK(""http://x.example"",""pulsa"") @SUMA"`);
    const [row] = await rows<{ total: number }>(
      sql`select total_price as total from bookings where id = ${fresh.id}`,
    );
    expect(first.endsWith(`;${(Number(row!.total) / 100).toFixed(2).replace('.', ',')}`)).toBe(true);
    expect(lines.map((line) => Number(line.split(';').at(-1)!.replace(',', '.')))).toEqual(
      descending.map((cents) => cents / 100),
    );
    expect(
      await count(
        sql`select count(*) as n from audit_log where action = 'lista.exportar' and entity_id = 'reservas'`,
      ),
    ).toBe(1);
    // A filter that cannot be read is said, not answered with an empty file.
    const unreadable = await bo.app.inject({
      url: '/gestion/exportar/reservas?desde=2027-02-30',
      headers: { cookie: jefa.cookie, 'accept-language': 'es-ES' },
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.headers['content-type']).toContain('text/plain');
    const waiting = await bo.app.inject({
      url: '/gestion/exportar/pendientes',
      headers: { cookie: jefa.cookie },
    });
    expect(waiting.body).toContain(late.locator);

    // Only admins download the audit trail; an unknown list is not found.
    const luis = await signIn('luis@agencia.es');
    expect(
      (await bo.app.inject({ url: '/gestion/exportar/auditoria', headers: { cookie: luis.cookie } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await bo.app.inject({ url: '/gestion/exportar/todo', headers: { cookie: jefa.cookie } })).statusCode,
    ).toBe(404);
    expect((await bo.app.inject({ url: '/gestion/exportar/reservas' })).statusCode).toBe(303);
  });

  it('jumps to a locator typed any way from any page, and searches anything else', async () => {
    const luis = await signIn('luis@agencia.es');
    const jump = async (typed: string) =>
      (
        await bo.app.inject({
          url: `/gestion/ir?${new URLSearchParams({ localizador: typed })}`,
          headers: { cookie: luis.cookie },
        })
      ).headers.location;
    const spoken = `${booking.locator.slice(0, 4).toLowerCase()} ${booking.locator.slice(4)}`;
    expect(await jump(spoken)).toBe(`/gestion/reservas/${booking.locator}`);
    expect(await jump(` ${booking.locator.slice(0, 3)}-${booking.locator.slice(3)} `)).toBe(
      `/gestion/reservas/${booking.locator}`,
    );
    expect(await jump('ZZZZ9999')).toBe('/gestion?q=ZZZZ9999#resultados');
    expect(await jump('garcía')).toBe(`/gestion?q=garc%C3%ADa#resultados`);
    expect(await jump('x'.repeat(5_000))).toBe(`/gestion?q=${'x'.repeat(120)}#resultados`);
    expect(await page('/gestion/pagos', luis.cookie)).toContain('action="/gestion/ir"');
  });

  it('closes an erased person’s file to changes, and finds a person by any way of writing their phone', async () => {
    const jefa = await signIn('jefa@agencia.es');
    const phoneOnly = await book('telefono@example.com');
    // Each phone written as people write it finds the same person.
    for (const typed of ['600 11 12 22', '+34 600-111-222', '0034600111222', '(600) 111 222']) {
      const found = await post('/gestion/proteccion-datos', jefa.cookie, { csrf: jefa.csrf, persona: typed });
      expect(found.statusCode).toBe(200);
      expect(visibleText(found.body)).toContain('telefono@example.com');
    }
    const wrong = await post('/gestion/proteccion-datos', jefa.cookie, { csrf: jefa.csrf, persona: 'abc' });
    expect(wrong.statusCode).toBe(400);
    expect(visibleText(wrong.body)).toContain(
      'Escribe un correo electrónico válido o un teléfono de al menos 7 cifras.',
    );
    const byMail = await post('/gestion/proteccion-datos', jefa.cookie, {
      csrf: jefa.csrf,
      persona: 'TELEFONO@example.com',
    });
    expect(visibleText(byMail.body)).toContain(phoneOnly.locator);

    // An erased person's file: read-only, with why, and the desk refuses what a form would send.
    await bo.database.db.execute(
      sql`update bookings set email = ${`suprimido-${phoneOnly.id}${ERASED_DOMAIN}`} where id = ${phoneOnly.id}`,
    );
    const file = `/gestion/reservas/${phoneOnly.locator}`;
    const html = await page(file, jefa.cookie);
    expect(visibleText(html)).toContain('Los datos de esta persona se suprimieron a petición suya');
    expect(html).not.toContain('name="intent"');
    const note = await post(file, jefa.cookie, { csrf: jefa.csrf, intent: 'nota', nota: 'Una nota' });
    expect(note.statusCode).toBe(409);
    expect(await count(sql`select count(*) as n from booking_notes where booking_id = ${phoneOnly.id}`)).toBe(
      0,
    );
  });
});
