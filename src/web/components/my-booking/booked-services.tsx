import { isKnownServiceStatus } from '../../../domain/booking/services';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import type { MyBookingView } from '../../../server/my-booking/my-booking.service';
import { useTranslation } from '../../i18n/i18n';

/**
 * What the booking sells, in the order it happens: each journey and each stay with its dates,
 * its supplier and whether the provider has confirmed it yet.
 */
export function BookedServices({ view, language }: { view: MyBookingView; language: Language }) {
  const { t } = useTranslation('myBooking');
  if (view.services.length === 0) return null;
  const day = (iso: string) => formatDate(iso, language);
  return (
    <section className="offer-section" aria-labelledby="services-title">
      <h3 id="services-title">{t('trip.services.title')}</h3>
      <ul className="plain-list booked-services">
        {view.services.map((service) => {
          const confirmed = service.status === 'OK';
          return (
            <li key={service.sequence} className="plain-list__row booked-services__row">
              <span>
                <span className="booked-services__type">{t(`trip.services.${service.type}`)}</span>{' '}
                <strong>{service.name}</strong>
                {service.stars ? ` ${'★'.repeat(service.stars)}` : ''}
                <span className="booked-services__facts">
                  {service.startDate === service.endDate
                    ? day(service.startDate)
                    : `${day(service.startDate)} – ${day(service.endDate)}`}
                  {service.nights ? ` · ${t('pdf.nights', { count: service.nights })}` : ''}
                  {service.mealPlan ? ` · ${service.mealPlan}` : ''}
                  {service.supplier ? ` · ${service.supplier}` : ''}
                </span>
              </span>
              <span
                className={`badge booked-services__status${confirmed ? ' booked-services__status--ok' : ''}`}
              >
                {isKnownServiceStatus(service.status)
                  ? t(`trip.services.status.${service.status}`)
                  : service.status}
                {service.status === 'OK' && service.confirmation
                  ? ` · ${t('trip.services.confirmation', { number: service.confirmation })}`
                  : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
