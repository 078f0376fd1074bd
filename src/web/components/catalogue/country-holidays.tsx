import { Link, useLocation } from 'react-router';
import type { HolidaySearch } from '../../../domain/catalogue/holiday-search';
import { partySize, type PartyRoomDraft } from '../../../domain/catalogue/party';
import { partyText } from '../../../domain/counted';
import type { Language } from '../../../domain/language';
import type { CountryHolidays } from '../../../server/catalogue/country-holidays';
import { useTranslation } from '../../i18n/i18n';
import { SearchDetails } from '../search/search-details';
import { DestinationCard } from './destination-card';

/** What a trip's link keeps of the country page's address: the party and the month. */
const TRIP_KEEPS = /^(habitaciones|[anebh]\d+|mes)$/;

/**
 * A country's page (a country's name typed in the search box): its destinations, each with how
 * many hotels and the lowest price its listing shows for the same search, and the trips that go
 * there. Every link keeps the search: month, nights, city and party.
 */
export function CountryHolidaysPage({
  holidays,
  search,
  partyDraft,
  window,
  language,
}: {
  holidays: CountryHolidays;
  search: HolidaySearch | null;
  /** The party as sent when a child's age is missing: asked for, and the prices stay per person. */
  partyDraft?: PartyRoomDraft[];
  window: { from: string; until: string | undefined } | null;
  language: Language;
}) {
  const { t } = useTranslation('catalogue');
  const { search: address } = useLocation();
  const kept = new URLSearchParams(address);
  kept.delete('destino');
  kept.delete('nombre');
  const { country, destinations, trips } = holidays;
  // A trip's page keeps the party and the month searched, as the address gives them (a child
  // still without an age stays without one); its cities and length are its own.
  const tripHref = (href: string) => {
    const [path, query] = href.split('?');
    const params = new URLSearchParams(query);
    for (const [name, value] of kept) if (TRIP_KEEPS.test(name)) params.append(name, value);
    return `${path}?${params.toString()}`;
  };
  const hotels = destinations.reduce((sum, destination) => sum + destination.hotels, 0);
  const priceFor =
    search && !partyDraft
      ? t('search.partyTotal', { travellers: partyText(t, partySize(search.party)) })
      : t('perPerson');
  return (
    <div className="container page country-page">
      <SearchDetails
        search={search}
        partyDraft={partyDraft}
        window={window}
        destination={country.name}
        offerDate={holidays.offerDate}
        language={language}
      />
      <h1>{t('country.title', { country: country.name })}</h1>
      <p className="lead">
        {t('country.intro', {
          destinations: t('country.destinationCount', { count: destinations.length }),
          hotels: t('destination.count', { count: hotels }),
        })}
      </p>
      <ul className="card-grid card-grid--destinations">
        {destinations.map((destination, index) => (
          <li key={destination.slug}>
            <DestinationCard
              destination={{ ...destination, image: destination.picture, price: destination.from }}
              language={language}
              fromLabel={t('from')}
              perPersonLabel={priceFor}
              priority={index < 2}
              search={kept}
              note={
                destination.hotels > 0
                  ? t('destination.count', { count: destination.hotels })
                  : t('country.nothingForSearch')
              }
            />
          </li>
        ))}
      </ul>
      {trips.length > 0 ? (
        <section className="section" aria-labelledby="country-trips">
          <h2 id="country-trips" className="section__heading">
            {t('country.trips', { country: country.name })}
          </h2>
          <ul className="link-list">
            {trips.map((trip) => (
              <li key={trip.href}>
                <Link to={tripHref(trip.href)}>{trip.name}</Link>{' '}
                <span className="link-list__note">
                  {t(trip.kind === 'circuit' ? 'search.circuitRoute' : 'search.combinedTrip', {
                    place: trip.route,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
