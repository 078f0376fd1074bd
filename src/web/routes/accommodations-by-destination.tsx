import { CataloguePicture, HERO_SIZES } from '../components/catalogue/catalogue-picture';
import { data, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { DEFAULT_SEARCH, searchWindow, type HolidaySearch } from '../../domain/catalogue/holiday-search';
import { HolidaySearchForm, searchDayParams } from '../components/search/holiday-search-form';
import { searchFromSearchParams } from '../../domain/catalogue/holiday-search-query';
import { partySize } from '../../domain/catalogue/party';
import { KEEPABLE_PAGE_HEADERS, priceOffersForParty } from '../platform.server';
import type { PricedForParty } from '../../server/catalogue/search-results';
import {
  destinationFromSearchParams,
  filtersFromSearchParams,
} from '../../domain/catalogue/destination-query';
import { activeFilterCount, filterOffers } from '../../domain/catalogue/offer-filters';
import { withDistinctPictures } from '../../domain/catalogue/pictures';
import { DEFAULT_ORIGIN_CITY, originCityName } from '../../domain/constants';
import { counted, partyText } from '../../domain/counted';
import { formatDate, formatPrice, monthName } from '../../domain/format';
import { FilterSheet } from '../components/catalogue/filter-sheet';
import { LocationMap } from '../components/catalogue/location-map';
import { LoadFailure } from '../components/layout/load-failure';
import { OfferCard, offerDetailHref } from '../components/catalogue/offer-card';
import { ListingFilters } from '../components/catalogue/listing-filters';
import { useRouteTranslation, type TFunction } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { placeMap, placesMap } from '../maps.server';
import { requestLanguage } from '../request-language.server';
import { ChevronIcon } from '../components/ui/icons';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import type { Route } from './+types/accommodations-by-destination';
import type { Language } from '../../domain/language';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = requestLanguage(request, context);
  const t = serverT(language, 'catalogue');
  const translations = translationsFor(language, ['catalogue', 'offer']);
  const destination = destinationFromSearchParams(url.searchParams);
  const search = searchFromSearchParams(url.searchParams);
  const catalogue = context.services.catalogue;
  const offerDay = catalogue.bookableFrom();
  const window = search ? searchWindow(search.when, offerDay) : undefined;
  const page = destination
    ? await catalogue.destinationPage(
        destination,
        language,
        search ? { window: window ?? null, origin: search.origin, nights: search.nights } : undefined,
      )
    : null;
  if (!page) {
    // A hotel's name typed in the search box: its destination's listing, showing that hotel.
    // A combined trip's or circuit's name: its own page.
    const trip = destination ? await catalogue.tripNamed(destination, language) : null;
    if (trip) throw redirect(trip);
    const hotel = destination ? await catalogue.accommodationNamed(destination, language) : null;
    if (hotel) {
      const params = new URLSearchParams(url.searchParams);
      params.set('destino', hotel.destinationSlug);
      params.set('nombre', hotel.name);
      throw redirect(`${url.pathname}?${params.toString()}`);
    }
    const suggestions = (await catalogue.destinationOffers(language, true))
      .flatMap((container) => container.destinos)
      .slice(0, 12)
      .map((destination) => ({ name: destination.descripcion, slug: destination.slug }));
    throw data({ title: t('destination.notFoundTitle'), suggestions, translations }, { status: 404 });
  }
  const results: ((typeof page.offers)[number] & Partial<PricedForParty>)[] = search
    ? await priceOffersForParty(catalogue, page.offers, search.party, language)
    : page.offers;
  const nearestDays =
    search && results.length === 0
      ? await catalogue.nearestDepartures({
          destination: page.destination.id_destino,
          origin: search.origin,
          nights: search.nights,
          day: window?.from ?? offerDay,
        })
      : [];
  const filters = filtersFromSearchParams(url.searchParams);
  const filtered = filterOffers(results, filters);
  const { noMatch } = filtered;
  // No two cards side by side (or one above the other) show the same look of picture.
  const offers = withDistinctPictures(filtered.offers, 'caratula');
  const cheapest = Math.min(...page.offers.map((offer) => offer.precio_web));
  const name = page.destination.nombre;
  const place = { latitude: page.destination.latitud, longitude: page.destination.longitud };
  return {
    translations,
    title: t('destination.title', { destination: name }),
    description: t('destination.description', {
      destination: name,
      country: page.destination.pais,
      accommodations: t('destination.count', { count: page.offers.length }),
      price: Number.isFinite(cheapest) ? formatPrice(cheapest, language) : '',
    }),
    destination: page.destination,
    offerDate: page.offerDate,
    total: page.offers.length,
    offers,
    noMatch,
    filters,
    search,
    window: window ?? null,
    nearestDays,
    maps: {
      destination: placeMap(place, 'destination', name),
      hotels: placesMap(
        offers.map((offer) => ({
          key: String(offer.id_alojamiento),
          latitude: offer.latitude,
          longitude: offer.longitude,
        })),
      ),
    },
  };
}

