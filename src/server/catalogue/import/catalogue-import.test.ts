import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '../../../../tests/helpers/built-pages';
import { createTestDatabase, testDatabaseKinds } from '../../../../tests/helpers/test-database';
import { addDays } from '../../../domain/days';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { buildApp } from '../../http/app';
import { extendCalendar } from '../seed/seed-catalogue';
import { importCatalogue, readCatalogueFiles } from './catalogue-import';
import { exampleCatalogue } from '../seed/example-catalogue';

const TODAY = new Date().toISOString().slice(0, 10);
const ACTOR = { id: null, email: 'catalogue:import' };

/** A section's records as a spreadsheet would save them. */
function toCsv(records: object[]): string {
  const columns = Object.keys(records[0]!);
  const cell = (value: unknown) => {
    const text = Array.isArray(value) ? value.join('|') : value === null ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [
    columns.join(','),
    ...records.map((r) => columns.map((c) => cell((r as Record<string, unknown>)[c])).join(',')),
  ].join('\r\n');
}

describe.each(testDatabaseKinds)('importing a catalogue on %s', (kind) => {
  let database: DatabaseHandle;
  const example = exampleCatalogue(TODAY);
  const json = JSON.stringify(example, null, 2);
  const rows = async <T>(statement: ReturnType<typeof sql>) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const catalogueRows = async () =>
    Number(
      (
        await rows<{ n: number }>(
          sql`select (select count(*) from destinations) + (select count(*) from accommodations) + (select count(*) from services) + (select count(*) from calendar_days) + (select count(*) from rooms) as n`,
        )
      )[0]!.n,
    );
  const run = (files: { name: string; content: string }[]) => {
    const read = readCatalogueFiles(files);
    expect(read.problems).toEqual([]);
    return importCatalogue(database.db, read.catalogue, ACTOR);
  };

  beforeAll(async () => {
    // CATALOGUE=none: the migrations and nothing else.
    database = await createTestDatabase(kind);
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it('writes nothing when one line is wrong, and names that line', async () => {
    const broken = structuredClone(example) as Record<string, Record<string, unknown>[]>;
    broken.accommodations![0]!.category = 9;
    broken.calendarDays![3]!.day = '2027-02-30';
    const text = JSON.stringify(broken, null, 2);
    const outcome = await run([{ name: 'catalogo.json', content: text }]);
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind !== 'invalid') return;
    const lines = text.split('\n');
    const accommodationLine = lines.findIndex((line) => line.includes('"accommodations": [')) + 2;
    expect(outcome.problems).toContainEqual(
      expect.objectContaining({ section: 'accommodations', line: accommodationLine, field: 'category' }),
    );
    expect(outcome.problems).toContainEqual(
      expect.objectContaining({ section: 'calendarDays', field: 'day', message: 'errors.date' }),
    );
    expect(await catalogueRows()).toBe(0);
  });

  it('names the one record a file gets wrong by its section, its own id and name, and the field', async () => {
    const hotel = example.accommodations![0] as Record<string, unknown>;
    const hotels = [1, 2, 3, 4].map((n) => ({ ...hotel, id: 90_000 + n, name: `Hotel ${n}` }));
    const badStars = hotels.map((h, index) => (index === 2 ? { ...h, category: 9 } : h));
    const third = { section: 'accommodations', record: 'id 90003 (Hotel 3)', field: 'category' };
    // As JSON.stringify writes it, the whole document on one line: the line names no record.
    const compact = await run([
      { name: 'catalogo.json', content: JSON.stringify({ accommodations: badStars }) },
    ]);
    expect(compact).toEqual({
      kind: 'invalid',
      total: 1,
      problems: [{ ...third, line: 1, message: expect.any(String) }],
    });
    // The same section as a spreadsheet saves it: the third record is on line 4.
    const csv = await run([{ name: 'accommodations.csv', content: toCsv(badStars) }]);
    expect(csv).toEqual({
      kind: 'invalid',
      total: 1,
      problems: [{ ...third, line: 4, message: expect.any(String) }],
    });

    // Laid out on lines, with an element that is not a record before the one without a name:
    // each problem names its own element's line.
    const { name: _name, ...nameless } = hotels[2]!;
    const text = JSON.stringify({ accommodations: [hotels[0], null, nameless, hotels[3]] }, null, 2);
    const lines = text.split('\n');
    const nullLine = lines.findIndex((line) => line.trim() === 'null,') + 1;
    const namelessLine = lines.findIndex((line) => line.includes('"id": 90003')); // the line before it: `{`
    const laidOut = await run([{ name: 'catalogo.json', content: text }]);
    expect(laidOut).toEqual({
      kind: 'invalid',
      total: 2,
      problems: [
        { section: 'accommodations', line: nullLine, field: null, message: 'import.errors.record' },
        {
          section: 'accommodations',
          record: 'id 90003',
          line: namelessLine,
          field: 'name',
          message: expect.any(String),
        },
      ],
    });
    expect(await catalogueRows()).toBe(0);
  });

  it('refuses a reference to nothing and texts missing a language', async () => {
    const broken = structuredClone(example) as Record<string, Record<string, unknown>[]>;
    broken.rooms![0]!.accommodationId = 999_999;
    broken.destinationTexts = broken.destinationTexts!.filter((t) => t.language !== 'ro');
    const outcome = await run([{ name: 'catalogo.json', content: JSON.stringify(broken) }]);
    expect(outcome).toMatchObject({ kind: 'invalid' });
    if (outcome.kind !== 'invalid') return;
    expect(outcome.problems).toContainEqual(
      expect.objectContaining({
        section: 'rooms',
        field: 'accommodationId',
        message: 'import.errors.reference',
      }),
    );
    expect(await catalogueRows()).toBe(0);
    const texts = structuredClone(example) as Record<string, Record<string, unknown>[]>;
    texts.destinationTexts = texts.destinationTexts!.filter((t) => t.language !== 'ro');
    const missing = await run([{ name: 'catalogo.json', content: JSON.stringify(texts) }]);
    expect(missing).toMatchObject({
      kind: 'invalid',
      problems: [
        expect.objectContaining({
          section: 'destinations',
          message: 'import.errors.texts',
          values: { section: 'destinationTexts', languages: 'ro' },
        }),
      ],
    });
  });

  it('refuses a picture naming an uploaded photo that is not stored and encoded here', async () => {
    const broken = structuredClone(example) as Record<string, Record<string, unknown>[]>;
    broken.accommodations![0]!.imageUrl = '/fotos/999999';
    const outcome = await run([{ name: 'catalogo.json', content: JSON.stringify(broken) }]);
    expect(outcome).toEqual({
      kind: 'invalid',
      total: 1,
      problems: [
        {
          section: 'accommodations',
          record: `id ${String(broken.accommodations![0]!.id)} (${String(broken.accommodations![0]!.name)})`,
          line: expect.any(Number),
          field: 'imageUrl',
          message: 'import.errors.photo',
          values: { value: '/fotos/999999' },
        },
      ],
    });
    expect(await catalogueRows()).toBe(0);
  });

  it('imports the whole catalogue into an empty database, and a second import changes nothing', async () => {
    const first = await run([{ name: 'catalogo.json', content: json }]);
    expect(first.kind).toBe('imported');
    if (first.kind !== 'imported') return;
    expect(first.sections.accommodations).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(first.sections.calendarDays!.created).toBe(example.calendarDays!.length);
    const before = await catalogueRows();

    const again = await run([{ name: 'catalogo.json', content: json }]);
    expect(again.kind).toBe('imported');
    if (again.kind !== 'imported') return;
    for (const counts of Object.values(again.sections))
      expect(counts).toMatchObject({ created: 0, updated: 0 });
    expect(await catalogueRows()).toBe(before);
    // Its calendar is the agency's: the demo generator never adds days to it.
    expect(await extendCalendar(database.db, TODAY)).toBe(0);
  });

  it('takes CSV files per section: a price changed and a day closed, the rest left alone', async () => {
    const days = example.calendarDays as { serviceId: number; day: string; price: number }[];
    const changed = days.map((day, index) =>
      index === 0 ? { ...day, price: day.price + 5_000 } : index === 1 ? { ...day, price: 0 } : day,
    );
    const outcome = await run([
      { name: 'calendarDays.csv', content: toCsv(changed) },
      { name: 'accommodations.csv', content: toCsv(example.accommodations!) },
    ]);
    expect(outcome).toMatchObject({
      kind: 'imported',
      sections: {
        calendarDays: { created: 0, updated: 2, unchanged: days.length - 2 },
        accommodations: { created: 0, updated: 0, unchanged: 1 },
      },
    });
    const [first] = await rows<{ price: number }>(
      sql`select price from calendar_days where service_id = ${days[0]!.serviceId} and day = ${days[0]!.day}`,
    );
    expect(Number(first!.price)).toBe(days[0]!.price + 5_000);
  });

  it('gives a working storefront: the destination lists the hotel and its offer has prices', async () => {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', CATALOGUE: 'none' }),
      database: { ...database, close: async () => {} },
      pages: await builtPages(),
    });
    await app.ready();
    try {
      const destination = (example.destinationTexts as { language: string; slug: string }[]).find(
        (t) => t.language === 'es',
      )!;
      const hotel = example.accommodations![0] as { id: number; name: string };
      const listing = await app.inject({ url: `/alojamientoDestino?destino=${destination.slug}&idioma=es` });
      expect(listing.statusCode).toBe(200);
      expect(listing.body).toContain(hotel.name);
      const service = example.services![0] as { id: number; originCode: string; nights: number };
      const day = (example.calendarDays as { serviceId: number; day: string; price: number }[]).find(
        (d) => d.serviceId === service.id && d.price > 0 && d.day > addDays(TODAY, 10),
      )!;
      const offer = await app.inject({
        url: `/detalleservicio?alojamiento=${hotel.id}&origen=${service.originCode}&noches=${service.nights}&dia=${day.day.replaceAll('-', '')}&idioma=es`,
      });
      expect(offer.statusCode).toBe(200);
      expect(offer.body).toContain(hotel.name);
      expect(offer.body).toMatch(/desde \d\.\d{3}[\s\u00a0]€ por persona/);

      // A photo replaces the illustration, served as AVIF and WebP at the widths a screen needs.
      const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#2a9d8f' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Artist: 'Nombre del fotógrafo' } } })
        .toBuffer();
      const small = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#e76f51' } })
        .png()
        .toBuffer();
      expect(await app.services.photos.store({ kind: 'alojamiento', id: hotel.id }, small, ACTOR)).toEqual({
        kind: 'refused',
        reason: 'too-small',
      });
      expect(
        await app.services.photos.store(
          { kind: 'alojamiento', id: hotel.id },
          Buffer.from('GIF89a not really'),
          ACTOR,
        ),
      ).toEqual({ kind: 'refused', reason: 'type' });
      const stored = await app.services.photos.store({ kind: 'alojamiento', id: hotel.id }, photo, ACTOR);
      expect(stored.kind).toBe('stored');
      if (stored.kind !== 'stored') return;
      // Encoded in the background at every width and format; the hotel shows it once all are stored.
      await app.services.photos.drained();
      const offerWithPhoto = () =>
        app.inject({
          url: `/detalleservicio?alojamiento=${hotel.id}&origen=${service.originCode}&noches=${service.nights}&dia=${day.day.replaceAll('-', '')}&idioma=es`,
        });
      // On PostgreSQL the new catalogue version arrives by notification, a moment after the write.
      await expect
        .poll(async () => (await offerWithPhoto()).body.includes('image/avif'), { timeout: 5_000 })
        .toBe(true);
      const withPhoto = await offerWithPhoto();
      expect(withPhoto.body).toContain(`<source type="image/avif" srcSet="/fotos/${stored.id}/480.avif 480w`);
      expect(withPhoto.body).toContain(`<source type="image/webp" srcSet="/fotos/${stored.id}/480.webp 480w`);
      expect(withPhoto.body).toContain(`src="/fotos/${stored.id}/800.jpg"`);
      for (const [format, type] of [
        ['avif', 'image/avif'],
        ['webp', 'image/webp'],
      ] as const) {
        const served = await app.inject({ url: `/fotos/${stored.id}/800.${format}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['cache-control']).toContain('immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.width, meta.height]).toEqual([800, 500]);
        expect(meta.exif).toBeUndefined();
      }
      expect((await app.inject({ url: `/fotos/${stored.id}/801.avif` })).statusCode).toBe(404);
      expect((await app.inject({ url: `/fotos/999999/800.avif` })).statusCode).toBe(404);
      // An import may name the photo now that it is encoded.
      const named = { ...(example.accommodations![0] as object), imageUrl: `/fotos/${stored.id}` };
      expect(
        await run([{ name: 'catalogo.json', content: JSON.stringify({ accommodations: [named] }) }]),
      ).toMatchObject({
        kind: 'imported',
      });
    } finally {
      await app.close();
    }
  }, 120_000);
});
