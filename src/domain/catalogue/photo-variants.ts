/**
 * The sizes and formats an uploaded photo is served in (/fotos/<id>/<width>.<format>): always the
 * cards' 16:10, so the page reserves the right space before the picture arrives.
 */
export const PHOTO_WIDTHS = [480, 800, 1200, 1600] as const;
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
export const PHOTO_ASPECT = { width: 16, height: 10 } as const;

const PHOTO_PATH = /^\/fotos\/(\d{1,9})$/;

/** The photo a picture address names (`/fotos/12`), or undefined for an illustration or another picture. */
export function photoId(src: string): number | undefined {
  const match = PHOTO_PATH.exec(src);
  return match ? Number(match[1]) : undefined;
}

export const photoVariant = (id: number, width: PhotoWidth, format: PhotoFormat) =>
  `/fotos/${id}/${width}.${format}`;

/** `srcset` of one format: every width. */
export const photoSrcSet = (id: number, format: PhotoFormat) =>
  PHOTO_WIDTHS.map((width) => `${photoVariant(id, width, format)} ${width}w`).join(', ');

/** An address a crawler or a link preview can fetch as it is: a photo's 1200-pixel JPEG, or the picture itself. */
export function shareablePicture(src: string): string {
  const id = photoId(src);
  return id === undefined ? src : photoVariant(id, 1200, 'jpg');
}
