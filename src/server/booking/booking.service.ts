import type { OfferSelection } from '../../domain/booking/offer-address';
import { DRAFT_STATUS } from '../../domain/booking/status';
import { isoDayOf } from '../../domain/days';
import type { Language } from '../../domain/language';
import type { BookingRequest } from '../../domain/schemas/booking-request';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { nightsPerStay } from '../../domain/catalogue/circuits';
import { withLiveCatalogue } from '../catalogue/catalogue-version';
import type { OfferQuote, OfferQuotes } from '../catalogue/offer-quote';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { SiteSettings } from '../site-settings';
import type { Translate } from './booking-emails';
import { bookingRecords } from './booking-records';
import { bookedService } from './booked-service';
import { createBookingRepository } from './booking.repository';
import { newLocator } from './locator';
import { submissionFingerprint } from './submission-fingerprint';

/** How long the confirmation page shows a booking to the browser that sent it. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
const LOCATOR_ATTEMPTS = 3;
/** An earlier request in these states is no reason to ask before booking the same trip again. */
const STANDING_NOT = ['cancelada', DRAFT_STATUS] as const;

export type BookingOutcome =
  | { kind: 'booked'; locator: string; submissionKey: string; repeated: boolean }
  | { kind: 'price-changed'; shown: number; current: number }
  | { kind: 'unavailable'; nearestDays: string[] }
  | { kind: 'rooms' }
  | { kind: 'not-found' }
  /** The form key was already used for another request: that booking is never shown. */
  | { kind: 'key-reused' }
  /** This browser's last request was this same trip for the same requester, and it stands: nothing was written. */
  | { kind: 'already-requested'; locator: string };

export interface BookingRequestInput {
  selection: OfferSelection;
  request: BookingRequest;
  language: Language;
  /** The visitor's e-mail texts (namespace booking) in their language, and the agency's in Spanish. */
  texts: { visitor: Translate; agency: Translate };
  /**
   * The form key of the last request this browser sent (its confirmation cookie): the same trip
   * for the same requester again is not booked until the visitor confirms they want another.
   */
  earlierRequest?: { submissionKey: string; repeatConfirmed: boolean };
}

/**
 * Booking requests (section 1 "pre-reservation", section 4 "booking creation"): re-price the offer
 * on the server, then write the booking, all its records and its two e-mails in one transaction
 * (one statement).
 */
