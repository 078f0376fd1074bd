import { z } from './zod';
import { MESSAGES } from './messages';

/** A required text: trimmed, not empty, bounded. */
export const requiredText = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(max, { error: MESSAGES.tooLong });

/** A phone number a person can be called on: digits, spaces, dots, dashes, brackets, leading +; 9 to 15 digits. */
export const phoneNumber = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .refine((value) => /^\+?[\d\s().-]+$/.test(value), { error: MESSAGES.phone, abort: true })
  .refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 9 && digits <= 15;
    },
    { error: MESSAGES.phone },
  );
