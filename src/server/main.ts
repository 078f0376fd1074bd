import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './http/app';
import { prepareCatalogue } from './catalogue/prepare-catalogue';
import { protectAgentSecrets } from './back-office/protect-agent-secrets';
import { projectRoot } from './project-root';
import { listenUntilStopped } from './http/listen';
import { createLogger } from './logging';
import { loadedReactBuild } from './react-build';
import { superviseWorkers } from './workers';

/** Production entry: the built storefront, APIs and workers in one process (or WORKERS of them). */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (config.workers > 1 && cluster.isPrimary) {
    superviseWorkers(config.workers, logger);
    return;
  }
  await serve(config, logger);
}

async function serve(config: Config, logger: ReturnType<typeof createLogger>) {
  const build = (await import(
    pathToFileURL(path.join(projectRoot, 'build/server/index.js')).href
  )) as ServerBuild;
  const react = loadedReactBuild();
  if (config.env === 'production' && react !== 'production')
    throw new Error(
      `React's ${react ?? 'unknown'} build is loaded in production mode: start the storefront with NODE_ENV=production (npm start or npm run serve)`,
    );
  const database = await openDatabase(config.database, logger);
  const app = await buildApp({
    config,
    database,
    logger,
    mailWorker: true,
    retentionWorker: true,
    pages: { build, clientDir: path.join(projectRoot, 'build/client') },
  });
  await protectAgentSecrets(app.services.agents, config, app.log);
  const started = Date.now();
  const catalogue = await prepareCatalogue(config, database, app.services);
  app.log.info({ ...catalogue, ms: Date.now() - started, react }, 'catalogue ready');
  // The trip lists price every trip with the engine: once now, beside the first requests.
  app.services.catalogue.trips
    .warm()
    .catch((error: unknown) => app.log.warn({ err: error }, 'trip prices not prepared ahead'));
  await listenUntilStopped(app, config);
}

main().catch((error: unknown) => {
  createLogger('fatal').fatal({ err: error }, 'the storefront could not start');
  process.exit(1);
});
