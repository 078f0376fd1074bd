import { CARD_SIZES, CataloguePicture } from './catalogue-picture';
import { Link } from 'react-router';
import type { Language } from '../../../domain/language';
import { PriceTag } from '../ui/price-tag';

export interface DestinationCardData {
  name: string;
  slug: string;
  image: string;
  /** Its "from" price (euros), or null when it has nothing for the search. */
  price: number | null;
}

/**
 * A destination with its picture and its "from" price, linking to its accommodations (with the
 * search the visitor made, when `search` carries it: a listing's address without `destino`).
 */
export function DestinationCard({
  destination,
  language,
  fromLabel,
  perPersonLabel,
  priority,
  search,
  note,
}: {
  destination: DestinationCardData;
  language: Language;
  fromLabel: string;
  /** What the price is for: per person, or the party's total. */
  perPersonLabel: string;
  priority?: boolean;
  search?: URLSearchParams;
  /** A line under the name: how many hotels, or that there is nothing for the search. */
  note?: string;
}) {
  const params = new URLSearchParams(search);
  params.set('destino', destination.slug);
  params.set('idioma', language);
  return (
    <Link className="destination-card" to={`/alojamientoDestino?${params.toString()}`}>
      <CataloguePicture
        className="destination-card__image"
        src={destination.image}
        sizes={CARD_SIZES}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="destination-card__body">
        <span className="destination-card__name">{destination.name}</span>
        {note ? <span className="destination-card__note">{note}</span> : null}
        {destination.price === null ? null : (
          <PriceTag
            euros={destination.price}
            language={language}
            prefix={fromLabel}
            suffix={perPersonLabel}
          />
        )}
      </span>
    </Link>
  );
}
