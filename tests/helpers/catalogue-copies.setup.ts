// vitest globalSetup: a directory and a name for this run's seeded catalogue copies
// (catalogue-copies.ts), removed when the run ends.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const directory = mkdtempSync(path.join(tmpdir(), 'storefront-catalogue-'));
  const runId = randomBytes(4).toString('hex');
  project.provide('catalogueCopies', { directory, runId });
  return async () => {
    rmSync(directory, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const templates = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`storefront_catalogue_${runId}_%`],
      );
      for (const { datname } of templates.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
