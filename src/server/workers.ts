import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** A worker that dies this soon after starting is failing to start: the storefront stops. */
const START_GRACE_MS = 30_000;
const STOP_GRACE_MS = 12_000;

/**
 * The primary process of WORKERS server processes (PostgreSQL only): it forks them, replaces one
 * that dies while serving, and passes SIGTERM/SIGINT on, waiting for them to finish. Each worker
 * runs the whole storefront with its own pool; they share the listening port (node:cluster deals
 * connections in turn), and the database's leases keep the outbox and startup work safe.
 */
export function superviseWorkers(count: number, logger: Logger) {
  let stopping = false;
  let exitCode = 0;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    if (code !== 0 && lived < START_GRACE_MS) {
      logger.fatal({ pid: worker.process.pid, code, signal }, 'a server process could not start');
      stopAll(1);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'a server process ended; starting another');
    fork();
  });

  const stopAll = (code: number) => {
    stopping = true;
    exitCode = code;
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => process.exit(exitCode), STOP_GRACE_MS).unref();
    if (startedAt.size === 0) process.exit(exitCode);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      logger.info({ signal, workers: startedAt.size }, 'shutting down');
      stopAll(0);
    });

  for (let i = 0; i < count; i += 1) fork();
  logger.info({ workers: count }, 'storefront server processes started');
}
