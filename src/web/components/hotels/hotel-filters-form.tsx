import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MEAL_PLAN_CODES } from '../../../domain/catalogue/offer-filters';
import { counted } from '../../../domain/counted';
import {
  HOTEL_FILTER_PARAMETERS,
  HOTEL_SORTS,
  readHotelFilters,
  withHotelFilters,
  type HotelFilters,
} from '../../../domain/hotels/hotel-filters';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { Checkbox, SelectField, TextField } from '../ui/field';

/**
 * The results' filters and sort (section 4, "Hotel filter"), as a GET form of the page's own
 * address, so they work without JavaScript (the server filters the whole list). With it, a
 * checkbox or the sort applies at once to the hotels already priced, and the address follows
 * without asking the server again (hotel-results.tsx's shouldRevalidate).
 */
export function HotelFiltersForm({ filters, shown }: { filters: HotelFilters; shown: number }) {
  const { t } = useTranslation('hotels');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([name]) => !(HOTEL_FILTER_PARAMETERS as readonly string[]).includes(name));
  const clear = new URLSearchParams(kept);

  // The form starts again from the address when the address changes by other means (clearing the
  // filters, Back), never for a change it made itself: what is being typed in it stays.
  const applied = useRef(search);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (search === applied.current) return;
    applied.current = search;
    setGeneration((value) => value + 1);
  }, [search]);

  const apply = (form: HTMLFormElement) => {
    const chosen = readHotelFilters(new URLSearchParams(new FormData(form) as unknown as string[][]));
    const next = withHotelFilters(params, chosen).toString();
    applied.current = next ? `?${next}` : '';
    void navigate(`${pathname}?${next}`, { replace: true, preventScrollReset: true });
  };

  return (
    <form
      method="get"
      action={pathname}
      className="filters panel"
      aria-label={t('filters.title')}
      key={generation}
      onChange={(event: FormEvent<HTMLFormElement>) => {
        // Checkboxes and the sort apply at once; typed values wait for Enter or the button.
        const target = event.target as HTMLInputElement | HTMLSelectElement;
        if (target.type === 'checkbox' || target.tagName === 'SELECT') apply(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <SelectField
        label={t('filters.sort')}
        name="orden"
        defaultValue={filters.sort ?? 'recomendados'}
        options={HOTEL_SORTS.map((sort) => ({ value: sort, label: t(`filters.sorts.${sort}`) }))}
      />
      <fieldset className="filters__group">
        <legend>{t('filters.mealPlan')}</legend>
        {MEAL_PLAN_CODES.map((code) => (
          <Checkbox
            key={code}
            name="regimen"
            value={code}
            label={t(`catalogue:mealPlans.${code}`)}
            defaultChecked={filters.mealPlans?.includes(code)}
          />
        ))}
      </fieldset>
      <fieldset className="filters__group">
        <legend>{t('filters.cancellation')}</legend>
        <Checkbox
          name="reembolsable"
          value="1"
          label={t('filters.refundable')}
          defaultChecked={filters.refundable}
        />
      </fieldset>
      <fieldset className="filters__group">
        <legend>{t('filters.stars')}</legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <Checkbox
            key={stars}
            name="categoria"
            value={String(stars)}
            label={counted(t, 'stars', stars)}
            defaultChecked={filters.stars?.includes(stars)}
          />
        ))}
      </fieldset>
      <fieldset className="filters__group">
        <legend>{t('filters.pricePerNight')}</legend>
        <div className="filters__prices">
          <TextField
            label={t('filters.priceFrom')}
            name="precioDesde"
            type="number"
            inputMode="numeric"
            min={0}
            max={999999}
            step={10}
            defaultValue={filters.priceMin}
          />
          <TextField
            label={t('filters.priceTo')}
            name="precioHasta"
            type="number"
            inputMode="numeric"
            min={0}
            max={999999}
            step={10}
            defaultValue={filters.priceMax}
          />
        </div>
      </fieldset>
      <TextField
        label={t('filters.text')}
        hint={t('filters.textHint')}
        name="texto"
        type="search"
        maxLength={60}
        defaultValue={filters.text}
      />
      <div className="button-row filters__actions">
        <p className="filters__results">{t('results.count', { count: shown })}</p>
        <Button type="submit">{t('filters.apply')}</Button>
        <Link
          to={`${pathname}?${clear.toString()}`}
          replace
          preventScrollReset
          className="btn btn--ghost btn--md"
        >
          {t('filters.clear')}
        </Link>
      </div>
    </form>
  );
}
