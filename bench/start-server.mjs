// Starts the built server for a benchmark on a fresh embedded database and waits until it answers.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function startServer({ port, build = true, env = {} }) {
  if (build) execSync('npm run build', { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['build/app/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
      ...env,
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop: () => server.kill('SIGTERM') };
    } catch {
      // still starting (the first start seeds the demo catalogue)
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error('server did not start');
}
