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
export type TransitionProblem = 'not-allowed' | 'unpaid' | 'no-documents' | 'service-cancelled';

export function transitionProblem(
  from: BookingStatus,
  to: BookingStatus,
  facts: { pendingCents: number; documents: number; cancelledServices?: number },
): TransitionProblem | null {
  if (!NEXT_STATUSES[from].includes(to)) return 'not-allowed';
  // A trip with a flight or stay its supplier cancelled is not confirmed to the traveller: the
  // service is replaced (a change of services) or the booking cancelled first.
  if (to === 'confirmada' && (facts.cancelledServices ?? 0) > 0) return 'service-cancelled';
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
 * when every service is confirmed; on request again ('prereserva') when a confirmed booking has a
 * service back on request or cancelled by its supplier (the team replaces it with a change of
 * services, which writes the services anew, or cancels the booking). A cancelled booking stays
 * cancelled.
 */
export function statusAfterServices(
  current: BookingStatus,
  services: readonly { status: string }[],
): BookingStatus {
  const allConfirmed = services.length > 0 && services.every((service) => service.status === 'OK');
  if (allConfirmed && UNCONFIRMED.includes(current)) return 'confirmada';
  if (!allConfirmed && CONFIRMED.includes(current)) return 'prereserva';
  return current;
}
