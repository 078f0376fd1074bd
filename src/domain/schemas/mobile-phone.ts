import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { compactPhone } from './fields';

/**
 * The mobile numbers of libphonenumber-js's `mobile` metadata: the exact digit patterns of every
 * country's mobile numbers (the `min` metadata checks lengths only), about 24 KB compressed. This
 * module is reached only through the booking request's schema, so in the browser it loads with
 * the form's rules on the first focus (request-validation.ts), never with the page.
 */

/** The country a number typed without its international prefix is read in when none is chosen. */
export const DEFAULT_PHONE_COUNTRY = 'ES';

/** What people type in a phone number: digits, a + and spaces, dots, dashes and brackets between them. */
const TYPED_PHONE = /^[\d+ .()-]+$/;

/**
 * A mobile number as people type it (`612 345 678`, `0034 612345678`, `(+34) 612-34-56-78`), read
 * in `country` when it has no international prefix: the number in E.164 (`+34612345678`), or
 * undefined when it is not a valid mobile number there. Without a country only a number with its
 * `+` prefix can be read.
 */
export function mobileInE164(typed: string, country?: string): string | undefined {
  if (!TYPED_PHONE.test(typed)) return undefined;
  const compact = compactPhone(typed);
  if (!/^\+?\d+$/.test(compact)) return undefined;
  const defaultCountry = country && isSupportedCountry(country) ? country : undefined;
  const number = parsePhoneNumberFromString(compact, { defaultCountry, extract: false });
  return number?.isValid() ? number.number : undefined;
}
