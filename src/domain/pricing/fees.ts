import type { Translate } from '../counted';
import { estimatedCancellationCost } from './cancellation-costs';

/** What a fee is charged for (section 1: modification and cancellation cost money depending on notice). */
export const FEE_KINDS = ['cancelacion', 'cambio'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

/** How a fee was set: from the conditions' table by days of notice, or by hand with a reason. */
export type FeeBasis = { basis: 'tabla' } | { basis: 'manual'; amount: number; reason: string };

export interface Fee {
  kind: FeeKind;
  basis: 'tabla' | 'manual';
  amount: number;
  daysNotice: number | null;
  percent: number | null;
  reason: string;
}

/**
 * The fee for a trip of `totalCents` with `daysLeft` days of notice: the table's percentage of the
 * total to the cent, as the conditions state it, or the amount set by hand, never more than the
 * trip's total.
 */
export function feeFor(kind: FeeKind, totalCents: number, daysLeft: number, how: FeeBasis): Fee {
  if (how.basis === 'manual')
    return {
      kind,
      basis: 'manual',
      amount: Math.min(how.amount, totalCents),
      daysNotice: null,
      percent: null,
      reason: how.reason,
    };
  const cost = estimatedCancellationCost(totalCents, daysLeft);
  return {
    kind,
    basis: 'tabla',
    amount: Math.min(totalCents, cost.cents),
    daysNotice: cost.daysLeft,
    percent: cost.band.percent,
    reason: '',
  };
}

/** What a fee is for, in the reader's words: the table's percentage and notice, or the reason given. */
export function feeConcept(
  fee: Pick<Fee, 'basis' | 'reason' | 'percent' | 'daysNotice'> & { kind: string },
  t: Translate,
): string {
  const kind = t(`payments.feeKinds.${fee.kind}`);
  return fee.basis === 'tabla'
    ? t('payments.feeByTable', { kind, percent: fee.percent ?? 0, days: fee.daysNotice ?? 0 })
    : `${kind}: ${fee.reason}`;
}
