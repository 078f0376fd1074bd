import { CARD_SIZES, CataloguePicture } from './catalogue-picture';
import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import { originCityName } from '../../../domain/constants';
import { compactToIso } from '../../../domain/days';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { PriceTag } from '../ui/price-tag';
import { partySize, partyToSearchParams, type PartyRoom } from '../../../domain/catalogue/party';
import { counted, partyText } from '../../../domain/counted';
import { Stars } from './stars';

export interface OfferCardData {
  id_servicio: number;
  id_alojamiento: number;
  nombre_alojamiento: string;
  categoria: number;
  caratula: string;
  descripcion_regimen: string;
  noches: number;
  origen: string;
  fecha: string;
  precio_web: number;
  destino?: string;
  servicios?: string[];
  /** A search's party priced on this offer's day, in euros (null: no room takes the party as split). */
  partyTotal?: number | null;
  /** The search's party in the room options this hotel gives it. */
  partyRooms?: PartyRoom[];
}

/** Where an offer leads: its detail page with the accommodation, service, origin, day, nights and a search's party. */
export function offerDetailHref(offer: OfferCardData, language: Language, party?: PartyRoom[]) {
  const params = new URLSearchParams({
    alojamiento: String(offer.id_alojamiento),
    servicio: String(offer.id_servicio),
    origen: offer.origen,
    dia: offer.fecha,
    noches: String(offer.noches),
    idioma: language,
  });
  if (party) partyToSearchParams(party, params);
  return `/detalleservicio?${params.toString()}`;
}

/** An accommodation offer: picture, name, stars, meal plan, amenities, nights and price per person. */
export function OfferCard({
  offer,
  language,
  priority,
  party,
}: {
  offer: OfferCardData;
  language: Language;
  priority?: boolean;
  /** A search's party: the card shows its total and the offer page opens with it. */
  party?: PartyRoom[];
}) {
  const { t } = useTranslation('catalogue');
  const departure = compactToIso(offer.fecha) ?? offer.fecha;
  return (
    <article className="offer-card">
      <CataloguePicture
        className="offer-card__image"
        src={offer.caratula}
        sizes={CARD_SIZES}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="offer-card__body">
        {offer.destino ? <p className="offer-card__destination">{offer.destino}</p> : null}
        <h3 className="offer-card__name">
          <Link to={offerDetailHref(offer, language, offer.partyRooms ?? party)} className="offer-card__link">
            {offer.nombre_alojamiento}
          </Link>
        </h3>
        <Stars count={offer.categoria} label={counted(t, 'stars', offer.categoria)} />
        <p className="offer-card__meta">
          <span className="chip chip--meal">{offer.descripcion_regimen}</span>
          <span>{counted(t, 'nights', offer.noches)}</span>
        </p>
        {offer.servicios && offer.servicios.length > 0 ? (
          <ul className="chips" aria-label={t('filters.amenities')}>
            {offer.servicios.map((amenity) => (
              <li key={amenity} className="chip">
                {t(`amenities.${amenity}`)}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="offer-card__departure">
          {t('departure', {
            date: formatDate(departure, language),
            city: originCityName(offer.origen, language),
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
            <PriceTag
              euros={offer.precio_web}
              language={language}
              prefix={t('from')}
              suffix={t('perPerson')}
            />
          )}
          <span className="btn btn--primary btn--sm" aria-hidden="true">
            {t('seeOffer')}
          </span>
        </div>
      </div>
    </article>
  );
}
