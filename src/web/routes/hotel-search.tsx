import { redirect, useLocation } from 'react-router';
import { offerDate } from '../../domain/catalogue/offer-date';
import { DEFAULT_NIGHTS } from '../../domain/constants';
import { addDays } from '../../domain/days';
import {
  hasHotelDraft,
  hotelDraftParams,
  hotelFormDraft,
  readFormAction,
  roomsAfterAction,
} from '../../domain/hotels/hotel-search-draft';
import { hotelSearchParams, parseHotelSearch } from '../../domain/hotels/hotel-search-query';
import { HotelSearchForm } from '../components/hotels/hotel-search-form';
import { roomId } from '../components/hotels/hotel-rooms';
import { PopularHotelCities } from '../components/hotels/popular-hotel-cities';
import { LoadFailure } from '../components/layout/load-failure';
import { PhoneHoursEmail } from '../components/layout/phone-hours-email';
import { ButtonLink } from '../components/ui/button';
import { BadgeIcon, PhoneIcon, ShieldIcon } from '../components/ui/icons';
import { useRouteTranslation, type Translations } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { KEEPABLE_PAGE_HEADERS } from '../platform.server';
import { requestLanguage } from '../request-language.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import type { Route } from './+types/hotel-search';

/** The draft's address on /hotel, keeping the language it was asked in. */
function draftAddress(params: URLSearchParams, draft: Parameters<typeof hotelDraftParams>[0]) {
  const next = hotelDraftParams(draft);
  const language = params.get('idioma');
  if (language) next.set('idioma', language);
  return `/hotel?${next.toString()}`;
}

/**
 * /hotel: the hotel-only search. Without JavaScript its buttons come here with `accion`: a
 * search that passes goes to its results (/hotel/destino), one that does not is shown again
 * with its errors; adding or removing a room answers with the new draft's address.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const language = requestLanguage(request, context);
  const today = context.services.booking.today();
  const action = readFormAction(params.get('accion'));
  if (action?.kind === 'search') {
    const result = parseHotelSearch(params, today);
    if (result.ok) throw redirect(`/hotel/destino?${hotelSearchParams(result.search).toString()}`);
  } else if (action) {
    const { draft } = hotelFormDraft(params, today, false);
    const rooms = roomsAfterAction(draft.rooms, action);
    // Back at the room added, or at the one that took the removed room's number.
    const room = action.kind === 'add' ? rooms.length : Math.min(action.room, rooms.length);
    throw redirect(`${draftAddress(params, { ...draft, rooms })}#${roomId(room)}`);
  }
  const { draft, errors } = hotelFormDraft(params, today, action?.kind === 'search');
  const t = serverT(language, 'hotels');
  const hotels = translationsFor(language, ['hotels']).hotels ?? {};
  const checkIn = offerDate(today);
  return {
    title: t('search.metaTitle'),
    description: t('search.metaDescription'),
    // Only the search's texts: the results' (reviews, amenities…) are not this page's.
    translations: { hotels: { search: hotels.search ?? {} } } as Translations,
    draft,
    errors,
    today,
    popular: { checkIn, checkOut: addDays(checkIn, DEFAULT_NIGHTS) },
    /** The empty form is the page search engines list; a draft in the address is one visitor's. */
    indexable: !hasHotelDraft(params) && !params.has('accion'),
  };
}

/** The page depends on its address, language, cookies and the day only: it may be kept. */
export const headers: Route.HeadersFunction = () => KEEPABLE_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({
    title: page?.title,
    description: page?.description,
    matches,
    location,
    noindex: page ? !page.indexable : true,
  });

export default function HotelSearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('hotels', loaderData.translations);
  const { language } = useLayout();
  // A new address (a link, back, forward) draws the form again from it; the form's own changes
  // (kept in the address without a navigation) do not.
  const { key } = useLocation();

  return (
    <>
      <section className="hotel-intro" aria-labelledby="page-title">
        <div className="container hotel-intro__content">
          <p className="badge">{t('search.eyebrow')}</p>
          <h1 id="page-title">{t('search.headline')}</h1>
          <p className="lead hotel-intro__lead">{t('search.intro')}</p>
        </div>
      </section>

      <div className="container hotel-search-area">
        <HotelSearchForm
          key={key}
          draft={loaderData.draft}
          errors={loaderData.errors}
          today={loaderData.today}
          language={language}
        />
      </div>

      <PopularHotelCities
        checkIn={loaderData.popular.checkIn}
        checkOut={loaderData.popular.checkOut}
        language={language}
      />

      <section className="section section--sand" aria-labelledby="hotel-why-title">
        <div className="container">
          <h2 id="hotel-why-title" className="section__title">
            {t('search.whyTitle')}
          </h2>
          <ul className="trust-grid trust-grid--three">
            <li className="trust-item">
              <BadgeIcon className="trust-item__icon" width={28} height={28} />
              <h3>{t('search.why.suppliersTitle')}</h3>
              <p>{t('search.why.suppliersText')}</p>
            </li>
            <li className="trust-item">
              <ShieldIcon className="trust-item__icon" width={28} height={28} />
              <h3>{t('search.why.flexibleTitle')}</h3>
              <p>{t('search.why.flexibleText')}</p>
            </li>
            <li className="trust-item">
              <PhoneIcon className="trust-item__icon" width={28} height={28} />
              <h3>{t('search.why.helpTitle')}</h3>
              <p>{t('search.why.helpText')}</p>
            </li>
          </ul>
        </div>
      </section>

      <div className="container section hotel-help">
        <section className="panel" aria-labelledby="hotel-help-title">
          <h2 id="hotel-help-title" className="panel__title">
            {t('search.helpTitle')}
          </h2>
          <p>{t('search.helpText')}</p>
          <PhoneHoursEmail large email={false} />
        </section>
        <section className="panel" aria-labelledby="hotel-package-title">
          <h2 id="hotel-package-title" className="panel__title">
            {t('search.packageTitle')}
          </h2>
          <p>{t('search.packageText')}</p>
          <ButtonLink to="/" variant="secondary">
            {t('search.packageLink')}
          </ButtonLink>
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
