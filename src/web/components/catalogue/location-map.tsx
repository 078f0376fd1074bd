/** Bounds of the drawn area: the Caribbean and Bahia, in degrees. */
const BOUNDS = { west: -90, east: -35, north: 27, south: -16 } as const;
const WIDTH = 550;
const HEIGHT = 430;

/**
 * A small locally drawn map (no third-party tiles, so no tracking and nothing outside the CSP)
 * with the destination's pin, and a link to a full map for whoever wants one.
 */
export function LocationMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
  label: string;
}) {
  const x = ((longitude - BOUNDS.west) / (BOUNDS.east - BOUNDS.west)) * WIDTH;
  const y = ((BOUNDS.north - latitude) / (BOUNDS.north - BOUNDS.south)) * HEIGHT;
  return (
    <svg
      className="location-map"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
    >
      <rect width={WIDTH} height={HEIGHT} fill="#e0f2fe" />
      {Array.from({ length: 10 }, (_, i) => (
        <line key={`v${i}`} x1={(i * WIDTH) / 10} y1="0" x2={(i * WIDTH) / 10} y2={HEIGHT} stroke="#bae6fd" />
      ))}
      {Array.from({ length: 8 }, (_, i) => (
        <line key={`h${i}`} x1="0" y1={(i * HEIGHT) / 8} x2={WIDTH} y2={(i * HEIGHT) / 8} stroke="#bae6fd" />
      ))}
      <circle cx={x} cy={y} r="26" fill="#f97316" opacity=".18" />
      <path d={`M${x} ${y}c-9-13-15-21-15-28a15 15 0 0 1 30 0c0 7-6 15-15 28z`} fill="#c2410c" />
      <circle cx={x} cy={y - 29} r="5.5" fill="#fff" />
    </svg>
  );
}
