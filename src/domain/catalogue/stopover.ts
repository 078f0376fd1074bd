/** What a stopover needs of two flights: where and when the first lands, where and when the next leaves. */
export interface FlightTimes {
  originStation: string;
  destinationStation: string;
  connection: boolean;
  departureDate: string;
  departureTime: string;
  /** The arrival day (YYYY-MM-DD). */
  arrivalDate: string;
  arrivalTime: string;
}

const minutesOf = (day: string, time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return Date.parse(`${day}T00:00:00Z`) / 60_000 + hours * 60 + minutes;
};

/**
 * The wait, in minutes, between a connecting flight and the next one when that one leaves from
 * where the first landed within a day; undefined when the two are not a stopover (the way home).
 */
export function stopoverMinutes(flight: FlightTimes, next: FlightTimes | undefined): number | undefined {
  if (!next || !flight.connection || next.originStation !== flight.destinationStation) return undefined;
  const wait =
    minutesOf(next.departureDate, next.departureTime) - minutesOf(flight.arrivalDate, flight.arrivalTime);
  return wait > 0 && wait < 24 * 60 ? wait : undefined;
}

/** A wait as the itinerary writes it: "2 h 05 min", "45 min". */
export function formatWait(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${hours > 0 ? `${hours} h ` : ''}${String(minutes % 60).padStart(hours > 0 ? 2 : 1, '0')} min`;
}
