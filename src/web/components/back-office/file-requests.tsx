import { useNavigation } from 'react-router';
import { formatAmount } from '../../../domain/format';
import { CHANGE_REQUEST_ANSWERS } from '../../../domain/schemas/back-office';
import type { BookingFileData } from '../../routes/back-office/booking-file';
import type { FileAnswer } from './file-answer';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { SelectField, TextAreaField } from '../ui/field';
import { ActionNotice } from './action-notice';
import { DeskForm } from './desk-form';
import { dateTime } from './dates';

/** The booking's modify/cancel requests and their answers (e-mailed to whoever sent them). */
export function FileRequests({ page, answer }: { page: BookingFileData; answer: FileAnswer | undefined }) {
  const { t, language } = useTranslation('backOffice');
  const submitting = useNavigation().state === 'submitting';
  if (page.changes.length === 0) return null;
  return (
    <section className="bo-panel" id="solicitudes" aria-labelledby="solicitudes-title">
      <h2 id="solicitudes-title">{t('file.requestsTitle')}</h2>
      <ActionNotice answer={answer} done={t('file.requestDone')} />
      {page.changes.map((change) => (
        <article key={change.code} className="bo-request">
          <h3>
            {t(`inbox.changeType.${change.type}`)} {change.code}{' '}
            <span className="bo-status">{t(`changeStatuses.${change.status}`)}</span>
          </h3>
          <p className="bo-muted">
            {change.applicant} · {change.email} · {change.phone} · {dateTime(change.createdAt, language)}
          </p>
          <p>{change.reason}</p>
          {change.estimate !== null ? (
            <p className="bo-muted">
              {t('file.estimate', {
                percent: change.percent ?? 0,
                amount: formatAmount(change.estimate, language ?? 'es'),
              })}
            </p>
          ) : null}
          {change.status === 'cerrada' ? null : (
            <DeskForm intent="cambio" className="bo-form bo-form--row" result={answer?.result}>
              {(fields) => (
                <>
                  <input type="hidden" name="codigo" value={change.code} />
                  <SelectField
                    label={t('file.requestStatus')}
                    options={CHANGE_REQUEST_ANSWERS.map((status) => ({
                      value: status,
                      label: t(`changeStatuses.${status}`),
                    }))}
                    field={fields.estado}
                  />
                  <TextAreaField
                    label={t('file.requestNote')}
                    rows={2}
                    maxLength={1000}
                    field={fields.nota}
                  />
                  <Button type="submit" disabled={submitting}>
                    {t('file.requestSubmit')}
                  </Button>
                </>
              )}
            </DeskForm>
          )}
        </article>
      ))}
    </section>
  );
}
