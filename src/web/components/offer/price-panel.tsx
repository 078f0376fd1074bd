import { Link } from 'react-router';
import type { PartyCounts } from '../../../domain/counted';
import { counted, tripLine } from '../../../domain/counted';
import { formatCents } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { offerTotal, pricePerPersonWithExtras, type ExtrasTotal } from '../../../domain/pricing/extras';
import type { PriceBreakdown } from '../../../domain/pricing/types';
import { useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';
import { Stars } from '../catalogue/stars';
import { BadgeIcon, LockIcon, ShieldIcon } from '../ui/icons';

/**
 * Beside the calendar and the rooms on a wide screen, in sight while the visitor chooses: the
 * party's total and the price per person (the breakdown's own figures), the day, "sin pagar
 * ahora" and the book button, then why the price can be trusted. On a phone the book bar does
 * this job, and the trust list follows the breakdown (PriceTrust).
 */
export function PricePanel({
  breakdown,
  extras,
  day,
  nights,
  size,
  stars,
  href,
  language,
}: {
  breakdown: PriceBreakdown;
  extras: ExtrasTotal;
  day: string;
  nights: number;
  size: PartyCounts;
  /** The hotel's category, for a package (a trip's hotels have their own). */
  stars?: number;
  href: string;
  language: Language;
}) {
  const { t } = useTranslation('offer');
  return (
    <aside className="price-panel" aria-labelledby="price-panel-title">
      <h2 id="price-panel-title" className="price-panel__title">
        {t('panel.title')}
      </h2>
      <p className="price-panel__trip">{tripLine(t, language, { day, nights, party: size })}</p>
      <p className="price-stale" role="status">
        {t('party.agePending')}
      </p>
      <p className="price-panel__total">
        <span>{t('breakdown.total')}</span>
        <strong data-testid="panel-total">{formatCents(offerTotal(breakdown, extras), language)}</strong>
      </p>
      <p className="price-panel__per-person">
        {t('panel.perPerson', {
          price: formatCents(pricePerPersonWithExtras(breakdown, extras), language),
        })}
      </p>
      <Link className="btn btn--primary btn--lg btn--block" to={href}>
        {t('book')}
      </Link>
      <p className="form-note">{t('bookHint')}</p>
      <PriceTrust stars={stars} />
    </aside>
  );
}

/** Why the price can be trusted: the hotel's category, the agency's licence, insolvency protection, the card. */
export function PriceTrust({ stars, className = '' }: { stars?: number; className?: string }) {
  const { t } = useTranslation('offer');
  const { site, language } = useLayout();
  return (
    <ul className={`price-trust ${className}`} aria-label={t('panel.trust')}>
      {stars ? (
        <li>
          <Stars count={stars} label={counted(t, 'stars', stars)} />
          <span>{t('panel.stars', { stars: counted(t, 'stars', stars) })}</span>
        </li>
      ) : null}
      <li>
        <BadgeIcon className="price-trust__icon" width={18} height={18} />
        <span>{t('panel.licence', { licence: site.tourismLicence })}</span>
      </li>
      <li>
        <ShieldIcon className="price-trust__icon" width={18} height={18} />
        <span>
          {t('panel.insolvency')}{' '}
          <Link to={`/home/condiciones?idioma=${language}`}>{t('panel.conditions')}</Link>
        </span>
      </li>
      <li>
        <LockIcon className="price-trust__icon" width={18} height={18} />
        <span>{t('panel.card')}</span>
      </li>
    </ul>
  );
}
