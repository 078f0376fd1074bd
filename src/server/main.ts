import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './http/app';
import { prepareCatalogue } from './catalogue/prepare-catalogue';
import { projectRoot } from './project-root';
import { listenUntilStopped } from './http/listen';
import { createLogger } from './logging';

/** Production entry: the built storefront, APIs and workers in one process. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config.database, logger);
  const build = (await import(
    pathToFileURL(path.join(projectRoot, 'build/server/index.js')).href
  )) as ServerBuild;
  const app = await buildApp({
    config,
    database,
    logger,
    mailWorker: true,
    pages: { build, clientDir: path.join(projectRoot, 'build/client') },
  });
  const started = Date.now();
  const catalogue = await prepareCatalogue(config, database, app.services);
  app.log.info({ ...catalogue, ms: Date.now() - started }, 'catalogue ready');
  await listenUntilStopped(app, config);
}

main().catch((error: unknown) => {
  createLogger('fatal').fatal({ err: error }, 'the storefront could not start');
  process.exit(1);
});
