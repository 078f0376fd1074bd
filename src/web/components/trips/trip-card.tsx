import { Link } from 'react-router';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { CARD_SIZES, CataloguePicture } from '../catalogue/catalogue-picture';
import { LocationMap, type MapData } from '../catalogue/location-map';
import { PriceTag } from '../ui/price-tag';
import { TripHighlights } from './trip-highlights';

export interface TripCardData {
  href: string;
  name: string;
  /** What kind of trip and how long ("Viaje combinado · 7 noches"). */
  kicker: string;
  /** The stops in order, each with its nights. */
  stops: string[];
  highlights?: string[];
  /** A photo of the trip (circuits), else its route map is the card's picture. */
  image?: string | undefined;
  map?: MapData | undefined;
  mapLabel: string;
  /** The engine's total for two adults on the cheapest day, in euros. */
  priceForTwo: number;
  cta: string;
  note?: string | undefined;
}

/** A combined trip or a circuit in a list: its route or photo, stops, highlights and price for two. */
export function TripCard({
  trip,
  language,
  priority,
  headingLevel = 3,
}: {
  trip: TripCardData;
  language: Language;
  priority?: boolean;
  /** 2 on a list page, whose cards come right under its title; 3 in a section of the home page. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('trips');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="offer-card trip-card">
      {trip.image ? (
        <CataloguePicture
          className="offer-card__image"
          src={trip.image}
          sizes={CARD_SIZES}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : trip.map ? (
        <LocationMap className="trip-card__map" map={trip.map} label={trip.mapLabel} />
      ) : null}
      <div className="offer-card__body">
        <p className="offer-card__destination">{trip.kicker}</p>
        <Heading className="offer-card__name">
          <Link to={trip.href} className="offer-card__link">
            {trip.name}
          </Link>
        </Heading>
        <ol className="trip-card__stops">
          {trip.stops.map((stop, index) => (
            <li key={`${stop}-${index}`}>{stop}</li>
          ))}
        </ol>
        <TripHighlights highlights={trip.highlights} />
        {trip.note ? <p className="offer-card__departure">{trip.note}</p> : null}
        <div className="offer-card__footer">
          <PriceTag euros={trip.priceForTwo} language={language} prefix={t('from')} suffix={t('forTwo')} />
          <span className="btn btn--primary btn--sm" aria-hidden="true">
            {trip.cta}
          </span>
        </div>
      </div>
    </article>
  );
}
