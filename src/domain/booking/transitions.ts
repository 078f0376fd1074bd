import type { BookingStatus } from './status';

/**
 * Where the booking team may move a booking from each status (section 4's lifecycle): forward
 * along request → pre-reservation → confirmed → paid → documents sent, to an alternative when the
 * providers have no room left, and to cancelled from anywhere but cancelled.
 */
export const NEXT_STATUSES: Record<BookingStatus, readonly BookingStatus[]> = {
  solicitud: ['prereserva', 'confirmada', 'alternativa', 'cancelada'],
  prereserva: ['confirmada', 'alternativa', 'cancelada'],
  alternativa: ['prereserva', 'confirmada', 'cancelada'],
  confirmada: ['pagada', 'cancelada'],
  pagada: ['documentada', 'cancelada'],
  documentada: ['cancelada'],
  cancelada: [],
};

/** Why a move is refused, or null when it is allowed. */
export type TransitionProblem = 'not-allowed' | 'unpaid' | 'no-documents';

export function transitionProblem(
  from: BookingStatus,
  to: BookingStatus,
  facts: { pendingCents: number; documents: number },
): TransitionProblem | null {
  if (!NEXT_STATUSES[from].includes(to)) return 'not-allowed';
  // "Paid" means the whole price is in; "documents sent" means the traveller has them in Mi reserva.
  if (to === 'pagada' && facts.pendingCents > 0) return 'unpaid';
  if (to === 'documentada' && facts.documents === 0) return 'no-documents';
  return null;
}
