import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';
import { formatCents, formatDate } from '../../../domain/format';
import type { ChangeRequestService } from '../../../server/change-requests/change-request.service';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { LocatorAndEmailFields } from '../ui/locator-email-fields';

/** A request as the consult finds it: its state, its estimate and its history. */
export type ChangeRequestStatus = NonNullable<Awaited<ReturnType<ChangeRequestService['consult']>>>;

/** "Consult a request": its code and the e-mail it was sent with, then its state and history. */
export function ConsultPanel({
  result,
  found,
  codigo,
}: {
  /** The consult refused: each field's message, or the request not found (the form's). */
  result: SubmissionResult | undefined;
  found: ChangeRequestStatus | undefined;
  /** The code a link brought (?codigo=). */
  codigo: string;
}) {
  const { t } = useTranslation('changes');
  const [form, fields] = useForm<Record<'codigo' | 'email', string>>({
    id: 'frc-consulta',
    lastResult: result,
    defaultValue: { codigo },
  });
  return (
    <section className="panel change-panel" aria-labelledby="consult-title">
      <h2 id="consult-title" className="panel__title">
        {t('consult.title')}
      </h2>
      <Form method="post" className="form-stack" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="consultar" />
        <p>{t('consult.intro')}</p>
        <LocatorAndEmailFields
          locator={{ label: t('fields.codigo'), field: fields.codigo }}
          email={{ label: t('fields.email'), field: fields.email }}
        />
        {form.errors?.map((key) => (
          <p key={key} className="notice notice--error" role="alert">
            {t(key)}
          </p>
        ))}
        <Button type="submit" variant="secondary">
          {t('consult.submit')}
        </Button>
      </Form>
      {found ? <RequestStatus found={found} /> : null}
    </section>
  );
}

function RequestStatus({ found }: { found: ChangeRequestStatus }) {
  const { t, language } = useTranslation('changes');
  const lang = language ?? 'es';
  return (
    <div className="change-status" role="status">
      <h3>{t('consult.result', { code: found.codigo })}</h3>
      <dl className="change-status__facts">
        <div>
          <dt>{t('consult.status')}</dt>
          <dd>
            <span className="badge">{t(`statuses.${found.estado}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('fields.tipo')}</dt>
          <dd>{t(`types.${found.tipo}`)}</dd>
        </div>
        <div>
          <dt>{t('fields.locata')}</dt>
          <dd>{found.locata}</dd>
        </div>
        <div>
          <dt>{t('fields.destino')}</dt>
          <dd>
            {found.destino} · {formatDate(found.finicio, lang)}
          </dd>
        </div>
        {found.estimate ? (
          <div>
            <dt>{t('estimate.label')}</dt>
            <dd>
              {t('estimate.value', {
                count: found.estimate.daysLeft,
                percent: found.estimate.percent,
                amount: formatCents(found.estimate.cents, lang),
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      <h4>{t('consult.history')}</h4>
      <ol className="change-status__history">
        {found.history.map((event, index) => (
          <li key={index}>
            <strong>{t(`statuses.${event.estado}`)}</strong> · {formatDate(event.fecha.slice(0, 10), lang)}
            {event.nota ? <p>{event.nota}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
