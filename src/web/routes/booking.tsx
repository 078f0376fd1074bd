import { Link } from 'react-router';
import { splitItinerary } from '../../domain/booking/itinerary';
import { formatDate } from '../../domain/format';
import { BookingSteps } from '../components/booking/booking-steps';
import { PrecontractInfo } from '../components/booking/precontract-info';
import { TripSummary } from '../components/booking/trip-summary';
import { UnavailableNotice } from '../components/booking/unavailable-notice';
import { BreakdownTable } from '../components/offer/breakdown-table';
import { itineraryInLanguage, OfferItinerary } from '../components/offer/offer-itinerary';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT } from '../i18n/translations.server';
import { pageMeta } from '../seo';
import { loadBookingQuote, NO_STORE } from './booking-quote.server';
import { OfferNotFound } from '../components/offer/offer-not-found';
import type { Route } from './+types/booking';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadBookingQuote(request, context, []);
  const t = serverT(page.language, 'booking');
  const { status, breakdown, excursions, itinerary, accommodation } = page.quote;
  return {
    ...page,
    // What the page shows of the quote: not its calendar, rooms, notes or extras, which the
    // browser would decode at hydration for nothing.
    quote: {
      status,
      breakdown,
      excursions,
      itinerary: itineraryInLanguage(itinerary, page.quote.stationNames),
      accommodation,
    },
    title: t('title', { accommodation: page.summary?.hotel ?? accommodation.name }),
    description: t('description'),
  };
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title ?? '404', description: page?.description, matches, location, noindex: true });

/** /reserva: the trip as it will be requested, its final price and the pre-contract information. */
export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('booking', loaderData.translations);
  const { t: catalogueT } = useRouteTranslation('catalogue', loaderData.translations);
  const { quote, summary, language } = loaderData;
  const problem = quote.status === 'priced' ? null : quote.status;
  const { connections } = splitItinerary(quote.itinerary, summary?.returnDate ?? '');
  return (
    <div className="container page booking-page">
      <BookingSteps current="review" />
      <h1>{t('page.heading')}</h1>
      <p className="lead">{t('page.intro')}</p>
      {problem || !summary ? (
        <UnavailableNotice
          kind={problem === 'rooms' ? 'rooms' : 'unavailable'}
          nearestDays={loaderData.nearestDays}
          offerHref={loaderData.offerHref}
          tooSoonFrom={loaderData.tooSoonFrom}
          language={language}
        />
      ) : (
        <div className="booking-layout">
          <aside className="booking-layout__aside">
            <TripSummary trip={summary} language={language}>
              <Link
                className="btn btn--primary btn--lg btn--block"
                to={`/reserva/SolicitudReserva?${loaderData.query}`}
              >
                {t('page.continue')}
              </Link>
              <Link className="trip-summary__change" to={loaderData.offerHref}>
                {t('page.changeOffer')}
              </Link>
            </TripSummary>
          </aside>
          <div className="booking-layout__main">
            <section className="offer-section" aria-labelledby="price-title">
              <h2 id="price-title">{t('page.priceTitle')}</h2>
              {quote.breakdown ? (
                <BreakdownTable breakdown={quote.breakdown} extras={quote.excursions} language={language} />
              ) : null}
            </section>
            <section className="offer-section" aria-labelledby="services-title">
              <h2 id="services-title">{t('page.accommodationServices')}</h2>
              {summary.stays && summary.stays.length > 0 ? (
                <ul className="plain-list">
                  {summary.stays.map((stay, index) => (
                    <li key={index}>
                      {stay.hotel} · {stay.destination}{' '}
                      <span className="chip chip--meal">{stay.mealPlan}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <>
                  <p>
                    <span className="chip chip--meal">{quote.accommodation.mealPlan}</span>
                  </p>
                  <ul className="chips" aria-label={t('page.accommodationServices')}>
                    {quote.accommodation.amenities.map((amenity) => (
                      <li key={amenity} className="chip">
                        {catalogueT(`amenities.${amenity}`)}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
            <OfferItinerary segments={quote.itinerary} language={language} />
            <p className="notice">
              {connections.length > 0
                ? t('page.connectingFlight', { stations: connections.join(', ') })
                : t('page.directFlight')}
            </p>
            {/* Trips sell no excursions: the section shows only where there are some to add. */}
            {loaderData.offersExcursions || quote.excursions.lines.length > 0 ? (
              <section className="offer-section" aria-labelledby="excursions-title">
                <h2 id="excursions-title">{t('page.excursions')}</h2>
                {quote.excursions.lines.length > 0 ? (
                  <ul className="plain-list">
                    {quote.excursions.lines.map((line) => (
                      <li key={line.id}>
                        {line.name} · {formatDate(line.day, language)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{t('page.noExcursions')}</p>
                )}
                {loaderData.offersExcursions ? (
                  <Link className="standalone-link" to={`${loaderData.offerHref}#extras-title`}>
                    {t('page.changeExcursions')}
                  </Link>
                ) : null}
              </section>
            ) : null}
            <PrecontractInfo
              trip={summary}
              excursions={quote.excursions.lines.map(
                (line) => `${line.name} (${formatDate(line.day, language)})`,
              )}
              language={language}
            />
          </div>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OfferNotFound error={error} />;
}
