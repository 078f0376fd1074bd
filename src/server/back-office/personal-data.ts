import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isoDayOf } from '../../domain/days';
import { createBookingPrivacyRepository, ERASED, ERASED_DOMAIN } from '../booking/booking-privacy.repository';
import type { Database } from '../db/client';
import { changeRequests } from '../db/schema/change-requests';
import { outboxEmails } from '../db/schema/mail';
import { callbackRequests } from '../db/schema/site';
import { auditLog } from '../db/schema/back-office';
import { audit, type Actor } from './audit';

export { ERASED } from '../booking/booking-privacy.repository';

/** A booking whose person was erased on request: nothing more is done with it. */
export const isErased = (booking: { email: string }) => booking.email.endsWith(ERASED_DOMAIN);

export type EraseOutcome =
  | { kind: 'erased'; bookings: number; requests: number; callbacks: number; mails: number }
  | { kind: 'nothing' }
  /** Trips still to travel: the team cancels them, or waits for the return, before erasing. */
  | { kind: 'active-trips'; locators: string[] };

const normalised = (email: string) => email.trim().toLowerCase();

/**
 * The data-protection mailbox's chores for one person, found by their e-mail (and the phone of
 * their bookings, for call-me requests): everything we hold about them as a file to send them
 * (access and portability, GDPR art. 15 and 20), and erasure on request (art. 17). Erasure keeps
 * what the law makes us keep (amounts, dates and payments for the accounts, art. 30 Código de
 * Comercio), blocked and no longer linked to the person.
 */
