import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another live process has the embedded database open. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is PostgreSQL inside this process: a second process opening the same folder would write
 * the same files with a cache of its own and corrupt them, and PGlite itself does not prevent
 * it. A lock file beside the folder, holding our process id, keeps a second one out; a lock left
 * by a process that died (kill -9, a crash) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    // Our own id in the file is a previous life of this process id (a container's pid 1).
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder))
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by process ${holder}. PGlite serves one process: ` +
          'run several instances on PostgreSQL (DATABASE_URL).',
      );
    rmSync(lockFile, { force: true });
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir} (${lockFile}).`);
}
