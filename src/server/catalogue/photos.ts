import { and, asc, eq, isNull, notInArray, sql, type Column } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  type PhotoFormat,
  type PhotoWidth,
} from '../../domain/catalogue/photo-variants';
import { audit, type Actor } from '../back-office/audit';
import type { Database, DatabaseHandle } from '../db/client';
import { accommodations, destinations } from '../db/schema/catalogue';
import { photos, photoVariants } from '../db/schema/catalogue-photos';
import {
  createPhotoEncoder,
  PhotoEncoderBusyError,
  type EncoderLogger,
  type PhotoEncoder,
  type PrepareRefusal,
} from './photo-encoder';

export { MAX_PHOTO_DECODE_SECONDS, MAX_PHOTO_PIXELS, MIN_PHOTO_SIZE } from './photo-encoder';

/** A photo as uploaded: at most 15 MB. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
/** Stored variants kept in memory between requests (browsers and CDNs keep them a year too). */
const VARIANT_CACHE_BYTES = 48 * 1024 * 1024;
/** Photos waiting for the encoder in this process; more wait in the database for the next look. */
const MAX_QUEUED_PHOTOS = 100;
/** How often the database is asked for photos still waiting (another instance ended mid-encode). */
const SWEEP_MS = 5 * 60_000;
/** A photo whose encoding failed is tried again after this, not at once. */
const RETRY_AFTER_FAILURE_MS = 15 * 60_000;
/**
 * On PostgreSQL a photo is claimed by a row lock held while the encoder works on it; the server
 * ends a session left idle in its transaction this long (a process that froze, not one that died:
 * a dead one's connection closes and the lock goes with it).
 */
const CLAIM_IDLE_MS = 5 * 60_000;

const TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

export type PhotoOwner = { kind: 'alojamiento'; id: number } | { kind: 'destino'; code: string };
export type PhotoRefusal = 'type' | 'too-large' | 'owner' | 'busy' | PrepareRefusal;
export type PhotoOutcome = { kind: 'stored'; id: number } | { kind: 'refused'; reason: PhotoRefusal };
/** Where a photo is: waiting for the encoder, or served at every width and format. */
export type PhotoState = { id: number; owner: string; encoded: boolean } | undefined;

const quiet: EncoderLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const ownerKey = (owner: PhotoOwner) => (owner.kind === 'alojamiento' ? String(owner.id) : owner.code);

async function ownerExists(db: Pick<Database, 'select'>, owner: PhotoOwner) {
  const rows =
    owner.kind === 'alojamiento'
      ? await db.select({ id: accommodations.id }).from(accommodations).where(eq(accommodations.id, owner.id))
      : await db
          .select({ code: destinations.code })
          .from(destinations)
          .where(eq(destinations.code, owner.code));
  return rows.length > 0;
}

/** True unless the picture is already a newer photo (`/fotos/<higher id>`): an older encode never wins. */
const olderThan = (imageUrl: Column, id: number) =>
  sql`case when ${imageUrl} ~ '^/fotos/[0-9]{1,9}$' then substring(${imageUrl} from 8)::integer < ${id} else true end`;

/**
 * Hotel and destination photos. An upload is checked and normalised by the encoder process, stored,
 * and encoded once at every width and format in the background; only then does it become its
 * owner's picture. /fotos serves the stored variants and never encodes.
 */
