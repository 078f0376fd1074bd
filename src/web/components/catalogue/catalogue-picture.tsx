import type { ImgHTMLAttributes } from 'react';
import { photoId, photoSrcSet, photoVariant } from '../../../domain/catalogue/photo-variants';

/**
 * A hotel's or a destination's picture at the cards' 16:10: the agency's photo, when it uploaded
 * one, as AVIF or WebP at the width the screen needs (JPEG for the rest); else the illustration.
 * Width and height are always given, so nothing moves when it arrives.
 */
export function CataloguePicture({
  src,
  sizes,
  className,
  ...image
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'srcSet'> & {
  src: string;
  sizes: string;
}) {
  const id = photoId(src);
  const common = { alt: '', ...image, width: 800, height: 500 };
  if (id === undefined) return <img className={className} src={src} {...common} />;
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(id, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(id, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={photoVariant(id, 800, 'jpg')}
        srcSet={photoSrcSet(id, 'jpg')}
        sizes={sizes}
        {...common}
      />
    </picture>
  );
}

/** How wide the pictures are drawn: a card in the grid, and the offer page's main picture. */
export const CARD_SIZES = '(min-width: 72rem) 22rem, (min-width: 48rem) 45vw, 100vw';
export const HERO_SIZES = '(min-width: 72rem) 44rem, 100vw';
