import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '../project-root';
import * as booking from './schema/booking';
import * as catalogue from './schema/catalogue';
import * as mail from './schema/mail';
import * as security from './schema/security';
import * as site from './schema/site';

const schema = { ...site, ...catalogue, ...booking, ...mail, ...security };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | undefined } | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Where the database reports trouble it recovers from by itself (the server's pino logger). */
export interface DatabaseLogger {
  warn(obj: object, msg?: string): void;
}

export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

/** Any number of instances may start at once: migrations run under this advisory lock. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Opens the database (embedded PGlite by default, PostgreSQL when a URL is given) and brings
 * its schema up to date with the generated migrations.
 */
export async function openDatabase(target: DatabaseTarget, log?: DatabaseLogger): Promise<DatabaseHandle> {
  const handle = await open(target, log);
  let closing: Promise<void> | undefined;
  // Closing twice (a test, then the app's shutdown) is harmless.
  return { ...handle, close: () => (closing ??= handle.close()) };
}

async function open(target: DatabaseTarget, log?: DatabaseLogger): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (restart, failover, a dropped test database) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', (error) => log?.warn({ err: error }, 'idle PostgreSQL connection lost'));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  if (target.dataDir) mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = new PGlite(target.dataDir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
