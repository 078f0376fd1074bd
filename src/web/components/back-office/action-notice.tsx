import type { FileAnswer } from './file-answer';
import { useTranslation } from '../../i18n/i18n';

/** What came of a form of the file: done, or refused with why (field errors show on their fields). */
export function ActionNotice({ answer, done }: { answer: FileAnswer | undefined; done: string }) {
  const { t } = useTranslation('backOffice');
  if (!answer) return null;
  return (
    <OutcomeNotice
      outcome={
        answer.kind === 'done'
          ? { ok: true, text: done }
          : { ok: false, text: answer.kind === 'refused' ? t(`refusals.${answer.reason}`) : t('errors.fix') }
      }
    />
  );
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
