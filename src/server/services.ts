import { createCallbackService } from './callback/callback.service';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';

/** The business services every entry point (page loaders, REST routes, workers) shares. */
export function createServices(database: DatabaseHandle, _config: Config) {
  return {
    callback: createCallbackService(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
