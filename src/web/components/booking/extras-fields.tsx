import { useField, useFormMetadata } from '@conform-to/react';
import { memo } from 'react';
import { formatCents } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import {
  OPTIONAL_EXTRAS,
  optionalExtrasTotal,
  type OptionalExtra,
} from '../../../domain/pricing/supplements';
import { useTranslation } from '../../i18n/i18n';
import { Checkbox } from '../ui/field';

type ExtraPrices = Record<OptionalExtra, { importe: number; cantidad: number }>;

/** The optional extras (insurance, medical cover, personal attention), each with its price. */
export const ExtrasFields = memo(function ExtrasFields({
  prices,
  language,
}: {
  prices: ExtraPrices;
  language: Language;
}) {
  const { t } = useTranslation('booking');
  const money = (cents: number) => formatCents(cents, language);
  return (
    <fieldset className="form-section">
      <legend>{t('form.extras')}</legend>
      <p className="form-note">{t('form.extrasHint')}</p>
      {OPTIONAL_EXTRAS.map((extra) => {
        const price = prices[extra];
        const priceText =
          price.cantidad > 1
            ? t('form.perTraveller', { number: price.cantidad, price: money(price.importe) })
            : money(price.importe);
        return (
          <ExtraBox
            key={extra}
            name={extra}
            label={`${t(`form.${extra}`)} · ${money(price.importe * price.cantidad)}`}
            description={t(`form.${extra}Hint`, { price: priceText })}
          />
        );
      })}
    </fieldset>
  );
});

function ExtraBox({ name, label, description }: { name: string; label: string; description: string }) {
  const [field] = useField<boolean>(name);
  return <Checkbox label={label} description={description} field={field} />;
}

/**
 * The total with the extras ticked: the only part of the form that follows what is typed, so a
 * keystroke elsewhere re-renders nothing else.
 */
export function RequestTotal({
  total,
  trip,
  language,
}: {
  /** The package's total general plus excursions, in cents. */
  total: number;
  trip: { payingTravellers: number; nights: number };
  language: Language;
}) {
  const form = useFormMetadata();
  const fields = form.getFieldset() as Record<string, { value?: unknown }>;
  const extrasTotal = optionalExtrasTotal(
    Object.fromEntries(OPTIONAL_EXTRAS.map((extra) => [extra, fields[extra]?.value === 'on'])) as Record<
      OptionalExtra,
      boolean
    >,
    trip,
  );
  return <strong data-testid="request-total">{formatCents(total + extrasTotal, language)}</strong>;
}
