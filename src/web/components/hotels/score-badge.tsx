import { bandOf } from '../../../domain/hotels/hotel-reviews';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';

const scoreFormats = new Map<Language, Intl.NumberFormat>();

/** A score out of 10 with one decimal, as the language writes it: "8,4", "8.4". */
export function scoreText(score: number, language: Language): string {
  let format = scoreFormats.get(language);
  if (!format)
    scoreFormats.set(
      language,
      (format = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })),
    );
  return format.format(score);
}

/** A hotel's guest score out of 10 with its band's word and how many reviews make it: "8,7 Muy bien · 40 opiniones". */
export function ScoreBadge({
  average,
  count,
  language,
}: {
  average: number;
  count: number;
  language: Language;
}) {
  const { t } = useTranslation('hotels');
  const score = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
  return (
    <span className="score-badge">
      <span className="score-badge__score" aria-hidden="true">
        {score}
      </span>
      <span className="score-badge__words">
        <span className="visually-hidden">{t('reviews.scoreOutOf', { score })} </span>
        {t(`reviews.bands.${bandOf(average)}`)} · {t('reviews.count', { count })}
      </span>
    </span>
  );
}
