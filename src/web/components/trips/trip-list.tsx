import { useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';
import { TripCard, type TripCardData } from './trip-card';

/** The list page of combined trips or circuits: heading, introduction, the cards, or the phone when none is sold. */
export function TripList({
  kind,
  trips,
}: {
  kind: 'combined' | 'circuit';
  trips: (TripCardData & { id: number })[];
}) {
  const { t } = useTranslation('trips');
  const { language, site } = useLayout();
  return (
    <div className="container page">
      <h1>{t(`${kind}.heading`)}</h1>
      <p className="lead">{t(`${kind}.intro`)}</p>
      {trips.length > 0 ? (
        <>
          <p className="form-note">{t(`${kind}.count`, { count: trips.length })}</p>
          <ul className="card-grid card-grid--trips">
            {trips.map((trip, index) => (
              <li key={trip.id}>
                <TripCard trip={trip} language={language} priority={index < 2} headingLevel={2} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="notice">{t(`${kind}.empty`, { phone: site.phone.display })}</p>
      )}
    </div>
  );
}
