import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createCatalogueDatabase } from '../../../../tests/helpers/catalogue-copies';
import type { TestDatabaseKind } from '../../../../tests/helpers/test-database';
import { prepareCatalogue } from '../../catalogue/prepare-catalogue';
import type { DatabaseHandle } from '../../db/client';
import { loadConfig } from '../../config';
import { buildApp } from '../app';

/** What the packages API tests share (packages-api*.test.ts): a catalogue on a fixed day, and a client signed in. */

export const TODAY = new Date('2026-11-21T09:00:00Z');
export const OFFER_DATE = '20261128';
export const OFFER_DATE_ISO = '2026-11-28';

export interface PackagesApi {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The demo client's bearer token. */
  token: string;
  /** Calls the API, with the demo client's token unless `auth` is false. */
  call(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    auth?: boolean,
  ): ReturnType<FastifyInstance['inject']>;
}

/**
 * The packages API on a fresh demo catalogue of `kind`, the demo client signed in: opened before the
 * calling describe's tests and closed after them.
 */
export function usePackagesApi(kind: TestDatabaseKind): PackagesApi {
  const api = {
    call: (method, url, body, auth = true) =>
      api.app.inject({
        method,
        url,
        headers: auth ? { authorization: `Bearer ${api.token}` } : {},
        ...(body === undefined ? {} : { payload: body as object }),
      }),
  } as PackagesApi;
  const call = api.call;

  beforeAll(async () => {
    api.database = await createCatalogueDatabase(kind, TODAY.toISOString().slice(0, 10));
    const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '10000' });
    api.app = await buildApp({ config, database: api.database, clock: () => TODAY });
    await prepareCatalogue(config, api.database, api.app.services, TODAY);
    await api.app.ready();
    const login = await call('POST', '/api/Login', { username: 'demo', password: 'demo' }, false);
    api.token = login.body.replace(/^token: /, '');
  }, 120_000);

  afterAll(async () => {
    await api.app.close();
  });

  return api;
}
