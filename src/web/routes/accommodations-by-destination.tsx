import { data, redirect } from 'react-router';
import { searchWindow } from '../../domain/catalogue/holiday-search';
import { searchFromSearchParams } from '../../domain/catalogue/holiday-search-query';
import { partyDraftFromSearchParams } from '../../domain/catalogue/party-query';
import { KEEPABLE_PAGE_HEADERS, countryHolidays, priceOffersForParty } from '../platform.server';
import type { PricedForParty } from '../../server/catalogue/search-results';
import {
  destinationFromSearchParams,
  filtersFromSearchParams,
} from '../../domain/catalogue/destination-query';
import { filterOffers } from '../../domain/catalogue/offer-filters';
import { withDistinctPictures } from '../../domain/catalogue/pictures';
import { formatPrice } from '../../domain/format';
import { CountryHolidaysPage } from '../components/catalogue/country-holidays';
import { DestinationAbout, DestinationHero } from '../components/catalogue/destination-about';
import { DestinationNotFound, destinationErrorMeta } from '../components/catalogue/destination-not-found';
import { DestinationOffers } from '../components/catalogue/destination-offers';
import { SearchDetails } from '../components/search/search-details';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { placeMap, placesMap } from '../maps.server';
import { requestLanguage } from '../request-language.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import type { Route } from './+types/accommodations-by-destination';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = requestLanguage(request, context);
  const t = serverT(language, 'catalogue');
  const translations = translationsFor(language, ['catalogue', 'offer']);
  const destination = destinationFromSearchParams(url.searchParams);
  const search = searchFromSearchParams(url.searchParams);
  // A child whose age the address lacks (the search form sent without JavaScript) is asked for:
  // the form shows the age still to choose, and the cards keep their prices per person.
  const partyDraft = search ? partyDraftFromSearchParams(url.searchParams) : undefined;
  const priceForParty = search !== null && !partyDraft;
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
  const filters = filtersFromSearchParams(url.searchParams);
  if (!page) {
    // A country's name typed in the search box: its destinations, each leading to its listing.
    const country = destination ? await catalogue.countryNamed(destination, language) : undefined;
    if (country) {
      const holidays = await countryHolidays(
        catalogue,
        country,
        language,
        priceForParty ? search : null,
        window ?? null,
        filters,
      );
      return {
        kind: 'country' as const,
        translations,
        title: t('country.title', { country: country.name }),
        description: t('country.description', { country: country.name }),
        holidays,
        search,
        partyDraft,
        window: window ?? null,
      };
    }
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
    const suggestions = (await catalogue.destinationLinks(language, { onSale: true })).slice(0, 12);
    throw data({ title: t('destination.notFoundTitle'), suggestions, translations }, { status: 404 });
  }
  const results: ((typeof page.offers)[number] & Partial<PricedForParty>)[] = priceForParty
    ? await priceOffersForParty(catalogue, page.offers, search.party, language)
    : page.offers;
  const nearestDays =
    search && results.length === 0
      ? await catalogue.nearestDepartures({
          destination: page.destination.code,
          origin: search.origin,
          nights: search.nights,
          day: window?.from ?? offerDay,
        })
      : [];
  const filtered = filterOffers(results, filters);
  const { noMatch } = filtered;
  // No two cards side by side (or one above the other) show the same look of picture.
  const offers = withDistinctPictures(filtered.offers, 'picture');
  const cheapest = Math.min(...page.offers.map((offer) => offer.price));
  const { name } = page.destination;
  return {
    kind: 'destination' as const,
    translations,
    title: t('destination.title', { destination: name }),
    description: t('destination.description', {
      destination: name,
      country: page.destination.country,
      accommodations: t('destination.count', { count: page.offers.length }),
      price: Number.isFinite(cheapest) ? formatPrice(cheapest, language) : '',
    }),
    destination: page.destination,
    area: page.area,
    offerDate: page.offerDate,
    total: page.offers.length,
    offers,
    noMatch,
    filters,
    search,
    partyDraft,
    window: window ?? null,
    nearestDays,
    maps: {
      destination: placeMap(page.destination, 'destination', name),
      hotels: placesMap(
        offers.map((offer) => ({
          key: String(offer.accommodationId),
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
  if (error || !page) return destinationErrorMeta(error);
  return pageMeta({
    title: page.title,
    description: page.description,
    matches,
    location,
    image: page.kind === 'destination' ? page.destination.picture : page.holidays.destinations[0]?.picture,
  });
};

/**
 * /alojamientoDestino: a destination's accommodation offers. After a search its results come
 * first (on a phone the list is what was asked for), then the destination itself.
 */
export default function AccommodationsByDestination({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('catalogue', loaderData.translations);
  const { language } = useLayout();
  if (loaderData.kind === 'country') {
    return (
      <CountryHolidaysPage
        holidays={loaderData.holidays}
        search={loaderData.search}
        partyDraft={loaderData.partyDraft}
        window={loaderData.window}
        language={language}
      />
    );
  }
  const { destination, search, maps } = loaderData;
  // The climate of the month searched for, or of the first month one can leave in.
  const travelMonth = Number((loaderData.window?.from ?? loaderData.offerDate).slice(5, 7));
  return (
    <div className="container page destination-page">
      <SearchDetails
        search={search}
        partyDraft={loaderData.partyDraft}
        window={loaderData.window}
        destination={destination.name}
        offerDate={loaderData.offerDate}
        language={language}
      />
      {loaderData.area ? (
        <p className="notice">
          {t('destination.area', { area: loaderData.area, destination: destination.name })}
        </p>
      ) : null}
      <DestinationHero
        destination={destination}
        travelMonth={travelMonth}
        map={maps.destination}
        language={language}
        compact={search !== null}
      />
      <DestinationOffers
        destination={destination}
        offers={loaderData.offers}
        total={loaderData.total}
        noMatch={loaderData.noMatch}
        filters={loaderData.filters}
        search={loaderData.partyDraft ? null : search}
        nearestDays={loaderData.nearestDays}
        offerDate={loaderData.offerDate}
        hotelsMap={maps.hotels}
        language={language}
      />
      {search ? <DestinationAbout destination={destination} map={maps.destination} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DestinationNotFound error={error} />;
}
