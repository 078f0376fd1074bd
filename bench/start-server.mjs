// Starts the built server for a benchmark the way `npm run serve` does (NODE_ENV=production) on a
// fresh embedded database (or DATABASE_URL from env) and waits until it answers.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The server's process and its cluster workers, if any. */
function processTree(pid) {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

export async function startServer({ port, build = true, env = {} }) {
  if (build) execSync('npm run build', { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['build/app/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
      ...env,
    },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop, pids: () => processTree(server.pid) };
    } catch {
      // still starting (the first start seeds the demo catalogue)
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('server did not start');
}
