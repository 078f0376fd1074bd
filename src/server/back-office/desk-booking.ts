import { DRAFT_STATUS } from '../../domain/booking/status';
import type { Language } from '../../domain/language';
import { createBookingRepository, type StoredBooking } from '../booking/booking.repository';
import type { Database } from '../db/client';
import { enqueueEmail } from '../mail/outbox';
import type { SiteSettings } from '../site-settings';
import { isErased } from './personal-data';
import { myBookingUrl, type TravellerFacts } from './traveller-emails';

export type DeskBooking = StoredBooking;

/** A booking the team can see: any but an API draft. */
export const bookingByLocator = (db: Database, locator: string) =>
  createBookingRepository(db).publishedByLocator(locator);

/**
 * The booking an action is for, locked for the rest of its transaction, or why the action cannot
 * be: no such booking, its person erased on request, or (for money) cancelled.
 */
export async function bookingFor(tx: Database, locator: string, use: 'money' | 'words' | 'any') {
  const row = await createBookingRepository(tx).lockByLocator(locator);
  if (!row || row.status === DRAFT_STATUS) return { kind: 'not-found' } as const;
  if (use !== 'any' && isErased(row)) return { kind: 'refused', reason: 'erased' } as const;
  if (use === 'money' && row.status === 'cancelada') return { kind: 'refused', reason: 'cancelled' } as const;
  return { kind: 'open', booking: row } as const;
}

/**
 * An action on one booking: in one transaction, with the booking locked (bookingFor), or the
 * answer why it cannot be (not found, erased, cancelled for money).
 */
export function onBooking<T>(
  db: Database,
  locator: string,
  use: 'money' | 'words' | 'any',
  act: (tx: Database, booking: DeskBooking) => Promise<T>,
) {
  return db.transaction(async (tx) => {
    const found = await bookingFor(tx, locator, use);
    return found.kind === 'open' ? act(tx, found.booking) : found;
  });
}

/** What the team's mails to a traveller are made of, and how they are queued. */
export function travellerMail(deps: { site: SiteSettings; publicUrl: string }) {
  return {
    factsOf: (booking: DeskBooking): TravellerFacts => {
      const language = booking.language as Language;
      return {
        locator: booking.locator,
        language,
        firstName: booking.firstName,
        createdAt: booking.createdAt,
        departureDate: booking.departureDate,
        myBookingUrl: myBookingUrl(deps.publicUrl, language, booking.locator),
      };
    },

    /** Queues a mail to the traveller about their booking, in the action's transaction. */
    tellTraveller: (
      tx: Database,
      booking: DeskBooking,
      dedupeKey: string,
      kind: string,
      mail: { subject: string; text: string; html: string },
    ) =>
      enqueueEmail(tx, {
        dedupeKey,
        kind,
        bookingId: booking.id,
        to: booking.email,
        replyTo: deps.site.mailboxes.bookings,
        ...mail,
      }),
  };
}
