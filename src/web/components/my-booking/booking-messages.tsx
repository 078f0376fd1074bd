import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { MESSAGE_MAX_LENGTH } from '../../../domain/schemas/my-booking';
import { LOCALES } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import type { MyBookingView } from '../../../server/my-booking/my-booking.service';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/field';

/** A message refused: invalid (its error on the field) or one too many; either way it comes back as written. */
export type MessageAnswer = { kind: 'message-invalid' | 'message-too-many'; result: SubmissionResult };

const timeFormat = (language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  });

/** The thread with the booking team, as plain text, and a form to write to it. */
export function BookingMessages({
  view,
  language,
  answer,
  sent,
}: {
  view: MyBookingView;
  language: Language;
  answer: { kind: string } | undefined;
  /** The page after a message was sent (the address says so). */
  sent: boolean;
}) {
  const { t } = useTranslation('myBooking');
  const sending = useNavigation().formData?.get('intent') === 'mensaje';
  const own = answer as MessageAnswer | undefined;
  const format = timeFormat(language);
  return (
    <section id="mensajes" className="my-booking__section" aria-labelledby="messages-title">
      <h2 id="messages-title">{t('messages.title')}</h2>
      {view.messages.length === 0 ? (
        <p className="muted">{t('messages.none')}</p>
      ) : (
        <ol className="message-thread">
          {view.messages.map((message) => (
            <li
              key={message.id}
              className={
                message.automatic
                  ? 'message message--web'
                  : message.fromTeam
                    ? 'message message--team'
                    : 'message message--traveller'
              }
            >
              <p className="message__meta">
                <strong>
                  {message.automatic
                    ? t('messages.web')
                    : message.fromTeam
                      ? t('messages.team')
                      : t('messages.you')}
                </strong>{' '}
                · <time dateTime={message.createdAt}>{format.format(new Date(message.createdAt))}</time>
              </p>
              <p className="message__text">
                {message.automatic ? t('messages.requestSent') : message.message}
              </p>
            </li>
          ))}
        </ol>
      )}
      {sent && !own ? (
        <p className="notice notice--success" role="status">
          {t('messages.sent')}
        </p>
      ) : null}
      {own?.kind === 'message-too-many' ? (
        <p className="notice notice--error" role="alert">
          {t('messages.tooMany')}
        </p>
      ) : null}
      <MessageForm key={view.messages.length} language={language} result={own?.result} sending={sending} />
    </section>
  );
}

/** A message to the team; a refused one comes back as it was written, with its error. */
function MessageForm({
  language,
  result,
  sending,
}: {
  language: Language;
  result: SubmissionResult | undefined;
  sending: boolean;
}) {
  const { t } = useTranslation('myBooking');
  const [form, fields] = useForm<{ mensaje: string }>({ id: 'mr', lastResult: result });
  return (
    <Form
      method="post"
      className="form-stack"
      action={`/vermireserva?idioma=${language}`}
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="mensaje" />
      <TextAreaField
        label={t('messages.write')}
        hint={t('messages.hint', { max: MESSAGE_MAX_LENGTH })}
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        field={fields.mensaje}
      />
      <Button type="submit" disabled={sending}>
        {sending ? t('messages.sending') : t('messages.send')}
      </Button>
    </Form>
  );
}
