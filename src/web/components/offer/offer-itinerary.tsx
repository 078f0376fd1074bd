import { useTranslation } from '../../i18n/i18n';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { formatWait, stopoverMinutes, type FlightTimes } from '../../../domain/catalogue/stopover';

/** A flight of the itinerary: its times (FlightTimes, YYYY-MM-DD arrival day included) and what the page names. */
export interface FlightSegment extends FlightTimes {
  segment: number;
  originName: string;
  destinationName: string;
  flightNumber: string;
  airline: string;
}

/**
 * The segments with their stations named in the visitor's language (the offer's `stationNames`);
 * the airline data names them in Spanish. Loaders call it, so the page and its hydration agree.
 */
export function itineraryInLanguage<
  T extends Pick<FlightSegment, 'originName' | 'destinationName' | 'originStation' | 'destinationStation'>,
>(segments: T[], names: Record<string, string>): T[] {
  return segments.map((segment) => ({
    ...segment,
    originName: names[segment.originStation] ?? segment.originName,
    destinationName: names[segment.destinationStation] ?? segment.destinationName,
  }));
}

/** The flights of the chosen day, each stopover with its wait, times flagged as reconfirmed after booking. */
export function OfferItinerary({ segments, language }: { segments: FlightSegment[]; language: Language }) {
  const { t } = useTranslation('offer');
  return (
    <section className="offer-section" aria-labelledby="flights-title">
      <h2 id="flights-title">{t('itinerary.title')}</h2>
      <ol className="itinerary">
        {segments.map((segment, index) => {
          const wait = stopoverMinutes(segment, segments[index + 1]);
          return (
            <li key={segment.segment} className="itinerary__segment">
              <p className="itinerary__route">
                <strong>{segment.originName}</strong> ({segment.originStation}) →{' '}
                <strong>{segment.destinationName}</strong> ({segment.destinationStation})
              </p>
              <p className="itinerary__times">
                {formatDate(segment.departureDate, language)} · {segment.departureTime} –{' '}
                {segment.arrivalTime}
                {segment.arrivalDate > segment.departureDate ? (
                  <>
                    {' '}
                    <abbr className="itinerary__next-day" title={t('itinerary.nextDay')} aria-hidden="true">
                      +1
                    </abbr>
                    <span className="visually-hidden"> ({t('itinerary.nextDay')})</span>
                  </>
                ) : null}{' '}
                · {t('itinerary.flight', { number: segment.flightNumber, airline: segment.airline })}
              </p>
              {wait !== undefined ? (
                <p className="itinerary__stopover">
                  <span className="chip">
                    {t('itinerary.stopover', { city: segment.destinationName, duration: formatWait(wait) })}
                  </span>
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="form-note">{t('itinerary.reconfirmed')}</p>
    </section>
  );
}
