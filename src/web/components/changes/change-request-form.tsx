import { getCollectionProps, getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from 'react-router';
import { isoToDisplayDate } from '../../../domain/days';
import { formatCents } from '../../../domain/format';
import { LANGUAGE_NAMES } from '../../../domain/language';
import { CHANGE_TYPES } from '../../../domain/schemas/change-types';
import type { BookingForChange } from '../../../server/change-requests/change-request.service';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { Checkbox, FieldError, TextAreaField, TextField } from '../ui/field';

/** A required field's label: the asterisk the form's note explains, not read out (the field says it is required). */
function Required({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true"> *</span>
    </>
  );
}

function CancellationEstimate({ booking }: { booking: BookingForChange }) {
  const { t, language } = useTranslation('changes');
  const { cancellation } = booking;
  return (
    <div className="notice cancellation-estimate">
      <p className="cancellation-estimate__title">{t('estimate.title')}</p>
      <p>
        {t('estimate.text', {
          count: cancellation.daysLeft,
          percent: cancellation.percent,
          amount: formatCents(cancellation.cents, language ?? 'es'),
        })}
      </p>
      <p className="form-note">
        {t('estimate.note')}{' '}
        <Link to="/home/condiciones#modificaciones-anulaciones">{t('estimate.tableLink')}</Link>
      </p>
    </div>
  );
}

/** The request's fields, named as the specification names them. */
type ChangeRequestField =
  | 'tipo'
  | 'condiciones'
  | 'destino'
  | 'finicio'
  | 'reclamante'
  | 'telefono'
  | 'telefonoalt'
  | 'email'
  | 'email2'
  | 'emailalt'
  | 'motivo';

/**
 * Step two of "Create new request": the booking found, and the request itself (section 5). Its
 * fields start with the booking's destination and day and the e-mail it was found with; a refused
 * request comes back as it was sent, with each field's message.
 */
export function ChangeRequestForm({
  booking,
  emailReserva,
  result,
}: {
  booking: BookingForChange;
  /** The e-mail the booking was looked up with: it goes with the request, unseen. */
  emailReserva: string;
  result: SubmissionResult | undefined;
}) {
  const { t, language } = useTranslation('changes');
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<Record<ChangeRequestField, string>>({
    id: 'frc',
    lastResult: result,
    defaultValue: {
      destino: booking.destino,
      finicio: isoToDisplayDate(booking.finicio),
      email: emailReserva,
      email2: emailReserva,
    },
  });
  return (
    <Form method="post" className="form-stack change-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="enviar" />
      <input type="hidden" name="locata" value={booking.locata} />
      <input type="hidden" name="emailReserva" value={emailReserva} />
      <p className="notice notice--success" role="status">
        {t('create.found')}
      </p>
      <div className="form-grid">
        <TextField
          label={t('fields.locata')}
          id="frc-locata-found"
          value={booking.locata}
          disabled
          readOnly
        />
        <TextField
          label={t('fields.idioma')}
          id="frc-idioma"
          value={LANGUAGE_NAMES[language ?? 'es']}
          readOnly
        />
      </div>
      <fieldset
        className="choice-group"
        aria-describedby={fields.tipo.errors ? fields.tipo.errorId : undefined}
      >
        <legend className="field__label">
          <Required>{t('fields.tipo')}</Required>
        </legend>
        {getCollectionProps(fields.tipo, {
          type: 'radio',
          options: [...CHANGE_TYPES],
          ariaAttributes: false,
        }).map(({ key, ...radio }) => (
          <label key={key} className="choice">
            <input {...radio} />
            <span>{t(`types.${radio.value}`)}</span>
          </label>
        ))}
        <FieldError field={fields.tipo} />
      </fieldset>
      <div className="cancellation-box">
        <CancellationEstimate booking={booking} />
        <Checkbox label={t('fields.condiciones')} field={fields.condiciones} />
      </div>
      <div className="form-grid">
        <TextField
          label={<Required>{t('fields.destino')}</Required>}
          aria-required
          maxLength={120}
          field={fields.destino}
        />
        <TextField
          label={<Required>{t('fields.finicio')}</Required>}
          aria-required
          hint={t('fields.finicioHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          field={fields.finicio}
        />
      </div>
      <TextField
        label={<Required>{t('fields.reclamante')}</Required>}
        aria-required
        autoComplete="name"
        maxLength={140}
        field={fields.reclamante}
      />
      <div className="form-grid">
        <TextField
          label={<Required>{t('fields.telefono')}</Required>}
          aria-required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          field={fields.telefono}
        />
        <TextField
          label={t('fields.telefonoalt')}
          type="tel"
          inputMode="tel"
          maxLength={20}
          field={fields.telefonoalt}
        />
        <TextField
          label={<Required>{t('fields.email')}</Required>}
          aria-required
          type="email"
          autoComplete="email"
          maxLength={120}
          field={fields.email}
        />
        <TextField
          label={<Required>{t('fields.email2')}</Required>}
          aria-required
          type="email"
          autoComplete="email"
          maxLength={120}
          field={fields.email2}
        />
        <TextField label={t('fields.emailalt')} type="email" maxLength={120} field={fields.emailalt} />
      </div>
      <TextAreaField
        label={<Required>{t('fields.motivo')}</Required>}
        aria-required
        hint={t('fields.motivoHint')}
        maxLength={2000}
        field={fields.motivo}
      />
      <p className="form-note">{t('create.required')}</p>
      <div className="button-row">
        <Button type="submit" disabled={busy}>
          {busy ? t('create.sending') : t('create.submit')}
        </Button>
        <Link className="btn btn--ghost btn--md" to="/home/solicitudfrc">
          {t('create.otherLocator')}
        </Link>
      </div>
    </Form>
  );
}
