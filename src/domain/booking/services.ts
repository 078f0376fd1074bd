import { addDays } from '../days';
import { splitItinerary } from './itinerary';

/**
 * What a booking sells: a package (flights and one hotel at one price), a combined trip or a circuit
 * (flights and several hotels at one price), or a hotel or flights sold on their own.
 */
export const BOOKING_KINDS = ['package', 'combined', 'circuit', 'hotel', 'flight'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** Kinds whose services share one price: their rooms and price lines belong to the booking. */
export const BUNDLED_KINDS: readonly BookingKind[] = ['package', 'combined', 'circuit'];

export const SERVICE_TYPES = ['flight', 'hotel'] as const;

/**
 * What a service's provider has answered: on request ('RQ', status.ts ON_REQUEST) until confirmed
 * ('OK'), or cancelled ('XX').
 */
export const SERVICE_STATUSES = ['RQ', 'OK', 'XX'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const isKnownServiceStatus = (status: string): status is (typeof SERVICE_STATUSES)[number] =>
  (SERVICE_STATUSES as readonly string[]).includes(status);
export type ServiceType = (typeof SERVICE_TYPES)[number];

/**
 * One service of a booking: a flight journey (its segments) or a hotel stay, each with its dates,
 * supplier and status. `sequence` orders them as they happen; a segment, room or price line names
 * its service by this number.
 */
export interface BookedService {
  sequence: number;
  type: ServiceType;
  startDate: string;
  endDate: string;
  supplierCode: string;
  supplierName: string;
  /** Two letters, as the booking's own statuses ('RQ' on request until the provider confirms). */
  status: string;
  /** The booking team's words for it: the hotel's name, or the journey's stations. */
  description: string;
  accommodationId: number | null;
  nights: number | null;
  mealCode: string | null;
}

export interface ServicesInput {
  departureDate: string;
  returnDate: string;
  supplier: { code: string; name: string };
  /** The stays in order, each with its nights (they follow one another from the departure day). */
  stays: readonly { accommodationId: number; nights: number; mealCode: string; description: string }[];
  hotelStatus: string;
  /** The flight segments as booked, by segment number. */
  segments: readonly {
    segment: number;
    providerCode: string;
    originStation: string;
    destinationStation: string;
    destinationName: string;
    departureDate: string;
    arrivalDate: string;
  }[];
  outboundStatus: string;
  returnStatus: string;
}

/**
 * A booking's services in the order they happen: the outbound journey, each stay, the return
 * journey; and which service each flight segment belongs to. Pure: the storefront's request, the
 * team's change of services and a published API draft all derive them here.
 */
export function bookedServices(input: ServicesInput): {
  services: BookedService[];
  serviceOfSegment: Map<number, number>;
} {
  const segments = [...input.segments].sort((a, b) => a.segment - b.segment);
  const { outbound, inbound } = splitItinerary(segments, input.returnDate);
  const services: Omit<BookedService, 'sequence'>[] = [];
  const serviceOfSegment = new Map<number, number>();
  const journey = (legs: typeof segments, status: string) => {
    const first = legs[0];
    const last = legs.at(-1);
    if (!first || !last) return;
    for (const leg of legs) serviceOfSegment.set(leg.segment, services.length + 1);
    services.push({
      type: 'flight',
      startDate: first.departureDate,
      endDate: last.arrivalDate,
      supplierCode: first.providerCode,
      supplierName: first.providerCode,
      status,
      description: [first.originStation, ...legs.map((leg) => leg.destinationStation)].join(' → '),
      accommodationId: null,
      nights: null,
      mealCode: null,
    });
  };
  journey(outbound, input.outboundStatus);
  // The nights are counted from the departure day, as the booking's own (they end on the return day).
  let checkIn = input.departureDate;
  for (const stay of input.stays) {
    const checkOut = addDays(checkIn, stay.nights);
    services.push({
      type: 'hotel',
      startDate: checkIn,
      endDate: checkOut,
      supplierCode: input.supplier.code,
      supplierName: input.supplier.name,
      status: input.hotelStatus,
      description: stay.description,
      accommodationId: stay.accommodationId,
      nights: stay.nights,
      mealCode: stay.mealCode,
    });
    checkIn = checkOut;
  }
  journey(inbound, input.returnStatus);
  return {
    services: services.map((service, index) => ({ ...service, sequence: index + 1 })),
    serviceOfSegment,
  };
}

/**
 * Why a trip's stays do not fit it, or null when they do: each stay its own place in the order,
 * their nights the trip's, ending by its return day. What a booking system's client publishes is
 * checked here, so no booking shows stays running past its flights home.
 */
export function staysProblem(
  trip: { departureDate: string; returnDate: string; nights: number },
  stays: readonly { sequence: number; nights: number }[],
): string | null {
  if (new Set(stays.map((stay) => stay.sequence)).size < stays.length)
    return 'Hay hoteles con la misma secuencia: cada estancia necesita la suya';
  const nights = stays.reduce((sum, stay) => sum + stay.nights, 0);
  if (nights !== trip.nights)
    return `Las noches de los hoteles (${nights}) no son las de la reserva (duracion ${trip.nights})`;
  if (addDays(trip.departureDate, trip.nights) > trip.returnDate)
    return `La reserva vuelve el ${trip.returnDate}, antes de cumplir sus ${trip.nights} noches desde el ${trip.departureDate}`;
  return null;
}
