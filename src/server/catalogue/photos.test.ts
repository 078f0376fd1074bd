import { randomBytes, scrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hugePng, photoLikeJpeg } from '../../../tests/helpers/pictures';
import { createTestDatabase, testDatabaseKinds } from '../../../tests/helpers/test-database';
import { PHOTO_FORMATS, PHOTO_WIDTHS } from '../../domain/catalogue/photo-variants';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { buildApp } from '../http/app';
import { registerPhotos } from '../http/plugins/photos';
import { importCatalogue, readCatalogueFiles } from './import/catalogue-import';
import { exampleCatalogue } from './seed/example-catalogue';
import { createPhotoEncoder, type PhotoEncoder } from './photo-encoder';
import { createPhotos, MAX_PHOTO_PIXELS } from './photos';

const ACTOR = { id: null, email: 'photos.test' };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const hash = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/** The real encoder, counting its calls; variants wait for `open()` while the gate is shut. */
function watchedEncoder(real: PhotoEncoder) {
  let open = () => undefined as void;
  let gate = Promise.resolve();
  const calls = { prepare: 0, variant: 0 };
  const encoder: PhotoEncoder = {
    size: real.size,
    stats: () => real.stats(),
    close: async () => undefined,
    prepare: (source) => {
      calls.prepare += 1;
      return real.prepare(source);
    },
    variant: async (source, width, format) => {
      calls.variant += 1;
      await gate;
      return real.variant(source, width, format);
    },
  };
  return {
    encoder,
    calls,
    shut: () => (gate = new Promise<void>((resolve) => (open = resolve))),
    open: () => open(),
  };
}

