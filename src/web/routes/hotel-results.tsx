import { Link, redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { counted } from '../../domain/counted';
import { formatDate } from '../../domain/format';
import {
  HOTEL_FILTER_PARAMETERS,
  readHotelFilters,
  type CardOption,
  type HotelCard,
} from '../../domain/hotels/hotel-filters';
import { STREAM_PARAMETER } from '../../domain/hotels/hotel-results';
import { LocationMap } from '../components/catalogue/location-map';
import { HotelResultsList } from '../components/hotels/hotel-results-list';
import { LoadFailure } from '../components/layout/load-failure';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import type { Route } from './+types/hotel-results';
import { loadHotelResults } from './hotel-results.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const page = await loadHotelResults(request, context, language);
  // An address the form cannot have sent goes back to the form, which says what is wrong.
  if (page.kind === 'invalid') {
    const asked = new URL(request.url).searchParams;
    asked.set('accion', 'buscar');
    throw redirect(`/hotel?${asked.toString()}`);
  }
  const t = serverT(language, 'hotels');
  return {
    ...page,
    language,
    title: page.kind === 'results' ? t('results.title', { city: page.city.name }) : t('results.noCityTitle'),
    description: t('results.description'),
    translations: translationsFor(language, ['hotels', 'catalogue']),
  };
}

/** Only the filters or the sort changed: the results the page holds are filtered again, not priced again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const search = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of [...HOTEL_FILTER_PARAMETERS, STREAM_PARAMETER]) params.delete(name);
    params.sort();
    return params.toString();
  };
  return search(currentUrl) === search(nextUrl) ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title, description: page?.description, matches, location, noindex: true });

/** Where a card's "Choose" leads: the booking page with the search, the hotel and the option chosen. */
function bookHref(params: URLSearchParams) {
  const search = new URLSearchParams(params);
  for (const name of [...HOTEL_FILTER_PARAMETERS, STREAM_PARAMETER]) search.delete(name);
  return (card: HotelCard, option: CardOption) => {
    const chosen = new URLSearchParams(search);
    chosen.set('hotel', String(card.code));
    chosen.set('regimen', option.mealPlan);
    chosen.set('reembolsable', option.refundable ? '1' : '0');
    return `/hotel/destino/reservahotel?${chosen.toString()}`;
  };
}

/**
 * /hotel/destino: a city's hotels for the stay searched, priced in chunks of 50 and shown as
 * they arrive (section 4), with filters and sorts, the map beside the list on a wide screen, and
 * each hotel's reviews.
 */
export default function HotelResultsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('hotels', loaderData.translations);
  const { site } = useLayout();
  const [address] = useSearchParams();
  const { language } = loaderData;
  if (loaderData.kind !== 'results') {
    return (
      <div className="container page hotel-results-page">
        <h1>{t('results.noCityTitle')}</h1>
        <p className="notice notice--warning" role="alert">
          {t('results.noCity', { city: loaderData.search.cityText, phone: site.phone.display })}
        </p>
        <p>
          <Link to="/hotel" className="btn btn--primary">
            {t('results.newSearch')}
          </Link>
        </p>
      </div>
    );
  }
  const { search, city, nights } = loaderData;
  const filters = readHotelFilters(address);
  const guests = search.rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0);
  const modify = new URLSearchParams(address);
  for (const name of [...HOTEL_FILTER_PARAMETERS, STREAM_PARAMETER]) modify.delete(name);
  return (
    <div className="container page hotel-results-page">
      <header className="hotel-results__header">
        <h1>{t('results.heading', { city: city.name })}</h1>
        <p className="hotel-results__summary">
          {t('results.summary', {
            from: formatDate(search.checkIn, language),
            to: formatDate(search.checkOut, language),
            nights: counted(t, 'nights', nights),
            rooms: t('results.rooms', { count: search.rooms.length }),
            guests: t('results.guests', { count: guests }),
          })}{' '}
          <Link to={`/hotel?${modify.toString()}`}>{t('results.modify')}</Link>
        </p>
        <p className="hotel-results__hotel-only">{t('results.hotelOnly')}</p>
        {loaderData.otherCities.length > 0 ? (
          <p className="hotel-results__other-cities">
            {t('results.otherCities')}{' '}
            {loaderData.otherCities.map((other, index) => {
              const other_ = new URLSearchParams(modify);
              other_.set('destino', String(other.id));
              other_.set('ciudad', other.name);
              return (
                <span key={other.id}>
                  {index > 0 ? ', ' : ''}
                  <Link to={`/hotel/destino?${other_.toString()}`}>{other.name}</Link>
                </span>
              );
            })}
          </p>
        ) : null}
      </header>
      <HotelResultsList
        key={modify.toString()}
        first={loaderData.first}
        rest={loaderData.rest}
        total={loaderData.total}
        chunkSize={loaderData.chunkSize}
        filters={filters}
        nights={nights}
        bookHref={bookHref(modify)}
        language={language}
        map={
          loaderData.map ? (
            <figure className="hotel-results__map hotels-map">
              <LocationMap map={loaderData.map} label={t('results.mapLabel', { city: city.name })} />
              <figcaption>{t('results.mapCaption')}</figcaption>
            </figure>
          ) : null
        }
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
