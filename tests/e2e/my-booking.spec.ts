import { addDays } from '../../src/domain/days';
import { E2E_API_CLIENT } from '../helpers/e2e-api-client.mjs';
import { bookTwoAdults, e2eMailbox } from './booking-helpers';
import { expect, hasHorizontalOverflow, seriousAccessibilityViolations, test } from './fixtures';

const today = () => new Date().toISOString().slice(0, 10);
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test('from the e-mail to Mi reserva: a refused card, a card with 3-D Secure, the balance, the receipt, a message and the PDF', async ({
  consented: page,
  baseURL,
}) => {
  test.slow(); // a booking, two trips to the card gateway and the e-mails
  const mailbox = e2eMailbox(String(baseURL));
  const locator = await bookTwoAdults(page, addDays(today(), 60));

  // The booking team asks for a first payment (the booking system's API, as their system would).
  const { username, password } = E2E_API_CLIENT;
  const login = await page.request.post('/api/Login', { data: { username, password } });
  const token = (await login.text()).replace(/^token: /, '');
  const auth = { authorization: `Bearer ${token}` };
  const record = await (
    await page.request.get(`/api/v1/Reservas?localizador=${locator}&IDWeb=1`, { headers: auth })
  ).json();
  const order = await page.request.post('/api/v1/Reservas/OrdenesPago', {
    headers: auth,
    data: { idReserva: record.idReserva, ref: 'Pago a cuenta', monto: 300.5 },
  });
  expect(order.status()).toBe(200);

  // The traveller follows the link of the confirmation e-mail: the locator is already typed.
  const [confirmation] = await mailbox.mailTo('ana@example.com', locator);
  const link = /https?:\/\/\S+\/mireserva\?\S+/.exec(confirmation!.text)?.[0] ?? '';
  expect(link).toContain(`localizador=${locator}`);
  await page.goto(link);
  await expect(page.getByRole('textbox', { name: 'Localizador' })).toHaveValue(locator);
  await expect(page).not.toHaveURL(/localizador=/);
  // A wrong e-mail is answered like an unknown locator.
  await page.getByLabel('Correo electrónico de la reserva').fill('eve@example.com');
  await page.getByRole('button', { name: 'Ver mi reserva' }).click();
  await expect(
    page.getByText('Localizador no encontrado. Por favor, verifique el localizador.'),
  ).toBeVisible();
  await page.getByLabel('Correo electrónico de la reserva').fill(' Ana@Example.com ');
  await page.getByRole('button', { name: 'Ver mi reserva' }).click();
  await expect(page).toHaveURL(/\/vermireserva\?idioma=es$/);
  await expect(page.getByRole('heading', { level: 1, name: `Reserva ${locator}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Solicitud recibida' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Ana García' })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const pending = page.getByTestId('pending-balance');
  const before = euros(await pending.textContent());
  expect(before).toBe(record.precioTotal);

  // A card the bank refuses: back to the booking, nothing charged.
  await page.getByRole('button', { name: /Pagar con tarjeta Pago a cuenta/ }).click();
  await expect(page.getByRole('heading', { name: 'Pago con tarjeta' })).toBeVisible();
  await expect(page.getByText('300,50 €')).toBeVisible();
  await page.getByLabel('Número de tarjeta').fill('4000 0000 0000 0002');
  await page.getByLabel('Caducidad (MM/AA)').fill('12/30');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page.getByText('El pago no se ha completado y no se ha cobrado nada.')).toBeVisible();
  expect(euros(await pending.textContent())).toBe(before);

  // Again, with a card that asks for the 3-D Secure code.
  await page.getByRole('button', { name: /Pagar con tarjeta Pago a cuenta/ }).click();
  await page.getByLabel('Número de tarjeta').fill('4918 0191 6003 4602');
  await page.getByLabel('Caducidad (MM/AA)').fill('0430');
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await page.getByLabel('Código de confirmación').fill('123456');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('¡Gracias! Hemos recibido tu pago de 300,50 €.')).toBeVisible();
  await expect(page).toHaveURL(/\/vermireserva\?idioma=es&pago=ok&pedido=\w{12}$/);
  expect(euros(await pending.textContent())).toBeCloseTo(before - 300.5, 2);
  await expect(page.getByRole('region', { name: 'Pagos' }).getByText('Tarjeta (web)')).toBeVisible();
  await expect(page.getByRole('button', { name: /Pagar con tarjeta Pago a cuenta/ })).toHaveCount(0);
  const mailTo = async (address: string, subject: string) => {
    await expect
      .poll(() => mailbox.mails.filter((m) => m.to.includes(address) && m.subject === subject).length)
      .toBe(1);
    return mailbox.mails.find((m) => m.to.includes(address) && m.subject === subject)!;
  };
  const receipt = await mailTo('ana@example.com', `Justificante de pago · Reserva ${locator}`);
  expect(receipt.text).toContain('300,50');
  expect(receipt.raw).not.toContain('4918019160034602');

  // A message to the team, shown as typed (no HTML), and a copy to the bookings mailbox.
  await page
    .getByLabel('Escribe a nuestro equipo de reservas')
    .fill('¿Podemos tener camas separadas?\n<b>Gracias</b>');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Mensaje enviado.')).toBeVisible();
  await expect(page.getByText('<b>Gracias</b>')).toBeVisible();
  const copy = await mailTo('reservas@caribesol.example', `Mensaje del viajero · Reserva ${locator}`);
  expect(copy.text).toContain('¿Podemos tener camas separadas?');

  // The summary PDF is always there.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Resumen de la reserva ${locator}` }).click();
  expect((await download).suggestedFilename()).toBe(`reserva-${locator}.pdf`);

  // On a phone nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(await hasHorizontalOverflow(page)).toBe(false);

  // "Close" ends the session: the page no longer opens without the locator and e-mail.
  await page.getByRole('button', { name: 'Cerrar Mi reserva' }).click();
  await expect(page.getByText('Has cerrado Mi reserva.')).toBeVisible();
  await page.goto('/vermireserva');
  await expect(page).toHaveURL(/\/mireserva\?idioma=es&sesion=fin/);
});
