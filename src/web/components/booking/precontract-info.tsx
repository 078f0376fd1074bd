import { originCityName } from '../../../domain/constants';
import { counted, partyText } from '../../../domain/counted';
import { formatCents, formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';
import type { TripSummaryData } from './trip-summary';

/**
 * The pre-contract information a package traveller must get before booking (Directive (EU)
 * 2015/2302, art. 5 and annex I): services, dates, transport, hotel, meals, price, payment,
 * passports and visas, cancellation, insurance and the organiser's identity.
 */
export function PrecontractInfo({
  trip,
  excursions,
  language,
}: {
  trip: TripSummaryData;
  excursions: string[];
  language: Language;
}) {
  const { t } = useTranslation('booking');
  const { site } = useLayout();
  // A combined trip or a circuit: each stay's hotel and meal plan, and the transfers between them.
  const stays = trip.stays ?? [];
  const included = {
    city: originCityName(trip.origin, language),
    nights: counted(t, 'nights', trip.nights),
    hotel: trip.hotel,
    meal: trip.mealPlan.toLowerCase(),
    excursions:
      excursions.length > 0
        ? t('precontract.excursionsIncluded', { list: excursions.join(', ') })
        : t(stays.length > 0 ? 'precontract.noExcursionsInTrip' : 'precontract.noExcursionsIncluded'),
  };
  const items: [string, string][] = [
    [
      'included',
      t(stays.length > 0 ? 'precontract.includedTripValue' : 'precontract.includedValue', included),
    ],
    [
      'dates',
      t('precontract.datesValue', {
        from: formatDate(trip.departure, language),
        to: formatDate(trip.returnDate, language),
        nights: counted(t, 'nights', trip.nights),
      }),
    ],
    ['transport', t('precontract.transportValue')],
    [
      'hotel',
      stays.length > 0
        ? t('precontract.staysValue', {
            stays: stays
              .map((stay) =>
                t('summary.stayLine', {
                  hotel: stay.hotel,
                  stars: counted(t, 'stars', stay.stars),
                  destination: stay.destination,
                  nights: stay.nights ? counted(t, 'nights', stay.nights) : '',
                  mealPlan: stay.mealPlan,
                }),
              )
              .join('; '),
          })
        : t('precontract.hotelValue', {
            hotel: trip.hotel,
            stars: counted(t, 'stars', trip.stars),
            destination: trip.destination,
          }),
    ],
    [
      'meals',
      stays.length > 0
        ? t('precontract.mealsPerStay', {
            meals: stays
              .map((stay) =>
                t('precontract.stayMeal', {
                  destination: stay.destination,
                  meal: stay.mealPlan.toLowerCase(),
                }),
              )
              .join('; '),
          })
        : t('precontract.mealsValue', { meal: trip.mealPlan.toLowerCase() }),
    ],
    [
      'price',
      t('precontract.priceValue', {
        total: formatCents(trip.total ?? 0, language),
        travellers: partyText(t, trip.size),
      }),
    ],
    ['payment', t('precontract.paymentValue')],
    ['documents', t('precontract.documentsValue')],
    ['cancellation', t('precontract.cancellationValue')],
    ['insurance', t('precontract.insuranceValue')],
    ['mobility', t('precontract.mobilityValue')],
    [
      'organiser',
      t('precontract.organiserValue', {
        brand: site.brandName,
        address: `${site.officeAddress.street}, ${site.officeAddress.postalCode} ${site.officeAddress.city}`,
        phone: site.phone.display,
        email: site.customerServiceEmail,
        registration: site.legalRegistration,
      }),
    ],
    ['rights', t('precontract.rightsValue')],
  ];
  return (
    <section className="offer-section precontract" aria-labelledby="precontract-title">
      <h2 id="precontract-title">{t('precontract.title')}</h2>
      <p>{t('precontract.intro')}</p>
      <dl className="precontract__list">
        {items.map(([key, text]) => (
          <div key={key}>
            <dt>{t(`precontract.${key}`)}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