export function createPhotos(database: DatabaseHandle, options: { encoder?: PhotoEncoder } = {}) {
  const { db } = database;
  let log: EncoderLogger = quiet;
  const encoder =
    options.encoder ??
    createPhotoEncoder({
      log: {
        info: (o, m) => log.info(o, m),
        warn: (o, m) => log.warn(o, m),
        error: (o, m) => log.error(o, m),
      },
    });

  // Hot variants, oldest out first; and reads on their way, shared by the requests asking at once.
  const cache = new Map<string, Buffer>();
  let cached = 0;
  const reading = new Map<string, Promise<Buffer | undefined>>();
  const remember = (key: string, data: Buffer) => {
    cache.set(key, data);
    cached += data.length;
    for (const [old, value] of cache) {
      if (cached <= VARIANT_CACHE_BYTES) break;
      cache.delete(old);
      cached -= value.length;
    }
  };

  // The background encoding: photos waiting in this process, those being encoded, and failures.
  const queue = new Set<number>();
  const encoding = new Set<number>();
  const failedAt = new Map<number, number>();
  let started = false;
  let stopped = false;
  let sweepTimer: NodeJS.Timeout | undefined;
  const drainWaiters: (() => void)[] = [];

  const drainedNow = () => queue.size === 0 && encoding.size === 0;
  const notifyDrained = () => {
    if (!drainedNow()) return;
    for (const resolve of drainWaiters.splice(0)) resolve();
  };

  /** Every variant of one photo, one after another (the encoder's other process, if any, takes another photo). */
  async function encodeVariants(source: Buffer) {
    const variants: { width: PhotoWidth; format: PhotoFormat; data: Buffer }[] = [];
    for (const width of PHOTO_WIDTHS)
      for (const format of PHOTO_FORMATS)
        variants.push({ width, format, data: await encoder.variant(source, width, format) });
    return variants;
  }

  /** Stores the variants, marks the photo encoded and makes it its owner's picture, in the caller's transaction. */
  async function save(
    tx: Database,
    photo: { id: number; ownerKind: string; ownerKey: string },
    variants: Awaited<ReturnType<typeof encodeVariants>>,
  ) {
    await tx
      .insert(photoVariants)
      .values(variants.map((variant) => ({ photoId: photo.id, ...variant })))
      .onConflictDoNothing();
    await tx
      .update(photos)
      .set({ encodedAt: sql`now()` })
      .where(eq(photos.id, photo.id));
    const url = `/fotos/${photo.id}`;
    if (photo.ownerKind === 'alojamiento')
      await tx
        .update(accommodations)
        .set({ imageUrl: url })
        .where(
          and(eq(accommodations.id, Number(photo.ownerKey)), olderThan(accommodations.imageUrl, photo.id)),
        );
    else
      await tx
        .update(destinations)
        .set({ imageUrl: url })
        .where(and(eq(destinations.code, photo.ownerKey), olderThan(destinations.imageUrl, photo.id)));
  }

  const waiting = {
    id: photos.id,
    ownerKind: photos.ownerKind,
    ownerKey: photos.ownerKey,
    data: photos.data,
  };

  /**
   * Claims one photo, encodes it and stores the result. On PostgreSQL the claim is a row lock
   * (`FOR UPDATE SKIP LOCKED`) held until the variants are written, so two instances never encode
   * the same photo at once, and an instance that dies mid-encode lets go of it. The embedded
   * database belongs to this process alone: its queue is the claim, and the write checks again.
   */
  async function encodeOne(id: number): Promise<'encoded' | 'taken'> {
    if (database.kind === 'postgres')
      return db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local idle_in_transaction_session_timeout = ${CLAIM_IDLE_MS}`));
        const [photo] = await tx
          .select(waiting)
          .from(photos)
          .where(and(eq(photos.id, id), isNull(photos.encodedAt)))
          .for('update', { skipLocked: true });
        if (!photo) return 'taken';
        await save(tx, photo, await encodeVariants(photo.data));
        return 'encoded';
      });
    const [photo] = await db
      .select(waiting)
      .from(photos)
      .where(and(eq(photos.id, id), isNull(photos.encodedAt)));
    if (!photo) return 'taken';
    const variants = await encodeVariants(photo.data);
    return db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.id, id), isNull(photos.encodedAt)))
        .for('update');
      if (!still) return 'taken' as const;
      await save(tx, photo, variants);
      return 'encoded' as const;
    });
  }

  function pump() {
    while (!stopped && encoding.size < encoder.size && queue.size > 0) {
      const id = queue.values().next().value as number;
      queue.delete(id);
      encoding.add(id);
      const began = Date.now();
      encodeOne(id)
        .then(
          (outcome) => {
            failedAt.delete(id);
            if (outcome === 'encoded') log.info({ photo: id, ms: Date.now() - began }, 'photo encoded');
          },
          (error: unknown) => {
            failedAt.set(id, Date.now());
            if (!stopped) log.error({ err: error, photo: id }, 'photo not encoded; trying again later');
          },
        )
        .finally(() => {
          encoding.delete(id);
          pump();
          notifyDrained();
        });
    }
  }

  function enqueue(id: number) {
    if (!started || stopped || queue.has(id) || encoding.has(id) || queue.size >= MAX_QUEUED_PHOTOS) return;
    queue.add(id);
    pump();
  }

  /** Queues the photos not yet encoded: left by a crash, an instance that stopped, or the queue's bound. */
  async function sweep() {
    const now = Date.now();
    for (const [id, at] of failedAt) if (now - at >= RETRY_AFTER_FAILURE_MS) failedAt.delete(id);
    const skip = [...failedAt.keys(), ...queue, ...encoding];
    const rows = await db
      .select({ id: photos.id })
      .from(photos)
      .where(and(isNull(photos.encodedAt), skip.length > 0 ? notInArray(photos.id, skip) : undefined))
      .orderBy(asc(photos.id))
      .limit(MAX_QUEUED_PHOTOS);
    for (const row of rows) enqueue(row.id);
  }

  return {
    /** Checks a photo and keeps it for a hotel or a destination; it becomes their picture once encoded. */
    async store(owner: PhotoOwner, data: Buffer, actor: Actor): Promise<PhotoOutcome> {
      if (data.length > MAX_PHOTO_BYTES) return { kind: 'refused', reason: 'too-large' };
      const detected = await fileTypeFromBuffer(data);
      if (!detected || !PHOTO_TYPES.includes(detected.mime)) return { kind: 'refused', reason: 'type' };
      if (!(await ownerExists(db, owner))) return { kind: 'refused', reason: 'owner' };
      let prepared;
      try {
        prepared = await encoder.prepare(data);
      } catch (error) {
        if (error instanceof PhotoEncoderBusyError) return { kind: 'refused', reason: 'busy' };
        // The decoder failed on it (or ended while reading it): not a picture we can read.
        log.warn({ err: error }, 'photo upload could not be prepared');
        return { kind: 'refused', reason: 'unreadable' };
      }
      if (!prepared.ok) return { kind: 'refused', reason: prepared.reason };
      const { width, height } = prepared;
      const outcome = await db.transaction(async (tx) => {
        if (!(await ownerExists(tx, owner))) return { kind: 'refused', reason: 'owner' } as const;
        const key = ownerKey(owner);
        const [row] = await tx
          .insert(photos)
          .values({ ownerKind: owner.kind, ownerKey: key, data: prepared.data, width, height })
          .returning({ id: photos.id });
        await audit(tx, actor, {
          action: 'foto.subir',
          entity: owner.kind,
          entityId: key,
          after: { foto: `/fotos/${row!.id}`, ancho: width, alto: height },
        });
        return { kind: 'stored', id: row!.id } as const;
      });
      if (outcome.kind === 'stored') enqueue(outcome.id);
      return outcome;
    },

    /** Whether a photo is still waiting for its variants; undefined for no such photo. */
    async state(id: number): Promise<PhotoState> {
      const [row] = await db
        .select({ id: photos.id, key: photos.ownerKey, encodedAt: photos.encodedAt })
        .from(photos)
        .where(eq(photos.id, id));
      return row && { id: row.id, owner: row.key, encoded: row.encodedAt !== null };
    },

    /** The photos of an owner, newest first (the newest encoded one is the picture). */
    list: (kind: PhotoOwner['kind'], key: string) =>
      db
        .select({
          id: photos.id,
          width: photos.width,
          height: photos.height,
          createdAt: photos.createdAt,
          encodedAt: photos.encodedAt,
        })
        .from(photos)
        .where(and(eq(photos.ownerKind, kind), eq(photos.ownerKey, key)))
        .orderBy(sql`${photos.id} desc`),

    /**
     * One stored variant: a photo at a card's 16:10, `width` wide, in a format. Undefined for no
     * such photo, or one whose variants are not stored yet: nothing is ever encoded here.
     */
    async variant(id: number, width: PhotoWidth, format: PhotoFormat) {
      const key = `${id}/${width}.${format}`;
      const type = TYPES[format];
      const kept = cache.get(key);
      if (kept) return { data: kept, type };
      let read = reading.get(key);
      if (!read) {
        read = db
          .select({ data: photoVariants.data })
          .from(photoVariants)
          .where(
            and(
              eq(photoVariants.photoId, id),
              eq(photoVariants.width, width),
              eq(photoVariants.format, format),
            ),
          )
          .limit(1)
          .then(([row]) => {
            if (row) remember(key, row.data);
            return row?.data;
          })
          .finally(() => reading.delete(key));
        reading.set(key, read);
      }
      const data = await read;
      return data && { data, type };
    },

    /** Starts encoding in the background: what waits in the database now, then each new upload. */
    start(logger: EncoderLogger) {
      if (started) return;
      started = true;
      log = logger;
      const look = () =>
        sweep().catch((error: unknown) => log.warn({ err: error }, 'could not look for photos to encode'));
      void look();
      sweepTimer = setInterval(() => void look(), SWEEP_MS);
      sweepTimer.unref();
    },

    /** Stops encoding (a photo in the middle of it stays waiting for the next start) and the encoder. */
    async stop() {
      stopped = true;
      clearInterval(sweepTimer);
      queue.clear();
      await encoder.close();
      await new Promise<void>((resolve) => {
        drainWaiters.push(resolve);
        notifyDrained();
      });
    },

    /** Resolves when nothing waits to be encoded in this process (tests). */
    drained: () =>
      new Promise<void>((resolve) => {
        drainWaiters.push(resolve);
        notifyDrained();
      }),

    encoder,
  };
}

export type Photos = ReturnType<typeof createPhotos>;
