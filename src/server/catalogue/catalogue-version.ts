import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * The catalogue's version (table catalogue_state, moved on by a trigger on every catalogue table).
 * Calls made while a read is on its way share it, so a busy server asks once for many pages.
 */
export function createCatalogueVersion(db: Database): () => Promise<number> {
  let reading: Promise<number> | null = null;
  const read = async () => {
    const result = (await db.execute(sql`select version from catalogue_state where id = 1`)) as unknown as {
      rows: { version: number | string }[];
    };
    return Number(result.rows[0]?.version ?? 0);
  };
  return () => {
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };
}
