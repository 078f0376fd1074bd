/**
 * A booking's life (section 4, from the texts): request, pre-reservation, confirmation by the team
 * within 48 hours, full payment, documents sent; or cancelled; or, when the providers have no room
 * left, an alternative offered (section 1). Stored in the booking's estado.
 */
export const BOOKING_STATUSES = [
  'solicitud',
  'prereserva',
  'confirmada',
  'pagada',
  'documentada',
  'cancelada',
  'alternativa',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Bookings the team still works on: neither cancelled nor finished with the documents sent. */
export const OPEN_STATUSES = [
  'solicitud',
  'prereserva',
  'confirmada',
  'pagada',
  'alternativa',
] as const satisfies readonly BookingStatus[];
/** The search's word for "any open status". */
export const OPEN_FILTER = 'abiertas';
export const INITIAL_BOOKING_STATUS: BookingStatus = 'solicitud';

/**
 * A booking an API client is still writing, step by step (section 7's create calls): no traveller's
 * lookup finds it until the client publishes it, so nobody sees it half-written.
 */
export const DRAFT_STATUS = 'borrador';

/** Flights and hotel of a new request are "on request" until the providers confirm them. */
export const ON_REQUEST = 'RQ';

/** idWeb: the storefront's channel in the booking system. */
export const WEB_ID = 1;

/** The first two characters of the meal plan's first word, upper case (section 3, regimen). */
export function mealCode(mealPlan: string): string {
  return (mealPlan.trim().split(/\s+/)[0] ?? '').slice(0, 2).toUpperCase();
}

/**
 * The status in which a full payment makes the booking "paid": a confirmed one. Before the team
 * confirms the services, money received does not confirm them (the page shows the balance at 0).
 */
export const AWAITING_PAYMENT: readonly BookingStatus[] = ['confirmada'];

/** Statuses before the team has confirmed the services: a full payment then is paid ahead. */
export const BEFORE_CONFIRMATION: readonly BookingStatus[] = ['solicitud', 'prereserva'];
