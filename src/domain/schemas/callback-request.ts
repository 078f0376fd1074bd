import { z } from './zod';
import { text } from './bounds';
import { phoneNumber } from './fields';
import { MESSAGES } from './messages';

export const PREFERRED_TIMES = ['asap', 'morning', 'afternoon', 'evening'] as const;

/** The header's "call me" form. */
export const callbackRequestSchema = z.object({
  nombre: text(80),
  telefono: phoneNumber,
  horario: z.enum(PREFERRED_TIMES, { error: MESSAGES.choice }),
});

export type CallbackRequestInput = z.infer<typeof callbackRequestSchema>;
