import { and, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { PHOTO_ASPECT, type PhotoFormat, type PhotoWidth } from '../../domain/catalogue/photo-variants';
import { audit, type Actor } from '../back-office/audit';
import type { Database } from '../db/client';
import { accommodations, destinations, photos } from '../db/schema/catalogue';

/** A photo as uploaded: at most 15 MB, at least as large as the biggest card it fills. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MIN_PHOTO_SIZE = { width: 800, height: 500 } as const;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
/** Kept once, at most this wide. */
const STORED_WIDTH = 2400;
/** Variants made by sharp and kept in memory between requests (the browser and CDNs keep them too). */
const VARIANT_CACHE_BYTES = 48 * 1024 * 1024;

export type PhotoOwner = { kind: 'alojamiento'; id: number } | { kind: 'destino'; code: string };
export type PhotoOutcome =
  | { kind: 'stored'; id: number }
  | { kind: 'refused'; reason: 'type' | 'too-large' | 'too-small' | 'unreadable' | 'owner' };

const OUTPUT: Record<PhotoFormat, { type: string; encode: (image: Sharp) => Sharp }> = {
  avif: { type: 'image/avif', encode: (image) => image.avif({ quality: 52, effort: 4 }) },
  webp: { type: 'image/webp', encode: (image) => image.webp({ quality: 76 }) },
  jpg: {
    type: 'image/jpeg',
    encode: (image) => image.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
  },
};

/** Hotel and destination photos: stored once, normalised, and served resized by sharp. */
export function createPhotos(db: Database) {
  const variants = new Map<string, Buffer>();
  let cached = 0;
  const remember = (key: string, data: Buffer) => {
    variants.set(key, data);
    cached += data.length;
    // The oldest first, like a queue: enough for the photos people are looking at now.
    for (const [old, value] of variants) {
      if (cached <= VARIANT_CACHE_BYTES) break;
      variants.delete(old);
      cached -= value.length;
    }
  };

  return {
    /** Makes a photo the cover of a hotel or a destination (the storefront shows it instead of the illustration). */
    async store(owner: PhotoOwner, data: Buffer, actor: Actor): Promise<PhotoOutcome> {
      if (data.length > MAX_PHOTO_BYTES) return { kind: 'refused', reason: 'too-large' };
      const detected = await fileTypeFromBuffer(data);
      if (!detected || !PHOTO_TYPES.includes(detected.mime)) return { kind: 'refused', reason: 'type' };
      let normalised: { data: Buffer; info: OutputInfo };
      try {
        const image = sharp(data, { limitInputPixels: 80_000_000 }).rotate();
        const { width = 0, height = 0, orientation = 1 } = await image.metadata();
        // EXIF orientations 5 to 8 turn the picture a quarter: its width is then its height.
        const [across, upright] = orientation >= 5 ? [height, width] : [width, height];
        if (across < MIN_PHOTO_SIZE.width || upright < MIN_PHOTO_SIZE.height)
          return { kind: 'refused', reason: 'too-small' };
        normalised = await image
          .resize({ width: STORED_WIDTH, withoutEnlargement: true })
          .jpeg({ quality: 88, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
      } catch {
        return { kind: 'refused', reason: 'unreadable' };
      }
      return db.transaction(async (tx) => {
        const key = owner.kind === 'alojamiento' ? String(owner.id) : owner.code;
        const exists =
          owner.kind === 'alojamiento'
            ? (
                await tx
                  .select({ id: accommodations.id })
                  .from(accommodations)
                  .where(eq(accommodations.id, owner.id))
              ).length
            : (
                await tx
                  .select({ code: destinations.code })
                  .from(destinations)
                  .where(eq(destinations.code, owner.code))
              ).length;
        if (!exists) return { kind: 'refused', reason: 'owner' } as const;
        const [row] = await tx
          .insert(photos)
          .values({
            ownerKind: owner.kind,
            ownerKey: key,
            data: normalised.data,
            width: normalised.info.width,
            height: normalised.info.height,
          })
          .returning({ id: photos.id });
        const url = `/fotos/${row!.id}`;
        if (owner.kind === 'alojamiento')
          await tx.update(accommodations).set({ imageUrl: url }).where(eq(accommodations.id, owner.id));
        else await tx.update(destinations).set({ imageUrl: url }).where(eq(destinations.code, owner.code));
        await audit(tx, actor, {
          action: 'foto.subir',
          entity: owner.kind === 'alojamiento' ? 'alojamiento' : 'destino',
          entityId: key,
          after: { foto: url, ancho: normalised.info.width, alto: normalised.info.height },
        });
        return { kind: 'stored', id: row!.id } as const;
      });
    },

    /** The photos of an owner, newest first (the first is the cover). */
    list: (kind: PhotoOwner['kind'], key: string) =>
      db
        .select({ id: photos.id, width: photos.width, height: photos.height, createdAt: photos.createdAt })
        .from(photos)
        .where(and(eq(photos.ownerKind, kind), eq(photos.ownerKey, key))),

    /** One photo at a card's 16:10, `width` wide, in a format; undefined for no such photo. */
    async variant(id: number, width: PhotoWidth, format: PhotoFormat) {
      const key = `${id}/${width}.${format}`;
      const type = OUTPUT[format].type;
      const kept = variants.get(key);
      if (kept) return { data: kept, type };
      const [photo] = await db.select({ data: photos.data }).from(photos).where(eq(photos.id, id)).limit(1);
      if (!photo) return undefined;
      const data = await OUTPUT[format]
        .encode(
          sharp(photo.data).resize({
            width,
            height: Math.round((width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width),
            fit: 'cover',
            position: sharp.strategy.attention,
          }),
        )
        .toBuffer();
      remember(key, data);
      return { data, type };
    },
  };
}

export type Photos = ReturnType<typeof createPhotos>;
