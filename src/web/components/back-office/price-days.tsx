import { daysFrom } from '../../../domain/days';
import { formatAmount } from '../../../domain/format';
import { useTranslation } from '../../i18n/i18n';

/** A package's price on each of `count` days from `from`: a price, closed (0), or none. */
export function PriceDays({
  days,
  from,
  count,
}: {
  days: { day: string; price: number }[];
  from: string;
  count: number;
}) {
  const { t, language } = useTranslation('backOffice');
  const prices = new Map(days.map((d) => [d.day, d.price]));
  const grid = daysFrom(from, count);
  return (
    <ol className="bo-days" aria-label={t('editor.gridLabel')}>
      {grid.map((day) => {
        const price = prices.get(day);
        return (
          <li
            key={day}
            className={
              price === undefined ? 'bo-day bo-day--none' : price === 0 ? 'bo-day bo-day--closed' : 'bo-day'
            }
          >
            <span className="bo-day__date">
              {new Date(`${day}T00:00:00Z`).toLocaleDateString(language === 'en' ? 'en-GB' : 'es-ES', {
                timeZone: 'UTC',
                weekday: 'short',
                day: 'numeric',
                month: 'short',
              })}
            </span>
            <span className="bo-day__price">
              {price === undefined
                ? '—'
                : price === 0
                  ? t('editor.closed')
                  : formatAmount(price, language ?? 'es')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
