import { useNavigation } from 'react-router';
import { formatAmount } from '../../../domain/format';
import { bookingAccount } from '../../../domain/pricing/balance';
import type { BookingFileData } from '../../routes/back-office/booking-file';
import type { FileAnswer } from './file-answer';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { Checkbox, TextAreaField } from '../ui/field';
import { ActionNotice } from './action-notice';
import { FeeFields } from './fee-fields';
import { DeskForm } from './desk-form';

/**
 * Cancelling the booking, which settles it: the fee by the conditions' table (its figure for today
 * shown) or set by hand with a reason, charged from what was paid; the rest is owed back.
 */
export function FileCancel({ page, answer }: { page: BookingFileData; answer: FileAnswer | undefined }) {
  const { t, language } = useTranslation('backOffice');
  const money = (cents: number) => formatAmount(cents, language ?? 'es');
  const submitting = useNavigation().state === 'submitting';
  const { booking, view, cancellationFee: fee } = page;
  // Erased on request: nothing more is done with it.
  if (page.team.erased) return null;
  if (booking.status === 'cancelada')
    return answer?.kind === 'done' ? (
      <section className="bo-panel" id="cancelar" aria-labelledby="cancelar-title">
        <h2 id="cancelar-title">{t('cancel.title')}</h2>
        <ActionNotice answer={answer} done={t('cancel.done')} />
      </section>
    ) : null;
  const kept = view.paid - view.refunded;
  // The account once cancelled with this fee, by the one rule every screen uses.
  const after = bookingAccount({
    total: view.booking.totalPrice,
    cancelled: true,
    fees: view.feesTotal + fee.amount,
    paid: view.paid,
    refunded: view.refunded,
  });
  return (
    <section className="bo-panel" id="cancelar" aria-labelledby="cancelar-title">
      <h2 id="cancelar-title">{t('cancel.title')}</h2>
      <p className="bo-muted">
        {t('cancel.intro', {
          percent: fee.percent ?? 0,
          days: fee.daysNotice ?? 0,
          fee: money(fee.amount),
          paid: money(kept),
          back: money(after.owedBack),
        })}
      </p>
      <DeskForm intent="cancelar" className="bo-form bo-form--grid" result={answer?.result}>
        {(fields) => (
          <>
            <ActionNotice answer={answer} done={t('cancel.done')} />
            <FeeFields fields={fields} tableFee={fee} basisLabel={t('cancel.basis')} />
            <TextAreaField label={t('cancel.note')} rows={2} maxLength={1000} field={fields.nota} />
            <Checkbox label={t('cancel.confirm', { locator: booking.locator })} field={fields.confirmar} />
            <Button type="submit" variant="danger" disabled={submitting}>
              {t('cancel.submit')}
            </Button>
          </>
        )}
      </DeskForm>
    </section>
  );
}
