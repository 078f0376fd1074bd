import { data, redirect, type AppLoadContext } from 'react-router';
import { offerPaths, selectionToSearchParams } from '../../domain/booking/offer-address';
import { selectionFromSearchParams } from '../../domain/booking/offer-selection';
import { partyDraftFromSearchParams } from '../../domain/catalogue/party-query';
import { addDays } from '../../domain/days';
import { serverT, translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import type { TripSummaryData } from '../components/booking/trip-summary';

/** Personal pages are never stored by the browser or a proxy. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/**
 * What both booking pages start from: the visitor's choice read from the address and priced again
 * on the server. An address naming no known offer answers 404.
 */
export async function loadBookingQuote(request: Request, context: AppLoadContext, namespaces: string[]) {
  const url = new URL(request.url);
  const language = requestLanguage(request, context);
  const translations = translationsFor(language, ['booking', 'offer', 'catalogue', ...namespaces]);
  const selection = selectionFromSearchParams(url.searchParams);
  const quote = selection ? await context.services.offers.quote(selection, language) : null;
  if (!selection || !quote) {
    const t = serverT(language, 'offer');
    throw data({ title: t('notFoundTitle'), translations }, { status: 404, headers: NO_STORE });
  }
  const paths = offerPaths(selection.trip);
  // A child without an age is never booked as some age: the offer page asks for it first.
  if (partyDraftFromSearchParams(url.searchParams)) throw redirect(`${paths.detail}${url.search}`);
  // The review page of a trip is its own (/combinados/reserva, /circuitos/reserva); the request form is shared.
  if (
    !url.pathname.toLowerCase().startsWith('/reserva/') &&
    url.pathname.toLowerCase() !== paths.booking.toLowerCase()
  )
    throw redirect(`${paths.booking}${url.search}`);
  const selected = quote.selected;
  // Without a day the cheapest one is chosen; the address then names it, so the form posts it.
  if (!selection.day && selected)
    throw redirect(
      `${url.pathname}?${selectionToSearchParams({ ...selection, day: selected.day }, language).toString()}`,
    );
  const query = selectionToSearchParams(selection, language).toString();
  const trip = quote.selection.trip;
  // A trip is named by itself (a circuit with its hotel category), in the visitor's language.
  const tripName = (trip && (await context.services.catalogue.trips.title(trip, language))) ?? undefined;
  return {
    language,
    translations,
    selection,
    quote,
    /** The choice, to carry from page to page. */
    query,
    offerHref: `${paths.detail}?${query}`,
    /** Whether the offer page sells excursions to add (trips sell none). */
    offersExcursions: quote.extras.length > 0,
    summary: selected
      ? ({
          hotel: tripName ?? quote.accommodation.name,
          image: quote.accommodation.picture,
          stars: quote.accommodation.stars,
          stays: quote.stays.map((stay) => ({
            hotel: stay.accommodation.name,
            stars: stay.accommodation.stars,
            destination: stay.destination?.name ?? stay.accommodation.destinationCode,
            mealPlan: stay.accommodation.mealPlan,
            nights: stay.nights,
          })),
          destination: quote.destination?.name ?? quote.accommodation.destinationCode,
          mealPlan: quote.accommodation.mealPlan,
          departure: selected.day,
          returnDate: addDays(selected.day, selected.nights),
          nights: selected.nights,
          origin: selection.origin,
          rooms: quote.choices.map((choice) => choice.chosen?.name ?? ''),
          size: quote.size,
          total: quote.total,
        } satisfies TripSummaryData)
      : null,
    /** The first day sold, when the chosen one was before it (a stale link). */
    tooSoonFrom: quote.requestedDayTooSoon ? quote.offerDate : undefined,
    /** Other days to offer when the chosen one is gone, as addresses of this same page. */
    nearestDays: quote.nearestDays.map((day) => {
      const params = selectionToSearchParams({ ...selection, day }, language);
      return { day, href: `${url.pathname}?${params.toString()}` };
    }),
  };
}
