import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another on the phone or on paper. */
const LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LOCATOR_LENGTH = 8;

/** A random, unguessable locator (32^8 ≈ 1.1 × 10^12 values), never derived from the time. */
export function newLocator(): string {
  return Array.from(
    { length: LOCATOR_LENGTH },
    () => LOCATOR_ALPHABET[randomInt(LOCATOR_ALPHABET.length)],
  ).join('');
}

export const isLocator = (value: string) =>
  new RegExp(`^[${LOCATOR_ALPHABET}]{${LOCATOR_LENGTH}}$`).test(value);

const REFERENCE_PREFIX = 'WEB';
/** Made once: building a formatter costs more than formatting with it. */
const MADRID_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The internal reference stamp (section 3): a fixed prefix, the language of the site, then the
 * date and time in Madrid to hundredths of a second, e.g. WEBES2026112118304512.
 */
export function referenceStamp(language: string, at: Date): string {
  const parts = Object.fromEntries(MADRID_TIME.formatToParts(at).map((part) => [part.type, part.value]));
  const hundredths = String(Math.floor(at.getMilliseconds() / 10)).padStart(2, '0');
  return `${REFERENCE_PREFIX}${language.toUpperCase()}${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}${hundredths}`;
}
