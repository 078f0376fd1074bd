import { partyFromSearchParams, partyToSearchParams, type PartyRoom } from '../catalogue/party';
import { DEFAULT_ORIGIN_CITY } from '../constants';
import { compactToIso, isoToCompact } from '../days';

/** Section 9: 7 nights unless another length is chosen. */
export const DEFAULT_NIGHTS = 7;

/** An excursion chosen on the offer page, on one of the days it runs. */
export interface ExcursionChoice {
  id: number;
  /** YYYY-MM-DD */
  day: string;
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
}

export function excursionsFromSearchParams(params: URLSearchParams): ExcursionChoice[] {
  return params.getAll('x').flatMap((value) => {
    const [id, compact] = value.split(':');
    const day = compactToIso(compact ?? null);
    return /^\d+$/.test(id ?? '') && day ? [{ id: Number(id), day }] : [];
  });
}

/** The selection in an address, or null when it names no accommodation. */
export function selectionFromSearchParams(params: URLSearchParams): OfferSelection | null {
  const accommodationId = Number(params.get('alojamiento'));
  if (!Number.isInteger(accommodationId) || accommodationId <= 0) return null;
  const nights = Number(params.get('noches'));
  return {
    accommodationId,
    origin: (params.get('origen') ?? DEFAULT_ORIGIN_CITY.code).toUpperCase().slice(0, 3),
    nights: Number.isInteger(nights) && nights > 0 ? nights : DEFAULT_NIGHTS,
    day: compactToIso(params.get('dia')),
    party: partyFromSearchParams(params),
    excursions: excursionsFromSearchParams(params),
  };
}

export function selectionToSearchParams(selection: OfferSelection, language: string): URLSearchParams {
  const params = new URLSearchParams({
    alojamiento: String(selection.accommodationId),
    origen: selection.origin,
    noches: String(selection.nights),
  });
  if (selection.day) params.set('dia', isoToCompact(selection.day));
  params.set('idioma', language);
  partyToSearchParams(selection.party, params);
  for (const excursion of selection.excursions)
    params.append('x', `${excursion.id}:${isoToCompact(excursion.day)}`);
  return params;
}
