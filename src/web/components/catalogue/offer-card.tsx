import { CARD_SIZES, CataloguePicture } from './catalogue-picture';
import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import { originCityName } from '../../../domain/constants';
import { isoToCompact } from '../../../domain/days';
import { FLEXIBLE_DAYS, type DepartureWhen } from '../../../domain/catalogue/holiday-search';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { PriceTag } from '../ui/price-tag';
import { partySize, partyToSearchParams, type PartyRoom } from '../../../domain/catalogue/party';
import { counted, partyText } from '../../../domain/counted';
import { Stars } from './stars';

export interface OfferCardData {
  serviceId: number;
  accommodationId: number;
  /** The hotel's name. */
  name: string;
  stars: number;
  picture: string;
  /** The meal plan's name. */
  mealPlan: string;
  nights: number;
  origin: string;
  /** The departure day (YYYY-MM-DD). */
  day: string;
  /** From price per person, taxes included, in euros. */
  price: number;
  /** The destination's name, when the card is not on its listing. */
  destination?: string;
  amenities?: string[];
  /** A search's party priced on this offer's day, in euros (null: no room takes the party as split). */
  partyTotal?: number | null;
  /** The search's party in the room options this hotel gives it. */
  partyRooms?: PartyRoom[];
}

/** Where an offer leads: its detail page with the accommodation, service, origin, day, nights and a search's party. */
export function offerDetailHref(
  offer: OfferCardData,
  language: Language,
  party?: PartyRoom[],
  when?: DepartureWhen,
) {
  const params = new URLSearchParams({
    alojamiento: String(offer.accommodationId),
    servicio: String(offer.serviceId),
    origen: offer.origin,
    dia: isoToCompact(offer.day),
    noches: String(offer.nights),
    idioma: language,
  });
  if (party) partyToSearchParams(party, params);
  // The search's dates go along, so "Volver a los hoteles" gives the same list back.
  if (when?.kind === 'month') params.set('mes', when.month.replace('-', ''));
  if (when?.kind === 'date') {
    params.set('fecha', isoToCompact(when.day));
    if (when.flexible) params.set('flex', String(FLEXIBLE_DAYS));
  }
  return `/detalleservicio?${params.toString()}`;
}

/** An accommodation offer: picture, name, stars, meal plan, amenities, nights and price per person. */
export function OfferCard({
  offer,
  language,
  priority,
  party,
  when,
}: {
  offer: OfferCardData;
  language: Language;
  priority?: boolean;
  /** A search's party: the card shows its total and the offer page opens with it. */
  party?: PartyRoom[];
  /** A search's dates, which the offer page keeps for the way back. */
  when?: DepartureWhen;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <article className="offer-card">
      <CataloguePicture
        className="offer-card__image"
        src={offer.picture}
        sizes={CARD_SIZES}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="offer-card__body">
        {offer.destination ? <p className="offer-card__destination">{offer.destination}</p> : null}
        <h3 className="offer-card__name">
          <Link
            to={offerDetailHref(offer, language, offer.partyRooms ?? party, when)}
            className="offer-card__link"
          >
            {offer.name}
          </Link>
        </h3>
        <Stars count={offer.stars} label={counted(t, 'stars', offer.stars)} />
        <p className="offer-card__meta">
          <span className="chip chip--meal">{offer.mealPlan}</span>
          <span>{counted(t, 'nights', offer.nights)}</span>
        </p>
        {offer.amenities && offer.amenities.length > 0 ? (
          <ul className="chips" aria-label={t('filters.amenities')}>
            {offer.amenities.map((amenity) => (
              <li key={amenity} className="chip">
                {t(`amenities.${amenity}`)}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="offer-card__departure">
          {t('departure', {
            date: formatDate(offer.day, language),
            city: originCityName(offer.origin, language),
          })}
        </p>
        <div className="offer-card__footer">
          {party && offer.partyTotal ? (
            <PriceTag
              euros={offer.partyTotal}
              language={language}
              suffix={t('search.partyTotal', {
                travellers: partyText(t, partySize(party)),
              })}
            />
          ) : party ? (
            <p className="offer-card__note">{t('search.noRoomForParty')}</p>
          ) : (
            <PriceTag euros={offer.price} language={language} prefix={t('from')} suffix={t('perPerson')} />
          )}
          <span className="btn btn--primary btn--sm" aria-hidden="true">
            {t('seeOffer')}
          </span>
        </div>
      </div>
    </article>
  );
}