describe.each(testDatabaseKinds)('photos on %s', (kind) => {
  let database: DatabaseHandle;
  const real = createPhotoEncoder();
  const example = exampleCatalogue(new Date().toISOString().slice(0, 10));
  const hotel = example.accommodations![0] as { id: number };
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const pictureOf = async (id: number) =>
    (await rows<{ image_url: string | null }>(sql`select image_url from accommodations where id = ${id}`))[0]!
      .image_url;
  const storedVariants = (photo: number) =>
    rows<{ width: number; format: string; data: Buffer }>(
      sql`select width, format, data from photo_variants where photo_id = ${photo} order by width, format`,
    );
  /** /fotos as the app registers it, over a photos service of its own (its own cache). */
  const web = (photos: ReturnType<typeof createPhotos>) => {
    const app = Fastify();
    registerPhotos(app, photos);
    return app;
  };
  let photoId = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const read = readCatalogueFiles([{ name: 'catalogue.json', content: JSON.stringify(example) }]);
    const outcome = await importCatalogue(database.db, read.catalogue, ACTOR);
    if (outcome.kind !== 'imported') throw new Error('the example catalogue was not imported');
  }, 60_000);

  afterAll(async () => {
    await real.close();
    await database?.close();
  });

  it('encodes an upload at every width and format in the background, in another process, and only then makes it the picture', async () => {
    const watched = watchedEncoder(real);
    const photos = createPhotos(database, { encoder: watched.encoder });
    photos.start(quiet);
    const before = await pictureOf(hotel.id);
    expect(before ?? 'illustration').not.toMatch(/^\/fotos\//);
    watched.shut();
    const stored = await photos.store(
      { kind: 'alojamiento', id: hotel.id },
      await photoLikeJpeg(1600, 1000),
      ACTOR,
    );
    if (stored.kind !== 'stored') throw new Error(stored.reason);
    photoId = stored.id;
    // Stored, waiting for its variants: the hotel keeps its picture, and /fotos has nothing to show.
    expect(await photos.state(stored.id)).toEqual({ id: stored.id, owner: String(hotel.id), encoded: false });
    expect(await pictureOf(hotel.id)).toBe(before);
    expect(await storedVariants(stored.id)).toEqual([]);
    expect((await web(photos).inject({ url: `/fotos/${stored.id}/800.jpg` })).statusCode).toBe(404);
    const [audit] = await rows<{ after: { foto: string } }>(
      sql`select after from audit_log where action = 'foto.subir' and entity_id = ${String(hotel.id)}`,
    );
    expect(audit!.after.foto).toBe(`/fotos/${stored.id}`);

    watched.open();
    await photos.drained();
    expect(await photos.state(stored.id)).toMatchObject({ encoded: true });
    expect(await pictureOf(hotel.id)).toBe(`/fotos/${stored.id}`);
    const variants = await storedVariants(stored.id);
    expect(variants.map((v) => `${v.width}.${v.format}`).sort()).toEqual(
      PHOTO_WIDTHS.flatMap((width) => PHOTO_FORMATS.map((format) => `${width}.${format}`)).sort(),
    );
    for (const variant of variants) {
      const meta = await sharp(variant.data).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, (variant.width * 10) / 16]);
      expect(meta.format).toBe(
        variant.format === 'jpg' ? 'jpeg' : variant.format === 'avif' ? 'heif' : 'webp',
      );
      expect(meta.exif).toBeUndefined();
    }
    // One preparation and one encode per variant, all in the encoder's process.
    expect(watched.calls).toEqual({ prepare: 1, variant: PHOTO_WIDTHS.length * PHOTO_FORMATS.length });
    expect(real.stats().pids).toHaveLength(1);
    expect(real.stats().pids).not.toContain(process.pid);
    await photos.stop();
  }, 120_000);

  it('serves 20 requests at once for one variant from the stored bytes, and encodes nothing', async () => {
    const watched = watchedEncoder(real);
    const photos = createPhotos(database, { encoder: watched.encoder });
    const jobs = real.stats().jobs;
    const [stored] = (await storedVariants(photoId)).filter((v) => v.width === 1600 && v.format === 'avif');
    const app = web(photos);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ url: `/fotos/${photoId}/1600.avif` })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/avif');
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.rawPayload.equals(stored!.data)).toBe(true);
    }
    expect(watched.calls).toEqual({ prepare: 0, variant: 0 });
    expect(real.stats().jobs).toBe(jobs);
  });

  it('answers 404 for an unknown width or format, an unknown photo or one not encoded yet, and encodes nothing', async () => {
    const watched = watchedEncoder(real);
    // Not started: what it stores stays waiting for its variants.
    const photos = createPhotos(database, { encoder: watched.encoder });
    const waiting = await photos.store(
      { kind: 'alojamiento', id: hotel.id },
      await photoLikeJpeg(1200, 800),
      ACTOR,
    );
    if (waiting.kind !== 'stored') throw new Error(waiting.reason);
    const jobs = real.stats().jobs;
    const app = web(photos);
    for (const url of [
      `/fotos/${photoId}/801.avif`,
      `/fotos/${photoId}/2400.jpg`,
      `/fotos/${photoId}/800.png`,
      `/fotos/${photoId}/800.gif`,
      `/fotos/${photoId}/800`,
      `/fotos/999999/800.avif`,
      `/fotos/0/800.avif`,
      `/fotos/${waiting.id}/800.avif`,
      `/fotos/${waiting.id}/480.jpg`,
    ]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      // Nobody keeps the 404 of a photo that may be encoded in a minute.
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    expect(watched.calls).toEqual({ prepare: 1, variant: 0 });
    expect(real.stats().jobs).toBe(jobs);
    // The hotel still shows the photo encoded before.
    expect(await pictureOf(hotel.id)).toBe(`/fotos/${photoId}`);
  }, 120_000);

  it('refuses at upload a photo of more than 40 megapixels, read from its header, and stores nothing', async () => {
    const photos = createPhotos(database, { encoder: watchedEncoder(real).encoder });
    const count = async () =>
      Number((await rows<{ n: number }>(sql`select count(*) as n from photos`))[0]!.n);
    const before = await count();
    const bomb = hugePng(12_000, 8_000);
    expect(12_000 * 8_000).toBeGreaterThan(MAX_PHOTO_PIXELS);
    expect(await photos.store({ kind: 'alojamiento', id: hotel.id }, bomb, ACTOR)).toEqual({
      kind: 'refused',
      reason: 'too-many-pixels',
    });
    expect(await photos.store({ kind: 'alojamiento', id: hotel.id }, hugePng(600, 400), ACTOR)).toEqual({
      kind: 'refused',
      reason: 'too-small',
    });
    expect(await photos.store({ kind: 'alojamiento', id: 1 }, bomb, ACTOR)).toEqual({
      kind: 'refused',
      reason: 'owner',
    });
    expect(await count()).toBe(before);
    // The back office names the bound, in both its languages.
    for (const language of ['es', 'en']) {
      const texts = JSON.parse(
        readFileSync(path.join(import.meta.dirname, `../../locales/${language}/backOffice.json`), 'utf8'),
      ) as { photos: { refused: Record<string, string> } };
      expect(texts.photos.refused['too-many-pixels']).toContain('40');
    }
  });

  it('answers /healthz and checks a password while the encoder works, which it does in another process', async () => {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CATALOGUE: 'none' }),
      database: { ...database, close: async () => {} },
    });
    await app.ready();
    try {
      const stored = await app.services.photos.store(
        { kind: 'alojamiento', id: hotel.id },
        await photoLikeJpeg(1600, 1000),
        ACTOR,
      );
      if (stored.kind !== 'stored') throw new Error(stored.reason);
      await expect.poll(() => app.services.photos.encoder.stats().running, { timeout: 20_000 }).toBe(1);
      const health = await app.inject({ url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(await hash('una contraseña larga', randomBytes(16), 64)).toHaveLength(64);
      const { pids } = app.services.photos.encoder.stats();
      expect(pids).toHaveLength(1);
      expect(pids[0]).not.toBe(process.pid);
      await app.services.photos.drained();
      expect(await pictureOf(hotel.id)).toBe(`/fotos/${stored.id}`);
    } finally {
      await app.close();
    }
  }, 120_000);

  // Two instances share PostgreSQL only (the embedded database belongs to one process).
  if (kind === 'postgres')
    it('lets two instances take the photos left waiting at start, never the same one twice at once', async () => {
      // Two more photos left waiting, as a crash mid-encode or rows from before this change leave them.
      const [source] = await rows<{ data: Buffer }>(sql`select data from photos where id = ${photoId}`);
      const left = await rows<{ id: number }>(
        sql`insert into photos (owner_kind, owner_key, data, width, height) values ('alojamiento', ${String(hotel.id)}, ${source!.data}, 2400, 1600), ('alojamiento', ${String(hotel.id)}, ${source!.data}, 2400, 1600) returning id`,
      );
      const [{ n: waiting }] = (await rows<{ n: number }>(
        sql`select count(*) as n from photos where encoded_at is null`,
      )) as [{ n: number }];
      const secondEncoder = createPhotoEncoder();
      const first = watchedEncoder(real);
      const second = watchedEncoder(secondEncoder);
      const one = createPhotos(database, { encoder: first.encoder });
      const other = createPhotos(database, { encoder: second.encoder });
      try {
        first.shut();
        one.start(quiet);
        // The first instance holds the oldest photo (its row locked) while it encodes it.
        await expect.poll(() => first.calls.variant).toBe(1);
        second.shut();
        other.start(quiet);
        await expect.poll(() => second.calls.variant).toBe(1);
        first.open();
        second.open();
        await Promise.all([one.drained(), other.drained()]);
        // Each waiting photo was encoded once, by one instance or the other: 12 variants each.
        expect(first.calls.variant + second.calls.variant).toBe(
          Number(waiting) * PHOTO_WIDTHS.length * PHOTO_FORMATS.length,
        );
        expect(Number(waiting)).toBeGreaterThanOrEqual(2);
        for (const { id } of left) {
          expect(await storedVariants(Number(id))).toHaveLength(PHOTO_WIDTHS.length * PHOTO_FORMATS.length);
          expect(await one.state(Number(id))).toMatchObject({ encoded: true });
        }
        // The newest photo is the picture, whichever instance finished last.
        expect(await pictureOf(hotel.id)).toBe(`/fotos/${Math.max(...left.map((row) => Number(row.id)))}`);
      } finally {
        await one.stop();
        await other.stop();
        await secondEncoder.close();
      }
    }, 180_000);
});
