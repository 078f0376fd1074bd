import { existsSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerBuild } from 'react-router';
import { loadConfig } from '../../src/server/config';
import { buildApp } from '../../src/server/http/app';
import { projectRoot } from '../../src/server/project-root';
import { createCatalogueDatabase } from './catalogue-copies';
import { type TestDatabaseKind } from './test-database';

const serverBuild = path.join(projectRoot, 'build/server/index.js');

/** The built storefront's pages, for `buildApp({ pages })` in tests that serve them. */
export async function builtPages(): Promise<{ build: ServerBuild; clientDir: string }> {
  if (!existsSync(serverBuild))
    throw new Error('Run `npm run build` first: these tests serve the built storefront.');
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  return { build, clientDir: path.join(projectRoot, 'build/client') };
}

/**
 * The built storefront, ready for `inject`, on a fresh database of `kind` holding the demo
 * catalogue (seeded as the server seeds it: without the serving time-outs). `options.env` adds
 * to its environment; `options.logger` replaces its silent log.
 */
export async function storefrontWithCatalogue(
  kind: TestDatabaseKind,
  clock?: () => Date,
  options: { env?: Record<string, string>; logger?: FastifyBaseLogger } = {},
) {
  const database = await createCatalogueDatabase(kind, (clock?.() ?? new Date()).toISOString().slice(0, 10));
  const app = await buildApp({
    clock,
    config: loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000',
      ...options.env,
    }),
    database,
    pages: await builtPages(),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  await app.ready();
  return { app, database };
}

/**
 * The built storefront of `storefrontWithCatalogue` for one describe block: started before its
 * tests, closed after them. `page(url)` answers a page's HTML and checks it is a 200; `app()` is
 * the storefront itself, for other requests.
 */
export function useStorefront(kind: TestDatabaseKind) {
  let started: Awaited<ReturnType<typeof storefrontWithCatalogue>> | undefined;
  beforeAll(async () => {
    started = await storefrontWithCatalogue(kind);
  }, 120_000);
  afterAll(async () => {
    await started?.app.close();
    await started?.database.close();
  });
  const app = () => {
    if (!started) throw new Error('the storefront has not started');
    return started.app;
  };
  return {
    app,
    async page(url: string) {
      const response = await app().inject({ url });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    },
  };
}

/** What a visitor reads on a page: its text without tags, scripts or attributes (addresses keep Spanish slugs). */
export const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');
