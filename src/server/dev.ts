import middie from '@fastify/middie';
import { createServer } from 'vite';
import type { ServerBuild } from 'react-router';
import { loadConfig } from './config';
import { prepareCatalogue } from './catalogue/prepare-catalogue';
import { protectAgentSecrets } from './back-office/protect-agent-secrets';
import { openDatabase } from './db/client';
import { buildApp } from './http/app';
import { listenUntilStopped } from './http/listen';
import { createLogger } from './logging';

/** Development: the same app with Vite's middleware and hot module reload. */
async function dev() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config.database, logger);
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const app = await buildApp({
    config,
    database,
    logger,
    mailWorker: true,
    retentionWorker: true,
    beforePages: async (instance) => {
      await instance.register(middie);
      instance.use(vite.middlewares);
    },
    pages: { build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild> },
  });
  app.addHook('onClose', async () => vite.close());
  await protectAgentSecrets(app.services.agents, config, app.log);
  await prepareCatalogue(config, database, app.services);
  await listenUntilStopped(app, config);
}

void dev();
