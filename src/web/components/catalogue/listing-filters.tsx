import { Form, Link, useLocation, useSubmit } from 'react-router';
import { AMENITIES, MEAL_PLAN_CODES, type OfferFilters } from '../../../domain/catalogue/offer-filters';
import { counted } from '../../../domain/counted';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { Checkbox, SelectField, TextField } from '../ui/field';
import { useAddressForm } from '../ui/use-address-form';

/** The parameters this form sets itself; every other one of the address (a search: dates, city, party) is kept. */
const OWN_PARAMETERS = new Set([
  'destino',
  'idioma',
  'orden',
  'regimen',
  'categoria',
  'servicio',
  'precioMin',
  'precioMax',
  'nombre',
]);

/**
 * The filters and sort of a destination's listing, as its address says (a GET form, so it works
 * without JavaScript; with it, a checkbox or the sort applies at once). Its last row repeats how
 * many accommodations are listed, for the phone's filter sheet that hides the list.
 */
export function ListingFilters({
  destination,
  filters,
  results,
  language,
}: {
  /** The destination's slug. */
  destination: string;
  filters: OfferFilters;
  results: number;
  language: Language;
}) {
  const { t } = useTranslation('catalogue');
  const submit = useSubmit();
  const { key: addressKey, ...addressForm } = useAddressForm();
  const kept = [...new URLSearchParams(useLocation().search)].filter(([name]) => !OWN_PARAMETERS.has(name));
  const clear = new URLSearchParams([['destino', destination], ['idioma', language], ...kept]);
  return (
    <Form
      method="get"
      id="filtros"
      className="filters panel"
      aria-label={t('filters.title')}
      key={addressKey}
      {...addressForm}
      preventScrollReset
      onChange={(event) => {
        // Checkboxes and the sort apply at once; typed values wait for Enter or the button.
        const target = event.target as unknown as HTMLInputElement | HTMLSelectElement;
        if (target.type === 'checkbox' || target.tagName === 'SELECT')
          submit(event.currentTarget, { preventScrollReset: true });
      }}
    >
      <input type="hidden" name="destino" value={destination} />
      <input type="hidden" name="idioma" value={language} />
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <SelectField
        label={t('filters.sort')}
        name="orden"
        defaultValue={filters.sort ?? 'precio'}
        options={[
          { value: 'precio', label: t('filters.sortPrice') },
          { value: '-precio', label: t('filters.sortPriceDesc') },
          { value: 'categoria', label: t('filters.sortCategory') },
          { value: '-categoria', label: t('filters.sortCategoryDesc') },
        ]}
      />
      <fieldset className="filters__group">
        <legend>{t('filters.mealPlan')}</legend>
        {MEAL_PLAN_CODES.map((code) => (
          <Checkbox
            key={code}
            name="regimen"
            value={code}
            label={t(`mealPlans.${code}`)}
            defaultChecked={filters.mealPlans?.includes(code)}
          />
        ))}
      </fieldset>
      <fieldset className="filters__group">
        <legend>{t('filters.category')}</legend>
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
        <legend>{t('filters.amenities')}</legend>
        {AMENITIES.map((amenity) => (
          <Checkbox
            key={amenity}
            name="servicio"
            value={amenity}
            label={t(`amenities.${amenity}`)}
            defaultChecked={filters.amenities?.includes(amenity)}
          />
        ))}
      </fieldset>
      <div className="filters__prices">
        <TextField
          label={t('filters.priceMin')}
          name="precioMin"
          type="number"
          inputMode="numeric"
          min={0}
          step={50}
          defaultValue={filters.priceMin}
        />
        <TextField
          label={t('filters.priceMax')}
          name="precioMax"
          type="number"
          inputMode="numeric"
          min={0}
          step={50}
          defaultValue={filters.priceMax}
        />
      </div>
      <TextField label={t('filters.name')} name="nombre" type="search" defaultValue={filters.name} />
      <div className="button-row filters__actions">
        <p className="filters__results">{t('destination.count', { count: results })}</p>
        <Button type="submit">{t('filters.apply')}</Button>
        <Link
          to={`/alojamientoDestino?${clear.toString()}`}
          preventScrollReset
          className="btn btn--ghost btn--md"
        >
          {t('filters.clear')}
        </Link>
      </div>
    </Form>
  );
}
