import { promiseState } from '../../../domain/back-office/promise';
import { useTranslation } from '../../i18n/i18n';

/** The 48-hour promise of one inbox item: time left, or overdue in red. */
export function PromiseClock({ dueAt, now }: { dueAt: string; now: string }) {
  const { t } = useTranslation('backOffice');
  const state = promiseState(dueAt, new Date(now));
  const time = t('inbox.duration', { hours: state.hours, minutes: state.minutes });
  return state.overdue ? (
    <span className="bo-clock bo-clock--overdue">{t('inbox.overdue', { time })}</span>
  ) : (
    <span className={`bo-clock${state.hours < 6 ? ' bo-clock--soon' : ''}`}>{t('inbox.left', { time })}</span>
  );
}
