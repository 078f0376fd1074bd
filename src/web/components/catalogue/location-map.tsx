import { Link } from 'react-router';

/** A place on the map, in the picture's SVG units (the loader projects it on the server). */
export interface MapPin {
  key: string;
  x: number;
  y: number;
  /** Where the place really is, when its pin was moved aside so as not to cover another. */
  from?: { x: number; y: number };
  /** How many places the pin stands for, when it groups several that would crowd one another. */
  count?: number;
}

export interface MapLabel {
  x: number;
  y: number;
  text: string;
  anchor: 'start' | 'end';
}

/** A drawn map as the loader gives it: the coastline's address, its size, pins and labels. */
export interface MapData {
  src: string;
  width: number;
  height: number;
  pins: MapPin[];
  labels: MapLabel[];
  /** A trip's route through its pins, in order. */
  route?: { x: number; y: number }[];
}

/** The pin's shape with its point at 0,0 and a round head above it. */
const PIN_SHAPE = 'M0 0C-2-5-8-9-8-15a8 8 0 1 1 16 0c0 6-6 10-8 15z';
const HEAD_Y = -15;

/**
 * A map drawn on our server from Natural Earth's coastlines (decision 0014): the land is a
 * cacheable SVG picture, the pins and names are drawn here over it. No third-party tiles, nothing
 * outside the CSP, no inline style. With `links`, each pin is a link (by its key) the keyboard
 * reaches, named after its place; without, the whole map is one image named by `label`.
 */
export function LocationMap({
  map,
  label,
  links,
  className,
}: {
  map: MapData;
  label: string;
  links?: Record<string, { href: string; name: string }>;
  className?: string;
}) {
  const { width, height } = map;
  const interactive = links !== undefined;
  return (
    <svg
      className={['location-map', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role={interactive ? 'group' : 'img'}
      aria-label={label}
    >
      <image href={map.src} width={width} height={height} />
      {map.route ? (
        <polyline
          className="location-map__route"
          points={map.route.map((point) => `${point.x},${point.y}`).join(' ')}
        />
      ) : null}
      {map.pins.map((pin) =>
        pin.from ? (
          <g key={`from-${pin.key}`} className="location-map__leader">
            <line x1={pin.from.x} y1={pin.from.y} x2={pin.x} y2={pin.y} />
            <circle cx={pin.from.x} cy={pin.from.y} r="2.5" />
          </g>
        ) : null,
      )}
      {map.pins.map((pin) => {
        const link = links?.[pin.key];
        const drawing = pin.count ? (
          <g transform={`translate(${pin.x} ${pin.y})`} className="location-map__group">
            <circle className="location-map__pin" r={pin.count > 99 ? 14 : 12} />
            <text className="location-map__count" textAnchor="middle" dy="4">
              {pin.count}
            </text>
          </g>
        ) : (
          <g transform={`translate(${pin.x} ${pin.y})`}>
            <circle className="location-map__ring" cy={HEAD_Y} r="12" />
            <path className="location-map__pin" d={PIN_SHAPE} />
            <circle className="location-map__dot" cy={HEAD_Y} r="3" />
          </g>
        );
        if (!link) return interactive ? null : <g key={pin.key}>{drawing}</g>;
        return (
          <Link key={pin.key} to={link.href} aria-label={link.name} className="location-map__link">
            <title>{link.name}</title>
            {drawing}
          </Link>
        );
      })}
      {map.labels.map((place) => (
        <text
          key={`${place.text}-${place.x}-${place.y}`}
          className="location-map__label"
          x={place.x}
          y={place.y}
          textAnchor={place.anchor}
        >
          {place.text}
        </text>
      ))}
    </svg>
  );
}
