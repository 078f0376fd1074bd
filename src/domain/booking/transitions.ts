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

/** Statuses of a booking whose services the suppliers have confirmed. */
const CONFIRMED: readonly BookingStatus[] = ['confirmada', 'pagada', 'documentada'];
/** Statuses of a booking still waiting for its services' confirmation. */
const UNCONFIRMED: readonly BookingStatus[] = ['solicitud', 'prereserva', 'alternativa'];

/**
 * The booking's status once its services have answered (issue: per-service status): confirmed
 * when every service still standing is confirmed; on request again ('prereserva') when a
 * confirmed booking has a service back on request (a change of services, a supplier's answer).
 * Cancelled services are left out; a cancelled booking stays cancelled.
 */
export function statusAfterServices(
  current: BookingStatus,
  services: readonly { status: string }[],
): BookingStatus {
  const standing = services.filter((service) => service.status !== 'XX');
  const allConfirmed = standing.length > 0 && standing.every((service) => service.status === 'OK');
  if (allConfirmed && UNCONFIRMED.includes(current)) return 'confirmada';
  if (!allConfirmed && CONFIRMED.includes(current)) return 'prereserva';
  return current;
}
