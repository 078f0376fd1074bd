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
