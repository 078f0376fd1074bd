import { text } from './bounds';
import { MESSAGES } from './messages';

/** A phone number without the spaces, dots, dashes and brackets people type between its digits. */
export const compactPhone = (value: string) => value.replace(/[\s.()-]/g, '');

/**
 * A phone number a person can be called on (the call-me form): digits with a leading + and any
 * separators; 9 to 15 digits, and at most 20 characters as typed (the column that keeps it).
 */
export const phoneNumber = text(20).refine((value) => /^\+?\d{9,15}$/.test(compactPhone(value)), {
  error: MESSAGES.phone,
});
