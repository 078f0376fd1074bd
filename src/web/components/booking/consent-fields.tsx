import { getInputProps, getTextareaProps, useField } from '@conform-to/react';
import { memo } from 'react';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';
import { Checkbox } from '../ui/field';
import { useErrorText } from './error-text';

/** The visitor's comments for the booking team. */
export const CommentField = memo(function CommentField({ name }: { name: string }) {
  const { t } = useTranslation('booking');
  const fieldError = useErrorText();
  const [field] = useField<string>(name);
  const error = fieldError(field.errors);
  return (
    <fieldset className="form-section">
      <legend>{t('form.comments')}</legend>
      <div className="field">
        <label className="field__label" htmlFor={field.id}>
          {t('form.comments')}
        </label>
        <textarea
          className="field__control field__control--area"
          rows={3}
          aria-describedby={`${field.id}-hint`}
          {...getTextareaProps(field)}
          key={field.key}
        />
        <p id={`${field.id}-hint`} className="field__hint">
          {t('form.commentsHint')}
        </p>
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
});

/** The travel and contracting conditions, the privacy policy and the notice on personal data. */
export const ConsentFields = memo(function ConsentFields({
  conditions,
  privacy,
  language,
}: {
  conditions: string;
  privacy: string;
  language: Language;
}) {
  const { t } = useTranslation('booking');
  const { site } = useLayout();
  const fieldError = useErrorText();
  const [generales] = useField<boolean>(conditions);
  const [privacidad] = useField<boolean>(privacy);
  return (
    <fieldset className="form-section">
      <legend>{t('form.conditions')}</legend>
      <details className="conditions-summary">
        <summary>{t('form.conditionsSummary')}</summary>
        <ul>
          {['item1', 'item2', 'item3', 'item4'].map((item) => (
            <li key={item}>{t(`form.conditionsSummaryItems.${item}`)}</li>
          ))}
        </ul>
      </details>
      <Checkbox
        label={`${t('form.CondicionesGenerales')} *`}
        description={<a href={`/home/condiciones?idioma=${language}`}>{t('form.conditionsLink')}</a>}
        error={fieldError(generales.errors)}
        {...getInputProps(generales, { type: 'checkbox' })}
        key={generales.key}
      />
      <Checkbox
        label={`${t('form.CondicionesPrivacidad')} *`}
        description={<a href={`/home/proteccion?idioma=${language}`}>{t('form.privacyLink')}</a>}
        error={fieldError(privacidad.errors)}
        {...getInputProps(privacidad, { type: 'checkbox' })}
        key={privacidad.key}
      />
      <aside className="privacy-notice" aria-labelledby="privacy-notice-title">
        <h2 id="privacy-notice-title">{t('form.privacyNotice')}</h2>
        <p>{t('form.privacyNoticeText', { brand: site.brandName, email: site.customerServiceEmail })}</p>
      </aside>
    </fieldset>
  );
});
