import { useNavigation } from 'react-router';
import { isKnownServiceStatus, SERVICE_STATUSES } from '../../../domain/booking/services';
import { formatDate } from '../../../domain/format';
import type { BookedServiceView } from '../../../server/my-booking/booked-services';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { SelectField, TextField } from '../ui/field';
import { ActionNotice } from './action-notice';
import type { FileAnswer } from './file-answer';
import { DeskForm } from './desk-form';

/**
 * The booking's services for the team: each journey and stay, its dates, supplier and status, and
 * the supplier's answer for each (status, confirmation number, option or deadline date).
 */
export function FileServices({
  services,
  editable,
  answer,
}: {
  services: readonly BookedServiceView[];
  editable: boolean;
  answer: FileAnswer | undefined;
}) {
  const { t, language } = useTranslation('backOffice');
  const lng = language ?? 'es';
  const submitting = useNavigation().state === 'submitting';
  if (services.length === 0) return null;
  const statusLabel = (status: string) =>
    isKnownServiceStatus(status) ? t(`file.services.status.${status}`) : status;
  return (
    <>
      <h3>{t('file.services.title')}</h3>
      <ActionNotice
        answer={answer}
        done={
          answer?.kind === 'done' && services.every((s) => s.status !== 'RQ')
            ? t('file.services.doneConfirmed')
            : t('file.services.done')
        }
      />
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              {(['service', 'dates', 'supplier', 'status'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(`file.services.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {services.map((service) => (
              <tr key={service.sequence}>
                <th scope="row">
                  {t(`file.services.${service.type}`)} · {service.name}
                  {service.stars ? ` (${service.stars}*)` : ''}
                  {service.destination ? ` · ${service.destination}` : ''}
                  {service.mealPlan ? ` · ${service.mealPlan}` : ''}
                </th>
                <td>
                  {formatDate(service.startDate, lng)}
                  {service.endDate === service.startDate ? '' : ` → ${formatDate(service.endDate, lng)}`}
                  {service.nights ? ` · ${t('file.nights', { count: service.nights })}` : ''}
                </td>
                <td>{service.supplier || '—'}</td>
                <td>
                  {statusLabel(service.status)}
                  {service.confirmation
                    ? ` · ${t('file.services.confirmationShort', { number: service.confirmation })}`
                    : ''}
                  {service.deadline
                    ? ` · ${t('file.services.deadlineShort', { date: formatDate(service.deadline, lng) })}`
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editable
        ? services.map((service) => (
            <DeskForm
              key={service.sequence}
              intent="servicio-estado"
              className="bo-form bo-form--row"
              aria-label={`${t('file.services.answer')}: ${t(`file.services.${service.type}`)} · ${service.name}`}
            >
              {(fields) => (
                <>
                  <input type="hidden" name="servicio" value={service.sequence} />
                  <SelectField
                    label={`${t('file.services.statusLabel')} · ${service.name}`}
                    required
                    defaultValue={service.status}
                    options={SERVICE_STATUSES.map((status) => ({
                      value: status,
                      label: statusLabel(status),
                    }))}
                    field={fields.estado}
                  />
                  <TextField
                    label={t('file.services.confirmation')}
                    maxLength={40}
                    defaultValue={service.confirmation ?? ''}
                    field={fields.confirmacion}
                  />
                  <TextField
                    label={t('file.services.deadline')}
                    type="date"
                    defaultValue={service.deadline ?? ''}
                    field={fields.limite}
                  />
                  <Button type="submit" size="sm" disabled={submitting}>
                    {t('file.services.save')}
                  </Button>
                </>
              )}
            </DeskForm>
          ))
        : null}
    </>
  );
}
