/**
 * The photo encoder process (forked by photo-encoder.ts; built to build/app/photo-encoder.js): it
 * answers one job at a time over its IPC channel and has its own libuv and libvips threads, so
 * encoding never takes a thread from the server's requests or its password hashing. It writes no
 * logs: failures go back to the server, which logs them.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_ASPECT, type PhotoFormat } from '../../domain/catalogue/photo-variants';
import type { EncoderOutcome, EncoderReply, EncoderRequest } from './photo-encoder';

/** Kept once, at most this wide. */
const STORED_WIDTH = 2400;

// One thread of libvips per image; libaom (AVIF) keeps its own few threads.
sharp.concurrency(1);
// Every job is a new picture: nothing to gain from libvips' operation cache.
sharp.cache(false);

const OUTPUT: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 52, effort: 4 }),
  webp: (image) => image.webp({ quality: 76 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

type Outcome = EncoderOutcome;

const isTimeout = (error: unknown) => error instanceof Error && /timeout/i.test(error.message);

async function prepare(job: Extract<EncoderRequest, { op: 'prepare' }>): Promise<Outcome> {
  let header: Metadata;
  try {
    // The header only: no pixel is decoded, so no limit yet (sharp would refuse it as unreadable).
    header = await sharp(job.source, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const { width = 0, height = 0, orientation = 1 } = header;
  // Counted from the header, before anything is decoded.
  if (width * height > job.maxPixels) return { ok: false, reason: 'too-many-pixels' };
  // EXIF orientations 5 to 8 turn the picture a quarter: its width is then its height.
  const [across, upright] = orientation >= 5 ? [height, width] : [width, height];
  if (across < job.minSize.width || upright < job.minSize.height) return { ok: false, reason: 'too-small' };
  try {
    const { data, info } = await sharp(job.source, { limitInputPixels: job.maxPixels })
      .timeout({ seconds: job.seconds })
      .rotate()
      .resize({ width: STORED_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data, width: info.width, height: info.height };
  } catch (error) {
    return { ok: false, reason: isTimeout(error) ? 'too-slow' : 'unreadable' };
  }
}

async function variant(job: Extract<EncoderRequest, { op: 'variant' }>): Promise<Outcome> {
  const height = Math.round((job.width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width);
  const { data, info } = await OUTPUT[job.format](
    sharp(job.source)
      .timeout({ seconds: job.seconds })
      .resize({ width: job.width, height, fit: 'cover', position: sharp.strategy.attention }),
  ).toBuffer({ resolveWithObject: true });
  return { ok: true, data, width: info.width, height: info.height };
}

process.on('message', (job: EncoderRequest) => {
  const work = job.op === 'prepare' ? prepare(job) : variant(job);
  void work
    .catch((error: unknown): Outcome => ({
      ok: false,
      reason: 'failed',
      message: error instanceof Error ? error.message.slice(0, 500) : String(error),
    }))
    .then((outcome) => process.send?.({ ...outcome, seq: job.seq, pid: process.pid } as EncoderReply));
});

// The server went away (or let this process go): nothing more will come.
process.on('disconnect', () => process.exit(0));
