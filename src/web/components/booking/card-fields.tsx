import { getInputProps, getSelectProps, useField } from '@conform-to/react';
import { memo } from 'react';
import { CARD_TYPE_NAMES, CARD_TYPES } from '../../../domain/booking/card';
import { useTranslation } from '../../i18n/i18n';
import { SelectField, TextField } from '../ui/field';
import { useErrorText } from './error-text';

interface GuaranteeCard {
  CardType: string;
  CardNumber: string;
  NameOnCard: string;
  ExpirationDate: string;
  SecurityCode: string;
}

const CARD_OPTIONS = CARD_TYPES.map((type) => ({ value: type, label: CARD_TYPE_NAMES[type] }));

/** The card that guarantees the request (nothing is charged): brand, number, holder, expiry and code. */
export const CardFields = memo(function CardFields({ name }: { name: string }) {
  const { t } = useTranslation('booking');
  const fieldError = useErrorText();
  const [meta] = useField<GuaranteeCard>(name);
  const card = meta.getFieldset();
  return (
    <fieldset className="form-section">
      <legend>{t('form.card')}</legend>
      <p className="form-note">{t('form.cardHint')}</p>
      <div className="form-grid">
        <SelectField
          label={`${t('form.CardType')} *`}
          placeholder={t('form.choose')}
          options={CARD_OPTIONS}
          error={fieldError(card.CardType.errors)}
          {...getSelectProps(card.CardType)}
          key={card.CardType.key}
        />
        <TextField
          label={`${t('form.CardNumber')} *`}
          autoComplete="cc-number"
          inputMode="numeric"
          error={fieldError(card.CardNumber.errors)}
          {...getInputProps(card.CardNumber, { type: 'text' })}
          key={card.CardNumber.key}
        />
        <TextField
          label={`${t('form.NameOnCard')} *`}
          autoComplete="cc-name"
          error={fieldError(card.NameOnCard.errors)}
          {...getInputProps(card.NameOnCard, { type: 'text' })}
          key={card.NameOnCard.key}
        />
        <TextField
          label={`${t('form.ExpirationDate')} *`}
          hint={t('form.ExpirationDateHint')}
          autoComplete="cc-exp"
          placeholder={t('form.ExpirationDateHint')}
          error={fieldError(card.ExpirationDate.errors)}
          {...getInputProps(card.ExpirationDate, { type: 'month' })}
          key={card.ExpirationDate.key}
        />
        <TextField
          label={`${t('form.SecurityCode')} *`}
          hint={t('form.SecurityCodeHint')}
          autoComplete="cc-csc"
          inputMode="numeric"
          error={fieldError(card.SecurityCode.errors)}
          {...getInputProps(card.SecurityCode, { type: 'password' })}
          key={card.SecurityCode.key}
        />
      </div>
    </fieldset>
  );
});
