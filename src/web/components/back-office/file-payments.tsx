import { useNavigation } from 'react-router';
import { formatAmount, formatDate } from '../../../domain/format';
import { OFFICE_METHODS, REFUND_METHODS } from '../../../domain/schemas/back-office';
import { FEE_KINDS, feeConcept } from '../../../domain/pricing/fees';
import type { BookingFileData } from '../../routes/back-office/booking-file';
import type { FileAnswer } from './file-answer';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { Checkbox, SelectField, TextAreaField, TextField } from '../ui/field';
import { ActionNotice } from './action-notice';
import { FeeFields } from './fee-fields';
import { DeskForm } from './desk-form';
import { dateTime } from './dates';

interface Answers {
  price: FileAnswer | undefined;
  order: FileAnswer | undefined;
  cancel: FileAnswer | undefined;
  payment: FileAnswer | undefined;
  fee: FileAnswer | undefined;
  refund: FileAnswer | undefined;
}

/** Payment orders (asked of the traveller, paid by card in Mi reserva) and payments received. */
export function FilePayments({ page, answers }: { page: BookingFileData; answers: Answers }) {
  const { t, language } = useTranslation('backOffice');
  const lng = language ?? 'es';
  const money = (cents: number) => formatAmount(cents, lng);
  const submitting = useNavigation().state === 'submitting';
  const { view } = page;
  const open = view.orders.filter((order) => order.status === 'abierta');
  const cancelled = page.booking.status === 'cancelada';
  const refundMethods = REFUND_METHODS.map((method) => ({
    value: method,
    label: t(`refundMethods.${method}`),
  }));
  return (
    <section className="bo-panel" id="pagos" aria-labelledby="pagos-title">
      <h2 id="pagos-title">{t('file.paymentsTitle')}</h2>
      {view.owedBack > 0 ? (
        <p className="bo-notice bo-notice--error" role="status">
          {t('refunds.toMake', { amount: money(view.owedBack) })}
        </p>
      ) : null}

      {cancelled ? null : (
        <DeskForm intent="precio" className="bo-form bo-form--grid" result={answers.price?.result}>
          {(fields) => (
            <>
              <h3 className="bo-form__title">{t('file.priceTitle')}</h3>
              <ActionNotice answer={answers.price} done={t('file.priceDone')} />
              <TextField
                label={t('file.newTotal')}
                inputMode="decimal"
                maxLength={20}
                hint={t('file.newTotalHint', {
                  total: money(view.booking.totalPrice),
                  paid: money(view.paid),
                })}
                field={fields.precioTotal}
              />
              <TextAreaField
                label={t('file.priceReason')}
                rows={2}
                maxLength={1000}
                hint={t('file.priceReasonHint')}
                field={fields.motivo}
              />
              {view.paid - view.refunded > 0 ? (
                <>
                  <SelectField
                    label={t('file.priceRefundMethod')}
                    placeholder={t('file.priceNoRefund')}
                    options={refundMethods}
                    hint={t('file.priceRefundHint')}
                    field={fields.devolucionForma}
                  />
                  <TextField
                    label={t('file.priceRefundReference')}
                    maxLength={40}
                    field={fields.devolucionReferencia}
                  />
                </>
              ) : null}
              <Button type="submit" disabled={submitting}>
                {t('file.priceSubmit')}
              </Button>
            </>
          )}
        </DeskForm>
      )}

      <h3>{t('file.ordersTitle')}</h3>
      <ActionNotice answer={answers.cancel} done={t('file.orderCancelled')} />
      {view.orders.length === 0 ? (
        <p className="bo-muted">{t('file.noOrders')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('file.orderRef')}</th>
                <th scope="col" className="bo-num">
                  {t('file.amount')}
                </th>
                <th scope="col">{t('file.validUntil')}</th>
                <th scope="col">{t('file.orderStatus')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('file.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.orders.map((order) => (
                <tr key={order.id}>
                  <td>{order.ref}</td>
                  <td className="bo-num">{money(order.amount)}</td>
                  <td>{order.validUntil ? formatDate(order.validUntil, lng) : '—'}</td>
                  <td>
                    {t(`orderStatuses.${order.status}`)}
                    {order.aboveBalance ? (
                      <span className="bo-warning"> · {t('file.aboveBalance')}</span>
                    ) : null}
                  </td>
                  <td>
                    {order.status === 'abierta' ? (
                      <DeskForm intent="anular-orden" result={answers.cancel?.result}>
                        <input type="hidden" name="idOrden" value={order.id} />
                        <Button type="submit" variant="ghost" size="sm" disabled={submitting}>
                          {t('file.cancelOrder', { ref: order.ref })}
                        </Button>
                      </DeskForm>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cancelled ? null : (
        <DeskForm intent="orden" className="bo-form bo-form--grid" result={answers.order?.result}>
          {(fields) => (
            <>
              <h4 className="bo-form__title">{t('file.newOrder')}</h4>
              <ActionNotice answer={answers.order} done={t('file.orderDone')} />
              <TextField
                label={t('file.orderRef')}
                maxLength={60}
                hint={t('file.orderRefHint')}
                field={fields.ref}
              />
              <TextField
                label={t('file.amountEuros')}
                inputMode="decimal"
                maxLength={20}
                hint={t('file.amountHint', { pending: money(view.pending) })}
                field={fields.monto}
              />
              <TextField label={t('file.validUntil')} type="date" field={fields.fechaVigencia} />
              <Button type="submit" disabled={submitting || view.pending === 0}>
                {t('file.orderSubmit')}
              </Button>
            </>
          )}
        </DeskForm>
      )}

      <h3>{t('file.paymentsMade')}</h3>
      {view.payments.length === 0 ? (
        <p className="bo-muted">{t('file.noPayments')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('file.paidAt')}</th>
                <th scope="col">{t('file.method')}</th>
                <th scope="col">{t('file.reference')}</th>
                <th scope="col">{t('file.concept')}</th>
                <th scope="col" className="bo-num">
                  {t('file.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.payments.map((payment) => (
                <tr key={payment.id}>
                  <td>{dateTime(payment.paidAt, language)}</td>
                  <td>{t(`methods.${payment.method}`)}</td>
                  <td>{payment.reference}</td>
                  <td>{payment.concept ?? '—'}</td>
                  <td className="bo-num">{money(payment.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cancelled ? null : (
        <DeskForm
          intent="pago"
          className="bo-form bo-form--grid"
          result={answers.payment?.result}
          defaults={{ forma: OFFICE_METHODS[0] }}
        >
          {(fields) => (
            <>
              <h4 className="bo-form__title">{t('file.newPayment')}</h4>
              <ActionNotice answer={answers.payment} done={t('file.paymentDone')} />
              <TextField
                label={t('file.amountEuros')}
                inputMode="decimal"
                maxLength={20}
                field={fields.importe}
              />
              <SelectField
                label={t('file.method')}
                options={OFFICE_METHODS.map((method) => ({ value: method, label: t(`methods.${method}`) }))}
                hint={t('file.cashHint')}
                field={fields.forma}
              />
              <TextField
                label={t('file.reference')}
                maxLength={40}
                hint={t('file.referenceHint')}
                field={fields.referencia}
              />
              <Checkbox label={t('file.nonResident')} field={fields.noResidente} />
              <SelectField
                label={t('file.forOrder')}
                placeholder={t('file.noOrder')}
                options={open.map((order) => ({
                  value: String(order.id),
                  label: `${order.ref} · ${money(order.amount)}`,
                }))}
                field={fields.idOrden}
              />
              <Button type="submit" disabled={submitting}>
                {t('file.paymentSubmit')}
              </Button>
            </>
          )}
        </DeskForm>
      )}

      <h3>{t('fees.title')}</h3>
      {view.fees.length === 0 ? (
        <p className="bo-muted">{t('fees.none')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('file.paidAt')}</th>
                <th scope="col">{t('file.concept')}</th>
                <th scope="col" className="bo-num">
                  {t('file.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.fees.map((fee) => (
                <tr key={fee.id}>
                  <td>{dateTime(fee.createdAt, language)}</td>
                  <td>{feeConcept(fee, t)}</td>
                  <td className="bo-num">{money(fee.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cancelled ? null : (
        <DeskForm
          intent="gasto"
          className="bo-form bo-form--grid"
          result={answers.fee?.result}
          defaults={{ tipo: FEE_KINDS[0], gastos: 'tabla' }}
        >
          {(fields) => (
            <>
              <h4 className="bo-form__title">{t('fees.new')}</h4>
              <ActionNotice answer={answers.fee} done={t('fees.done')} />
              <SelectField
                label={t('fees.kind')}
                required
                options={FEE_KINDS.map((kind) => ({ value: kind, label: t(`payments.feeKinds.${kind}`) }))}
                field={fields.tipo}
              />
              <FeeFields fields={fields} tableFee={page.cancellationFee} basisLabel={t('fees.basis')} />
              <Button type="submit" disabled={submitting}>
                {t('fees.submit')}
              </Button>
            </>
          )}
        </DeskForm>
      )}

      <h3>{t('refunds.title')}</h3>
      {view.refunds.length === 0 ? (
        <p className="bo-muted">{t('refunds.none')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('file.paidAt')}</th>
                <th scope="col">{t('file.method')}</th>
                <th scope="col">{t('file.reference')}</th>
                <th scope="col">{t('file.concept')}</th>
                <th scope="col" className="bo-num">
                  {t('file.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {view.refunds.map((refund) => (
                <tr key={refund.id}>
                  <td>{dateTime(refund.refundedAt, language)}</td>
                  <td>{t(`refundMethods.${refund.method}`)}</td>
                  <td>{refund.reference}</td>
                  <td>{refund.reason}</td>
                  <td className="bo-num">{money(refund.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeskForm
        intent="devolucion"
        className="bo-form bo-form--grid"
        result={answers.refund?.result}
        defaults={{ forma: REFUND_METHODS[0] }}
      >
        {(fields) => (
          <>
            <h4 className="bo-form__title">{t('refunds.new')}</h4>
            <ActionNotice answer={answers.refund} done={t('refunds.done')} />
            <TextField
              label={t('file.amountEuros')}
              inputMode="decimal"
              maxLength={20}
              hint={t('refunds.amountHint', { amount: money(view.owedBack) })}
              field={fields.importe}
            />
            <SelectField label={t('file.method')} required options={refundMethods} field={fields.forma} />
            <TextField
              label={t('file.reference')}
              maxLength={40}
              hint={t('refunds.referenceHint')}
              field={fields.referencia}
            />
            <TextAreaField label={t('refunds.reason')} rows={2} maxLength={1000} field={fields.motivo} />
            <Button type="submit" disabled={submitting || view.owedBack === 0}>
              {t('refunds.submit')}
            </Button>
          </>
        )}
      </DeskForm>
    </section>
  );
}
