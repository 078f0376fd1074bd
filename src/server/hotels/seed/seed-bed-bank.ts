import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bedBankCities, bedBankHotels } from '../../db/schema/hotels';
import { generateBedBank } from './generate-bed-bank';

const SEED_LOCK_ID = 727_003;
const CHUNK = 250;

/**
 * CATALOGUE=demo: fills an empty bed bank with the generated one (all or nothing, once even when
 * several instances start together). Prices and reviews are computed, not stored: only cities and
 * hotels (with their rooms and rates) are written.
 */
export async function ensureBedBank(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = (await tx.execute(sql`select 1 from bed_bank_cities limit 1`)) as unknown as {
      rows: unknown[];
    };
    if (existing.rows.length > 0) return false;
    const { cities, hotels } = generateBedBank();
    await tx.insert(bedBankCities).values(cities);
    for (let i = 0; i < hotels.length; i += CHUNK)
      await tx
        .insert(bedBankHotels)
        .values(hotels.slice(i, i + CHUNK).map((hotel) => ({ ...hotel, source: 'seed' })));
    return true;
  });
}
