import { fullPaymentDue, teamContactBy } from '../../../domain/booking/deadlines';
import { formatAmount, formatDate, madridDay } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import type { MyBookingView } from '../../../server/my-booking/my-booking.service';
import { useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';

/** The road a booking travels (section 4); cancelled and alternative-offered leave it. */
const STEPS = ['solicitud', 'prereserva', 'confirmada', 'pagada', 'documentada'] as const;

/** Where the booking stands, in the traveller's words, what happens next and when, and what is left to pay. */
export function BookingStatusCard({ view, language }: { view: MyBookingView; language: Language }) {
  const { t } = useTranslation('myBooking');
  const { site } = useLayout();
  const { booking } = view;
  const reached = STEPS.indexOf(booking.status as (typeof STEPS)[number]);
  const offRoad = reached < 0;
  return (
    <section className={`status-card status-card--${booking.status}`} aria-labelledby="status-title">
      <div className="status-card__main">
        <p className="status-card__label">{t('status.current')}</p>
        <h2 id="status-title" className="status-card__status">
          {t(`status.${booking.status}.label`)}
        </h2>
        <p className="status-card__next">
          {t(`status.${booking.status}.next`, {
            date: formatDate(teamContactBy(madridDay(booking.createdAt)), language),
            payBy: formatDate(fullPaymentDue(booking.departureDate), language),
            phone: site.phone.display,
          })}
        </p>
        {view.paidAhead ? <p className="status-card__next">{t('status.paidAhead')}</p> : null}
        {view.owedBack > 0 ? (
          <p className="status-card__next">
            {t('status.owedBack', { amount: formatAmount(view.owedBack, language) })}
          </p>
        ) : null}
        {offRoad ? null : (
          <ol className="status-steps" aria-label={t('status.stepsLabel')}>
            {STEPS.map((step, index) => (
              <li
                key={step}
                className={index < reached ? 'is-done' : index === reached ? 'is-current' : undefined}
                aria-current={index === reached ? 'step' : undefined}
              >
                {t(`status.${step}.step`)}
              </li>
            ))}
          </ol>
        )}
      </div>
      <dl className="status-card__money">
        <div>
          <dt>{t(booking.status === 'cancelada' ? 'status.totalCancelled' : 'status.total')}</dt>
          <dd>{formatAmount(booking.totalPrice, language)}</dd>
        </div>
        {view.feesTotal > 0 ? (
          <div>
            <dt>{t('status.fees')}</dt>
            <dd>{formatAmount(view.feesTotal, language)}</dd>
          </div>
        ) : null}
        {view.paid > 0 ? (
          <div>
            <dt>{t('status.paid')}</dt>
            <dd>{formatAmount(view.paid, language)}</dd>
          </div>
        ) : null}
        {view.refunded > 0 ? (
          <div>
            <dt>{t('status.refunded')}</dt>
            <dd>{formatAmount(view.refunded, language)}</dd>
          </div>
        ) : null}
        {view.owedBack > 0 ? (
          <div className="status-card__pending">
            <dt>{t('status.owedBackLabel')}</dt>
            <dd data-testid="owed-back">{formatAmount(view.owedBack, language)}</dd>
          </div>
        ) : (
          <div className="status-card__pending">
            <dt>{t('status.pending')}</dt>
            <dd data-testid="pending-balance">{formatAmount(view.pending, language)}</dd>
          </div>
        )}
        <div>
          <dt>{t('status.madeOn')}</dt>
          <dd>{formatDate(madridDay(booking.createdAt), language)}</dd>
        </div>
      </dl>
    </section>
  );
}
