/** The parts of a flight segment the booking needs (the catalogue's itinerary, section 3). */
export interface ItinerarySegment {
  destinationStation: string;
  destinationName: string;
  departureDate: string;
}

/**
 * A package's flights split into the outbound legs (before the return day) and the return legs,
 * with the stations where the traveller changes plane on the way (every outbound stop but the
 * last) and on the way back.
 */
export function splitItinerary<T extends ItinerarySegment>(segments: T[], returnDate: string) {
  const outbound = segments.filter((segment) => segment.departureDate < returnDate);
  const inbound = segments.filter((segment) => segment.departureDate >= returnDate);
  const stops = [...outbound.slice(0, -1), ...inbound.slice(0, -1)].map((segment) => segment.destinationName);
  return { outbound, inbound, connections: [...new Set(stops)] };
}

/** What one flight's line says, on the summary PDF and in the request's e-mail. */
export interface FlightLineFacts {
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  originName: string;
  originStation: string;
  destinationName: string;
  destinationStation: string;
  airline: string;
  flightNumber: string;
}

/** "12/03/2027 · Madrid (MAD) 11:50 → Punta Cana (PUJ) 15:05 · Iberia IB6501", "(+1)" on a next-day arrival. */
export function flightLine(flight: FlightLineFacts, day: (iso: string) => string): string {
  const nextDay = flight.arrivalDate > flight.departureDate ? ' (+1)' : '';
  return `${day(flight.departureDate)} · ${flight.originName} (${flight.originStation}) ${flight.departureTime} → ${flight.destinationName} (${flight.destinationStation}) ${flight.arrivalTime}${nextDay} · ${flight.airline} ${flight.flightNumber}`;
}
