import { createHash } from 'node:crypto';
import { cardSummary } from '../../domain/booking/card';
import type { OfferSelection } from '../../domain/booking/offer-address';
import type { BookingRequest } from '../../domain/schemas/booking-request';

/** JSON with object keys sorted, so equal data always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a form key is bound to: a SHA-256 of the normalised request (the trip chosen, the people,
 * the extras, the card as it is kept: brand, last four, expiry, holder). The same form sent again
 * matches; another request carrying someone else's key does not. The price shown is left out (a
 * confirmed price change sends it again), and so are the card number and its code, which are
 * never kept in any form.
 */
export function submissionFingerprint(selection: OfferSelection, request: BookingRequest): string {
  const { tarjeta, precioMostrado: _shown, ...rest } = request;
  return createHash('sha256')
    .update(canonical({ selection, request: rest, card: cardSummary(tarjeta) }))
    .digest('hex');
}
