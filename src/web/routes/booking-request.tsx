import { randomUUID } from 'node:crypto';
import { data, redirect, useActionData } from 'react-router';
import { offerPaths, selectionToSearchParams } from '../../domain/booking/offer-address';
import { selectionFromSearchParams } from '../../domain/booking/offer-selection';
import { partyDraftFromSearchParams } from '../../domain/catalogue/party-query';
import type { Language } from '../../domain/language';
import { optionalExtraPrices } from '../../domain/pricing/supplements';
import { bookingFormContext, bookingRequestSchema } from '../../domain/schemas/booking-request';
import { htmlConstraints } from '../../domain/schemas/html-constraints';
import { BookingRequestForm } from '../components/booking/booking-request-form';
import { BookingSteps } from '../components/booking/booking-steps';
import { loadCountryOptions } from '../components/booking/country-select';
import { TripSummary } from '../components/booking/trip-summary';
import { RequestBreakdown } from '../components/booking/extras-fields';
import { UnavailableNotice } from '../components/booking/unavailable-notice';
import { RequestNotice, type RequestAnswer } from '../components/booking/request-notice';
import { OfferNotFound } from '../components/offer/offer-not-found';
import { parseForm } from '../forms.server';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT } from '../i18n/translations.server';
import { confirmationCookie, confirmationKey, setCookie } from '../cookies.server';
import { REPEAT_CONFIRMED, REPEAT_FIELD } from '../components/booking/request-notice';
import { requestLanguage } from '../request-language.server';
import { pageMeta } from '../seo';
import { loadBookingQuote, NO_STORE } from './booking-quote.server';
import { withPartyTravellers, withRequesterCopied } from './booking-request.server';
import type { Route } from './+types/booking-request';

const DEFAULT_COUNTRY: Record<Language, string> = {
  es: 'ES',
  en: 'GB',
  fr: 'FR',
  it: 'IT',
  pt: 'PT',
  ro: 'RO',
};

/**
 * The sections of the translations the page shows (its summary, steps, form and notices): the
 * review page's texts, the pre-contract information and the e-mails' are not sent again.
 */
const TEXTS = {
  booking: [
    'requestTitle',
    'steps',
    'summary',
    'form',
    'priceChanged',
    'alreadyRequested',
    'unavailable',
    'rooms',
    'page',
  ],
} as const;

