// The demo catalogue takes 10-20 s to generate and write; tests that need it start from a copy.
// Each database kind seeds it once per test run and day: PGlite into a dump file that every test
// loads (a couple of seconds), PostgreSQL into a template database that CREATE DATABASE copies.
// The run's directory and name come from catalogue-copies.setup.ts (vitest's globalSetup).
import { closeSync, existsSync, openSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { ensureDemoCatalogue } from '../../src/server/catalogue/seed/seed-catalogue';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import {
  createPostgresDatabase,
  testServerUrl,
  withDatabaseName,
  type TestDatabaseKind,
} from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    catalogueCopies: { directory: string; runId: string };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seeds a fresh in-memory PGlite for `today` and writes its dump, once per run and day. */
async function pgliteDump(today: string): Promise<Blob> {
  const file = path.join(inject('catalogueCopies').directory, `catalogue-${today}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return new Blob([await readFile(file)]);
    try {
      closeSync(openSync(lock, 'wx'));
    } catch {
      await sleep(250); // another test file is writing it
      continue;
    }
    try {
      const seeded = await openDatabase({ kind: 'pglite', dataDir: undefined });
      try {
        await ensureDemoCatalogue(seeded.db, today);
        const client = (seeded.db as unknown as { $client: PGlite }).$client;
        const dump = await client.dumpDataDir('none');
        await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
        await rename(`${file}.partial`, file);
      } finally {
        await seeded.close();
      }
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

/** The template database holding the catalogue seeded for `today`, created once per run and day. */
async function postgresTemplate(today: string): Promise<string> {
  const name = `storefront_catalogue_${inject('catalogueCopies').runId}_${today.replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      try {
        const seeded = await openDatabase({ kind: 'postgres', url: withDatabaseName(testServerUrl(), name) });
        try {
          await seeded.startupWork((db) => ensureDemoCatalogue(db, today));
        } finally {
          await seeded.close();
        }
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
        throw error;
      }
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database of `kind` holding the demo catalogue as `ensureDemoCatalogue(db, today)`
 * leaves it, and nothing else.
 */
export async function createCatalogueDatabase(
  kind: TestDatabaseKind,
  today: string,
): Promise<DatabaseHandle> {
  if (kind === 'pglite')
    return openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: await pgliteDump(today) });
  const copy = await createPostgresDatabase(await postgresTemplate(today));
  const handle = await openDatabase({ kind: 'postgres', url: copy.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}
