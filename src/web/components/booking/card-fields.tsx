import { getSelectProps, useField, useFormMetadata, type FieldMetadata } from '@conform-to/react';
import { memo, useId } from 'react';
import { CARD_TYPE_NAMES, CARD_TYPES, EXPIRY_MONTHS, expiryYears } from '../../../domain/booking/card';
import { monthName } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { FieldMessages, SelectField, TextField } from '../ui/field';
import { useErrorText } from '../ui/error-text';

interface GuaranteeCard {
  CardType: string;
  CardNumber: string;
  NameOnCard: string;
  ExpirationMonth: string;
  ExpirationYear: string;
  ExpirationDate: string;
  SecurityCode: string;
}

const CARD_OPTIONS = CARD_TYPES.map((type) => ({ value: type, label: CARD_TYPE_NAMES[type] }));

/** The card that guarantees the request (nothing is charged): brand, number, holder, expiry and code. */
export const CardFields = memo(function CardFields({
  name,
  language,
  today,
}: {
  name: string;
  language: Language;
  /** The form's today (YYYY-MM-DD): the expiry's years start with its year. */
  today: string;
}) {
  const { t } = useTranslation('booking');
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
          field={card.CardType}
        />
        <TextField
          label={`${t('form.CardNumber')} *`}
          autoComplete="cc-number"
          inputMode="numeric"
          field={card.CardNumber}
        />
        <TextField label={`${t('form.NameOnCard')} *`} autoComplete="cc-name" field={card.NameOnCard} />
        <ExpiryFields
          month={card.ExpirationMonth}
          year={card.ExpirationYear}
          expiry={card.ExpirationDate}
          language={language}
          today={today}
        />
        <TextField
          label={`${t('form.SecurityCode')} *`}
          hint={t('form.SecurityCodeHint')}
          autoComplete="cc-csc"
          inputMode="numeric"
          field={card.SecurityCode}
          type="password"
        />
      </div>
    </fieldset>
  );
});

/**
 * The card's expiry as two selects, month ("03 · marzo", named in the visitor's language) and
 * year (this year and the next 15), under one legend and with one message. The rules check
 * ExpirationDate (YYYY-MM), which the shared schema builds from both, here and on the server.
 */
function ExpiryFields({
  month,
  year,
  expiry,
  language,
  today,
}: {
  month: FieldMetadata<string>;
  year: FieldMetadata<string>;
  expiry: FieldMetadata<string>;
  language: Language;
  today: string;
}) {
  const { t } = useTranslation('booking');
  const fieldError = useErrorText();
  const form = useFormMetadata();
  const errorId = `${useId()}-error`;
  const error = fieldError(month.errors) ?? fieldError(year.errors) ?? fieldError(expiry.errors) ?? undefined;
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };

  // Once both are chosen, the expiry they make is checked (not in the past) as a field of its own.
  function checkExpiry(event: React.ChangeEvent<HTMLSelectElement>) {
    const elements = event.currentTarget.form?.elements;
    const chosen = (name: string) => (elements?.namedItem(name) as HTMLSelectElement | null)?.value;
    if (chosen(month.name) && chosen(year.name)) form.validate({ name: expiry.name });
  }

  return (
    <fieldset className={`field field--group ${error ? 'field--invalid' : ''}`}>
      <legend className="field__label">{`${t('form.ExpirationDate')} *`}</legend>
      <div className="expiry">
        <label className="visually-hidden" htmlFor={month.id}>
          {t('form.ExpirationMonth')}
        </label>
        <select
          {...getSelectProps(month)}
          key={month.key}
          autoComplete="cc-exp-month"
          className="field__control field__control--select"
          onChange={checkExpiry}
          {...described}
        >
          <option value="">{t('form.expiryMonthPlaceholder')}</option>
          {EXPIRY_MONTHS.map((value, index) => (
            <option key={value} value={value}>
              {`${value} · ${monthName(index + 1, language)}`}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={year.id}>
          {t('form.ExpirationYear')}
        </label>
        <select
          {...getSelectProps(year)}
          key={year.key}
          autoComplete="cc-exp-year"
          className="field__control field__control--select"
          onChange={checkExpiry}
          {...described}
        >
          <option value="">{t('form.expiryYearPlaceholder')}</option>
          {expiryYears(today).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <FieldMessages errorId={errorId} error={error} />
    </fieldset>
  );
}