export function createBookingService(deps: {
  db: Database;
  offers: OfferQuotes;
  catalogue: CatalogueService;
  site: SiteSettings;
  publicUrl: string;
  clock: () => Date;
}) {
  const repo = createBookingRepository(deps.db);

  /**
   * The booking's records and e-mails from the priced offer (booking-records.ts), written in one
   * statement. The catalogue reads here come from the cache of the version the offer was priced on.
   */
  async function save(
    quote: OfferQuote,
    input: BookingRequestInput,
    fingerprint: string,
  ): Promise<BookingOutcome> {
    const { selected, breakdown } = quote;
    if (!selected || !breakdown) throw new Error('a booking needs a priced quote');
    const booked = await bookedService(deps.catalogue, quote, selected.serviceId);
    const { trip } = quote.selection;
    const tripName = trip ? await deps.catalogue.trips.title(trip, input.language) : null;
    const nights = nightsPerStay(
      selected.nights,
      quote.stays.map((stay) => stay.nights),
    );
    const visitorTrip = tripName
      ? {
          name: tripName,
          stays: quote.stays.map((stay, index) => ({
            hotel: stay.accommodation.name,
            stars: stay.accommodation.stars,
            destination: stay.destination?.name ?? stay.accommodation.destinationCode,
            nights: nights[index] ?? 0,
            mealPlan: stay.accommodation.mealPlan,
          })),
        }
      : undefined;
    const submissionKey = input.request.idSolicitud;
    for (let attempt = 1; ; attempt += 1) {
      const locator = newLocator();
      const write = bookingRecords({
        request: input.request,
        // The choice as priced: a trip's hotel, origin and length are its service's.
        selection: quote.selection,
        language: input.language,
        offer: { ...quote, selected, breakdown },
        ...booked,
        visitorTrip,
        locator,
        fingerprint,
        now: deps.clock(),
        texts: input.texts,
        site: deps.site,
        publicUrl: deps.publicUrl,
      });
      try {
        const created = await repo.insertBooking(write);
        if (created !== undefined) return { kind: 'booked', locator, submissionKey, repeated: false };
        return repeated(submissionKey, fingerprint);
      } catch (error) {
        // Another locator is drawn when this one is taken (one in a trillion); any other failure is the caller's.
        if (!isUniqueViolation(error) || attempt >= LOCATOR_ATTEMPTS) throw error;
        const existing = await repo.bySubmissionKey(submissionKey);
        if (existing) return repeated(submissionKey, fingerprint);
      }
    }
  }

  /** The booking a form key already made: the same one again, or a refusal for other data. */
  function sameSubmission(
    existing: { locator: string; submissionKey: string; submissionHash: string | null },
    fingerprint: string,
  ): BookingOutcome {
    if (existing.submissionHash !== fingerprint) return { kind: 'key-reused' };
    return {
      kind: 'booked',
      locator: existing.locator,
      submissionKey: existing.submissionKey,
      repeated: true,
    };
  }

  /**
   * This browser's last request, when it was for the same offer and day by the same requester
   * (e-mail in any case) and still stands, and the visitor has not said they want another.
   */
  async function sameTripRequestedBefore(
    { earlierRequest, request }: BookingRequestInput,
    quote: OfferQuote,
  ) {
    if (!earlierRequest || earlierRequest.repeatConfirmed) return undefined;
    const earlier = await repo.recentBySubmissionKey(
      earlierRequest.submissionKey,
      new Date(deps.clock().getTime() - CONFIRMATION_TTL_MS),
    );
    const same =
      earlier !== undefined &&
      earlier.offerId === quote.selected?.serviceId &&
      earlier.departureDate === quote.selected?.day &&
      earlier.email.toLowerCase() === request.solicitante.email.toLowerCase() &&
      !(STANDING_NOT as readonly string[]).includes(earlier.status);
    return same ? earlier : undefined;
  }

  async function repeated(submissionKey: string, fingerprint: string): Promise<BookingOutcome> {
    const existing = await repo.bySubmissionKey(submissionKey);
    if (!existing) throw new Error('the booking of this submission vanished');
    return sameSubmission(existing, fingerprint);
  }

  return {
    /** Today in the service's clock (the form's date rules need it). */
    today: () => isoDayOf(deps.clock()),

    /**
     * Re-prices what the visitor chose and writes the booking request, once per form: a second
     * submission (double click, reload, retry) answers with the same booking and writes nothing;
     * the same key with other data is refused (`key-reused`).
     */
    async request(input: BookingRequestInput): Promise<BookingOutcome> {
      const fingerprint = submissionFingerprint(input.selection, input.request);
      const existing = await repo.bySubmissionKey(input.request.idSolicitud);
      if (existing) return sameSubmission(existing, fingerprint);
      // Priced on the catalogue as it is now, whatever this process has heard of it.
      const quote = await withLiveCatalogue(() => deps.offers.quote(input.selection, input.language));
      if (!quote) return { kind: 'not-found' };
      if (quote.status === 'unavailable') return { kind: 'unavailable', nearestDays: quote.nearestDays };
      if (quote.status === 'rooms' || quote.total === null) return { kind: 'rooms' };
      if (quote.total !== input.request.precioMostrado)
        return { kind: 'price-changed', shown: input.request.precioMostrado, current: quote.total };
      const earlier = await sameTripRequestedBefore(input, quote);
      if (earlier) return { kind: 'already-requested', locator: earlier.locator };
      return save(quote, input, fingerprint);
    },

    /** What the confirmation page shows to the browser that sent the request, for a day. */
    async confirmation(submissionKey: string) {
      const booking = await repo.recentBySubmissionKey(
        submissionKey,
        new Date(deps.clock().getTime() - CONFIRMATION_TTL_MS),
      );
      if (!booking) return null;
      const children = await repo.children(booking.id);
      return { booking, ...children };
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
