import { CARD_SIZES, CataloguePicture } from './catalogue-picture';
import { Link } from 'react-router';
import type { Language } from '../../../domain/language';
import { PriceTag } from '../ui/price-tag';

export interface DestinationCardData {
  name: string;
  slug: string;
  image: string;
  price: number;
}

/** A destination with its picture and its "from" price, linking to its accommodations. */
export function DestinationCard({
  destination,
  language,
  fromLabel,
  perPersonLabel,
  priority,
}: {
  destination: DestinationCardData;
  language: Language;
  fromLabel: string;
  perPersonLabel: string;
  priority?: boolean;
}) {
  return (
    <Link
      className="destination-card"
      to={`/alojamientoDestino?destino=${encodeURIComponent(destination.slug)}&idioma=${language}`}
    >
      <CataloguePicture
        className="destination-card__image"
        src={destination.image}
        sizes={CARD_SIZES}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="destination-card__body">
        <span className="destination-card__name">{destination.name}</span>
        <PriceTag euros={destination.price} language={language} prefix={fromLabel} suffix={perPersonLabel} />
      </span>
    </Link>
  );
}
