/**
 * A booking's money in both directions (section 3, "pending balance"), in cents. What the
 * traveller owes is the trip's total (nothing once it is cancelled) plus the fees charged
 * (cancellation, change); what they have given is what they paid less what was refunded. The
 * difference is either left to pay or owed back to them, never both.
 */
export interface MoneyFacts {
  total: number;
  cancelled: boolean;
  fees: number;
  paid: number;
  refunded: number;
}

export interface BookingAccount {
  /** What the traveller owes in all: the trip (unless cancelled) and the fees. */
  owed: number;
  /** Left to pay. */
  pending: number;
  /** Paid beyond what is owed (a cancellation, a lower price, an order paid twice): to refund. */
  owedBack: number;
}

export function bookingAccount(facts: MoneyFacts): BookingAccount {
  const owed = (facts.cancelled ? 0 : facts.total) + facts.fees;
  const kept = facts.paid - facts.refunded;
  return { owed, pending: Math.max(0, owed - kept), owedBack: Math.max(0, kept - owed) };
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
