import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Await, useLocation } from 'react-router';
import { formatNumber } from '../../../domain/format';
import {
  activeHotelFilterCount,
  filterHotels,
  type HotelCard as HotelCardData,
  type HotelFilters,
} from '../../../domain/hotels/hotel-filters';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { STREAM_PARAMETER, type ResultsChunk } from '../../../domain/hotels/hotel-results';
import { FilterSheet } from '../catalogue/filter-sheet';
import { HotelCard } from './hotel-card';
import { HotelFiltersForm } from './hotel-filters-form';

type MaybeLater<T> = T | Promise<T>;
const isLater = <T,>(value: MaybeLater<T>): value is Promise<T> =>
  typeof (value as Promise<T> | undefined)?.then === 'function';

/** The chunks priced so far: those the page came with, then each as it arrives. */
function useArrived(rest: readonly MaybeLater<ResultsChunk>[]) {
  const [arrived, setArrived] = useState<(ResultsChunk | undefined)[]>(() =>
    rest.map((chunk) => (isLater(chunk) ? undefined : chunk)),
  );
  useEffect(() => {
    let live = true;
    rest.forEach((chunk, index) => {
      if (!isLater(chunk)) return;
      void chunk.then((value) => {
        if (live) setArrived((before) => before.map((old, at) => (at === index ? value : old)));
      });
    });
    return () => {
      live = false;
    };
  }, [rest]);
  return arrived;
}

const cardsOf = (chunk: ResultsChunk | undefined) => (chunk && 'cards' in chunk ? chunk.cards : []);

/**
 * The results as they are priced (section 4: "results of each chunk are appended as they
 * arrive"): the first chunk came with the page; each other one takes the place of its "looking"
 * line when it arrives, on the server's stream before the page's script runs. A progress line
 * counts the hotels priced and available. With filters or another order, the list is the
 * hotels priced so far, filtered and sorted, and grows as the rest arrive.
 */
export function HotelResultsList({
  first,
  rest,
  total,
  chunkSize,
  filters,
  nights,
  bookHref,
  map,
  language,
}: {
  /** The city's map, beside the list on a wide screen and after it on a phone. */
  map: ReactNode;
  first: ResultsChunk;
  rest: MaybeLater<ResultsChunk>[];
  total: number;
  chunkSize: number;
  filters: HotelFilters;
  nights: number;
  bookHref: (card: HotelCardData, option: HotelCardData['options'][number]) => string;
  language: Language;
}) {
  const { t } = useTranslation('hotels');
  const arrived = useArrived(rest);
  const chunks = [first, ...arrived];
  const cards = chunks.flatMap(cardsOf);
  const priced = chunks.reduce(
    (sum, chunk, index) => sum + (chunk ? Math.min(chunkSize, total - index * chunkSize) : 0),
    0,
  );
  const failed = chunks.filter((chunk) => chunk && 'failed' in chunk).length;
  const { shown, noMatch, unavailable } = filterHotels(cards, filters);
  const arranged = activeHotelFilterCount(filters) > 0 || (filters.sort ?? 'recomendados') !== 'recomendados';
  const card = (item: (typeof shown)[number], index: number) => (
    <li key={item.card.code}>
      <HotelCard
        card={item.card}
        option={item.option}
        nights={nights}
        bookHref={bookHref(item.card, item.option)}
        language={language}
        priority={index === 0}
      />
    </li>
  );

  return (
    <div className="hotel-results">
      <div className="results-toolbar">
        <div className="results-progress" role="status" aria-live="polite">
          <p className="results-count">
            {priced < total
              ? t('results.progress', {
                  priced: formatNumber(priced, language),
                  total: formatNumber(total, language),
                })
              : noMatch
                ? t('results.noMatchCount')
                : t('results.count', { count: shown.length })}
          </p>
          {priced < total ? (
            <progress max={total} value={priced} aria-label={t('results.progressLabel')} />
          ) : null}
        </div>
        <FilterSheet active={activeHotelFilterCount(filters)}>
          <HotelFiltersForm filters={filters} shown={shown.length} />
        </FilterSheet>
      </div>
      <div className="hotel-results__main">
        {failed > 0 ? (
          <p className="notice notice--warning" role="alert">
            {t('results.chunkFailed', { hotels: failed * chunkSize })}
          </p>
        ) : null}
        {noMatch ? (
          <p className="notice notice--warning" role="alert">
            {t('results.noMatch')}
          </p>
        ) : null}
        {arranged ? (
          <ul className="hotel-list">{shown.map(card)}</ul>
        ) : (
          <ul className="hotel-list">
            {filterHotels(cardsOf(first), {}).shown.map(card)}
            {rest.map((chunk, index) => {
              const from = (index + 1) * chunkSize + 1;
              const to = Math.min(total, from + chunkSize - 1);
              const ready = arrived[index];
              if (ready || !isLater(chunk))
                return filterHotels(cardsOf(ready ?? (chunk as ResultsChunk)), {}).shown.map(card);
              return (
                <Suspense
                  key={`chunk-${index}`}
                  fallback={<PendingChunk from={from} to={to} language={language} />}
                >
                  <Await resolve={chunk}>
                    {(value: ResultsChunk) => filterHotels(cardsOf(value), {}).shown.map(card)}
                  </Await>
                </Suspense>
              );
            })}
          </ul>
        )}
        {priced === total && shown.length === 0 && !noMatch ? (
          <p className="notice">{t('results.none')}</p>
        ) : null}
        {unavailable.length > 0 ? (
          <details className="hotel-results__unavailable">
            <summary>{t('results.unavailable', { count: unavailable.length })}</summary>
            <ul>
              {unavailable.map((hotel) => (
                <li key={hotel.code}>{hotel.name}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      {map}
    </div>
  );
}

/** Where a chunk being priced will appear: which hotels it is, and a link for a browser without JavaScript. */
function PendingChunk({ from, to, language }: { from: number; to: number; language: Language }) {
  const { t } = useTranslation('hotels');
  const { pathname, search } = useLocation();
  const whole = new URLSearchParams(search);
  whole.delete(STREAM_PARAMETER);
  return (
    <li className="hotel-list__pending">
      <p>
        <span className="spinner" aria-hidden="true" />
        {t('results.pricing', { from: formatNumber(from, language), to: formatNumber(to, language) })}
      </p>
      <noscript>
        <a href={`${pathname}?${whole.toString()}`}>{t('results.wholeList')}</a>
      </noscript>
    </li>
  );
}
