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
import { DatabaseUnavailableError } from './availability';
import { lockDataDir } from './data-dir-lock';
import { projectRoot } from '../project-root';
import * as backOffice from './schema/back-office';
import * as booking from './schema/booking';
import * as apiClients from './schema/api-clients';
import * as catalogue from './schema/catalogue';
import * as cataloguePhotos from './schema/catalogue-photos';
import * as catalogueTrips from './schema/catalogue-trips';
import * as hotels from './schema/hotels';
import * as mail from './schema/mail';
import * as security from './schema/security';
import * as site from './schema/site';

const schema = {
  ...site,
  ...catalogue,
  ...catalogueTrips,
  ...hotels,
  ...cataloguePhotos,
  ...apiClients,
  ...booking,
  ...mail,
  ...security,
  ...backOffice,
};

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | undefined;
      /** A database to start from, as PGlite's dumpDataDir wrote it (tests copy a seeded catalogue). */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs start-up work (the demo catalogue) with STARTUP_TIMEOUTS: on PostgreSQL on a connection
   * of its own, since it may wait for another instance's lock and write large batches.
   */
  startupWork<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel`. On PostgreSQL a connection of its own
   * listens: `onLost` is called when it drops (messages may then be missed) and `onListening` each
   * time listening (re)starts, after a pause when the server is away.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<void>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onMessage(payload: string): void;
  onListening(): void;
  onLost(): void;
}

const RELISTEN_DELAY_MS = 1_000;

/** Where the database reports trouble it recovers from by itself (the server's pino logger). */
export interface DatabaseLogger {
  warn(obj: object, msg?: string): void;
}

export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

/** Any number of instances may start at once: migrations run under this advisory lock. */
const MIGRATION_LOCK_ID = 727_001;

export interface PostgresTimeouts {
  /** Making a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** `statement_timeout`: the server cancels a slower statement and the connection stays usable. */
  statementMs: number;
  /**
   * `query_timeout`: how long this process waits for any answer. A server that accepts and then
   * never answers cannot cancel anything itself; it is set a little above statementMs so that a
   * merely slow server answers with its own cancellation first.
   */
  queryMs: number;
  /** `idle_in_transaction_session_timeout`: the server ends a session a dead process left in a transaction. */
  idleInTransactionMs: number;
}

/**
 * Connections that serve requests. A page or `/healthz` waits at most connectMs for a connection
 * and queryMs for an answer, so it answers 503 within 5 s when PostgreSQL stops answering. Pages
 * run statements of a few milliseconds; the slowest (a year of calendar days) takes about 10 ms.
 */
export const SERVING_TIMEOUTS: PostgresTimeouts = {
  connectMs: 2_000,
  statementMs: 2_500,
  queryMs: 3_000,
  idleInTransactionMs: 10_000,
};

/**
 * Start-up work — migrations and the demo catalogue — waits for another instance holding the
 * migration or seed lock and writes 50,000 calendar rows a statement: a connection of its own with
 * longer limits. Connecting is as quick as ever, so a database that does not answer still stops the
 * start within seconds.
 */
export const STARTUP_TIMEOUTS: PostgresTimeouts = {
  connectMs: 2_000,
  statementMs: 60_000,
  queryMs: 65_000,
  idleInTransactionMs: 60_000,
};

/** TCP keep-alive on idle connections, so one to a vanished host is noticed and replaced. */
const KEEP_ALIVE_DELAY_MS = 10_000;

/**
 * pg's client, except that a query the server never answered (`query_timeout`) ends its
 * connection at once. pg leaves such a connection open with the lost query still pending; in a
 * transaction Drizzle then sends ROLLBACK (which would wait behind it for another time-out) and
 * releases the connection without an error, so the pool would hand the broken connection out again.
 *
 * A checked-out connection that ends also goes back to its pool, to be dropped: Drizzle sends
 * BEGIN before its try/finally, so a transaction whose BEGIN was lost never released its
 * connection, and the pool kept one slot fewer for good (and `pool.end()` waited for it forever).
 * pg-pool sets `release` on every checkout and throws when it is called twice; here a second call
 * (Drizzle's own, after the connection ended) does nothing.
 */
class DiscardOnTimeoutClient extends pg.Client {
  #releaseToPool?: (error?: Error | boolean) => void;

  constructor(config?: pg.ClientConfig) {
    super(config);
    this.on('end', () => this.release(new Error('PostgreSQL connection ended while checked out')));
  }

  set release(releaseToPool: (error?: Error | boolean) => void) {
    this.#releaseToPool = releaseToPool;
  }

  get release(): (error?: Error | boolean) => void {
    return (error) => {
      const releaseToPool = this.#releaseToPool;
      this.#releaseToPool = undefined;
      releaseToPool?.(error);
    };
  }

  // pg.Client.query has a dozen overloads; this forwards every one of them unchanged.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const discard = (error: unknown) => {
      if (error instanceof Error && error.message === 'Query read timeout') void this.end();
    };
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (error: unknown, result: unknown) => void;
      args[callbackAt] = (error: unknown, result: unknown) => {
        discard(error);
        callback(error, result);
      };
    }
    const result: unknown = (super.query as (...forwarded: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch(discard);
    return result;
  }
}

function postgresConfig(url: string, timeouts: PostgresTimeouts): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  };
}

/** host:port/database of a connection string, for messages: never the user or password. */
function describeServer(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
}

/**
 * Opens the database (embedded PGlite by default, PostgreSQL when a URL is given) and brings
 * its schema up to date with the generated migrations. A PostgreSQL server that does not answer
 * makes it fail within STARTUP_TIMEOUTS.connectMs with a DatabaseUnavailableError.
 */
export async function openDatabase(target: DatabaseTarget, log?: DatabaseLogger): Promise<DatabaseHandle> {
  const handle = await open(target, log);
  let closing: Promise<void> | undefined;
  // Closing twice (a test, then the app's shutdown) is harmless.
  return { ...handle, close: () => (closing ??= handle.close()) };
}

/** Runs start-up work on a connection of its own with STARTUP_TIMEOUTS, then closes it. */
async function withStartupConnection<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  const client = new DiscardOnTimeoutClient(postgresConfig(url, STARTUP_TIMEOUTS));
  // A connection lost during the work fails the work's query; the event must not end the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new DatabaseUnavailableError(
      `PostgreSQL at ${describeServer(url)} is not answering (${error instanceof Error ? error.message : String(error)}; waited at most ${STARTUP_TIMEOUTS.connectMs} ms)`,
      { cause: error },
    );
  }
  try {
    return await work(drizzlePg(client, { schema, casing: 'snake_case' }) as unknown as Database);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function open(target: DatabaseTarget, log?: DatabaseLogger): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const { url } = target;
    await withStartupConnection(url, async (db) => {
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
      try {
        await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`).catch(() => undefined);
      }
    });
    const pool = new pg.Pool({
      ...postgresConfig(url, SERVING_TIMEOUTS),
      max: 10,
      Client: DiscardOnTimeoutClient,
    });
    // An idle connection the server closes (restart, failover, a dropped test database) must not
    // crash the process: the pool replaces it on the next query.
    pool.on('error', (error) => log?.warn({ err: error }, 'idle PostgreSQL connection lost'));
    // The pool listens for errors on idle connections only; one lost while checked out (in a
    // transaction) fails its query, and its error event must not crash the process either.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    const listeners = new Set<pg.Client>();
    let closed = false;
    async function listen(channel: string, handlers: NotificationHandlers) {
      if (closed) return;
      const client = new pg.Client(postgresConfig(url, SERVING_TIMEOUTS));
      listeners.add(client);
      let lost = false;
      const relisten = () => {
        if (lost) return;
        lost = true;
        listeners.delete(client);
        void client.end().catch(() => undefined);
        handlers.onLost();
        if (!closed) setTimeout(() => void listen(channel, handlers), RELISTEN_DELAY_MS).unref();
      };
      client.on('error', relisten);
      client.on('end', relisten);
      client.on('notification', (message) => {
        if (message.channel === channel) handlers.onMessage(message.payload ?? '');
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        handlers.onListening();
      } catch (error) {
        log?.warn({ err: error, channel }, 'could not listen for notifications; retrying');
        relisten();
      }
    }
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      startupWork: (work) => withStartupConnection(url, work),
      listen,
      close: async () => {
        closed = true;
        await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
        await pool.end();
      },
    };
  }
  if (target.dataDir) mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const unlock = target.dataDir ? lockDataDir(target.dataDir) : () => undefined;
  const client = new PGlite({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  try {
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => undefined);
    unlock();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    // One connection, in this process: nothing to wait for but the work itself.
    startupWork: (work) => work(db),
    // The same connection: notifications arrive as its statements commit, and it is never lost.
    listen: async (channel, handlers) => {
      await client.listen(channel, handlers.onMessage);
      handlers.onListening();
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