export function createPersonalData(db: Database, clock: () => Date) {
  const bookingsOf = (email: string) => createBookingPrivacyRepository(db).byEmail(email);

  return {
    /** What we hold about the person, one line per record, for the team to check before acting. */
    async summary(email: string) {
      const found = await bookingsOf(email);
      const phones = [...new Set(found.map((b) => b.phone).filter(Boolean))];
      const [requests, callbacks] = await Promise.all([
        db
          .select({ code: changeRequests.code })
          .from(changeRequests)
          .where(eq(sql`lower(${changeRequests.email})`, normalised(email))),
        phones.length > 0
          ? db
              .select({ id: callbackRequests.id })
              .from(callbackRequests)
              .where(inArray(callbackRequests.phone, phones))
          : Promise.resolve([]),
      ]);
      return {
        bookings: found.map((b) => ({
          locator: b.locator,
          status: b.status,
          departureDate: b.departureDate,
          returnDate: b.returnDate,
          name: `${b.firstName} ${b.lastName}`,
        })),
        requests: requests.length,
        callbacks: callbacks.length,
      };
    },

    /** Everything about the person as one JSON document (their bookings whole, with travellers and messages). */
    async export(email: string, actor: Actor) {
      const found = await bookingsOf(email);
      await db.transaction((tx) =>
        audit(tx, actor, {
          action: 'datos.exportar',
          entity: 'persona',
          entityId:
            found
              .map((b) => b.locator)
              .join(',')
              .slice(0, 40) || '—',
          after: { reservas: found.map((b) => b.locator) },
        }),
      );
      const phones = [...new Set(found.map((b) => b.phone).filter(Boolean))];
      const address = normalised(email);
      const [records, requests, callbacks, mails] = await Promise.all([
        createBookingPrivacyRepository(db).recordsOf(found.map((b) => b.id)),
        db
          .select()
          .from(changeRequests)
          .where(eq(sql`lower(${changeRequests.email})`, normalised(email))),
        phones.length > 0
          ? db.select().from(callbackRequests).where(inArray(callbackRequests.phone, phones))
          : Promise.resolve([]),
        db
          .select({
            to: outboxEmails.toAddress,
            subject: outboxEmails.subject,
            text: outboxEmails.textBody,
            status: outboxEmails.status,
            createdAt: outboxEmails.createdAt,
            sentAt: outboxEmails.sentAt,
          })
          .from(outboxEmails)
          .where(eq(sql`lower(${outboxEmails.toAddress})`, address)),
      ]);
      const { passengers, messages, documents, orders, payments: paid } = records;
      const of = <T extends { bookingId: number }>(rows: T[], id: number) =>
        rows.filter((row) => row.bookingId === id).map(({ bookingId: _ignored, ...rest }) => rest);
      return {
        generatedAt: clock().toISOString(),
        email: normalised(email),
        bookings: found.map(({ id, submissionKey: _key, submissionHash: _hash, ...booking }) => ({
          ...booking,
          travellers: of(passengers, id).map(({ id: _id, ...p }) => p),
          messages: of(messages, id).map(({ id: _id, origin: _o, agent: _a, ...m }) => m),
          documents: of(documents, id),
          paymentOrders: of(orders, id).map(({ id: _id, ...o }) => o),
          payments: of(paid, id).map(({ id: _id, ...p }) => p),
        })),
        changeRequests: requests.map(({ id: _id, bookingId: _b, ...request }) => request),
        callbackRequests: callbacks.map(({ id: _id, ...callback }) => callback),
        emailsSent: mails,
      };
    },

    /**
     * Erases the person: names, contact, documents, passports, birth dates, card, messages and
     * files of their bookings, their modify/cancel requests and call-me requests, the text of the
     * mails sent to them, and their sessions. Refused while a trip is still to be travelled.
     */
    async erase(email: string, actor: Actor): Promise<EraseOutcome> {
      // The mails' text and recipients: nothing of the person stays readable in the outbox either.
      const found = await bookingsOf(email);
      const today = isoDayOf(clock());
      const active = found.filter((b) => b.status !== 'cancelada' && b.returnDate >= today);
      if (active.length > 0) return { kind: 'active-trips', locators: active.map((b) => b.locator) };
      const ids = found.map((b) => b.id);
      const phones = [...new Set(found.map((b) => b.phone).filter(Boolean))];
      const address = normalised(email);
      const requests = await db
        .select({ id: changeRequests.id })
        .from(changeRequests)
        .where(eq(sql`lower(${changeRequests.email})`, address));
      if (ids.length === 0 && requests.length === 0) return { kind: 'nothing' };
      return db.transaction(async (tx) => {
        let mails = 0;
        await createBookingPrivacyRepository(tx).erasePeople(found, clock());
        const toPerson = or(
          eq(sql`lower(${outboxEmails.toAddress})`, address),
          eq(sql`lower(${outboxEmails.replyTo})`, address),
        );
        // Mail not sent yet is not sent at all; mail sent keeps its row, without a word of the person.
        const unsent = await tx
          .delete(outboxEmails)
          .where(and(toPerson, eq(outboxEmails.status, 'pending')))
          .returning({ id: outboxEmails.id });
        mails += unsent.length;
        const erasedMails = await tx
          .update(outboxEmails)
          .set({
            toAddress: `suprimido${ERASED_DOMAIN}`,
            subject: ERASED,
            textBody: ERASED,
            htmlBody: ERASED,
          })
          .where(
            or(
              eq(sql`lower(${outboxEmails.toAddress})`, address),
              eq(sql`lower(${outboxEmails.replyTo})`, address),
            ),
          )
          .returning({ id: outboxEmails.id });
        mails += erasedMails.length;
        if (requests.length > 0)
          await tx
            .update(changeRequests)
            .set({
              applicant: ERASED,
              phone: '',
              altPhone: null,
              email: `suprimido${ERASED_DOMAIN}`,
              altEmail: null,
              reason: ERASED,
            })
            .where(
              inArray(
                changeRequests.id,
                requests.map((r) => r.id),
              ),
            );
        const callbacks =
          phones.length > 0
            ? await tx
                .delete(callbackRequests)
                .where(inArray(callbackRequests.phone, phones))
                .returning({ id: callbackRequests.id })
            : [];
        // The trail keeps what was done and when, not the words: notes and replies go too.
        if (ids.length > 0)
          await tx
            .update(auditLog)
            .set({
              note: sql`case when ${auditLog.note} is null then null else ${ERASED} end`,
              after: sql`case when ${auditLog.action} = 'mensaje.responder' then ${JSON.stringify({ mensaje: ERASED })}::jsonb else ${auditLog.after} end`,
            })
            .where(inArray(auditLog.bookingId, ids));
        // The trail says what was done and to which bookings, never the data erased.
        await audit(tx, actor, {
          action: 'datos.suprimir',
          entity: 'persona',
          entityId:
            found
              .map((b) => b.locator)
              .join(',')
              .slice(0, 40) || 'solicitudes',
          after: {
            reservas: found.map((b) => b.locator),
            solicitudes: requests.length,
            llamadas: callbacks.length,
            correos: mails,
          },
        });
        return {
          kind: 'erased',
          bookings: found.length,
          requests: requests.length,
          callbacks: callbacks.length,
          mails,
        } as const;
      });
    },
  };
}
