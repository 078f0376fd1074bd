import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../../../../tests/helpers/built-pages';
import { photoLikeJpeg } from '../../../../tests/helpers/pictures';
import { createTestDatabase, testDatabaseKinds } from '../../../../tests/helpers/test-database';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { buildApp } from '../../http/app';
import { createPhotos, type PhotoOwner, type Photos } from '../photos';
import { exampleCatalogue } from '../seed/example-catalogue';
import { importCatalogue, readCatalogueFiles } from './catalogue-import';

const TODAY = new Date().toISOString().slice(0, 10);
const ACTOR = { id: null, email: 'catalogue:import' };

/** Photos agents uploaded stay their hotel's and destination's when the catalogue is imported again. */
describe.each(testDatabaseKinds)('importing the catalogue again on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const example = exampleCatalogue(TODAY, 30) as Record<string, Record<string, unknown>[]>;
  const hotel = example.accommodations![0] as { id: number; name: string; destinationCode: string };
  const slug = (example.destinationTexts as { language: string; slug: string }[]).find(
    (text) => text.language === 'es',
  )!.slug;
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const pictures = async () => ({
    hotel: (
      await rows<{ image_url: string | null }>(
        sql`select image_url from accommodations where id = ${hotel.id}`,
      )
    )[0]!.image_url,
    destination: (
      await rows<{ image_url: string | null }>(
        sql`select image_url from destinations where code = ${hotel.destinationCode}`,
      )
    )[0]!.image_url,
  });
  const run = async (catalogue: object) => {
    const read = readCatalogueFiles([{ name: 'catalogo.json', content: JSON.stringify(catalogue, null, 2) }]);
    expect(read.problems).toEqual([]);
    return importCatalogue(database.db, read.catalogue, ACTOR);
  };
  const listing = () => app.inject({ url: `/alojamientoDestino?destino=${slug}&idioma=es` });
  /** Uploads a 1600 × 1000 photo and waits until it is encoded (and so its owner's picture). */
  const upload = async (photos: Photos, owner: PhotoOwner) => {
    const stored = await photos.store(owner, await photoLikeJpeg(1600, 1000), ACTOR);
    if (stored.kind !== 'stored') throw new Error(stored.reason);
    await photos.drained();
    return stored.id;
  };
  /**
   * The upload's whole path but the pixels: the real encoder prepares the photo, whose variants are
   * then its prepared copy (an encode costs seconds, and an import never looks at pixels).
   */
  const quickPhotos = () => {
    const real = app.services.photos.encoder;
    const photos = createPhotos(database, {
      encoder: {
        size: 1,
        stats: () => real.stats(),
        close: async () => undefined,
        prepare: (source) => real.prepare(source),
        variant: async (source) => source,
      },
    });
    photos.start({ info: () => undefined, warn: () => undefined, error: () => undefined });
    return photos;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CATALOGUE: 'none' }),
      database: { ...database, close: async () => {} },
      pages: await builtPages(),
    });
    await app.ready();
    expect(await run(example)).toMatchObject({ kind: 'imported' });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('keeps a hotel’s and a destination’s uploaded photos, on their rows and on the storefront', async () => {
    const hotelPhoto = await upload(app.services.photos, { kind: 'alojamiento', id: hotel.id });
    const quick = quickPhotos();
    const destinationPhoto = await upload(quick, { kind: 'destino', code: hotel.destinationCode });
    expect(await pictures()).toEqual({
      hotel: `/fotos/${hotelPhoto}`,
      destination: `/fotos/${destinationPhoto}`,
    });

    // The same file again: nothing to change, the photos included.
    const again = await run(example);
    expect(again).toMatchObject({
      kind: 'imported',
      sections: {
        accommodations: { created: 0, updated: 0, unchanged: 1 },
        destinations: { created: 0, updated: 0, unchanged: 1 },
      },
    });
    expect(await pictures()).toEqual({
      hotel: `/fotos/${hotelPhoto}`,
      destination: `/fotos/${destinationPhoto}`,
    });

    // A file that changes the hotel and its destination, with another picture of its own (an
    // illustration, or none): the records are updated, the uploaded photos stay their pictures.
    const changed = structuredClone(example);
    Object.assign(changed.accommodations![0]!, { name: 'Hotel Renovado', imageUrl: null });
    Object.assign(changed.destinations![0]!, { position: 7, imageUrl: 'https://example.com/playa.jpg' });
    expect(await run(changed)).toMatchObject({
      kind: 'imported',
      sections: {
        accommodations: { created: 0, updated: 1, unchanged: 0 },
        destinations: { created: 0, updated: 1, unchanged: 0 },
      },
    });
    expect(await pictures()).toEqual({
      hotel: `/fotos/${hotelPhoto}`,
      destination: `/fotos/${destinationPhoto}`,
    });
    // The storefront shows the new name (on PostgreSQL a moment after the write) beside the photo,
    // which /fotos still serves.
    await expect
      .poll(async () => (await listing()).body.includes('Hotel Renovado'), { timeout: 5_000 })
      .toBe(true);
    const page = await listing();
    expect(page.body).toContain(`srcSet="/fotos/${hotelPhoto}/480.avif 480w`);
    expect(page.body).toContain(`/fotos/${destinationPhoto}/1200.jpg`);
    expect((await app.inject({ url: `/fotos/${hotelPhoto}/800.jpg` })).statusCode).toBe(200);
    expect((await app.inject({ url: `/fotos/${destinationPhoto}/800.jpg` })).statusCode).toBe(200);

    // A file naming an uploaded photo chooses it, even one older than the hotel's latest.
    const newer = await upload(quick, { kind: 'alojamiento', id: hotel.id });
    expect((await pictures()).hotel).toBe(`/fotos/${newer}`);
    Object.assign(changed.accommodations![0]!, { imageUrl: `/fotos/${hotelPhoto}` });
    expect(await run(changed)).toMatchObject({
      kind: 'imported',
      sections: { accommodations: { updated: 1 } },
    });
    expect((await pictures()).hotel).toBe(`/fotos/${hotelPhoto}`);
    await quick.stop();
  }, 120_000);
});
