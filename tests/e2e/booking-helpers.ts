import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { birthDate, validBookingForm } from '../helpers/booking-form.mjs';
import type { CaughtMail } from '../helpers/mail-catcher';

export const CARD = { number: '4111 1111 1111 1111', digits: '4111111111111111', code: '8642' };

type Bundle = Record<string, Record<string, unknown>>;
/** The visible texts of one language, read from the locale files the pages use. */
export function texts(language: string) {
  const read = (ns: string) =>
    JSON.parse(readFileSync(path.join('src/locales', language, `${ns}.json`), 'utf8')) as Bundle;
  const bundles = { booking: read('booking'), offer: read('offer'), common: read('common') };
  return (key: string) => {
    const [ns, ...parts] = key.split('.') as [keyof typeof bundles, ...string[]];
    const value = parts.reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)?.[part],
      bundles[ns],
    );
    if (typeof value !== 'string') throw new Error(`no text for ${key}`);
    return value;
  };
}

export { birthDate };

export const euros = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/**
 * The mail the e2e storefront has sent: scripts/e2e-server.mjs runs one real SMTP server beside it
 * (its port + 1000) and writes each message it accepts as a line of JSON, so journeys in any
 * worker read the same mailbox.
 */
export function e2eMailbox(baseURL: string) {
  const file = path.join(tmpdir(), `storefront-e2e-${new URL(baseURL).port}.mails.jsonl`);
  const read = (): CaughtMail[] =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as CaughtMail);
  const matching = (address: string, containing: string) =>
    read().filter((mail) => mail.to.includes(address) && mail.raw.includes(containing));
  return {
    get mails() {
      return read();
    },
    async mailTo(address: string, containing: string) {
      await expect.poll(() => matching(address, containing).length, { timeout: 20_000 }).toBeGreaterThan(0);
      return matching(address, containing);
    },
  };
}

/** What the storefront under test has logged so far. */
export function serverLog(baseURL: string) {
  return readFileSync(path.join(tmpdir(), `storefront-e2e-${new URL(baseURL).port}.log`), 'utf8');
}

/** Fills the request form as a visitor would, in the page's language. */
export async function fillBookingRequest(
  page: Page,
  t: (key: string) => string,
  trip: {
    departure: string;
    email: string;
    travellers: ('A' | 'N')[];
    childAge?: number;
    /** The mobile number as typed; '+34 600 11 12 22' unless told. */
    phone?: string;
  },
) {
  const requester = page.getByRole('group', { name: t('booking.form.requester') });
  const label = (key: string) => new RegExp(`^${t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await requester.getByLabel(label('booking.form.nombre')).fill('Ana María');
  await requester.getByLabel(label('booking.form.apellido')).fill('García López');
  await requester.getByLabel(label('booking.form.email')).fill(trip.email);
  // Typed as people type it.
  await requester.getByLabel(label('booking.form.telefono')).fill(trip.phone ?? '+34 600 11 12 22');
  await requester.getByLabel(label('booking.form.dni')).fill('12345678Z');
  await requester.getByLabel(label('booking.form.provincia')).fill('Madrid');

  await page.getByRole('button', { name: t('booking.form.copyRequester') }).click();
  const first = page.getByRole('region', {
    name: new RegExp(t('booking.form.traveller').replace('{{number}}', '1')),
  });
  await expect(first.getByLabel(label('booking.form.nombre'))).toHaveValue('Ana María');
  await expect(first.getByLabel(label('booking.form.dni'))).toHaveValue('12345678Z');
  await first.getByLabel(label('booking.form.fechaNacimiento')).fill(birthDate(trip.departure, 41));

  const names = ['Luis', 'Lucía', 'Pablo'];
  for (const [index, tipo] of trip.travellers.entries()) {
    if (index === 0) continue;
    const block = page.getByRole('region', {
      name: new RegExp(t('booking.form.traveller').replace('{{number}}', String(index + 1))),
    });
    await block.getByLabel(label('booking.form.nombre')).fill(names[index - 1] ?? 'Eva');
    await block.getByLabel(label('booking.form.apellido')).fill('García López');
    await block.getByLabel(label('booking.form.dni')).fill(`X${1234567 + index}`);
    await block
      .getByLabel(label('booking.form.fechaNacimiento'))
      .fill(birthDate(trip.departure, tipo === 'A' ? 39 : (trip.childAge ?? 7)));
  }

  const card = page.getByRole('group', { name: t('booking.form.card') });
  await card.getByLabel(label('booking.form.CardType')).selectOption('VI');
  await card.getByLabel(label('booking.form.CardNumber')).fill(CARD.number);
  await card.getByLabel(label('booking.form.NameOnCard')).fill('ANA MARIA GARCIA');
  await card.getByLabel(t('booking.form.ExpirationMonth')).selectOption('04');
  await card.getByLabel(t('booking.form.ExpirationYear')).selectOption('2030');
  await card.getByLabel(label('booking.form.SecurityCode')).fill(CARD.code);
  await page.getByLabel(label('booking.form.CondicionesGenerales')).check();
  await page.getByLabel(label('booking.form.CondicionesPrivacidad')).check();
}

/**
 * A booking of two adults at the demo hotel 1001 from Madrid leaving on `departure` (ISO), sent
 * through the request form's own post with the page's cookies; its locator, read from the
 * confirmation page as the visitor sees it.
 */
export async function bookTwoAdults(page: Page, departure: string): Promise<string> {
  const day = departure.replaceAll('-', '');
  const form = `/reserva/SolicitudReserva?alojamiento=1001&origen=MAD&noches=7&idioma=es&habitaciones=1&a1=2&n1=0&b1=0&dia=${day}`;
  const body = await (await page.request.get(form)).text();
  const fields = validBookingForm({
    departure,
    total: /name="precioMostrado" value="(\d+)"/.exec(body)?.[1] ?? '',
    key: /name="idSolicitud" value="([^"]+)"/.exec(body)?.[1] ?? '',
  });
  const sent = await page.request.post(form, { form: fields, maxRedirects: 0 });
  expect(sent.status()).toBe(302);
  await page.goto('/reserva/confirmacion');
  return ((await page.getByTestId('locator').textContent()) ?? '').trim();
}
