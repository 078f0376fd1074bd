/**
 * How travellers get from one stay of a combined trip (or stop of a circuit) to the next: by road
 * up to ROAD_TRANSFER_MAX_KM as the crow flies, else on a domestic flight. The road time is an
 * estimate for the visitor (winding coastal roads: 55 km/h on the straight-line distance plus a
 * quarter), rounded to the half hour.
 */
export const ROAD_TRANSFER_MAX_KM = 350;
const ROAD_KM_PER_HOUR = 55;
const ROAD_WINDING = 1.25;

export interface Place {
  latitude: number;
  longitude: number;
}

export type Transfer = { kind: 'road'; km: number; hours: number } | { kind: 'flight'; km: number };

/** Great-circle distance in kilometres. */
export function distanceKm(from: Place, to: Place): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function transferBetween(from: Place, to: Place): Transfer {
  const km = Math.round(distanceKm(from, to));
  if (km > ROAD_TRANSFER_MAX_KM) return { kind: 'flight', km };
  const hours = Math.max(0.5, Math.round(((km * ROAD_WINDING) / ROAD_KM_PER_HOUR) * 2) / 2);
  return { kind: 'road', km, hours };
}