/** The page depends on its address, language, cookies and the catalogue only: it may be kept. */
export const headers: Route.HeadersFunction = () => KEEPABLE_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ data: page, matches, location, error }) => {
  if (error || !page) {
    const title = (error as { data?: { title?: string } } | undefined)?.data?.title;
    return [{ title: title ?? '404' }, { name: 'robots', content: 'noindex' }];
  }
  return pageMeta({
    title: page.title,
    description: page.description,
    matches,
    location,
    image: page.destination.caratula,
  });
};

export default function AccommodationsByDestination({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('catalogue', loaderData.translations);
  const { language, site } = useLayout();
  const { destination, offers, filters, search } = loaderData;
  const [searchParams] = useSearchParams();
  // The climate of the month searched for, or of the first month one can leave in.
  const travelMonth = Number((loaderData.window?.from ?? loaderData.offerDate).slice(5, 7));
  const navigation = useNavigation();
  const updating = navigation.state === 'loading' && navigation.location?.pathname === '/alojamientoDestino';

  // The destination's climate line and map, shown in its hero or, after a search's results, in "About".
  const climate = (
    <p>
      {t('destination.climate', {
        month: monthName(travelMonth, language),
        celsius: destination.temperaturas[travelMonth - 1],
      })}
    </p>
  );
  const destinationMap = (
    <figure className="destination-hero__map">
      {loaderData.maps.destination ? (
        <LocationMap
          map={loaderData.maps.destination}
          label={t('destination.mapLabel', {
            destination: destination.nombre,
            latitude: destination.latitud,
            longitude: destination.longitud,
          })}
        />
      ) : null}
      <figcaption>
        {t('destination.coordinates', {
          latitude: destination.latitud.toFixed(4),
          longitude: destination.longitud.toFixed(4),
        })}{' '}
        ·{' '}
        <a
          href={`https://www.openstreetmap.org/?mlat=${destination.latitud}&mlon=${destination.longitud}#map=11/${destination.latitud}/${destination.longitud}`}
          rel="noopener noreferrer"
          target="_blank"
        >
          {t('destination.openMap')}
        </a>
      </figcaption>
    </figure>
  );

  return (
    <div className="container page destination-page">
      {/* Closed on a phone until asked for, so the list comes first; open on a wide screen (CSS). */}
      <details className={search ? 'search-details' : 'search-details search-details--start'}>
        <summary className="search-details__summary">
          {search ? (
            <>
              <span>{searchSummary(search, loaderData.window, language, t)}</span>{' '}
              <span className="search-details__edit">{t('search.edit')}</span>
            </>
          ) : (
            <span>{t('search.title')}</span>
          )}
          <ChevronIcon className="search-details__chevron" />
        </summary>
        <HolidaySearchForm
          search={search ?? DEFAULT_SEARCH}
          destination={destination.nombre}
          offerDate={loaderData.offerDate}
          language={language}
        />
      </details>
      {search ? (
        // A search's results come first (on a phone the list is what was asked for): the title and
        // the climate of the month searched, then the list, then the destination itself.
        <section className="destination-hero destination-hero--compact" aria-labelledby="destination-title">
          <div className="destination-hero__text">
            <p className="badge">{destination.pais}</p>
            <h1 id="destination-title">{t('destination.title', { destination: destination.nombre })}</h1>
            {climate}
          </div>
        </section>
      ) : (
        <section className="destination-hero" aria-labelledby="destination-title">
          <DestinationPicture src={destination.caratula} first />
          <div className="destination-hero__text">
            <p className="badge">{destination.pais}</p>
            <h1 id="destination-title">{t('destination.title', { destination: destination.nombre })}</h1>
            <p className="lead">{destination.informacion}</p>
            {climate}
          </div>
          {destinationMap}
        </section>
      )}

      <section className="destination-offers" aria-labelledby="offers-title">
        <div className="destination-offers__header">
          <h2 id="offers-title" className={search ? 'visually-hidden' : undefined}>
            {t('destination.offersTitle', { destination: destination.nombre })}
          </h2>
          <p>
            {search
              ? t('destination.searchIntro', {
                  party: partyText(t, partySize(search.party)),
                  city: originCityName(search.origin, language),
                })
              : t('destination.offersIntro', {
                  city: originCityName(DEFAULT_ORIGIN_CITY.code, language),
                  date: formatDate(loaderData.offerDate, language),
                })}
          </p>
        </div>

        <div className="results-toolbar">
          <p className="results-count" role="status">
            {t('destination.count', { count: offers.length })}
          </p>
          <FilterSheet active={activeFilterCount(filters)}>
            <ListingFilters
              destination={destination.slug}
              filters={filters}
              results={offers.length}
              language={language}
            />
          </FilterSheet>
        </div>

        <div className="destination-offers__results" aria-busy={updating}>
          {loaderData.noMatch ? (
            <p className="notice notice--warning" role="alert">
              {t('destination.noMatch', { destination: destination.nombre })}
            </p>
          ) : null}
          {loaderData.total === 0 && search ? (
            <div className="notice notice--warning" role="status">
              <p>
                {t('search.empty', {
                  nights: counted(t, 'nights', search.nights),
                  city: originCityName(search.origin, language),
                })}
              </p>
              {loaderData.nearestDays.length > 0 ? (
                <>
                  <p>{t('search.nearest')}</p>
                  <ul className="chips chips--links">
                    {loaderData.nearestDays.map((day) => (
                      <li key={day}>
                        <Link
                          className="chip chip--link"
                          to={`/alojamientoDestino?${searchDayParams(searchParams, day)}`}
                        >
                          {formatDate(day, language)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : loaderData.total === 0 ? (
            <p className="notice">
              {t('destination.noOffers', { destination: destination.nombre, phone: site.phone.display })}
            </p>
          ) : (
            <>
              {loaderData.maps.hotels && offers.length > 0 ? (
                <figure className="hotels-map">
                  <LocationMap
                    map={loaderData.maps.hotels}
                    label={t('destination.hotelsMapLabel', { destination: destination.nombre })}
                    links={Object.fromEntries(
                      offers.map((offer) => [
                        String(offer.id_alojamiento),
                        {
                          href: offerDetailHref(offer, language, offer.partyRooms ?? search?.party),
                          name: offer.nombre_alojamiento,
                        },
                      ]),
                    )}
                  />
                  <figcaption>{t('destination.hotelsMapCaption')}</figcaption>
                </figure>
              ) : null}
              <ul className="offer-list">
                {offers.map((offer, index) => (
                  <li key={offer.id_alojamiento}>
                    <OfferCard
                      offer={offer}
                      language={language}
                      priority={index === 0}
                      party={search?.party}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>

      {search ? (
        <section className="destination-hero destination-about" aria-labelledby="destination-about-title">
          <DestinationPicture src={destination.caratula} />
          <div className="destination-hero__text">
            <h2 id="destination-about-title">
              {t('destination.about', { destination: destination.nombre })}
            </h2>
            <p className="lead">{destination.informacion}</p>
          </div>
          {destinationMap}
        </section>
      ) : null}
    </div>
  );
}

/** The destination's picture: the page's first image, or one further down that loads when reached. */
function DestinationPicture({ src, first = false }: { src: string; first?: boolean }) {
  return (
    <CataloguePicture
      className="destination-hero__image"
      src={src}
      sizes={HERO_SIZES}
      {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}

/** One line saying what a search asked for: city, nights and when. */
function searchSummary(
  search: HolidaySearch,
  window: { from: string; until: string | undefined } | null,
  language: Language,
  t: TFunction,
) {
  const { when } = search;
  return t('search.summary', {
    city: originCityName(search.origin, language),
    nights: counted(t, 'nights', search.nights),
    when:
      when.kind === 'month'
        ? `${monthName(Number(when.month.slice(5, 7)), language)} ${when.month.slice(0, 4)}`
        : when.kind === 'date' && window?.until && window.from !== window.until
          ? t('search.dateWindow', {
              from: formatDate(window.from, language),
              to: formatDate(window.until, language),
            })
          : when.kind === 'date'
            ? formatDate(when.day, language)
            : t('search.anyDate'),
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const payload = (
    error as {
      data?: {
        title?: string;
        suggestions?: { name: string; slug: string }[];
        translations?: Record<string, unknown>;
      };
    }
  )?.data;
  const { t } = useRouteTranslation('catalogue', payload?.translations as never);
  const { language } = useLayout();
  if (!payload?.suggestions) return <LoadFailure error={error} />;
  return (
    <section className="container page" aria-labelledby="not-found-title">
      <p className="error-screen__status" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('destination.notFoundTitle')}</h1>
      <p className="lead">{t('destination.notFoundText')}</p>
      <ul className="chips chips--links">
        {payload.suggestions.map((suggestion) => (
          <li key={suggestion.slug}>
            <Link
              className="chip chip--link"
              to={`/alojamientoDestino?destino=${encodeURIComponent(suggestion.slug)}&idioma=${language}`}
            >
              {suggestion.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
