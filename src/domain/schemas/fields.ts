import { text } from './bounds';
import { MESSAGES } from './messages';

/**
 * A phone number a person can be called on: digits, spaces, dots, dashes, brackets, leading +;
 * 9 to 15 digits, and at most 20 characters (the column that keeps it).
 */
export const phoneNumber = text(20)
  .refine((value) => /^\+?[\d\s().-]+$/.test(value), { error: MESSAGES.phone, abort: true })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 9 && digits <= 15;
    },
    { error: MESSAGES.phone },
  );
