import { Link, useNavigation, useSearchParams } from 'react-router';
import type { HolidaySearch } from '../../../domain/catalogue/holiday-search';
import type { OfferFilters } from '../../../domain/catalogue/offer-filters';
import { activeFilterCount } from '../../../domain/catalogue/offer-filters';
import { partySize, type PartyRoom } from '../../../domain/catalogue/party';
import { originCityName } from '../../../domain/constants';
import { counted, partyText } from '../../../domain/counted';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';
import { searchDayParams } from '../search/holiday-search-form';
import { FilterSheet } from './filter-sheet';
import { ListingFilters } from './listing-filters';
import { LocationMap, type MapData } from './location-map';
import { OfferCard, offerDetailHref, type OfferCardData } from './offer-card';

/** An offer of the listing, with its hotel's position and, after a search, the party's rooms. */
export type ListedOffer = OfferCardData & { latitude: number; longitude: number; partyRooms?: PartyRoom[] };

/**
 * A destination's accommodation offers: the intro (from Madrid on the offer date, or the search's
 * party and city), the count, filters and sort, then the hotels' map and cards, or why there is
 * none (the nearest departure days of a search that found nothing).
 */
export function DestinationOffers({
  destination,
  offers,
  total,
  noMatch,
  filters,
  search,
  nearestDays,
  offerDate,
  hotelsMap,
  language,
}: {
  destination: { name: string; slug: string };
  /** The offers shown: filtered and sorted. */
  offers: ListedOffer[];
  /** How many the destination has (before filters). */
  total: number;
  /** The filters matched nothing: every offer is shown. */
  noMatch: boolean;
  filters: OfferFilters;
  search: HolidaySearch | null;
  nearestDays: string[];
  offerDate: string;
  hotelsMap: MapData | undefined;
  language: Language;
}) {
  const { t } = useTranslation('catalogue');
  const { site } = useLayout();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const updating = navigation.state === 'loading' && navigation.location?.pathname === '/alojamientoDestino';
  return (
    <section className="destination-offers" aria-labelledby="offers-title">
      <div className="destination-offers__header">
        <h2 id="offers-title" className={search ? 'visually-hidden' : undefined}>
          {t('destination.offersTitle', { destination: destination.name })}
        </h2>
        <p>
          {search
            ? t('destination.searchIntro', {
                party: partyText(t, partySize(search.party)),
                city: originCityName(search.origin, language),
              })
            : t('destination.offersIntro', { date: formatDate(offerDate, language) })}
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
        {noMatch ? (
          <p className="notice notice--warning" role="alert">
            {t('destination.noMatch', { destination: destination.name })}
          </p>
        ) : null}
        {total === 0 && search ? (
          <div className="notice notice--warning" role="status">
            <p>
              {t('search.empty', {
                nights: counted(t, 'nights', search.nights),
                city: originCityName(search.origin, language),
              })}
            </p>
            {nearestDays.length > 0 ? (
              <>
                <p>{t('search.nearest')}</p>
                <ul className="chips chips--links">
                  {nearestDays.map((day) => (
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
        ) : total === 0 ? (
          <p className="notice">
            {t('destination.noOffers', { destination: destination.name, phone: site.phone.display })}
          </p>
        ) : (
          <>
            {hotelsMap && offers.length > 0 ? (
              <figure className="hotels-map">
                <LocationMap
                  map={hotelsMap}
                  label={t('destination.hotelsMapLabel', { destination: destination.name })}
                  links={Object.fromEntries(
                    offers.map((offer) => [
                      String(offer.accommodationId),
                      {
                        href: offerDetailHref(
                          offer,
                          language,
                          offer.partyRooms ?? search?.party,
                          search?.when,
                        ),
                        name: offer.name,
                      },
                    ]),
                  )}
                />
                <figcaption>{t('destination.hotelsMapCaption')}</figcaption>
              </figure>
            ) : null}
            <ul className="offer-list">
              {offers.map((offer, index) => (
                <li key={offer.accommodationId}>
                  <OfferCard
                    offer={offer}
                    language={language}
                    priority={index === 0}
                    party={search?.party}
                    when={search?.when}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
