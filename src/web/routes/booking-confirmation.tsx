import { Link } from 'react-router';
import { CARD_TYPE_NAMES, type CardType } from '../../domain/booking/card';
import { formatTotal } from '../../domain/format';
import { optionalExtraOf } from '../../domain/pricing/supplements';
import { BookingSteps } from '../components/booking/booking-steps';
import { TripSummary } from '../components/booking/trip-summary';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { confirmationKey } from '../cookies.server';
import { requestLanguage } from '../request-language.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import { NO_STORE } from './booking-quote.server';
import { LoadFailure } from '../components/layout/load-failure';
import type { Route } from './+types/booking-confirmation';

/** The confirmation of a request, shown for a day to the browser that sent it (its cookie). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const t = serverT(language, 'booking');
  const translations = translationsFor(language, ['booking', 'catalogue']);
  const key = confirmationKey(request);
  const found = key ? await context.services.booking.confirmation(key) : null;
  const base = { language, translations, title: t('confirmation.title') };
  if (!found) return { ...base, confirmation: null };
  const { booking, passengers, supplements, rooms, hotels } = found;
  const { catalogue } = context.services;
  const [accommodation, tripName, stays] = await Promise.all([
    catalogue.accommodation(booking.hotelCode, language),
    catalogue.trips.nameOfService(booking.offerId, language),
    catalogue.trips.bookedStays(hotels, language),
  ]);
  const destination = accommodation
    ? await catalogue.destination(accommodation.destinationCode, language)
    : undefined;
  return {
    ...base,
    confirmation: {
      locator: booking.locator,
      name: booking.firstName,
      email: booking.email,
      card: {
        brand: CARD_TYPE_NAMES[booking.cardBrand as CardType] ?? booking.cardBrand,
        last4: booking.cardLast4,
      },
      travellers: passengers.map((passenger) => passenger.fullName),
      supplements: supplements.map((line) => ({
        extra: optionalExtraOf(line.type),
        description: line.description,
        total: line.total,
      })),
      summary: {
        hotel: tripName ?? booking.hotel,
        stays,
        image: accommodation?.picture ?? '/img/hero-caribe.svg',
        stars: accommodation?.stars ?? 0,
        destination: destination?.name ?? '',
        mealPlan: accommodation?.mealPlan ?? booking.mealCode,
        departure: booking.departureDate,
        returnDate: booking.returnDate,
        nights: booking.nights,
        origin: booking.cityId,
        rooms: rooms.map((room) => room.name),
        size: {
          adults: passengers.filter((p) => p.type === 'A').length,
          children: passengers.filter((p) => p.type === 'N').length,
          infants: passengers.filter((p) => p.type === 'B').length,
        },
        total: booking.totalPrice,
      },
    },
  };
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title, matches, location, noindex: true });

export default function BookingConfirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('booking', loaderData.translations);
  const { site } = useLayout();
  const { confirmation, language } = loaderData;
  const myBooking = `/mireserva?idioma=${language}`;
  if (!confirmation)
    return (
      <section className="container page narrow" aria-labelledby="confirmation-title">
        <h1 id="confirmation-title">{t('confirmation.expiredTitle')}</h1>
        <p className="lead">{t('confirmation.expiredText', { phone: site.phone.display })}</p>
        <Link className="btn btn--primary btn--md" to={myBooking}>
          {t('confirmation.myBooking')}
        </Link>
      </section>
    );
  return (
    <div className="container page booking-page">
      <BookingSteps current="done" />
      <div className="booking-layout booking-layout--done">
        <div className="booking-layout__main">
          <section className="confirmation" aria-labelledby="confirmation-title">
            <h1 id="confirmation-title">{t('confirmation.heading', { name: confirmation.name })}</h1>
            <div className="locator-card">
              <p className="locator-card__label">{t('confirmation.locatorLabel')}</p>
              <p className="locator-card__value" data-testid="locator">
                {confirmation.locator}
              </p>
              <p className="form-note">{t('confirmation.locatorHint')}</p>
            </div>
            <p role="status">{t('confirmation.emailSent', { email: confirmation.email })}</p>
          </section>
          <section className="offer-section" aria-labelledby="next-steps-title">
            <h2 id="next-steps-title">{t('nextSteps.title')}</h2>
            <ol className="next-steps">
              {['contact', 'availability', 'payment', 'documents'].map((step) => (
                <li key={step}>{t(`nextSteps.${step}`)}</li>
              ))}
            </ol>
          </section>
          <section className="offer-section" aria-labelledby="confirmation-summary-title">
            <h2 id="confirmation-summary-title">{t('confirmation.summary')}</h2>
            <dl className="facts">
              <div>
                <dt>{t('summary.travellers')}</dt>
                <dd>{confirmation.travellers.join(', ')}</dd>
              </div>
              {confirmation.supplements.map((line) => (
                <div key={line.description}>
                  <dt>{line.extra ? t(`form.${line.extra}`) : line.description}</dt>
                  <dd>{formatTotal(line.total, language)}</dd>
                </div>
              ))}
              <div>
                <dt>{t('summary.card')}</dt>
                <dd>{t('summary.cardValue', confirmation.card)}</dd>
              </div>
              <div>
                <dt>{t('summary.status')}</dt>
                <dd>{t('summary.statusRequested')}</dd>
              </div>
            </dl>
          </section>
          <p className="button-row">
            <Link
              className="btn btn--primary btn--md"
              to={`${myBooking}&localizador=${confirmation.locator}`}
            >
              {t('confirmation.myBooking')}
            </Link>
            <Link className="btn btn--secondary btn--md" to="/">
              {t('confirmation.backHome')}
            </Link>
          </p>
        </div>
        <aside className="booking-layout__aside">
          <TripSummary trip={confirmation.summary} language={language} />
        </aside>
      </div>
    </div>
  );
}

/** Data that could not be loaded: said inside the site's layout, with the phone and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
