import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { hugePng, photoLikeJpeg } from '../../../tests/helpers/pictures';
import {
  createPhotoEncoder,
  MAX_PHOTO_PIXELS,
  PhotoEncoderBusyError,
  PhotoEncoderError,
  type PhotoEncoder,
} from './photo-encoder';

describe('the photo encoder', () => {
  let encoder: PhotoEncoder | undefined;
  afterEach(async () => {
    await encoder?.close();
    encoder = undefined;
  });

  it('prepares an upload in a process of its own: upright, at most 2400 px wide, without metadata', async () => {
    encoder = createPhotoEncoder();
    // Taken with the camera on its side: 2000 × 3000 stored, EXIF orientation 6 (turn a quarter).
    const sideways = await sharp(await photoLikeJpeg(2000, 3000))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const prepared = await encoder.prepare(sideways);
    if (!prepared.ok) throw new Error(prepared.reason);
    expect(prepared.pid).not.toBe(process.pid);
    expect(encoder.stats().pids).toEqual([prepared.pid]);
    expect([prepared.width, prepared.height]).toEqual([2400, 1600]);
    const meta = await sharp(prepared.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 2400, 1600, undefined]);
    const variant = await encoder.variant(prepared.data, 480, 'webp');
    expect(await sharp(variant).metadata()).toMatchObject({ format: 'webp', width: 480, height: 300 });
  });

  it('refuses from its header a picture of more than 40 megapixels, and a small or unreadable one', async () => {
    encoder = createPhotoEncoder();
    const bomb = hugePng(12_000, 8_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(12_000 * 8_000).toBeGreaterThan(MAX_PHOTO_PIXELS);
    expect(await encoder.prepare(bomb)).toEqual({ ok: false, reason: 'too-many-pixels' });
    expect(await encoder.prepare(hugePng(600, 400))).toEqual({ ok: false, reason: 'too-small' });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2_000, 7)]);
    expect(await encoder.prepare(broken)).toEqual({ ok: false, reason: 'unreadable' });
    // A picture just within the bound is read.
    expect((await encoder.prepare(hugePng(8_000, 5_000))).ok).toBe(true);
  });

  it('fails the job of a process that dies, and starts another for the next job', async () => {
    encoder = createPhotoEncoder();
    const prepared = await encoder.prepare(await photoLikeJpeg(2400, 1500));
    if (!prepared.ok) throw new Error(prepared.reason);
    const working = encoder.variant(prepared.data, 1600, 'avif');
    await expect.poll(() => encoder!.stats().running).toBe(1);
    process.kill(prepared.pid, 'SIGKILL');
    await expect(working).rejects.toBeInstanceOf(PhotoEncoderError);
    const again = await encoder.prepare(hugePng(1_000, 700));
    if (!again.ok) throw new Error(again.reason);
    expect(again.pid).not.toBe(prepared.pid);
    expect(encoder.stats()).toMatchObject({ restarts: 1, pids: [again.pid], running: 0, waiting: 0 });
  });

  it('lets a bounded number of jobs wait, uploads before background work', async () => {
    encoder = createPhotoEncoder({ maxWaiting: 1 });
    const source = await photoLikeJpeg(2400, 1500);
    const order: string[] = [];
    const first = encoder.variant(source, 800, 'jpg').then(() => order.push('first'));
    const waiting = encoder.variant(source, 480, 'jpg').then(() => order.push('background'));
    await expect(encoder.variant(source, 480, 'webp')).rejects.toBeInstanceOf(PhotoEncoderBusyError);
    const upload = encoder.prepare(source).then(() => order.push('upload'));
    await Promise.all([first, waiting, upload]);
    expect(order).toEqual(['first', 'upload', 'background']);
    expect(encoder.stats()).toMatchObject({ jobs: 3, waiting: 0, running: 0 });
  });
});
