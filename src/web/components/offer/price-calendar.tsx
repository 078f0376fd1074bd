import { useTranslation } from '../../i18n/i18n';
import { useId } from 'react';
import { Link } from 'react-router';
import { isoToCompact } from '../../../domain/days';
import {
  formatDate,
  formatMonthTitle,
  formatPriceWrapping,
  weekdaysFromMonday,
} from '../../../domain/format';
import type { Language } from '../../../domain/language';

/** A bookable day (YYYY-MM-DD) and its price per person, taxes included, in euros. */
export interface CalendarDay {
  day: string;
  price: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A month of departure days with the price under each bookable one (days priced 0 never appear),
 * and links to the nearest other months that have days.
 */
export function PriceCalendar({
  days,
  months,
  month,
  selectedDay,
  cheapestDay,
  language,
  hrefFor,
}: {
  /** The bookable days of the month shown. */
  days: CalendarDay[];
  /** Every month (YYYY-MM) with bookable days, in order. */
  months: readonly string[];
  /** YYYY-MM */
  month: string;
  selectedDay: string | null;
  cheapestDay: string | null;
  language: Language;
  hrefFor: (change: { dia?: string; mes?: string }) => string;
}) {
  const { t } = useTranslation('offer');
  const prices = new Map(days.map((day) => [day.day, day.price]));
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const leadingBlanks = (first.getUTCDay() + 6) % 7; // weeks start on Monday
  const index = months.indexOf(month);
  const previous = index > 0 ? months[index - 1] : undefined;
  const next = index >= 0 && index < months.length - 1 ? months[index + 1] : undefined;
  const weekdays = weekdaysFromMonday(language);
  const title = formatMonthTitle(month, language);
  const titleId = useId();

  return (
    <div className="price-calendar">
      <div className="price-calendar__header">
        {previous ? (
          <Link
            className="btn btn--secondary btn--sm"
            to={hrefFor({ mes: previous.replace('-', '') })}
            preventScrollReset
            aria-label={t('calendar.previousMonth')}
          >
            ‹
          </Link>
        ) : (
          <span className="price-calendar__spacer" />
        )}
        <h3 className="price-calendar__title" id={titleId}>
          {title}
        </h3>
        {next ? (
          <Link
            className="btn btn--secondary btn--sm"
            to={hrefFor({ mes: next.replace('-', '') })}
            preventScrollReset
            aria-label={t('calendar.nextMonth')}
          >
            ›
          </Link>
        ) : (
          <span className="price-calendar__spacer" />
        )}
      </div>
      <ol className="price-calendar__grid" aria-labelledby={titleId}>
        {weekdays.map((weekday) => (
          <li key={weekday} className="price-calendar__weekday" aria-hidden="true">
            {weekday}
          </li>
        ))}
        {Array.from({ length: leadingBlanks }, (_, i) => (
          <li key={`blank-${i}`} className="price-calendar__blank" aria-hidden="true" />
        ))}
        {Array.from({ length: daysInMonth }, (_, i) => {
          const day = `${month}-${pad(i + 1)}`;
          const price = prices.get(day);
          if (!price) {
            return (
              <li key={day} className="price-calendar__day price-calendar__day--closed" aria-hidden="true">
                <span className="price-calendar__number">{i + 1}</span>
              </li>
            );
          }
          const selected = day === selectedDay;
          const classes = [
            'price-calendar__day',
            selected ? 'price-calendar__day--selected' : '',
            day === cheapestDay ? 'price-calendar__day--cheapest' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={day} className={classes}>
              <Link
                to={hrefFor({ dia: isoToCompact(day) })}
                preventScrollReset
                aria-current={selected ? 'date' : undefined}
              >
                <span className="visually-hidden">{formatDate(day, language)}</span>
                <span className="price-calendar__number" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="price-calendar__price">{formatPriceWrapping(price, language)}</span>
              </Link>
            </li>
          );
        })}
      </ol>
      <p className="price-calendar__legend">
        <span className="legend legend--cheapest">{t('calendar.cheapest')}</span>
        <span className="legend legend--selected">{t('calendar.selected')}</span>
      </p>
    </div>
  );
}
