import { useField } from '@conform-to/react';
import { memo } from 'react';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';
import { Checkbox, TextAreaField } from '../ui/field';

/** The visitor's comments for the booking team. */
export const CommentField = memo(function CommentField({ name }: { name: string }) {
  const { t } = useTranslation('booking');
  const [field] = useField<string>(name);
  return (
    <fieldset className="form-section">
      <legend>{t('form.comments')}</legend>
      <TextAreaField label={t('form.comments')} hint={t('form.commentsHint')} rows={3} field={field} />
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
        field={generales}
      />
      <Checkbox
        label={`${t('form.CondicionesPrivacidad')} *`}
        description={<a href={`/home/proteccion?idioma=${language}`}>{t('form.privacyLink')}</a>}
        field={privacidad}
      />
      <aside className="privacy-notice" aria-labelledby="privacy-notice-title">
        <h2 id="privacy-notice-title">{t('form.privacyNotice')}</h2>
        <p>{t('form.privacyNoticeText', { brand: site.brandName, email: site.customerServiceEmail })}</p>
      </aside>
    </fieldset>
  );
});
