import { Link } from 'react-router';
import { tripLine } from '../../../domain/counted';
import { formatCents } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';

/**
 * On a phone the offer's total and its book button stay at the bottom of the screen while the
 * visitor scrolls. It shows the breakdown's own total (the same sum, `offerTotal`) under the same
 * words, and its button is the breakdown's link to the same address, so it works without
 * JavaScript. It is sticky at the end of the page's content, in the flow: it never covers the
 * last of the page, and nothing moves when it appears (hidden on a wide screen, where the
 * breakdown's button is in sight).
 */
export function BookBar({
  total,
  day,
  nights,
  href,
  language,
}: {
  /** In cents. */
  total: number;
  /** YYYY-MM-DD */
  day: string;
  nights: number;
  href: string;
  language: Language;
}) {
  const { t } = useTranslation('offer');
  return (
    <section className="book-bar" aria-label={t('bookBar.label')}>
      <p className="book-bar__price">
        <span className="book-bar__label">{t('breakdown.total')}</span>
        <strong className="book-bar__total" data-testid="book-bar-total">
          {formatCents(total, language)}
        </strong>
        <span className="price-stale">{t('party.agePending')}</span>
        <span className="book-bar__trip">{tripLine(t, language, { day, nights })}</span>
      </p>
      <Link className="btn btn--primary btn--lg book-bar__button" to={href}>
        {t('book')}
      </Link>
    </section>
  );
}
