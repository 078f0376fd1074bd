import { useTranslation } from '../i18n/i18n';
import { openingHoursText } from '../../domain/opening-hours';
import { DestinationCard } from '../components/catalogue/destination-card';
import { LoadFailure } from '../components/layout/load-failure';
import { OfferCard } from '../components/catalogue/offer-card';
import { ButtonLink } from '../components/ui/button';
import { BadgeIcon, ClockIcon, PhoneIcon, ShieldIcon } from '../components/ui/icons';
import { useRouteTranslation } from '../i18n/i18n';
import { DEFAULT_SEARCH } from '../../domain/catalogue/holiday-search';
import { withDistinctPictures } from '../../domain/catalogue/pictures';
import { HolidaySearchForm } from '../components/search/holiday-search-form';
import { serverT, translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import type { Route } from './+types/home';
import { KEEPABLE_PAGE_HEADERS } from '../platform.server';
import { TripCard } from '../components/trips/trip-card';
import { circuitCards, combinedCards } from './trip-cards.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const t = serverT(language, 'home');
  const catalogue = context.services.catalogue;
  const [carousel, containers, offers, combined, circuits] = await Promise.all([
    catalogue.carouselCards(language),
    catalogue.destinationGroups(language),
    catalogue.weeklyOffers(language),
    combinedCards(context, language),
    circuitCards(context, language),
  ]);
  return {
    title: t('title'),
    description: t('description'),
    translations: translationsFor(language, ['home', 'catalogue', 'offer', 'trips']),
    // Two combined trips and a circuit, the cheapest for two.
    trips: [
      ...[...combined].sort((a, b) => a.priceForTwo - b.priceForTwo).slice(0, 2),
      ...[...circuits].sort((a, b) => a.priceForTwo - b.priceForTwo).slice(0, 1),
    ],
    offerDate: catalogue.bookableFrom(),
    // No two cards side by side (or one above the other) show the same look of picture.
    carousel: withDistinctPictures(carousel, 'image'),
    containers: containers.map((container) => ({
      ...container,
      destinations: withDistinctPictures(container.destinations, 'image'),
    })),
    offers: withDistinctPictures(offers, 'picture'),
  };
}

/** The page depends on its address, language, cookies and the catalogue only: it may be kept. */
export const headers: Route.HeadersFunction = () => KEEPABLE_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({
    title: page?.title,
    description: page?.description,
    matches,
    location,
    image: '/img/hero-caribe.svg',
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('home', loaderData.translations);
  const { t: catalogueT } = useTranslation('catalogue');
  const { site, language } = useLayout();
  const priceLabels = { fromLabel: catalogueT('from'), perPersonLabel: catalogueT('perPerson') };

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <img
          className="hero__image"
          src="/img/hero-caribe.svg"
          alt=""
          width={1200}
          height={640}
          fetchPriority="high"
          decoding="async"
        />
        <div className="hero__content container">
          <p className="hero__eyebrow">{site.tagline}</p>
          <h1 id="hero-title" className="hero__title">
            {t('heroTitle')}
          </h1>
          <p className="hero__text">{t('heroText')}</p>
          <div className="button-row">
            <a className="btn btn--primary btn--lg" href={`tel:${site.phone.e164}`}>
              <PhoneIcon />
              {t('heroCall', { phone: site.phone.display })}
            </a>
            <ButtonLink to="/contacto" variant="inverse" size="lg">
              {t('heroContact')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="container home-search" aria-label={t('searchLabel')}>
        <HolidaySearchForm
          search={DEFAULT_SEARCH}
          destination=""
          offerDate={loaderData.offerDate}
          language={language}
        />
      </section>

      {loaderData.carousel.length > 0 ? (
        <section className="section container" aria-labelledby="carousel-title">
          <h2 id="carousel-title" className="section__title">
            {t('carouselTitle')}
          </h2>
          <ul className="carousel">
            {loaderData.carousel.map((item, index) => (
              <li
                key={item.slug}
                className={`carousel__item carousel__item--${item.orientation === 'V' ? 'tall' : 'wide'}`}
              >
                <DestinationCard
                  destination={item}
                  language={language}
                  priority={index === 0}
                  {...priceLabels}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {loaderData.offers.length > 0 ? (
        <section className="section section--sand" aria-labelledby="offers-title">
          <div className="container">
            <h2 id="offers-title" className="section__title">
              {t('offersTitle')}
            </h2>
            <p className="section__intro">{t('offersIntro')}</p>
            <ul className="card-grid card-grid--offers">
              {loaderData.offers.map((offer) => (
                <li key={offer.serviceId}>
                  <OfferCard offer={offer} language={language} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : (
        <section className="container section">
          <p className="notice">{t('noOffers', { phone: site.phone.display })}</p>
        </section>
      )}

      {loaderData.containers.map((container) => (
        <section
          key={container.id}
          className="container section home-destinations"
          aria-labelledby={`container-${container.id}`}
        >
          <h2 id={`container-${container.id}`} className="section__heading">
            {container.name}
          </h2>
          <ul className="card-grid card-grid--destinations">
            {container.destinations.map((destination) => (
              <li key={destination.slug}>
                <DestinationCard destination={destination} language={language} {...priceLabels} />
              </li>
            ))}
          </ul>
        </section>
      ))}

      {loaderData.trips.length > 0 ? (
        <section className="container section home-trips" aria-labelledby="trips-title">
          <h2 id="trips-title" className="section__title">
            {t('tripsTitle')}
          </h2>
          <p className="section__intro">{t('tripsIntro')}</p>
          <ul className="card-grid card-grid--offers">
            {loaderData.trips.map((trip) => (
              <li key={trip.href}>
                <TripCard trip={trip} language={language} />
              </li>
            ))}
          </ul>
          <p className="section__links">
            <ButtonLink to="/combinados" variant="secondary">
              {t('allCombined')}
            </ButtonLink>{' '}
            <ButtonLink to="/circuitos" variant="secondary">
              {t('allCircuits')}
            </ButtonLink>
          </p>
        </section>
      ) : null}

      <section className="container section" aria-labelledby="trust-title">
        <h2 id="trust-title" className="section__title">
          {t('trustTitle')}
        </h2>
        <ul className="trust-grid">
          <li className="trust-item">
            <ClockIcon className="trust-item__icon" width={28} height={28} />
            <h3>{t('trust.hoursTitle')}</h3>
            <p>{t('trust.hoursText', openingHoursText(site.hours.phone, language))}</p>
          </li>
          <li className="trust-item">
            <PhoneIcon className="trust-item__icon" width={28} height={28} />
            <h3>{t('trust.contactTitle')}</h3>
            <p>{t('trust.contactText')}</p>
          </li>
          <li className="trust-item">
            <ShieldIcon className="trust-item__icon" width={28} height={28} />
            <h3>{t('trust.secureTitle')}</h3>
            <p>{t('trust.secureText')}</p>
          </li>
          <li className="trust-item">
            <BadgeIcon className="trust-item__icon" width={28} height={28} />
            <h3>{t('trust.registeredTitle')}</h3>
            <p>{site.legalRegistration}</p>
          </li>
        </ul>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
