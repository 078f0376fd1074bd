import type { DestinationView } from '../../../server/catalogue/views';
import { monthName } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { CataloguePicture, HERO_SIZES } from './catalogue-picture';
import { LocationMap, type MapData } from './location-map';

/** The destination a listing shows: its view and its country's name in the visitor's language. */
export type ListedDestination = DestinationView & { country: string };

/** The destination's picture: the page's first image, or one further down that loads when reached. */
function DestinationPicture({ src, first = false }: { src: string; first?: boolean }) {
  return (
    <CataloguePicture
      className="destination-hero__image"
      src={src}
      sizes={HERO_SIZES}
      {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}

/** The climate of a month (1–12): its mean maximum. */
function Climate({
  destination,
  month,
  language,
}: {
  destination: ListedDestination;
  month: number;
  language: Language;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <p>
      {t('destination.climate', {
        month: monthName(month, language),
        celsius: destination.temperatures[month - 1],
      })}
    </p>
  );
}

/** The destination on its map, with its coordinates and a link to OpenStreetMap. */
function DestinationMap({ destination, map }: { destination: ListedDestination; map: MapData | undefined }) {
  const { t } = useTranslation('catalogue');
  const { latitude, longitude } = destination;
  return (
    <figure className="destination-hero__map">
      {map ? (
        <LocationMap
          map={map}
          label={t('destination.mapLabel', { destination: destination.name, latitude, longitude })}
        />
      ) : null}
      <figcaption>
        {t('destination.coordinates', { latitude: latitude.toFixed(4), longitude: longitude.toFixed(4) })} ·{' '}
        <a
          href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=11/${latitude}/${longitude}`}
          rel="noopener noreferrer"
          target="_blank"
        >
          {t('destination.openMap')}
        </a>
      </figcaption>
    </figure>
  );
}

interface DestinationBlockProps {
  destination: ListedDestination;
  /** The month (1–12) whose climate is told: the one searched for, or the first one can leave in. */
  travelMonth: number;
  map: MapData | undefined;
  language: Language;
}

/**
 * The top of a listing: the destination's picture, name, country, text, climate and map; after a
 * search only its name, country and the climate of the month searched (the rest comes after the
 * results, in DestinationAbout).
 */
export function DestinationHero({
  destination,
  travelMonth,
  map,
  language,
  compact,
}: DestinationBlockProps & { compact: boolean }) {
  const { t } = useTranslation('catalogue');
  const climate = <Climate destination={destination} month={travelMonth} language={language} />;
  const title = <h1 id="destination-title">{t('destination.title', { destination: destination.name })}</h1>;
  if (compact)
    return (
      <section className="destination-hero destination-hero--compact" aria-labelledby="destination-title">
        <div className="destination-hero__text">
          <p className="badge">{destination.country}</p>
          {title}
          {climate}
        </div>
      </section>
    );
  return (
    <section className="destination-hero" aria-labelledby="destination-title">
      <DestinationPicture src={destination.picture} first />
      <div className="destination-hero__text">
        <p className="badge">{destination.country}</p>
        {title}
        <p className="lead">{destination.description}</p>
        {climate}
      </div>
      <DestinationMap destination={destination} map={map} />
    </section>
  );
}

/** After a search's results: the destination itself, its picture, text and map. */
export function DestinationAbout({
  destination,
  map,
}: Omit<DestinationBlockProps, 'travelMonth' | 'language'>) {
  const { t } = useTranslation('catalogue');
  return (
    <section className="destination-hero destination-about" aria-labelledby="destination-about-title">
      <DestinationPicture src={destination.picture} />
      <div className="destination-hero__text">
        <h2 id="destination-about-title">{t('destination.about', { destination: destination.name })}</h2>
        <p className="lead">{destination.description}</p>
      </div>
      <DestinationMap destination={destination} map={map} />
    </section>
  );
}
