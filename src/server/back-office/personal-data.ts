import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { isoDayOf } from '../../domain/days';
import { createBookingPrivacyRepository, ERASED, ERASED_DOMAIN } from '../booking/booking-privacy.repository';
import { phoneEndsWith } from '../booking/booking-team.repository';
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

/** The digits a phone is compared by: the last nine (a Spanish number without +34 or 0034), or all of a shorter one. */
export const PHONE_DIGITS = 9;
const phoneKey = (typed: string) => typed.replace(/\D/g, '').slice(-PHONE_DIGITS);

/**
 * The data-protection mailbox's chores for one person, found by their e-mail (and the phone of
 * their bookings, for call-me requests): everything we hold about them as a file to send them
 * (access and portability, GDPR art. 15 and 20), and erasure on request (art. 17). Erasure keeps
 * what the law makes us keep (amounts, dates and payments for the accounts, art. 30 Código de
 * Comercio), blocked and no longer linked to the person.
 */
export function createPersonalData(db: Database, clock: () => Date) {
  const bookingsOf = (email: string) => createBookingPrivacyRepository(db).byEmail(email);
  /** The person's modify/cancel requests: sent from their e-mail or giving it as the second one. */
  const requestsOf = (email: string) =>
    or(
      eq(sql`lower(${changeRequests.email})`, normalised(email)),
      eq(sql`lower(${changeRequests.altEmail})`, normalised(email)),
    );

  return {
    /**
     * The people behind a phone number (a booking's requester, a modify/cancel request's phone or
     * second phone): their e-mails, each with how many bookings and requests, and the call-me
     * requests left with that number (kept CALLBACK_DAYS, then deleted by the retention worker).
     */
    async peopleByPhone(typed: string) {
      const key = phoneKey(typed);
      const [fromBookings, fromRequests, [callbacks]] = await Promise.all([
        createBookingPrivacyRepository(db).emailsByPhone(key),
        db
          .select({ email: sql<string>`lower(${changeRequests.email})`, n: count() })
          .from(changeRequests)
          .where(or(phoneEndsWith(changeRequests.phone, key), phoneEndsWith(changeRequests.altPhone, key)))
          .groupBy(sql`lower(${changeRequests.email})`),
        db.select({ n: count() }).from(callbackRequests).where(phoneEndsWith(callbackRequests.phone, key)),
      ]);
      const people = new Map<string, { email: string; bookings: number; requests: number }>();
      for (const row of fromBookings)
        people.set(row.email, { email: row.email, bookings: row.n, requests: 0 });
      for (const row of fromRequests) {
        const known = people.get(row.email) ?? { email: row.email, bookings: 0, requests: 0 };
        people.set(row.email, { ...known, requests: row.n });
      }
      return {
        // An erased person's placeholder address is nobody to show.
        people: [...people.values()].filter((person) => !isErased(person)),
        callbacks: callbacks?.n ?? 0,
      };
    },

    /** What we hold about the person, one line per record, for the team to check before acting. */
    async summary(email: string) {
      const found = await bookingsOf(email);
      const phones = [...new Set(found.map((b) => b.phone).filter(Boolean))];
      const [requests, callbacks] = await Promise.all([
        db.select({ code: changeRequests.code }).from(changeRequests).where(requestsOf(email)),
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
        db.select().from(changeRequests).where(requestsOf(email)),
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
      const { passengers, messages, notes, documents, orders, payments: paid } = records;
      const of = <T extends { bookingId: number }>(rows: T[], id: number) =>
        rows.filter((row) => row.bookingId === id).map(({ bookingId: _ignored, ...rest }) => rest);
      return {
        generatedAt: clock().toISOString(),
        email: normalised(email),
        bookings: found.map(({ id, submissionKey: _key, submissionHash: _hash, ...booking }) => ({
          ...booking,
          travellers: of(passengers, id).map(({ id: _id, ...p }) => p),
          messages: of(messages, id).map(({ id: _id, origin: _o, agent: _a, ...m }) => m),
          teamNotes: of(notes, id),
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
      const asSecondContact = await db
        .select({ id: changeRequests.id })
        .from(changeRequests)
        .where(eq(sql`lower(${changeRequests.altEmail})`, address));
      if (ids.length === 0 && requests.length === 0 && asSecondContact.length === 0)
        return { kind: 'nothing' };
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
        // Someone else's request that gave this person as its second contact loses that contact only.
        await tx
          .update(changeRequests)
          .set({ altEmail: null })
          .where(eq(sql`lower(${changeRequests.altEmail})`, address));
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
              after: sql`case ${auditLog.action} when 'mensaje.responder' then ${JSON.stringify({ mensaje: ERASED })}::jsonb when 'nota.anotar' then ${JSON.stringify({ nota: ERASED })}::jsonb else ${auditLog.after} end`,
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
