import { useNavigation } from 'react-router';
import { REPLY_MAX } from '../../../domain/schemas/back-office';
import type { BookingFileData } from '../../routes/back-office/booking-file';
import type { FileAnswer } from './file-answer';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/field';
import { ActionNotice } from './action-notice';
import { DeskForm } from './desk-form';
import { dateTime } from './dates';

/** The thread with the traveller, what waits for an answer, and the reply (e-mailed in their language). */
export function FileMessages({ page, answer }: { page: BookingFileData; answer: FileAnswer | undefined }) {
  const { t, language } = useTranslation('backOffice');
  const submitting = useNavigation().state === 'submitting';
  const waiting = page.messages.some((m) => m.waiting);
  return (
    <section className="bo-panel" id="mensajes" aria-labelledby="mensajes-title">
      <h2 id="mensajes-title">{t('file.messagesTitle')}</h2>
      <ActionNotice
        answer={answer}
        done={answer?.intent === 'atendido' ? t('file.handledDone') : t('file.replyDone')}
      />
      <ol className="bo-thread">
        {page.messages.map((message) => (
          <li
            key={message.id}
            className={`bo-thread__item ${message.fromTeam ? 'bo-thread__item--team' : ''} ${message.waiting ? 'bo-thread__item--waiting' : ''}`}
          >
            <p className="bo-thread__meta">
              {message.fromTeam ? t('file.fromTeam') : t('file.fromTraveller')} ·{' '}
              <time dateTime={message.createdAt}>{dateTime(message.createdAt, language)}</time>
              {message.waiting ? <span className="bo-kind bo-kind--mensaje">{t('file.waiting')}</span> : null}
            </p>
            <p className="bo-thread__text">{message.message}</p>
          </li>
        ))}
      </ol>
      <DeskForm intent="mensaje" className="bo-form" result={answer?.result}>
        {(fields) => (
          <>
            <TextAreaField
              label={t('file.reply')}
              rows={4}
              maxLength={REPLY_MAX}
              hint={t('file.replyHint', { language: page.booking.language.toUpperCase() })}
              field={fields.mensaje}
            />
            <div className="bo-actions">
              <Button type="submit" disabled={submitting}>
                {t('file.replySubmit')}
              </Button>
            </div>
          </>
        )}
      </DeskForm>
      {waiting ? (
        <DeskForm intent="atendido" className="bo-form bo-form--inline" result={answer?.result}>
          <Button type="submit" variant="secondary" size="sm" disabled={submitting}>
            {t('file.markHandled')}
          </Button>
        </DeskForm>
      ) : null}
    </section>
  );
}
