import { drawCoastline } from './coastline';
import { mapViewQuery, type MapView } from './map-view';

/**
 * The map's colours, from the design tokens (src/web/styles/tokens.css; a test keeps them equal).
 * The picture is an SVG file shown as an image, where the page's CSS variables do not reach.
 */
export const MAP_COLOURS = {
  /** --color-sea-soft */
  sea: '#ecfeff',
  /** --color-sand */
  land: '#fff7ed',
  /** --color-sea */
  coast: '#0e7490',
} as const;

/** The address of a view's picture, served by the map route. */
export const mapImagePath = (view: MapView) => `/mapas/costa.svg?${mapViewQuery(view)}`;

/** A whole SVG document: sea, then land with its coastline. No script, style or outside reference. */
export function mapImage(view: MapView): string {
  const { width, height } = view;
  const land = drawCoastline(view);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${MAP_COLOURS.sea}"/>` +
    (land
      ? `<path d="${land}" fill="${MAP_COLOURS.land}" stroke="${MAP_COLOURS.coast}" stroke-width="1" stroke-linejoin="round"/>`
      : '') +
    '</svg>'
  );
}

/**
 * Drawn pictures kept by view, the least recently used forgotten past `entries` (a drawing costs
 * tens of milliseconds, a kept one a few KB).
 */
export function createMapImageCache(entries = 256) {
  const kept = new Map<string, string>();
  return {
    get(view: MapView): string {
      const key = mapViewQuery(view);
      const known = kept.get(key);
      if (known !== undefined) {
        kept.delete(key);
        kept.set(key, known);
        return known;
      }
      const image = mapImage(view);
      kept.set(key, image);
      if (kept.size > entries) kept.delete(kept.keys().next().value as string);
      return image;
    },
    get size() {
      return kept.size;
    },
  };
}

export type MapImageCache = ReturnType<typeof createMapImageCache>;
