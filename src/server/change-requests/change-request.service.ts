import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../domain/language';
import { daysBeforeDeparture, estimatedCancellationCost } from '../../domain/pricing/cancellation-costs';
import type { ChangeRequestInput } from '../../domain/schemas/change-request';
import { createBookingRepository } from '../booking/booking.repository';
import { newLocator } from '../booking/locator';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { changeRequestEvents, changeRequests } from '../db/schema/change-requests';
import type { Translate } from '../mail/email-layout';
import { enqueueEmail } from '../mail/outbox';
import type { SiteSettings } from '../site-settings';
import {
  agencyChangeRequestEmail,
  visitorChangeRequestEmail,
  type ChangeRequestMailFacts,
} from './change-request-emails';

/** What the form shows of a booking found by its locator: the destination and the trip's first day. */
export interface BookingForChange {
  locata: string;
  destino: string;
  finicio: string;
  /** The estimated cost of cancelling it today, from the conditions' table. */
  cancellation: { daysLeft: number; percent: number; cents: number };
}

export type ChangeRequestOutcome = { kind: 'sent'; code: string } | { kind: 'not-found' };

const CODE_ATTEMPTS = 3;

/**
 * Requests to modify or cancel a booked trip (/home/solicitudfrc): found by the booking's locator,
 * stored with their history, acknowledged to the visitor and passed to the booking department's
 * changes or cancellations mailbox through the outbox, in one transaction.
 */
export function createChangeRequestService(deps: {
  db: Database;
  catalogue: CatalogueService;
  site: SiteSettings;
  publicUrl: string;
  today: () => string;
}) {
  const { db, catalogue, site } = deps;
  const bookings = createBookingRepository(db);

  async function destinationOf(hotelCode: number, language: Language): Promise<string> {
    const accommodation = await catalogue.accommodation(hotelCode, language);
    if (!accommodation) return '';
    return (await catalogue.destination(accommodation.destinationCode, language))?.name ?? '';
  }

  function cancellationOf(booking: { departureDate: string; totalPrice: number }) {
    const estimate = estimatedCancellationCost(
      booking.totalPrice,
      daysBeforeDeparture(deps.today(), booking.departureDate),
    );
    return { daysLeft: estimate.daysLeft, percent: estimate.band.percent, cents: estimate.cents };
  }

  return {
    /** The booking a locator and its e-mail name, with what the form prefills; undefined when there is none. */
    async findBooking(
      locator: string,
      email: string,
      language: Language,
    ): Promise<BookingForChange | undefined> {
      const booking = await bookings.byLocatorAndEmail(locator, email);
      if (!booking) return undefined;
      return {
        locata: booking.locator,
        destino: await destinationOf(booking.hotelCode, language),
        finicio: booking.departureDate,
        cancellation: cancellationOf(booking),
      };
    },

    /** Sends a request for the booking a locator and its e-mail name; the booking's own address gets a copy too. */
    async send(
      input: ChangeRequestInput,
      bookingEmail: string,
      language: Language,
      texts: { visitor: Translate; agency: Translate },
    ): Promise<ChangeRequestOutcome> {
      const booking = await bookings.byLocatorAndEmail(input.locata, bookingEmail);
      if (!booking) return { kind: 'not-found' };
      // The cost is estimated on the booking's own departure and price, not on what was typed.
      const estimate = input.tipo === 'C' ? cancellationOf(booking) : null;
      for (let attempt = 1; ; attempt++) {
        const code = `S${newLocator()}`;
        const facts: ChangeRequestMailFacts = {
          code,
          locator: booking.locator,
          type: input.tipo,
          language,
          destination: input.destino,
          tripStart: input.finicio,
          applicant: input.reclamante,
          phone: input.telefono,
          altPhone: input.telefonoalt,
          email: input.email,
          altEmail: input.emailalt,
          reason: input.motivo,
          estimate,
          consultUrl: `${deps.publicUrl}/home/solicitudfrc?codigo=${code}`,
        };
        try {
          await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(changeRequests)
              .values({
                code,
                bookingId: booking.id,
                locator: booking.locator,
                type: input.tipo,
                language,
                destination: input.destino,
                tripStart: input.finicio,
                applicant: input.reclamante,
                phone: input.telefono,
                altPhone: input.telefonoalt ?? null,
                email: input.email,
                altEmail: input.emailalt ?? null,
                reason: input.motivo,
                daysLeft: estimate?.daysLeft ?? null,
                costPercent: estimate?.percent ?? null,
                estimatedCost: estimate?.cents ?? null,
              })
              .returning({ id: changeRequests.id });
            await tx.insert(changeRequestEvents).values({ requestId: row!.id, status: 'recibida' });
            const visitorMail = visitorChangeRequestEmail(facts, texts.visitor, site);
            // The person who sent it, and the booking's own address when that is another one.
            const recipients = [input.email, booking.email].filter(
              (address, index, all) =>
                all.findIndex((other) => other.toLowerCase() === address.toLowerCase()) === index,
            );
            for (const [index, to] of recipients.entries())
              await enqueueEmail(tx, {
                dedupeKey: `change-request:${code}:${index === 0 ? 'visitor' : 'booking'}`,
                kind: 'change-request',
                bookingId: booking.id,
                to,
                replyTo: input.tipo === 'C' ? site.mailboxes.cancellations : site.mailboxes.changes,
                ...visitorMail,
              });
            const agencyMail = agencyChangeRequestEmail(facts, texts.agency);
            await enqueueEmail(tx, {
              dedupeKey: `change-request:${code}:agency`,
              kind: 'change-request-agency',
              bookingId: booking.id,
              to: input.tipo === 'C' ? site.mailboxes.cancellations : site.mailboxes.changes,
              replyTo: input.email,
              ...agencyMail,
            });
          });
          return { kind: 'sent', code };
        } catch (error) {
          if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(error)) throw error;
        }
      }
    },

    /** A request by its code and the e-mail it was sent with; a wrong e-mail finds nothing, like a wrong code. */
    async consult(code: string, email: string) {
      const [request] = await db
        .select()
        .from(changeRequests)
        .where(
          and(eq(changeRequests.code, code), eq(sql`lower(${changeRequests.email})`, email.toLowerCase())),
        )
        .limit(1);
      if (!request) return undefined;
      const history = await db
        .select({
          status: changeRequestEvents.status,
          note: changeRequestEvents.note,
          at: changeRequestEvents.createdAt,
        })
        .from(changeRequestEvents)
        .where(eq(changeRequestEvents.requestId, request.id))
        .orderBy(asc(changeRequestEvents.createdAt), asc(changeRequestEvents.id));
      return {
        codigo: request.code,
        locata: request.locator,
        tipo: request.type as 'M' | 'C',
        estado: request.status,
        destino: request.destination,
        finicio: request.tripStart,
        enviada: request.createdAt.toISOString(),
        estimate:
          request.costPercent === null
            ? null
            : {
                percent: request.costPercent,
                cents: request.estimatedCost ?? 0,
                daysLeft: request.daysLeft ?? 0,
              },
        history: history.map((event) => ({
          estado: event.status,
          nota: event.note,
          fecha: event.at.toISOString(),
        })),
      };
    },
  };
}

export type ChangeRequestService = ReturnType<typeof createChangeRequestService>;
