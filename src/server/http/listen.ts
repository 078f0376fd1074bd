import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Listens on PORT and closes gracefully on SIGTERM/SIGINT: in-flight requests finish, the database closes. */
export async function listenUntilStopped(app: FastifyInstance, config: Config) {
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`storefront listening on ${config.publicUrl}`);
}
