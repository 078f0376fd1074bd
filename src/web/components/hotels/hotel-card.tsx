import { Link } from 'react-router';
import { counted } from '../../../domain/counted';
import { formatDate, formatTotal } from '../../../domain/format';
import type { CardOption, HotelCard as HotelCardData } from '../../../domain/hotels/hotel-filters';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { CARD_SIZES, CataloguePicture } from '../catalogue/catalogue-picture';
import { Stars } from '../catalogue/stars';
import { HotelReviews } from './hotel-reviews';
import { ScoreBadge } from './score-badge';

/** Closer than this, a hotel is on the beach (or in the centre) rather than "0 m" from it. */
const NEAR_METRES = 60;

const kilometres = new Map<Language, Intl.NumberFormat>();

/** "350 m", "2,4 km" in the visitor's language (one formatter per language: a list has a thousand). */
export function distanceText(metres: number, language: Language): string {
  if (metres < 1000) return `${Math.round(metres / 10) * 10} m`;
  let format = kilometres.get(language);
  if (!format)
    kilometres.set(language, (format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })));
  return `${format.format(metres / 1000)} km`;
}

/**
 * A hotel of the results: its picture, stars, score and distance, a line of description, and the
 * option the filters chose (the cheapest they accept): each room, the meal plan, whether it is
 * refundable, the stay's total and per night. Its reviews open below it.
 */
export function HotelCard({
  card,
  option,
  nights,
  bookHref,
  language,
  priority,
}: {
  card: HotelCardData;
  option: CardOption;
  nights: number;
  bookHref: string;
  language: Language;
  priority?: boolean;
}) {
  const { t } = useTranslation('hotels');
  const titleId = `hotel-${card.code}-name`;
  return (
    <article className="hotel-card" id={`hotel-${card.code}`} aria-labelledby={titleId}>
      <CataloguePicture
        className="hotel-card__image"
        src={card.image}
        sizes={CARD_SIZES}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="hotel-card__body">
        <h3 className="hotel-card__name" id={titleId}>
          <Link to={bookHref} className="hotel-card__link">
            {card.name}
          </Link>
        </h3>
        <p className="hotel-card__facts">
          <Stars count={card.stars} label={counted(t, 'stars', card.stars)} />
          {card.reviews ? (
            <ScoreBadge average={card.reviews.average} count={card.reviews.count} language={language} />
          ) : null}
        </p>
        <p className="hotel-card__where">
          {card.distance.metres < NEAR_METRES
            ? t(card.distance.to === 'beach' ? 'results.onBeach' : 'results.inCentre')
            : t(card.distance.to === 'beach' ? 'results.toBeach' : 'results.toCentre', {
                distance: distanceText(card.distance.metres, language),
              })}
          {' · '}
          {card.address}
        </p>
        <p className="hotel-card__description" lang={card.descriptionLanguage}>
          {card.description}
          {card.descriptionLanguage !== language ? (
            <span className="hotel-card__in-language"> {t('results.inEnglish')}</span>
          ) : null}
        </p>
        <ul className="hotel-card__rooms">
          {option.rooms.map((room, index) => (
            <li key={index} lang={card.descriptionLanguage}>
              {option.rooms.length > 1 ? t('results.roomLine', { number: index + 1, room }) : room}
            </li>
          ))}
          {card.descriptionLanguage !== language ? (
            <li className="hotel-card__in-language">{t('results.roomsInEnglish')}</li>
          ) : null}
        </ul>
        <p className="hotel-card__terms">
          <span className="chip chip--meal">{t(`catalogue:mealPlans.${option.mealPlan}`)}</span>
          <span className={option.freeUntil ? 'chip chip--ok' : 'chip chip--warn'}>
            {option.freeUntil
              ? t('results.refundable', { date: formatDate(option.freeUntil, language) })
              : t('results.nonRefundable')}
          </span>
        </p>
        <div className="hotel-card__footer">
          <p className="hotel-card__price">
            <span className="hotel-card__total" data-testid="hotel-total">
              {formatTotal(option.total, language)}
            </span>
            <span className="hotel-card__price-note">
              {t('results.forStay', { nights: counted(t, 'nights', nights) })} ·{' '}
              {t('results.perNight', { price: formatTotal(option.perNight, language) })}
            </span>
          </p>
          <Link to={bookHref} className="btn btn--primary btn--sm" aria-describedby={titleId}>
            {t('results.choose')}
          </Link>
        </div>
      </div>
      {card.reviews ? <HotelReviews code={card.code} hotel={card.name} language={language} /> : null}
    </article>
  );
}
