import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client';

/** The channel the catalogue's trigger notifies with each new version (migration 0006). */
export const CATALOGUE_VERSION_CHANNEL = 'catalogue_version';

const scope = new AsyncLocalStorage<{ live: boolean; version?: Promise<number> }>();

/**
 * Runs `work` (one page request) on one version of the catalogue: every price on the page comes
 * from the same catalogue.
 */
export function withCatalogueSnapshot<T>(work: () => Promise<T>): Promise<T> {
  return scope.run({ live: false }, work);
}

/**
 * Runs `work` on the catalogue as the database holds it at this moment, asking the database for its
 * version instead of trusting notifications: for the booking, which records what it charges.
 */
export function withLiveCatalogue<T>(work: () => Promise<T>): Promise<T> {
  return scope.run({ live: true }, work);
}

/**
 * The catalogue's version (table catalogue_state, moved on by a trigger on every catalogue table
 * that also notifies CATALOGUE_VERSION_CHANNEL). While this process listens, the version comes
 * from the notifications and a page costs no query; while it does not (starting, connection lost,
 * no `listen`), and for live reads, it is read from the database, once per page and shared by
 * the calls made while a read is on its way.
 */
export function createCatalogueVersion(database: { db: Database; listen?: DatabaseHandle['listen'] }) {
  let heard: number | null = null;
  let reading: Promise<number> | null = null;

  const remember = (version: number) => {
    if (heard !== null && version > heard) heard = version;
    return version;
  };
  const read = async () => {
    const result = (await database.db.execute(
      sql`select version from catalogue_state where id = 1`,
    )) as unknown as { rows: { version: number | string }[] };
    return remember(Number(result.rows[0]?.version ?? 0));
  };
  const shared = () => {
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  };

  /** Moves on each time listening starts or stops: a read begun before a loss cannot restore trust. */
  let listening = 0;
  return {
    /** Starts listening; the version is read once listening has started, so nothing is missed. */
    async listen() {
      await database.listen?.(CATALOGUE_VERSION_CHANNEL, {
        onMessage: (payload) => {
          const version = Number(payload);
          if (heard !== null && Number.isFinite(version)) heard = Math.max(heard, version);
        },
        onListening: () => {
          const generation = ++listening;
          void read().then(
            (version) => {
              if (generation === listening) heard = Math.max(heard ?? 0, version);
            },
            () => undefined,
          );
        },
        onLost: () => {
          listening += 1;
          heard = null;
        },
      });
    },
    current(): Promise<number> {
      const request = scope.getStore();
      if (heard !== null && !request?.live) return Promise.resolve(heard);
      if (!request) return shared();
      request.version ??= shared();
      return request.version;
    },
  };
}

export type CatalogueVersion = ReturnType<typeof createCatalogueVersion>;
