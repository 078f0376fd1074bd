import { useTranslation } from '../../i18n/i18n';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { formatWait, stopoverMinutes, type FlightTimes } from '../../../domain/catalogue/stopover';

/** A flight of the itinerary: its times (FlightTimes, YYYY-MM-DD arrival day included) and what the page names. */
export interface FlightSegment extends FlightTimes {
  segmento: number;
  origen: string;
  destino: string;
  vuelo: string;
  nombre: string;
}

/**
 * The segments with their stations named in the visitor's language (the offer's `stationNames`);
 * the airline data names them in Spanish. Loaders call it, so the page and its hydration agree.
 */
export function itineraryInLanguage<
  T extends Pick<FlightSegment, 'origen' | 'destino' | 'id_estacion_origen' | 'id_estacion_destino'>,
>(segments: T[], names: Record<string, string>): T[] {
  return segments.map((segment) => ({
    ...segment,
    origen: names[segment.id_estacion_origen] ?? segment.origen,
    destino: names[segment.id_estacion_destino] ?? segment.destino,
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
            <li key={segment.segmento} className="itinerary__segment">
              <p className="itinerary__route">
                <strong>{segment.origen}</strong> ({segment.id_estacion_origen}) →{' '}
                <strong>{segment.destino}</strong> ({segment.id_estacion_destino})
              </p>
              <p className="itinerary__times">
                {formatDate(segment.fecha_salida, language)} · {segment.hora_salida} – {segment.hora_regreso}
                {segment.fecha_regreso > segment.fecha_salida ? (
                  <>
                    {' '}
                    <abbr className="itinerary__next-day" title={t('itinerary.nextDay')} aria-hidden="true">
                      +1
                    </abbr>
                    <span className="visually-hidden"> ({t('itinerary.nextDay')})</span>
                  </>
                ) : null}{' '}
                · {t('itinerary.flight', { number: segment.vuelo, airline: segment.nombre })}
              </p>
              {wait !== undefined ? (
                <p className="itinerary__stopover">
                  <span className="chip">
                    {t('itinerary.stopover', { city: segment.destino, duration: formatWait(wait) })}
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
