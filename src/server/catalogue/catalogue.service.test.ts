import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueDatabase } from '../../../tests/helpers/catalogue-copies';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { offerDate } from '../../domain/catalogue/offer-date';
import type { DatabaseHandle } from '../db/client';
import { createApiPresenter } from './api-presenter';
import { createCatalogueReads } from './catalogue-reads';
import { createCatalogueService } from './catalogue.service';

const TODAY = '2026-11-21';

describe.each(testDatabaseKinds)('catalogue prices on %s', (kind) => {
  let database: DatabaseHandle;
  let catalogue: ReturnType<typeof createCatalogueService>;
  let api: ReturnType<typeof createApiPresenter>;

  beforeAll(async () => {
    database = await createCatalogueDatabase(kind, TODAY);
    const reads = createCatalogueReads(database.db, () => TODAY);
    catalogue = createCatalogueService(reads);
    api = createApiPresenter(reads, catalogue.trips);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it('lists each accommodation at what the pricing engine computes for two adults that day, taxes included', async () => {
    for (const destination of ['PUJ', 'HAV', 'CUN', 'AUA', 'CTG']) {
      const offers = await api.accommodationOffers({
        language: 'es',
        destination,
        from: offerDate(TODAY),
      });
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers.slice(0, 4)) {
        const [baseRoom] = await api.serviceRooms(offer.id_servicio, 'es');
        const day = `${offer.fecha.slice(0, 4)}-${offer.fecha.slice(4, 6)}-${offer.fecha.slice(6, 8)}`;
        const breakdown = await catalogue.breakdown([
          {
            numeroServicio: offer.id_servicio,
            idHabitacion: baseRoom?.id_habitacion ?? 0,
            adults: 2,
            childAges: [],
            infants: 0,
            day,
          },
        ]);
        expect(breakdown.pricePerPerson / 100).toBe(offer.precio_web);
        expect(breakdown.totalGeneral).toBe(
          breakdown.lines.reduce((sum, line) => sum + line.precioHabitacion, 0),
        );
      }
    }
  });

  it('gives each destination the from price of its cheapest accommodation', async () => {
    const containers = await api.destinationOffers('es', true);
    for (const destination of containers.flatMap((c) => c.destinos).slice(0, 8)) {
      const offers = await api.accommodationOffers({
        language: 'es',
        destination: destination.id_destino,
        from: offerDate(TODAY),
      });
      expect(Math.min(...offers.map((offer) => offer.precio_web))).toBe(destination.precioWeb);
    }
  });

  it('offers of the week are 4 and 5 stars, from different destinations, departing within six weeks', async () => {
    const offers = await catalogue.weeklyOffers('es');
    expect(offers.length).toBe(6);
    expect(new Set(offers.map((offer) => offer.destinationSlug)).size).toBe(6);
    for (const offer of offers) {
      expect(offer.stars).toBeGreaterThanOrEqual(4);
      expect(offer.day >= '2026-11-28' && offer.day <= '2027-01-09').toBe(true);
    }
  });
});
