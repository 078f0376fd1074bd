import { partyToSearchParams, type PartyRoom } from '../catalogue/party';
import type { CircuitCategory } from '../catalogue/circuits';
import { isoToCompact } from '../days';

// The offer's address as the pages write it, without zod: the offer page's browser code writes
// links with it. Reading an address back, bounded and repaired, is ./offer-selection (server).

/** An excursion chosen on the offer page, on one of the days it runs. */
export interface ExcursionChoice {
  id: number;
  /** YYYY-MM-DD */
  day: string;
}

/**
 * A combined trip (combinado=<id>) or a circuit in a hotel category (circuito=<id>&categoria=…),
 * whose service names the hotel, origin and length: the address carries neither.
 */
export type TripChoice =
  { kind: 'combined'; id: number } | { kind: 'circuit'; id: number; category: CircuitCategory | undefined };

/** The pages of an offer: its detail and its booking page, by what it is. */
export function offerPaths(trip: TripChoice | undefined): { detail: string; booking: string } {
  if (trip?.kind === 'combined')
    return { detail: '/combinados/detallecombinado', booking: '/combinados/reserva' };
  if (trip?.kind === 'circuit')
    return { detail: '/circuitos/detallecircuito', booking: '/circuitos/reserva' };
  return { detail: '/detalleservicio', booking: '/reserva' };
}

/**
 * What a visitor chose on the offer page, as it travels in the address from the offer page to the
 * booking page and the request form: alojamiento, origen, noches, dia, the party and x=<id>:<YYYYMMDD>.
 */
export interface OfferSelection {
  accommodationId: number;
  origin: string;
  nights: number;
  /** YYYY-MM-DD, or undefined for the cheapest day. */
  day: string | undefined;
  party: PartyRoom[];
  excursions: ExcursionChoice[];
  /** A combined trip or a circuit; its accommodationId is then its service's first hotel. */
  trip?: TripChoice | undefined;
}

/** Writes the excursions as x=<id>:<YYYYMMDD>, in place of any the parameters had. */
export function excursionsToSearchParams(
  excursions: ExcursionChoice[],
  params: URLSearchParams,
): URLSearchParams {
  params.delete('x');
  for (const excursion of excursions) params.append('x', `${excursion.id}:${isoToCompact(excursion.day)}`);
  return params;
}

export function selectionToSearchParams(selection: OfferSelection, language: string): URLSearchParams {
  const { trip } = selection;
  const params = new URLSearchParams(
    trip?.kind === 'combined'
      ? { combinado: String(trip.id) }
      : trip?.kind === 'circuit'
        ? { circuito: String(trip.id), ...(trip.category ? { categoria: trip.category.toLowerCase() } : {}) }
        : {
            alojamiento: String(selection.accommodationId),
            origen: selection.origin,
            noches: String(selection.nights),
          },
  );
  if (selection.day) params.set('dia', isoToCompact(selection.day));
  params.set('idioma', language);
  partyToSearchParams(selection.party, params);
  return excursionsToSearchParams(selection.excursions, params);
}

/** A trip's detail page, on its cheapest day unless one is given. */
export function tripDetailHref(trip: TripChoice, language: string, day?: string): string {
  const params = selectionToSearchParams(
    { accommodationId: 0, origin: '', nights: 0, day, party: [], excursions: [], trip },
    language,
  );
  params.delete('habitaciones'); // no party yet: the page opens with its default one
  return `${offerPaths(trip).detail}?${params.toString()}`;
}
