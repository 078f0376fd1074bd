import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../tests/helpers/built-server';
import { createCatalogueDatabase } from '../../../tests/helpers/catalogue-copies';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createServices } from '../services';
import { withCatalogueSnapshot, withLiveCatalogue } from './catalogue-version';
import { createPriceCache } from './price-cache';

const TODAY = '2026-11-21';

describe('the price cache', () => {
  it('answers a key once per version and drops everything when the version moves on', async () => {
    const cache = createPriceCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', 1, load)).toBe(1);
    expect(await cache.get('a', 1, load)).toBe(1);
    expect(await cache.get('a', 2, load)).toBe(2);
    expect(cache.size).toBe(1);
    // A reader that saw an older version reads past the cache and leaves it alone.
    expect(await cache.get('a', 1, load)).toBe(3);
    expect(await cache.get('a', 2, load)).toBe(2);
  });

  it('keeps at most its number of entries, dropping the least recently used', async () => {
    const cache = createPriceCache({ maxEntries: 2 });
    const value = (v: string) => async () => v;
    await cache.get('a', 1, value('a'));
    await cache.get('b', 1, value('b'));
    await cache.get('a', 1, value('a again'));
    await cache.get('c', 1, value('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', 1, value('a reloaded'))).toBe('a');
    expect(await cache.get('b', 1, value('b reloaded'))).toBe('b reloaded');
  });

  it('forgets a failed read so the next call tries again', async () => {
    const cache = createPriceCache();
    await expect(cache.get('a', 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', 1, async () => 'up')).toBe('up');
  });
});

describe.each(testDatabaseKinds)('prices stay live through the cache on %s', (kind) => {
  let database: DatabaseHandle;
  let services: ReturnType<typeof createServices>;

  beforeAll(async () => {
    database = await createCatalogueDatabase(kind, TODAY);
    services = createServices(
      database,
      loadConfig({ NODE_ENV: 'test' }),
      () => new Date(`${TODAY}T10:00:00Z`),
    );
    await services.catalogueVersion.listen();
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  const selection = (day?: string) => ({
    accommodationId: 1001,
    origin: 'MAD',
    nights: 7,
    day,
    party: [{ adults: 2, childAges: [], infants: 0 }],
    excursions: [],
  });
  const pagePrice = async () =>
    withCatalogueSnapshot(
      async () => (await services.offers.quote(selection(), 'es'))?.selected?.pricePerPerson,
    );

  it('shows a new price on the next page once it is changed, and the booking re-prices it at once', async () => {
    const before = await services.offers.quote(selection(), 'es');
    const chosen = before?.selected;
    if (!chosen || before.total === null) throw new Error('the demo offer has no price');
    expect(await pagePrice()).toBe(chosen.pricePerPerson);

    await database.db.execute(
      sql`update calendar_days set price = price + 5000 where service_id = ${chosen.serviceId} and day = ${chosen.day}::date`,
    );
    // The live read (the booking's) sees it at once; pages as soon as the change is announced.
    const live = await withLiveCatalogue(() => services.offers.quote(selection(chosen.day), 'es'));
    expect(live?.selected?.pricePerPerson).toBe(chosen.pricePerPerson + 50);
    expect(live?.total).toBeGreaterThan(before.total);
    await waitUntil(
      async () =>
        (await withCatalogueSnapshot(() => services.offers.quote(selection(chosen.day), 'es')))?.selected
          ?.pricePerPerson ===
        chosen.pricePerPerson + 50,
      2_000,
      'the page to show the new price',
    );
  });

  it('moves the cheapest day when a day is sold out', async () => {
    const cheapest = (await services.offers.quote(selection(), 'es'))?.selected;
    if (!cheapest) throw new Error('the demo offer has no price');
    await database.db.execute(
      sql`update calendar_days set price = 0 where service_id = ${cheapest.serviceId} and day = ${cheapest.day}::date`,
    );
    await waitUntil(
      async () =>
        (await withCatalogueSnapshot(() => services.offers.quote(selection(), 'es')))?.selected?.day !==
        cheapest.day,
      2_000,
      'the sold-out day to leave the page',
    );
    const sold = await withLiveCatalogue(() => services.offers.quote(selection(cheapest.day), 'es'));
    expect(sold?.status).toBe('unavailable');
    expect(sold?.nearestDays.length).toBeGreaterThan(0);
    expect(sold?.nearestDays).not.toContain(cheapest.day);
  });
});
