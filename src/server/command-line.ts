import { loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DatabaseInUseError } from './db/data-dir-lock';

/** What the command-line tools (npm run agent:create, api-client:create, catalogue:import) share. */
export const say = (text: string) => process.stdout.write(`${text}\n`);

/** Says what went wrong on stderr and ends the command with exit code 1. */
export const fail = (text: string): never => {
  process.stderr.write(`${text}\n`);
  process.exit(1);
};

/**
 * The configuration and the database a command works on (quiet logs unless LOG_LEVEL says
 * otherwise); a database it cannot open ends the command with what to do.
 */
export async function openCommandDatabase(): Promise<{ config: Config; database: DatabaseHandle }> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const database = await openDatabase(config.database).catch((error: unknown) =>
    fail(
      error instanceof DatabaseInUseError
        ? 'La base de datos integrada está en uso: para el servidor (Ctrl+C) y vuelve a ejecutar este comando.'
        : `No se puede abrir la base de datos: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
  return { config, database };
}
