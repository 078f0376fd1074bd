import { Form } from 'react-router';
import { formatAmount, formatDate, madridDay } from '../../../domain/format';
import type { Translate } from '../../../domain/counted';
import { feeConcept } from '../../../domain/pricing/fees';
import type { Language } from '../../../domain/language';
import type { MyBookingView } from '../../../server/my-booking/my-booking.service';
import { useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';
import { openingHoursText } from '../../../domain/opening-hours';
import { Button } from '../ui/button';

interface TransferDetails {
  accounts: { bank: string; iban: string; bic: string }[];
  proofTo: string;
}

/**
 * What is left to pay, the team's payment orders (each open one with "Pagar con tarjeta"), the
 * payments made, and the other ways to pay: bank transfer with the locator as reference, or the office.
 */
export function BookingPayments({
  view,
  language,
  busy,
  transfer,
}: {
  view: MyBookingView;
  language: Language;
  busy: boolean;
  transfer: TransferDetails;
}) {
  const { t } = useTranslation('myBooking');
  const { site } = useLayout();
  const money = (cents: number) => formatAmount(cents, language);
  const { locator } = view.booking;
  const cancelled = view.booking.status === 'cancelada';
  return (
    <section id="pagos" className="my-booking__section" aria-labelledby="payments-title">
      <h2 id="payments-title">{t('payments.title')}</h2>
      <p className="pending-line">{balanceLine(view, t, money)}</p>

      <h3>{t('payments.ordersTitle')}</h3>
      {view.orders.length === 0 ? (
        <p className="muted">{t('payments.noOrders')}</p>
      ) : (
        <ul className="order-list">
          {view.orders.map((order) => (
            <li key={order.id} className={`order order--${order.status}`}>
              <div className="order__facts">
                <p className="order__ref">{order.ref}</p>
                <p className="order__amount">{money(order.amount)}</p>
                <p className="order__validity">
                  {order.status === 'pagada'
                    ? t('payments.orderPaid')
                    : order.status === 'anulada'
                      ? t('payments.orderCancelled')
                      : order.aboveBalance
                        ? t('payments.aboveBalance')
                        : order.validUntil
                          ? order.payable
                            ? t('payments.validUntil', { date: formatDate(order.validUntil, language) })
                            : t('payments.expired', { date: formatDate(order.validUntil, language) })
                          : t('payments.noDeadline')}
                </p>
              </div>
              {order.payable ? (
                <Form method="post" action={`/vermireserva?idioma=${language}`} className="order__pay">
                  <input type="hidden" name="intent" value="pagar" />
                  <input type="hidden" name="orden" value={order.id} />
                  <Button
                    type="submit"
                    disabled={busy}
                    aria-label={t('payments.payLabel', { ref: order.ref, amount: money(order.amount) })}
                  >
                    {t('payments.pay')}
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="form-note">{t('payments.secure')}</p>

      <h3>{t('payments.madeTitle')}</h3>
      {view.payments.length === 0 ? (
        <p className="muted">{t('payments.noPayments')}</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">{t('payments.madeTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('payments.date')}</th>
              <th scope="col">{t('payments.concept')}</th>
              <th scope="col">{t('payments.method')}</th>
              <th scope="col">{t('payments.reference')}</th>
              <th scope="col" className="data-table__amount">
                {t('payments.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.payments.map((payment) => (
              <tr key={payment.id}>
                <td data-label={t('payments.date')}>{formatDate(madridDay(payment.paidAt), language)}</td>
                <td data-label={t('payments.concept')}>{payment.concept ?? '—'}</td>
                <td data-label={t('payments.method')}>{t(`payments.methods.${payment.method}`)}</td>
                <td data-label={t('payments.reference')}>{payment.reference}</td>
                <td data-label={t('payments.amount')} className="data-table__amount">
                  {money(payment.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <FeesAndRefunds view={view} language={language} />

      {cancelled ? null : (
        <>
          <h3>{t('payments.otherWays')}</h3>
          <div className="pay-ways">
            <div className="pay-way">
              <h4>{t('payments.transferTitle')}</h4>
              <p>{t('payments.transferText', { locator })}</p>
              <ul className="bank-accounts">
                {transfer.accounts.map((account) => (
                  <li key={account.iban}>
                    <strong>{account.bank}</strong>
                    <span className="bank-accounts__iban">{account.iban}</span>
                    <span>BIC {account.bic}</span>
                  </li>
                ))}
              </ul>
              <p className="form-note">{t('payments.transferProof', { email: transfer.proofTo, locator })}</p>
            </div>
            <div className="pay-way">
              <h4>{t('payments.officeTitle')}</h4>
              <p>
                {t('payments.officeText', {
                  address: `${site.officeAddress.street}, ${site.officeAddress.postalCode} ${site.officeAddress.city}`,
                  ...openingHoursText(site.hours.office, language),
                })}
              </p>
            </div>
          </div>
        </>
      )}
    </section>
  );
}

/** The balance in one sentence, either way: left to pay, owed back, or nothing. */
function balanceLine(view: MyBookingView, t: Translate, money: (cents: number) => string) {
  if (view.owedBack > 0) return t('payments.owedBackText', { amount: money(view.owedBack) });
  if (view.pending === 0) return t('payments.nothingPending');
  // A cancelled trip is never paid for: only a fee beyond what was paid can be left.
  return view.booking.status === 'cancelada'
    ? t('payments.feePendingText', { amount: money(view.pending) })
    : t('payments.pendingText', { amount: money(view.pending) });
}

/** Fees charged (cancellation, change) and money given back, each on a line of its own. */
function FeesAndRefunds({ view, language }: { view: MyBookingView; language: Language }) {
  const { t } = useTranslation('myBooking');
  const money = (cents: number) => formatAmount(cents, language);
  if (view.fees.length === 0 && view.refunds.length === 0) return null;
  return (
    <>
      {view.fees.length > 0 ? (
        <>
          <h3>{t('payments.feesTitle')}</h3>
          <table className="data-table">
            <caption className="visually-hidden">{t('payments.feesTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('payments.date')}</th>
                <th scope="col">{t('payments.concept')}</th>
                <th scope="col" className="data-table__amount">
                  {t('payments.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.fees.map((fee) => (
                <tr key={fee.id}>
                  <td data-label={t('payments.date')}>{formatDate(madridDay(fee.createdAt), language)}</td>
                  <td data-label={t('payments.concept')}>{feeConcept(fee, t)}</td>
                  <td data-label={t('payments.amount')} className="data-table__amount">
                    {money(fee.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {view.refunds.length > 0 ? (
        <>
          <h3>{t('payments.refundsTitle')}</h3>
          <table className="data-table">
            <caption className="visually-hidden">{t('payments.refundsTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('payments.date')}</th>
                <th scope="col">{t('payments.concept')}</th>
                <th scope="col">{t('payments.method')}</th>
                <th scope="col">{t('payments.reference')}</th>
                <th scope="col" className="data-table__amount">
                  {t('payments.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.refunds.map((refund) => (
                <tr key={refund.id}>
                  <td data-label={t('payments.date')}>
                    {formatDate(madridDay(refund.refundedAt), language)}
                  </td>
                  <td data-label={t('payments.concept')}>{refund.reason}</td>
                  <td data-label={t('payments.method')}>{t(`payments.refundMethods.${refund.method}`)}</td>
                  <td data-label={t('payments.reference')}>{refund.reference}</td>
                  <td data-label={t('payments.amount')} className="data-table__amount">
                    {money(refund.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </>
  );
}
