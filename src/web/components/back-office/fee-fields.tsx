import { formatAmount } from '../../../domain/format';
import type { Fee } from '../../../domain/pricing/fees';
import { useTranslation } from '../../i18n/i18n';
import { SelectField, TextAreaField, TextField } from '../ui/field';
import type { DeskFields } from './desk-form';

/**
 * How a fee is set, in a form of the file (cancelling, or charging a fee): the conditions' table
 * with today's figure, or an amount by hand with the reason the traveller reads.
 */
export function FeeFields({
  fields,
  tableFee,
  basisLabel,
}: {
  fields: DeskFields;
  tableFee: Fee;
  basisLabel: string;
}) {
  const { t, language } = useTranslation('backOffice');
  return (
    <>
      <SelectField
        label={basisLabel}
        required
        options={[
          {
            value: 'tabla',
            label: t('fees.byTable', {
              percent: tableFee.percent ?? 0,
              amount: formatAmount(tableFee.amount, language ?? 'es'),
            }),
          },
          { value: 'manual', label: t('fees.byHand') },
        ]}
        field={fields.gastos}
      />
      <TextField
        label={t('fees.amount')}
        inputMode="decimal"
        maxLength={20}
        hint={t('fees.amountHint')}
        field={fields.importe}
      />
      <TextAreaField
        label={t('fees.reason')}
        rows={2}
        maxLength={1000}
        hint={t('fees.reasonHint')}
        field={fields.motivo}
      />
    </>
  );
}
