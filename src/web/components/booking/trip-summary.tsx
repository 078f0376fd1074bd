import { CARD_SIZES, CataloguePicture } from '../catalogue/catalogue-picture';
import type { ReactNode } from 'react';
import { originCityName } from '../../../domain/constants';
import { formatDate, formatTotal } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { counted, partyText } from '../../../domain/counted';
import { roomLetter } from '../../../domain/pricing/room-letters';
import { useTranslation } from '../../i18n/i18n';
import { Stars } from '../catalogue/stars';

export interface TripSummaryData {
  hotel: string;
  image: string;
  stars: number;
  destination: string;
  mealPlan: string;
  departure: string;
  returnDate: string;
  nights: number;
  origin: string;
  rooms: string[];
  size: { adults: number; children: number; infants: number };
  total: number | null;
  /** A combined trip's or circuit's hotels in order (empty for a package: `hotel` is its hotel). */
  stays?: { hotel: string; stars: number; destination: string; mealPlan: string; nights: number | null }[];
}

/** The selected offer in a card: hotel, dates, departure city, rooms, travellers and the total. */
export function TripSummary({
  trip,
  language,
  totalLabel,
  children,
}: {
  trip: TripSummaryData;
  language: Language;
  totalLabel?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  return (
    <section className="trip-summary" aria-labelledby="trip-summary-title">
      <CataloguePicture className="trip-summary__image" src={trip.image} sizes={CARD_SIZES} />
      <div className="trip-summary__body">
        <h2 id="trip-summary-title" className="trip-summary__hotel">
          {trip.hotel}
        </h2>
        {trip.stays && trip.stays.length > 0 ? null : (
          <Stars count={trip.stars} label={counted(t, 'stars', trip.stars)} />
        )}
        <dl className="facts">
          {trip.stays && trip.stays.length > 0 ? (
            <div>
              <dt>{t('summary.stays')}</dt>
              <dd>
                {trip.stays.map((stay, index) => (
                  <span key={index} className="facts__line">
                    {t('summary.stayLine', {
                      hotel: stay.hotel,
                      stars: counted(t, 'stars', stay.stars),
                      destination: stay.destination,
                      nights: stay.nights ? counted(t, 'nights', stay.nights) : '',
                      mealPlan: stay.mealPlan,
                    })}
                  </span>
                ))}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('summary.destination')}</dt>
            <dd>{trip.destination}</dd>
          </div>
          <div>
            <dt>{t('summary.dates')}</dt>
            <dd>
              {t('summary.datesValue', {
                from: formatDate(trip.departure, language),
                to: formatDate(trip.returnDate, language),
                nights: counted(t, 'nights', trip.nights),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('summary.departureCity')}</dt>
            <dd>{originCityName(trip.origin, language)}</dd>
          </div>
          {trip.stays && trip.stays.length > 0 ? null : (
            <div>
              <dt>{t('summary.mealPlan')}</dt>
              <dd>{trip.mealPlan}</dd>
            </div>
          )}
          <div>
            <dt>{t('summary.rooms')}</dt>
            <dd>
              {trip.rooms.map((room, index) => (
                <span key={index} className="facts__line">
                  {t('summary.roomLine', { letter: roomLetter(index).toUpperCase(), room })}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>{t('summary.travellers')}</dt>
            <dd>{partyText(t, trip.size)}</dd>
          </div>
        </dl>
        {trip.total !== null ? (
          <p className="trip-summary__total">
            <span>{totalLabel ?? t('summary.total')}</span>
            <strong data-testid="trip-total">{formatTotal(trip.total, language)}</strong>
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
