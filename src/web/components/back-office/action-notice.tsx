import type { FileAnswer } from '../../routes/back-office/booking-file';
import { useTranslation } from '../../i18n/i18n';

/** What came of a form of the file: done, or refused with why (field errors show on their fields). */
export function ActionNotice({ answer, done }: { answer: FileAnswer | undefined; done: string }) {
  const { t } = useTranslation('backOffice');
  if (!answer) return null;
  if (answer.kind === 'done')
    return (
      <p className="bo-notice bo-notice--ok" role="status">
        {done}
      </p>
    );
  if (answer.kind === 'refused')
    return (
      <p className="bo-notice bo-notice--error" role="alert">
        {t(`refusals.${answer.reason}`)}
      </p>
    );
  return (
    <p className="bo-notice bo-notice--error" role="alert">
      {t('errors.fix')}
    </p>
  );
}

/** A field's error of an invalid answer, translated; undefined otherwise. */
export function useFieldError(answer: FileAnswer | undefined) {
  const { t } = useTranslation('backOffice');
  return (name: string) => {
    const key = answer?.kind === 'invalid' ? answer.errors[name] : undefined;
    return key ? t(key) : undefined;
  };
}

/** What came of a page's form, said as done (a status) or refused (an alert); nothing without one. */
export function OutcomeNotice({ outcome }: { outcome: { ok: boolean; text: string } | undefined }) {
  if (!outcome) return null;
  return (
    <p
      className={`bo-notice ${outcome.ok ? 'bo-notice--ok' : 'bo-notice--error'}`}
      role={outcome.ok ? 'status' : 'alert'}
    >
      {outcome.text}
    </p>
  );
}
