import { useNavigation } from 'react-router';
import { TEAM_CONTACT_HOURS } from '../../../domain/back-office/promise';
import { formatAmount } from '../../../domain/format';
import type { BookingFileData } from '../../routes/back-office/booking-file';
import type { FileAnswer } from './file-answer';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { SelectField, TextAreaField } from '../ui/field';
import { ActionNotice } from './action-notice';
import { DeskForm } from './desk-form';
import { PromiseClock } from './promise-clock';
import { dateTime } from './dates';

/** The file's head: locator, status and money at a glance, and the status change with its note. */
export function FileHeader({ page, answer }: { page: BookingFileData; answer: FileAnswer | undefined }) {
  const { t, language } = useTranslation('backOffice');
  const { booking, view } = page;
  const money = (cents: number) => formatAmount(cents, language ?? 'es');
  const submitting = useNavigation().state === 'submitting';
  // Cancelling settles the money: it has a form of its own (FileCancel).
  const moves = booking.next.filter((status) => status !== 'cancelada');
  return (
    <header className="bo-file__header">
      <div className="bo-file__title">
        <p className="bo-muted">
          <a href="/gestion">{t('nav.inbox')}</a> / {t('file.title')}
        </p>
        <h1 className="bo-title">
          {booking.locator}{' '}
          <span className={`bo-status bo-status--${booking.status}`}>{t(`statuses.${booking.status}`)}</span>
        </h1>
        <p className="bo-muted">
          {t('file.requested', { date: dateTime(booking.createdAt, language) })} ·{' '}
          {t('file.language', { language: booking.language.toUpperCase() })} · {booking.reference}
          {booking.status === 'solicitud' ? (
            <>
              {' '}
              ·{' '}
              <PromiseClock
                dueAt={new Date(
                  new Date(booking.createdAt).getTime() + TEAM_CONTACT_HOURS * 3_600_000,
                ).toISOString()}
                now={page.now}
              />
            </>
          ) : null}
        </p>
      </div>
      <dl className="bo-money">
        <div>
          <dt>{t(booking.status === 'cancelada' ? 'file.totalCancelled' : 'file.total')}</dt>
          <dd>{money(view.booking.totalPrice)}</dd>
        </div>
        {view.feesTotal > 0 ? (
          <div>
            <dt>{t('file.fees')}</dt>
            <dd>{money(view.feesTotal)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('file.paid')}</dt>
          <dd>{money(view.paid)}</dd>
        </div>
        {view.refunded > 0 ? (
          <div>
            <dt>{t('file.refunded')}</dt>
            <dd>{money(view.refunded)}</dd>
          </div>
        ) : null}
        {view.owedBack > 0 ? (
          <div className="bo-money--due">
            <dt>{t('file.owedBack')}</dt>
            <dd data-testid="file-owed-back">{money(view.owedBack)}</dd>
          </div>
        ) : (
          <div className={view.pending > 0 ? 'bo-money--due' : undefined}>
            <dt>{t('file.pending')}</dt>
            <dd data-testid="file-pending">{money(view.pending)}</dd>
          </div>
        )}
      </dl>
      {page.team.erased ? null : (
        <section className="bo-panel bo-status-change" aria-labelledby="cambiar-estado">
          <h2 id="cambiar-estado">{t('file.statusTitle')}</h2>
          <ActionNotice answer={answer} done={t('file.statusDone')} />
          {moves.length === 0 ? (
            <p className="bo-muted">
              {t(booking.status === 'cancelada' ? 'file.statusFinal' : 'file.statusOnlyCancel')}
            </p>
          ) : (
            <DeskForm intent="estado" className="bo-form bo-form--row" result={answer?.result}>
              {(fields) => (
                <>
                  <SelectField
                    label={t('file.newStatus')}
                    required
                    placeholder={t('file.choose')}
                    options={moves.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
                    field={fields.estado}
                  />
                  <TextAreaField
                    label={t('file.statusNote')}
                    rows={2}
                    maxLength={1000}
                    hint={t('file.statusNoteHint')}
                    field={fields.nota}
                  />
                  <Button type="submit" disabled={submitting}>
                    {t('file.statusSubmit')}
                  </Button>
                </>
              )}
            </DeskForm>
          )}
        </section>
      )}
    </header>
  );
}
