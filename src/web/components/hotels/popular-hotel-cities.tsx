import { Link } from 'react-router';
import { BED_BANK_LANGUAGES, type BedBankLanguage } from '../../../domain/hotels/bed-bank';
import { countryName, formatDate } from '../../../domain/format';
import { STREAM_PARAMETER } from '../../../domain/hotels/hotel-results';
import { DEFAULT_ROOM, hotelSearchParams } from '../../../domain/hotels/hotel-search-query';
import { useHydrated } from '../ui/use-hydrated';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { BedIcon } from '../ui/icons';

/**
 * The hotel destinations visitors search most, by the name the search service knows them in
 * each of its languages (section 3: Spanish, English, French; the others search in English).
 */
const POPULAR_CITIES = [
  { key: 'puntaCana', country: 'DO', names: { es: 'Punta Cana', en: 'Punta Cana', fr: 'Punta Cana' } },
  { key: 'cancun', country: 'MX', names: { es: 'Cancún', en: 'Cancun', fr: 'Cancún' } },
  { key: 'havana', country: 'CU', names: { es: 'La Habana', en: 'Havana', fr: 'La Havane' } },
  { key: 'varadero', country: 'CU', names: { es: 'Varadero', en: 'Varadero', fr: 'Varadero' } },
  { key: 'madrid', country: 'ES', names: { es: 'Madrid', en: 'Madrid', fr: 'Madrid' } },
  { key: 'barcelona', country: 'ES', names: { es: 'Barcelona', en: 'Barcelona', fr: 'Barcelone' } },
  { key: 'paris', country: 'FR', names: { es: 'París', en: 'Paris', fr: 'Paris' } },
  { key: 'rome', country: 'IT', names: { es: 'Roma', en: 'Rome', fr: 'Rome' } },
] as const;

const searchLanguage = (language: Language): BedBankLanguage =>
  (BED_BANK_LANGUAGES as readonly string[]).includes(language) ? (language as BedBankLanguage) : 'en';

/**
 * Links straight to the hotels of a popular destination, with the default stay: check-in on the
 * offer date (today + 7), 7 nights, one room of 2 adults.
 */
export function PopularHotelCities({
  checkIn,
  checkOut,
  language,
}: {
  checkIn: string;
  checkOut: string;
  language: Language;
}) {
  const { t } = useTranslation('hotels');
  // Once JavaScript runs, the results come as they are priced (decision 0033).
  const streamed = useHydrated();
  return (
    <section className="container section hotel-cities" aria-labelledby="hotel-cities-title">
      <h2 id="hotel-cities-title" className="section__title">
        {t('search.popularTitle')}
      </h2>
      <p className="section__intro">{t('search.popularIntro', { checkIn: formatDate(checkIn, language) })}</p>
      <ul className="hotel-cities__list">
        {POPULAR_CITIES.map((city) => {
          const name = t(`search.cities.${city.key}`);
          const params = hotelSearchParams({
            destinationId: null,
            cityText: city.names[searchLanguage(language)],
            checkIn,
            checkOut,
            rooms: [DEFAULT_ROOM],
          });
          if (streamed) params.set(STREAM_PARAMETER, '1');
          return (
            <li key={city.key}>
              <Link className="hotel-city" to={`/hotel/destino?${params.toString()}`}>
                <BedIcon className="hotel-city__icon" />
                {/* Read out as "Hotels in Punta Cana Dominican Republic"; seen as the city and its country. */}
                <span className="hotel-city__name">
                  <span className="visually-hidden">{t('search.popularLink')} </span>
                  {name}
                </span>
                <span className="hotel-city__country">{countryName(city.country, language)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
