/** What a stopover needs of two flights: where and when the first lands, where and when the next leaves. */
export interface FlightTimes {
  id_estacion_origen: string;
  id_estacion_destino: string;
  conexion: boolean;
  fecha_salida: string;
  hora_salida: string;
  /** The arrival day (YYYY-MM-DD). */
  fecha_regreso: string;
  hora_regreso: string;
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
  if (!next || !flight.conexion || next.id_estacion_origen !== flight.id_estacion_destino) return undefined;
  const wait =
    minutesOf(next.fecha_salida, next.hora_salida) - minutesOf(flight.fecha_regreso, flight.hora_regreso);
  return wait > 0 && wait < 24 * 60 ? wait : undefined;
}

/** A wait as the itinerary writes it: "2 h 05 min", "45 min". */
export function formatWait(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${hours > 0 ? `${hours} h ` : ''}${String(minutes % 60).padStart(hours > 0 ? 2 : 1, '0')} min`;
}
