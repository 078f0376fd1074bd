import { isKnownServiceStatus } from '../../../domain/booking/services';
import { formatDate } from '../../../domain/format';
import type { BookedServiceView } from '../../../server/my-booking/booked-services';
import { useTranslation } from '../../i18n/i18n';

/** The booking's services for the team: each journey and stay, its dates, supplier and status. */
export function FileServices({ services }: { services: readonly BookedServiceView[] }) {
  const { t, language } = useTranslation('backOffice');
  const lng = language ?? 'es';
  if (services.length === 0) return null;
  return (
    <>
      <h3>{t('file.services.title')}</h3>
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
                  {isKnownServiceStatus(service.status)
                    ? t(`file.services.status.${service.status}`)
                    : service.status}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
