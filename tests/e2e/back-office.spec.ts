import { readFile } from 'node:fs/promises';
import { generate } from 'otplib';
import { addDays } from '../../src/domain/days';
import { E2E_AGENT } from '../helpers/e2e-agent.mjs';
import { bookTwoAdults, e2eMailbox, euros } from './booking-helpers';
import { expect, hasHorizontalOverflow, seriousAccessibilityViolations, test } from './fixtures';

const today = () => new Date().toISOString().slice(0, 10);
/** A one-page PDF, as the team would upload a voucher. */
const VOUCHER = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('an agent signs in with the second factor and carries a request forward; the traveller sees each step and gets each e-mail', async ({
  consented: visitor,
  browser,
  baseURL,
}) => {
  test.slow(); // a booking, a first sign-in with enrolment, six actions and the traveller's side
  const mailbox = e2eMailbox(String(baseURL));
  const locator = await bookTwoAdults(visitor, addDays(today(), 45));

  const teamContext = await browser.newContext({
    baseURL,
    locale: 'es-ES',
    viewport: { width: 1366, height: 900 },
  });
  const team = await teamContext.newPage();
  // Anyone who is not signed in is sent to the sign-in page.
  await team.goto(`/gestion/reservas/${locator}`);
  await expect(team).toHaveURL(/\/gestion\/entrar\?volver=/);
  await team.getByLabel('Correo electrónico').fill(E2E_AGENT.email);
  await team.getByLabel('Contraseña').fill('no es la contraseña');
  await team.getByRole('button', { name: 'Continuar' }).click();
  await expect(team.getByText('El correo o la contraseña no son correctos.')).toBeVisible();
  await team.getByLabel('Contraseña').fill(E2E_AGENT.password);
  await team.getByRole('button', { name: 'Continuar' }).click();

  // First sign-in: the QR code to scan, and its key for typing by hand.
  await expect(team.getByRole('heading', { name: 'Activa la verificación en dos pasos' })).toBeVisible();
  await expect(team.getByRole('img', { name: /Código QR/ })).toBeVisible();
  const secret = ((await team.locator('code').textContent()) ?? '').trim();
  await team.getByLabel('Código de 6 cifras').fill('000000');
  await team.getByRole('button', { name: 'Verificar y entrar' }).click();
  await expect(team.getByText(/El código no es correcto/)).toBeVisible();
  const code = await generate({ secret });
  // Typed the way the app shows it, with a space in the middle.
  await team.getByLabel('Código de 6 cifras').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
  await team.getByRole('button', { name: 'Verificar y entrar' }).click();

  // Straight to the file it was going to; the request is in the inbox with its 48 hours.
  await expect(team.getByRole('heading', { level: 1, name: new RegExp(locator) })).toBeVisible();
  expect(await seriousAccessibilityViolations(team)).toEqual([]);
  const nav = team.getByRole('navigation', { name: 'Gestión' });
  // The badge says how many things wait (other journeys' requests too).
  await expect(nav.getByRole('link', { name: /^Bandeja \d+ asuntos? pendientes?$/ })).toBeVisible();
  await nav.getByRole('link', { name: /^Bandeja/ }).click();
  // The wrong password and the wrong code above are told to the agent, until read.
  const failures = team.getByRole('status').filter({ hasText: /intentos? fallidos? de entrar en tu cuenta/ });
  await expect(failures).toContainText(/desde 127\.0\.0\.1/);
  await failures.getByRole('button', { name: 'Entendido' }).click();
  await expect(failures).toBeHidden();
  const request = team.getByRole('listitem').filter({ hasText: locator });
  await expect(request.getByText(/^Quedan 4\d h/)).toBeVisible();
  expect(await seriousAccessibilityViolations(team)).toEqual([]);
  // The search runs in the page (React Router asks /gestion.data): typed without accents.
  await team.getByLabel('Localizador, nombre o correo').fill('garcia');
  await team.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(team).toHaveURL(/\/gestion\?q=garcia/);
  await expect(team.getByRole('table').getByRole('link', { name: locator })).toBeVisible();
  await request.getByRole('link').click();
  await expect(team.getByRole('heading', { level: 1, name: new RegExp(locator) })).toBeVisible();

  // The agent takes the file and leaves a note for the team; the navigation counts it as theirs.
  const teamPanel = team.getByRole('region', { name: 'Equipo' });
  await expect(teamPanel.getByTestId('file-assignee')).toHaveText('Sin asignar');
  await teamPanel.getByRole('button', { name: 'Quedármela' }).click();
  await expect(teamPanel.getByTestId('file-assignee')).toHaveText(E2E_AGENT.name);
  await expect(
    nav.getByRole('link', { name: 'Mis expedientes 1 expediente abierto asignado a ti' }),
  ).toBeVisible();
  const teamNote = 'Llamar por la tarde: por la mañana trabaja.';
  await teamPanel.getByLabel('Nota', { exact: true }).fill(teamNote);
  await teamPanel.getByRole('button', { name: 'Añadir nota' }).click();
  await expect(teamPanel.getByText('Nota añadida.')).toBeVisible();
  await expect(teamPanel.getByText(teamNote)).toBeVisible();

  // A second tab on the same file, left open while the first confirms.
  const otherTab = await teamContext.newPage();
  await otherTab.goto(team.url());
  await expect(otherTab.getByRole('heading', { level: 1 })).toContainText('Solicitud');

  // Confirm, with a note for the traveller.
  await team.getByLabel('Nuevo estado').selectOption({ label: 'Confirmada' });
  await team
    .getByLabel('Nota para el viajero (opcional)')
    .fill('Hotel y vuelos confirmados. ¡Gracias por confiar en nosotros!');
  await team.getByRole('button', { name: 'Cambiar y avisar' }).click();
  await expect(team.getByText('Estado cambiado. Hemos enviado un correo al viajero.')).toBeVisible();
  await expect(team.getByRole('heading', { level: 1 })).toContainText('Confirmada');
  // The other tab, still showing the request, confirms too: refused, and the file now shows the
  // booking as it is (confirmed), not as it was.
  await otherTab.getByLabel('Nuevo estado').selectOption({ label: 'Confirmada' });
  await otherTab.getByRole('button', { name: 'Cambiar y avisar' }).click();
  await expect(
    otherTab.getByText('Ese cambio de estado no es posible desde el estado actual.'),
  ).toBeVisible();
  await expect(otherTab.getByRole('heading', { level: 1 })).toContainText('Confirmada');
  await otherTab.close();

  // A payment order, typed the Spanish way.
  await team.getByLabel('Concepto', { exact: true }).fill('Depósito');
  await team.getByLabel('Importe (€)').first().fill('1.250,50');
  await team.getByLabel('Pagar antes del').fill(addDays(today(), 7));
  await team.getByRole('button', { name: 'Crear orden y avisar' }).click();
  // The notice, not the history line of the same name.
  await expect(team.getByRole('status').filter({ hasText: 'Orden de pago creada.' })).toBeVisible();
  await expect(team.getByRole('cell', { name: '1.250,50 €' })).toBeVisible();
  await expect(team.getByLabel('Concepto', { exact: true })).toHaveValue('');

  // The voucher, and a reply.
  await team
    .getByLabel(/Subir un documento/)
    .setInputFiles({ name: 'Bono hotel.pdf', mimeType: 'application/pdf', buffer: VOUCHER });
  await team.getByRole('button', { name: 'Subir y avisar' }).click();
  await expect(team.getByText('Documento subido. El viajero ya lo tiene en Mi reserva.')).toBeVisible();
  await team.getByLabel('Responder al viajero').fill('Hola, Ana: ya tienes el bono del hotel en Mi reserva.');
  await team.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(team.getByText('Respuesta enviada al viajero.')).toBeVisible();
  await expect(
    team.getByRole('region', { name: 'Historial' }).getByText('Respuesta al viajero'),
  ).toBeVisible();

  // The second traveller wants a room of their own: the engine prices it before anything changes.
  const services = team.getByRole('region', { name: 'Cambiar servicios' });
  await services
    .getByRole('group', { name: 'Quién duerme en cada habitación' })
    .getByRole('combobox')
    .nth(1)
    .selectOption({ label: 'Habitación 2' });
  await services.getByRole('button', { name: 'Calcular el precio nuevo' }).click();
  await expect(services.getByRole('heading', { name: 'Antes y después' })).toBeVisible();
  const confirm = services.getByRole('button', { name: /Confirmar el cambio/ });
  const newTotal = /\(([^)]+)\)/.exec((await confirm.textContent()) ?? '')?.[1] ?? '';
  expect(newTotal).toMatch(/^[\d.]+,\d{2}\s€$/);
  await services.getByLabel('Motivo del cambio').fill('Luis prefiere dormir en una habitación individual.');
  await confirm.click();
  await expect(services.getByText(/^Servicios cambiados\./)).toBeVisible();
  await expect(team.getByRole('region', { name: 'Viaje' }).getByText(newTotal)).toBeVisible();
  // The trip's services, written again with the change: the flight out, the hotel, the flight back.
  const bookedServices = team
    .getByRole('region', { name: 'Viaje' })
    .getByRole('row')
    .filter({ hasText: 'RQ · pendiente del proveedor' });
  await expect(bookedServices).toHaveCount(3);
  await expect(bookedServices.nth(0).getByRole('rowheader')).toHaveText(/^Vuelo · Madrid → /);
  await expect(bookedServices.nth(1).getByRole('rowheader')).toHaveText(/^Hotel · /);
  await expect(bookedServices.nth(2).getByRole('rowheader')).toHaveText(/^Vuelo · .* → Madrid$/);
  // The change put the confirmed booking on request again; the suppliers confirm each service anew.
  await expect(team.getByRole('heading', { level: 1 })).toContainText('Prerreserva');
  for (const [index, number] of ['UX-1001', 'HTL-2002', 'UX-1003'].entries()) {
    const form = team.getByRole('form', { name: /^Respuesta del proveedor: / }).nth(index);
    await form.getByLabel(/^Estado del servicio · /).selectOption('OK');
    await form.getByLabel('Nº de confirmación').fill(number);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(team.getByRole('status').filter({ hasText: /^Servicio actualizado/ })).toBeVisible();
  }
  await expect(team.getByRole('heading', { level: 1 })).toContainText('Confirmada');
  await expect(team.getByRole('cell', { name: 'OK · confirmado · nº HTL-2002' })).toBeVisible();

  // On a phone the file fits.
  await team.setViewportSize({ width: 390, height: 844 });
  expect(await hasHorizontalOverflow(team)).toBe(false);

  // Each step reached the traveller's inbox, in Spanish: confirmed twice (before and after the change).
  for (const [subject, times] of [
    [`Reserva ${locator}: Confirmada`, 2],
    [`Pago solicitado · Reserva ${locator}`, 1],
    [`Nuevo documento · Reserva ${locator}`, 1],
    [`Cambios en tu viaje · Reserva ${locator}`, 1],
  ] as const)
    await expect
      .poll(
        () => mailbox.mails.filter((m) => m.to.includes('ana@example.com') && m.subject === subject).length,
      )
      .toBe(times);
  const [statusMail] = await mailbox.mailTo('ana@example.com', 'Hotel y vuelos confirmados.');
  expect(statusMail!.subject).toBe(`Reserva ${locator}: Confirmada`);

  // The traveller sees all of it in Mi reserva.
  await visitor.goto('/mireserva?idioma=es');
  await visitor.getByRole('textbox', { name: 'Localizador' }).fill(locator);
  await visitor.getByLabel('Correo electrónico de la reserva').fill('ana@example.com');
  await visitor.getByRole('button', { name: 'Ver mi reserva' }).click();
  await expect(visitor.getByRole('heading', { name: 'Confirmada', exact: true })).toBeVisible();
  await expect(visitor.getByText('Confirmado · Confirmación HTL-2002')).toBeVisible();
  await expect(visitor.getByRole('button', { name: /Pagar con tarjeta Depósito/ })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Bono hotel\.pdf/ })).toBeVisible();
  await expect(visitor.getByText('Hola, Ana: ya tienes el bono del hotel en Mi reserva.')).toBeVisible();
  await expect(visitor.getByText(newTotal).first()).toBeVisible();
  // The team's note is the team's only.
  await expect(visitor.getByText(teamNote)).toHaveCount(0);

  // The traveller pays the deposit by transfer, then cancels by phone: the agent cancels with the
  // fee of the conditions' table, charged from what was paid; the rest is owed back and refunded.
  const formTitled = (title: string) =>
    team.locator('form').filter({ has: team.getByRole('heading', { name: title }) });
  const payment = formTitled('Registrar un pago recibido');
  await payment.getByLabel('Importe (€)').fill('1.250,50');
  await payment.getByLabel('Forma de pago').selectOption({ label: 'Transferencia' });
  await payment.getByLabel('Referencia').fill('TR 2026 0001');
  await payment.getByLabel('Orden que salda').selectOption({ index: 1 });
  await payment.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(team.getByText('Pago registrado. Hemos enviado el justificante al viajero.')).toBeVisible();
  // The form is empty again for the next payment, its choices back at their first option.
  await expect(payment.getByLabel('Importe (€)')).toHaveValue('');
  await expect(payment.getByLabel('Forma de pago')).toHaveValue('transferencia');
  const cancelPanel = team.getByRole('region', { name: 'Cancelar la reserva' });
  const tableFee = /\(([\d.]+,\d{2}\s€)\)/.exec(
    (await cancelPanel.getByLabel('Gastos de cancelación').locator('option').first().textContent()) ?? '',
  )?.[1];
  expect(tableFee).toBeDefined();
  await cancelPanel.getByRole('button', { name: 'Cancelar la reserva' }).click();
  await expect(cancelPanel.getByText('Marca la casilla para confirmar la cancelación.')).toBeVisible();
  await cancelPanel.getByLabel(/Confirmo que cancelo la reserva/).check();
  await cancelPanel.getByRole('button', { name: 'Cancelar la reserva' }).click();
  await expect(team.getByRole('heading', { level: 1 })).toContainText('Cancelada');
  // The fee, in the file's money and as a line of its own; paid less the fee is owed back.
  await expect(team.getByText(tableFee!, { exact: true }).first()).toBeVisible();
  const owed = await team.getByTestId('file-owed-back').textContent();
  expect(euros(owed) + euros(tableFee ?? '')).toBe(125_050);
  // The traveller's page: cancelled, what they get back, nothing to pay and no way to pay.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Cancelada', exact: true })).toBeVisible();
  await expect(visitor.getByTestId('owed-back')).toHaveText(owed!);
  await expect(visitor.getByRole('button', { name: /Pagar con tarjeta/ })).toHaveCount(0);
  await expect(visitor.getByRole('heading', { name: 'Transferencia bancaria' })).toHaveCount(0);
  await expect(visitor.getByText(/por pagar/)).toHaveCount(0);
  // A cancelled booking's page, fees and refunds included, fits a phone.
  await visitor.setViewportSize({ width: 390, height: 844 });
  expect(await hasHorizontalOverflow(visitor)).toBe(false);
  // The refund, and the file is even.
  const refund = formTitled('Registrar devolución');
  await refund.getByLabel('Importe (€)').fill(owed!.replace(/\s*€/, ''));
  await refund.getByLabel('Forma de pago').selectOption({ label: 'Transferencia' });
  await refund.getByLabel('Referencia').fill('DEV 2026 0001');
  await refund.getByLabel('Motivo').fill('Cancelación pedida por teléfono');
  await refund.getByRole('button', { name: 'Registrar devolución' }).click();
  await expect(team.getByText('Devolución registrada. Se ha avisado al viajero.')).toBeVisible();
  await expect(team.getByTestId('file-pending')).toHaveText('0,00 €');
  await expect
    .poll(() => mailbox.mails.filter((m) => m.subject === `Reserva ${locator}: devolución hecha`).length)
    .toBe(1);

  // From any page, a locator read out over the phone opens its file.
  await team.setViewportSize({ width: 1366, height: 900 });
  await nav.getByRole('link', { name: /^Pagos/ }).click();
  await team
    .getByRole('searchbox', { name: 'Ir a un localizador o buscar' })
    .fill(`${locator.slice(0, 4).toLowerCase()} ${locator.slice(4)}`);
  await team.getByRole('searchbox', { name: 'Ir a un localizador o buscar' }).press('Enter');
  await expect(team.getByRole('heading', { level: 1, name: new RegExp(locator) })).toBeVisible();
  // The agent's files in any status, sorted by total, and the same list as a spreadsheet.
  await nav.getByRole('link', { name: /^Bandeja/ }).click();
  const bookingSearch = team.getByRole('region', { name: 'Buscar reservas' });
  await bookingSearch.getByLabel('Asignada a').selectOption({ label: 'Mis expedientes' });
  await bookingSearch.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(team).toHaveURL(/asignada=yo/);
  await expect(bookingSearch.getByRole('status')).toHaveText('1 reserva');
  await expect(bookingSearch.getByRole('table').getByRole('link', { name: locator })).toBeVisible();
  await bookingSearch.getByRole('link', { name: /^Total/ }).click();
  await expect(team).toHaveURL(/asignada=yo.*orden=total/);
  await expect(bookingSearch.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const [download] = await Promise.all([
    team.waitForEvent('download'),
    bookingSearch.getByRole('link', { name: 'Descargar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^reservas-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(`${locator};Cancelada;Ana García;ana@example.com;`);
  expect(csv).toContain(`;${E2E_AGENT.name};`);

  // The API clients (admins): the booking team's system reads and writes, the demo client reads the catalogue.
  await nav.getByRole('link', { name: 'Clientes API' }).click();
  await expect(team.getByRole('heading', { level: 1, name: 'Clientes de la API' })).toBeVisible();
  const clients = team.getByRole('table');
  await expect(clients.getByRole('row', { name: /^equipo-reservas/ })).toContainText(
    'bookings:read, bookings:write',
  );
  await expect(clients.getByRole('row', { name: /^demo/ })).toContainText('catalogue:read');
  await expect(clients.getByRole('button', { name: 'Revocar a equipo-reservas' })).toBeVisible();
  expect(await seriousAccessibilityViolations(team)).toEqual([]);

  // The outbox shows those mails; signing out ends the session.
  await nav.getByRole('link', { name: 'Correo' }).click();
  await expect(team.getByRole('link', { name: `Nuevo documento · Reserva ${locator}` })).toBeVisible();
  await team.getByRole('button', { name: 'Salir' }).click();
  await expect(team.getByText('Has salido de la gestión.')).toBeVisible();
  await team.goto('/gestion');
  await expect(team).toHaveURL(/\/gestion\/entrar/);
  await teamContext.close();
});
