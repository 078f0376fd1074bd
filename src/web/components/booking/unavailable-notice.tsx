import { Link } from 'react-router';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';

/** The chosen day is gone (or the party no longer fits): say so and offer the way on. */
export function UnavailableNotice({
  kind,
  nearestDays,
  offerHref,
  tooSoonFrom,
  language,
}: {
  kind: 'unavailable' | 'rooms';
  nearestDays: { day: string; href: string }[];
  offerHref: string;
  /** The first day sold (YYYY-MM-DD), when the chosen one was before it. */
  tooSoonFrom?: string | undefined;
  language: Language;
}) {
  const { t } = useTranslation('booking');
  const { site } = useLayout();
  return (
    <section
      className="notice notice--warning booking-problem"
      role="alert"
      aria-labelledby="booking-problem-title"
    >
      <h2 id="booking-problem-title">{t(`${kind}.title`)}</h2>
      {kind === 'rooms' ? (
        <p>{t('rooms.text')}</p>
      ) : nearestDays.length > 0 ? (
        <>
          <p>
            {tooSoonFrom
              ? t('unavailable.tooSoon', { from: formatDate(tooSoonFrom, language) })
              : t('unavailable.text')}
          </p>
          <ul className="chips">
            {nearestDays.map(({ day, href }) => (
              <li key={day}>
                <Link className="chip chip--link" to={href}>
                  {t('unavailable.day', { date: formatDate(day, language) })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('unavailable.none', { phone: site.phone.display })}</p>
      )}
      <p>
        <Link to={offerHref}>← {t('page.backToOffer')}</Link>
      </p>
    </section>
  );
}
