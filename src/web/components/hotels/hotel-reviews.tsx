import { useEffect, useState } from 'react';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import type { reviewAnalysisAnswer, reviewsAnswer } from '../../../domain/schemas/search-api-responses';
import type { z } from '../../../domain/schemas/zod';
import { useTranslation } from '../../i18n/i18n';
import { ScoreBadge, scoreText } from './score-badge';

type Reviews = z.infer<typeof reviewsAnswer>['response'];
type Analysis = z.infer<typeof reviewAnalysisAnswer>['response'];
type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'done'; value: T };

async function read<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { response: T }).response;
}

/**
 * A hotel's guest reviews below its card (section 8's states: loading, 'Could not load reviews',
 * 'Could not load reviews analysis', 'No reviews available'): the summary, what the guests
 * mention most for and against, then the positive and the negative ones, those in the visitor's
 * language first, with the hotel's answers. Read from the search service when first opened.
 */
export function HotelReviews({ code, hotel, language }: { code: number; hotel: string; language: Language }) {
  const { t } = useTranslation('hotels');
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [reviews, setReviews] = useState<Loaded<Reviews>>({ state: 'loading' });
  const [analysis, setAnalysis] = useState<Loaded<Analysis>>({ state: 'loading' });

  useEffect(() => {
    if (!open) return;
    let current = true;
    setReviews({ state: 'loading' });
    setAnalysis({ state: 'loading' });
    read<Reviews>(`/api/search/hoteles/${code}/opiniones`).then(
      (value) => current && setReviews({ state: 'done', value }),
      () => current && setReviews({ state: 'failed' }),
    );
    read<Analysis>(`/api/search/hoteles/${code}/analisis`).then(
      (value) => current && setAnalysis({ state: 'done', value }),
      () => current && setAnalysis({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [open, code, language, attempt]);

  return (
    <details className="hotel-reviews" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('reviews.open', { hotel })}</summary>
      <div className="hotel-reviews__panel" aria-live="polite" aria-busy={reviews.state === 'loading'}>
        <noscript>
          <p>{t('reviews.needsScript')}</p>
        </noscript>
        {reviews.state === 'loading' ? <p className="hotel-reviews__status">{t('reviews.loading')}</p> : null}
        {reviews.state === 'failed' ? (
          <p className="notice notice--warning" role="alert">
            {t('reviews.failed')}{' '}
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('reviews.retry')}
            </button>
          </p>
        ) : null}
        {reviews.state === 'done' && reviews.value.opiniones.length === 0 ? (
          <p className="hotel-reviews__status">{t('reviews.none')}</p>
        ) : null}
        {reviews.state === 'done' && reviews.value.opiniones.length > 0 ? (
          <>
            <ScoreBadge
              average={reviews.value.resumen.media}
              count={reviews.value.resumen.total}
              language={language}
            />
            <ReviewAnalysis analysis={analysis} language={language} />
            <ReviewList reviews={reviews.value.opiniones} language={language} />
          </>
        ) : null}
      </div>
    </details>
  );
}

function ReviewAnalysis({ analysis, language }: { analysis: Loaded<Analysis>; language: Language }) {
  const { t } = useTranslation('hotels');
  if (analysis.state === 'loading')
    return <p className="hotel-reviews__status">{t('reviews.analysisLoading')}</p>;
  if (analysis.state === 'failed')
    return (
      <p className="notice notice--warning" role="alert">
        {t('reviews.analysisFailed')}
      </p>
    );
  const { medias, pros, contras } = analysis.value;
  return (
    <div className="review-analysis">
      <dl className="review-analysis__aspects">
        {Object.entries(medias).map(([aspect, average]) =>
          average === null ? null : (
            <div key={aspect}>
              <dt>{t(`reviews.aspects.${aspect}`)}</dt>
              <dd>
                <meter min={0} max={10} value={average} />
                <span>{scoreText(average, language)}</span>
              </dd>
            </div>
          ),
        )}
      </dl>
      <div className="review-analysis__mentions">
        <Mentions title={t('reviews.prosTitle')} items={pros} group="pros" />
        <Mentions title={t('reviews.consTitle')} items={contras} group="cons" />
      </div>
    </div>
  );
}

function Mentions({
  title,
  items,
  group,
}: {
  title: string;
  items: { clave: string; veces: number }[];
  group: 'pros' | 'cons';
}) {
  const { t } = useTranslation('hotels');
  if (items.length === 0) return null;
  return (
    <div>
      <h4>{title}</h4>
      <ul className={`mentions mentions--${group}`}>
        {items.map((item) => (
          <li key={item.clave}>
            {t(`reviews.${group}.${item.clave}`)} <span className="mentions__count">({item.veces})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Positive (7 or more) and negative (under 5) reviews, those in the visitor's language first. */
function ReviewList({ reviews, language }: { reviews: Reviews['opiniones']; language: Language }) {
  const { t } = useTranslation('hotels');
  const ordered = [...reviews].sort((a, b) => Number(b.idioma === language) - Number(a.idioma === language));
  const groups = [
    {
      key: 'positive',
      title: t('reviews.positive'),
      items: ordered.filter((review) => review.puntuacion >= 7),
    },
    {
      key: 'negative',
      title: t('reviews.negative'),
      items: ordered.filter((review) => review.puntuacion < 5),
    },
  ];
  return (
    <div className="review-groups">
      {groups.map((group) =>
        group.items.length > 0 ? (
          <section key={group.key} className={`review-group review-group--${group.key}`}>
            <h4>
              {group.title} ({group.items.length})
            </h4>
            <ul className="review-list">
              {group.items.slice(0, 5).map((review) => (
                <li key={review.id} className="review" lang={review.idioma}>
                  <p className="review__head">
                    <strong className="review__score">{scoreText(review.puntuacion, language)}</strong>{' '}
                    {review.titulo}
                  </p>
                  <p className="review__text">{review.texto}</p>
                  <p className="review__by">
                    {review.autor} · {formatDate(review.fecha, language)}
                  </p>
                  {review.respuesta ? (
                    <blockquote className="review__answer">
                      <p className="review__answer-title">{t('reviews.ownerResponse')}</p>
                      <p>{review.respuesta.texto}</p>
                    </blockquote>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}
