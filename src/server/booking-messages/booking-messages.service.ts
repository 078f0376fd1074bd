import { maskCardNumbers } from '../../domain/booking/card';
import type { Language } from '../../domain/language';
import { createBookingFileRepository } from '../booking/booking-file.repository';
import { createBookingRepository } from '../booking/booking.repository';
import type { Database } from '../db/client';
import { renderEmail, type Translate } from '../mail/email-layout';
import { enqueueEmail } from '../mail/outbox';
import type { SiteSettings } from '../site-settings';

/** Messages a traveller may send about one booking in an hour. */
export const TRAVELLER_MESSAGES_PER_HOUR = 10;

export type MessageOutcome = { kind: 'sent'; id: number } | { kind: 'too-many' };

/**
 * The thread between a booking's traveller and the booking team (section 3 "Booking message":
 * origina "0", agente "1"). Each message is stored as plain text and announced by e-mail through
 * the outbox in the same transaction: the traveller's to the bookings mailbox, the team's to the
 * traveller.
 */
export function createBookingMessagesService(deps: {
  db: Database;
  site: SiteSettings;
  publicUrl: string;
  clock: () => Date;
}) {
  const { db } = deps;

  /** A message written on a handle (the caller's transaction). */
  const insert = (tx: Database, bookingId: number, message: string, fromTeam: boolean) =>
    createBookingFileRepository(tx).addMessage(bookingId, { text: message, fromTeam, at: deps.clock() });

  const bookingOf = (tx: Database, bookingId: number) => createBookingRepository(tx).contactOf(bookingId);

  return {
    list: (bookingId: number) => createBookingFileRepository(db).messages(bookingId),

    /** The traveller writes to the team (at most TRAVELLER_MESSAGES_PER_HOUR an hour); the agency's copy is in Spanish. */
    async fromTraveller(bookingId: number, message: string, agencyTexts: Translate): Promise<MessageOutcome> {
      return db.transaction(async (tx) => {
        const since = new Date(deps.clock().getTime() - 60 * 60_000);
        const recent = await createBookingFileRepository(tx).travellerMessagesSince(bookingId, since);
        if (recent >= TRAVELLER_MESSAGES_PER_HOUR) return { kind: 'too-many' } as const;
        // A card number typed into a message is kept, shown and mailed by its last four digits only.
        message = maskCardNumbers(message);
        const id = await insert(tx, bookingId, message, false);
        const booking = (await bookingOf(tx, bookingId))!;
        const t = agencyTexts;
        const { text, html } = renderEmail(
          t('agencyMessage.title', { locator: booking.locator }),
          [t('agencyMessage.intro', { name: `${booking.firstName} ${booking.lastName}` })],
          [
            [t('agencyMessage.locator'), booking.locator],
            [t('agencyMessage.language'), booking.language.toUpperCase()],
          ],
          [{ title: t('agencyMessage.message'), items: [message] }],
        );
        await enqueueEmail(tx, {
          dedupeKey: `booking-message:${id}`,
          kind: 'booking-message',
          bookingId,
          to: deps.site.mailboxes.bookings,
          replyTo: booking.email,
          subject: t('agencyMessage.subject', { locator: booking.locator }),
          text,
          html,
        });
        return { kind: 'sent', id } as const;
      });
    },

    /**
     * The booking team answers; the traveller is told by e-mail, in their language, to read it in
     * Mi reserva. `alsoWithin` writes what goes with it (the back office's audit line) in the same transaction.
     */
    async fromTeam(
      bookingId: number,
      message: string,
      texts: (language: Language) => Translate,
      alsoWithin?: (tx: Database, id: number) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const id = await insert(tx, bookingId, message, true);
        await alsoWithin?.(tx, id);
        const booking = (await bookingOf(tx, bookingId))!;
        const language = booking.language as Language;
        const t = texts(language);
        const { text, html } = renderEmail(
          t('teamMessage.title', { locator: booking.locator }),
          [t('teamMessage.greeting', { name: booking.firstName }), t('teamMessage.intro')],
          [],
          [
            { title: t('teamMessage.message'), items: [message] },
            {
              title: t('teamMessage.readTitle'),
              items: [
                t('teamMessage.read', {
                  url: `${deps.publicUrl}/mireserva?idioma=${language}&localizador=${booking.locator}`,
                }),
              ],
            },
          ],
        );
        await enqueueEmail(tx, {
          dedupeKey: `booking-message:${id}`,
          kind: 'booking-message',
          bookingId,
          to: booking.email,
          replyTo: deps.site.mailboxes.bookings,
          subject: t('teamMessage.subject', { locator: booking.locator }),
          text,
          html,
        });
        return { kind: 'sent', id } as const;
      });
    },
  };
}

export type BookingMessagesService = ReturnType<typeof createBookingMessagesService>;
