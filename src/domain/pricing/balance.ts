/**
 * What is left to pay on a booking (section 3, "pending balance"): its total less what has been
 * paid, in cents, never below zero (an overpayment is the team's to refund, not a negative debt).
 */
export function pendingBalance(totalCents: number, paidCents: readonly number[]): number {
  const paid = paidCents.reduce((sum, amount) => sum + amount, 0);
  return Math.max(0, totalCents - paid);
}

/**
 * A payment order can be paid while it is open, its validity date (if any) has not passed and it
 * asks for no more than is left to pay (an order above the balance is the team's to correct).
 */
export function isPayable(
  order: { status: string; validUntil: string | null; amount: number },
  today: string,
  pendingCents: number,
): boolean {
  return (
    order.status === 'abierta' &&
    (order.validUntil === null || order.validUntil >= today) &&
    order.amount <= pendingCents
  );
}
