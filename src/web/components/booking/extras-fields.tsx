import { useField, useFormMetadata } from '@conform-to/react';
import { memo } from 'react';
import { formatCents, formatTotal } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import {
  OPTIONAL_EXTRAS,
  optionalExtraPrice,
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

type Trip = { payingTravellers: number; nights: number };

/** The extras ticked in the form around it and what they add, by the domain's prices. */
function useChosenExtras(trip: Trip) {
  const form = useFormMetadata();
  const fields = form.getFieldset() as Record<string, { value?: unknown }>;
  const chosen = Object.fromEntries(
    OPTIONAL_EXTRAS.map((extra) => [extra, fields[extra]?.value === 'on']),
  ) as Record<OptionalExtra, boolean>;
  return {
    lines: OPTIONAL_EXTRAS.filter((extra) => chosen[extra]).map((extra) => {
      const price = optionalExtraPrice(extra, trip);
      return { extra, amount: price.importe * price.cantidad };
    }),
    total: optionalExtrasTotal(chosen, trip),
  };
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
  trip: Trip;
  language: Language;
}) {
  const extras = useChosenExtras(trip);
  return <strong data-testid="request-total">{formatTotal(total + extras.total, language)}</strong>;
}

/**
 * The trip card's price beside the form: the trip, each extra ticked and the total they make, the
 * same figure as the one by the send button.
 */
export function RequestBreakdown({
  total,
  trip,
  language,
}: {
  total: number;
  trip: Trip;
  language: Language;
}) {
  const { t } = useTranslation('booking');
  const extras = useChosenExtras(trip);
  const money = (cents: number) => formatTotal(cents, language);
  return (
    <>
      {extras.lines.length > 0 ? (
        <dl className="trip-summary__lines">
          <div>
            <dt>{t('summary.tripPrice')}</dt>
            <dd>{money(total)}</dd>
          </div>
          {extras.lines.map(({ extra, amount }) => (
            <div key={extra}>
              <dt>{t(`form.${extra}`)}</dt>
              <dd>{money(amount)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="trip-summary__total">
        <span>{extras.lines.length > 0 ? t('form.totalLabel') : t('summary.total')}</span>
        <strong data-testid="trip-total">{money(total + extras.total)}</strong>
      </p>
    </>
  );
}
