import { useTranslation } from '../../i18n/i18n';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';

export interface FlightSegment {
  segmento: number;
  origen: string;
  id_estacion_origen: string;
  destino: string;
  id_estacion_destino: string;
  conexion: boolean;
  fecha_salida: string;
  hora_salida: string;
  /** YYYY-MM-DD: the arrival day, the next one for a flight through the night. */
  fecha_regreso: string;
  hora_regreso: string;
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

const minutesOf = (day: string, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return Date.parse(`${day}T00:00:00Z`) / 60_000 + hours * 60 + minutes;
};

/** The wait between a flight and the next one when it leaves from where the first landed the same day or the next: a stopover. */
function stopoverAfter(segment: FlightSegment, next: FlightSegment | undefined): string | undefined {
  if (!next || !segment.conexion || next.id_estacion_origen !== segment.id_estacion_destino) return undefined;
  const wait =
    minutesOf(next.fecha_salida, next.hora_salida) - minutesOf(segment.fecha_regreso, segment.hora_regreso);
  if (wait <= 0 || wait >= 24 * 60) return undefined;
  const hours = Math.floor(wait / 60);
  return `${hours > 0 ? `${hours} h ` : ''}${String(wait % 60).padStart(hours > 0 ? 2 : 1, '0')} min`;
}

/** The flights of the chosen day, each stopover with its wait, times flagged as reconfirmed after booking. */
export function OfferItinerary({ segments, language }: { segments: FlightSegment[]; language: Language }) {
  const { t } = useTranslation('offer');
  return (
    <section className="offer-section" aria-labelledby="flights-title">
      <h2 id="flights-title">{t('itinerary.title')}</h2>
      <ol className="itinerary">
        {segments.map((segment, index) => {
          const stopover = stopoverAfter(segment, segments[index + 1]);
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
              {stopover ? (
                <p className="itinerary__stopover">
                  <span className="chip">
                    {t('itinerary.stopover', { city: segment.destino, duration: stopover })}
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