function pick(bundle: Record<string, unknown> | undefined, sections: readonly string[]) {
  return Object.fromEntries(
    sections.filter((section) => bundle?.[section] !== undefined).map((s) => [s, bundle?.[s]]),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadBookingQuote(request, context, []);
  const t = serverT(page.language, 'booking');
  const { quote, selection } = page;
  const formContext =
    quote.selected && quote.status === 'priced'
      ? bookingFormContext({
          today: context.services.booking.today(),
          departure: quote.selected.day,
          nights: quote.selected.nights,
          party: selection.party,
        })
      : null;
  const trip = { payingTravellers: quote.size.adults + quote.size.children, nights: quote.nights };
  // Only what the form page shows: not the quote (calendar, rooms, notes…) nor the country names,
  // which the server renders from its cache (country-options.server.ts).
  return {
    language: page.language,
    translations: {
      booking: pick(page.translations.booking, TEXTS.booking),
    } as typeof page.translations,
    query: page.query,
    offerHref: page.offerHref,
    summary: page.summary,
    nearestDays: page.nearestDays,
    tooSoonFrom: page.tooSoonFrom,
    status: quote.status,
    total: quote.total,
    title: t('requestTitle', { accommodation: page.summary?.hotel ?? quote.accommodation.name }),
    description: t('description'),
    formContext,
    constraint: formContext ? htmlConstraints(bookingRequestSchema(formContext)) : {},
    submissionKey: randomUUID(),
    defaultCountry: DEFAULT_COUNTRY[page.language],
    trip,
    extraPrices: optionalExtraPrices(trip),
  };
}

/**
 * After a navigation within the site the browser renders the form itself: it fetches the country
 * names of the page's language first (once per visit). A page rendered on the server keeps them.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  await loadCountryOptions(page.language);
  return page;
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title ?? '404', description: page?.description, matches, location, noindex: true });

/**
 * Checks the request with the same rules as the browser, then books it. The card number and
 * security code are never sent back: after a refusal the visitor types them again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const language = requestLanguage(request, context);
  const selection = selectionFromSearchParams(url.searchParams);
  const bookingPath = offerPaths(selection?.trip).booking;
  if (!selection?.day) throw redirect(`${bookingPath}?${url.searchParams.toString()}`);
  // A child without an age is never booked as some age: the offer page asks for it first.
  if (partyDraftFromSearchParams(url.searchParams))
    throw redirect(`${offerPaths(selection.trip).detail}?${url.searchParams.toString()}`);
  // A trip's length is its service's, which the address does not carry.
  const nights = selection.trip
    ? ((await context.services.catalogue.trips.service(selection.trip))?.nights ?? 0)
    : selection.nights;
  const formContext = bookingFormContext({
    today: context.services.booking.today(),
    departure: selection.day,
    nights,
    party: selection.party,
  });
  const formData = await request.formData();
  const submission = parseForm(formData, bookingRequestSchema(formContext));
  // The card number and its code never travel back into a page (PCI DSS): the visitor types them again.
  const hideFields = ['tarjeta.CardNumber', 'tarjeta.SecurityCode'];
  const reply = () => withPartyTravellers(submission.reply({ hideFields }), formContext.travellers.length);
  const refused = (extra: Record<string, unknown>, status: number) =>
    data({ result: reply(), ...extra }, { status, headers: NO_STORE });

  if (formData.get('intent') === 'copiar') {
    const result = reply();
    return data(
      {
        result: {
          initialValue: withRequesterCopied(result.initialValue ?? {}) as typeof result.initialValue,
          error: {},
        },
        copied: true,
      },
      { headers: NO_STORE },
    );
  }
  if (submission.status !== 'success') return refused({}, 400);

  const earlierKey = confirmationKey(request);
  let outcome;
  try {
    outcome = await context.services.booking.request({
      selection,
      request: submission.value,
      language,
      texts: { visitor: serverT(language, 'booking'), agency: serverT('es', 'booking') },
      earlierRequest: earlierKey
        ? { submissionKey: earlierKey, repeatConfirmed: formData.get(REPEAT_FIELD) === REPEAT_CONFIRMED }
        : undefined,
    });
  } catch (error) {
    context.log.error({ err: error }, 'booking request could not be saved');
    return refused({ failed: true }, 503);
  }
  switch (outcome.kind) {
    case 'booked': {
      context.mail.nudge();
      throw redirect(`/reserva/confirmacion?idioma=${language}`, {
        headers: {
          'Set-Cookie': await setCookie(confirmationCookie, request, outcome.submissionKey),
          ...NO_STORE,
        },
      });
    }
    case 'price-changed':
      return refused({ priceChanged: { before: outcome.shown, after: outcome.current } }, 409);
    case 'key-reused':
      return refused({ keyReused: true }, 409);
    case 'already-requested':
      return refused({ alreadyRequested: { locator: outcome.locator } }, 409);
    case 'unavailable':
      return refused(
        {
          problem: 'unavailable',
          nearestDays: outcome.nearestDays.map((day) => ({
            day,
            href: `${bookingPath}?${selectionToSearchParams({ ...selection, day }, language).toString()}`,
          })),
        },
        409,
      );
    default:
      return refused({ problem: 'rooms' }, 409);
  }
}

export default function BookingRequestPage({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('booking', loaderData.translations);
  const answer = useActionData<typeof action>();
  const { summary, formContext, language } = loaderData;
  const answerOf = (answer ?? {}) as RequestAnswer & {
    copied?: boolean;
    problem?: 'unavailable' | 'rooms';
    nearestDays?: { day: string; href: string }[];
  };
  // After a price change the form carries the new total, so confirming again books at that price.
  const total = answerOf.priceChanged?.after ?? loaderData.total ?? 0;
  const notice = <RequestNotice answer={answerOf} language={language} />;
  return (
    <div className="container page booking-page">
      <BookingSteps current="request" />
      <h1>{t('form.heading')}</h1>
      <p className="lead">{t('form.intro')}</p>
      {!formContext || !summary || answerOf.problem ? (
        <UnavailableNotice
          kind={(answerOf.problem ?? loaderData.status) === 'rooms' ? 'rooms' : 'unavailable'}
          nearestDays={answerOf.nearestDays ?? loaderData.nearestDays}
          offerHref={loaderData.offerHref}
          tooSoonFrom={loaderData.tooSoonFrom}
          language={language}
        />
      ) : (
        <BookingRequestForm
          aside={
            <TripSummary trip={{ ...summary, total: null }} language={language}>
              <RequestBreakdown total={total} trip={loaderData.trip} language={language} />
            </TripSummary>
          }
          intro={
            answerOf.copied ? (
              <p className="notice notice--success" role="status">
                {t('form.copied')}
              </p>
            ) : answer ? (
              <p className="notice" role="status">
                {t('form.cardAgain')}
              </p>
            ) : null
          }
          action={`/reserva/SolicitudReserva?${loaderData.query}`}
          context={formContext}
          constraint={loaderData.constraint}
          submissionKey={loaderData.submissionKey}
          total={total}
          extraPrices={loaderData.extraPrices}
          trip={loaderData.trip}
          defaultCountry={loaderData.defaultCountry}
          lastResult={answer?.result}
          language={language}
          notice={notice}
          submitLabel={
            answerOf.priceChanged
              ? t('priceChanged.confirm')
              : answerOf.alreadyRequested
                ? t('alreadyRequested.confirm')
                : undefined
          }
          repeatConfirmed={answerOf.alreadyRequested !== undefined}
        />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OfferNotFound error={error} />;
}
