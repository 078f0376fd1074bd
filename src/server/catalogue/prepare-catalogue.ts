import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Services } from '../services';
import { isoDayOf } from '../../domain/days';
import { ensureDemoCatalogue } from './seed/seed-catalogue';

/**
 * At start: with CATALOGUE=demo, an empty database gets the demo catalogue and the demo API
 * client (demo / demo); the calendar is kept a year ahead. With CATALOGUE=none the demo client
 * is removed and nothing is generated.
 */
export async function prepareCatalogue(
  config: Config,
  database: DatabaseHandle,
  services: Services,
  today = new Date(),
) {
  const demo = config.catalogue === 'demo';
  await services.apiClients.syncDemoClient(demo);
  if (!demo) return { seeded: false, daysAdded: 0 };
  // Another instance may be seeding (this one then waits for its lock), and the calendar is
  // written in large batches: start-up limits, not a page's.
  return database.startupWork((db) => ensureDemoCatalogue(db, isoDayOf(today)));
}
