import { BOOKING_LIST_COLUMNS, readOrder } from '../../../domain/back-office/lists';
import { inboxSearchSchema } from '../../../domain/schemas/back-office';
import type { BookingSearch } from '../../../server/booking/booking-inbox.repository';
import { parseForm } from '../../forms.server';

/** The booking list newest first, unless the address asks for another order. */
const NEWEST_FIRST = { by: 'creada', dir: 'desc' } as const;

/**
 * The booking search an address asks for (the inbox's form, its column headers and its CSV link
 * share it): the query for the inbox service, what the form shows back, and the first message of
 * each filter that cannot be read. `agentId` reads "my files".
 */
export function readBookingSearch(params: URLSearchParams, agentId: number) {
  const search = parseForm(params, inboxSearchSchema);
  const value = search.status === 'success' ? search.value : {};
  const order = readOrder(params.get('orden'), BOOKING_LIST_COLUMNS, NEWEST_FIRST);
  const query: BookingSearch & { page?: number } = {
    text: value.q,
    status: value.estado,
    from: value.desde,
    to: value.hasta,
    page: value.pagina,
    assignedTo: value.asignada === 'yo' ? agentId : value.asignada === 'nadie' ? 'none' : value.asignada,
    order,
  };
  return {
    /** A filter that cannot be read lists nothing rather than everything. */
    valid: search.status === 'success',
    searching: Object.entries(value).some(([key, field]) => key !== 'pagina' && field !== undefined),
    query,
    order,
    /** The form's fields as sent (bounded), to show them back and to build the list's links. */
    echo: {
      q: params.get('q')?.slice(0, 120) ?? '',
      estado: value.estado ?? '',
      desde: value.desde ?? params.get('desde')?.slice(0, 10) ?? '',
      hasta: value.hasta ?? params.get('hasta')?.slice(0, 10) ?? '',
      asignada: params.get('asignada')?.slice(0, 12) ?? '',
    },
    errors:
      search.status === 'success'
        ? []
        : Object.values(search.error ?? {}).flatMap((errors) => errors?.slice(0, 1) ?? []),
  };
}
