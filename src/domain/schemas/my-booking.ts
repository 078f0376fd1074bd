import { text } from './bounds';
import { locatorField } from './change-request';
import { MESSAGES } from './messages';
import { z } from './zod';

/**
 * "Mi reserva" (/mireserva): the booking's locator and the e-mail it was made with. A locator alone
 * never opens a booking (DESIGN.md section 5); a wrong pair answers like an unknown locator.
 */
export const myBookingLookupSchema = z.object({ localizador: locatorField, email: text(120) });

/** The longest message a traveller may send the booking team. */
export const MESSAGE_MAX_LENGTH = 2000;

/** A message to the booking team: plain text, line breaks kept, never rendered as HTML. */
export const bookingMessageSchema = z.object({
  mensaje: text(MESSAGE_MAX_LENGTH, MESSAGES, { multiline: true }),
});
