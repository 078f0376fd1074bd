// How the storefront starts for real: `npm run serve` serves React's production build, the
// production entry refuses to run React's development build, and with PostgreSQL `WORKERS=2` runs
// two server processes that both serve and stop together.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/project-root';
import { requireBuild, waitUntil } from '../helpers/built-server';
import { freePort } from '../helpers/tcp-proxy';
import { createPostgresDatabase } from '../helpers/test-database';

/** React's development builds print this warning; the production builds do not contain it. */
const DEVELOPMENT_ONLY_TEXT = 'Each child in a list should have a unique';

async function start(command: string, args: string[], env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'storefront-start-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    /** SIGTERM to the process, or to its whole group (npm and the node process it started). */
    stop: async ({ group = false } = {}) => {
      if (child.exitCode === null && child.pid) {
        if (group) process.kill(-child.pid, 'SIGTERM');
        else child.kill('SIGTERM');
      }
      return exited;
    },
  };
}

const answers = (url: string) => async () =>
  fetch(`${url}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('starting the storefront', () => {
  it('npm run serve renders with React production build and serves production bundles', async () => {
    requireBuild();
    const server = await start('npm', ['run', '--silent', 'serve'], {});
    try {
      await waitUntil(answers(server.url), 90_000, 'the storefront to answer');
      const ready = logLines(server.output()).find((line) => line.msg === 'catalogue ready');
      expect(ready?.react).toBe('production');

      const home = await (await fetch(`${server.url}/?idioma=es`)).text();
      const scripts = [...home.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        const code = await (await fetch(`${server.url}${script}`)).text();
        expect(code, script).not.toContain(DEVELOPMENT_ONLY_TEXT);
      }
    } finally {
      await server.stop({ group: true });
    }
  }, 180_000);

  it('refuses to start in production mode when React would run its development build', async () => {
    requireBuild();
    // NODE_ENV unset: the configuration says production, React loads its development build.
    const server = await start(process.execPath, ['build/app/main.js'], {});
    const code = await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    await server.stop();
    expect(code).toBe(1);
    expect(server.output()).toContain('NODE_ENV=production');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs WORKERS server processes on PostgreSQL that stop together',
    async () => {
      requireBuild();
      const postgres = await createPostgresDatabase();
      const server = await start(process.execPath, ['build/app/main.js'], {
        NODE_ENV: 'production',
        DATABASE_URL: postgres.url,
        WORKERS: '2',
      });
      try {
        await waitUntil(
          async () => logLines(server.output()).filter((line) => line.msg === 'catalogue ready').length === 2,
          90_000,
          'both processes to be ready',
        );
        // Each logs "catalogue ready" just before it listens: wait for the port to answer too.
        await waitUntil(answers(server.url), 30_000, 'the storefront to answer');
        const pids = new Set(
          logLines(server.output())
            .filter((line) => line.msg === 'catalogue ready')
            .map((line) => line.pid),
        );
        expect(pids.size).toBe(2);
        const pages = await Promise.all(
          Array.from({ length: 8 }, () => fetch(`${server.url}/?idioma=es`).then((r) => r.status)),
        );
        expect(pages).toEqual(Array.from({ length: 8 }, () => 200));
        expect(await server.stop()).toBe(0);
      } finally {
        await server.stop();
        await postgres.drop();
      }
    },
    180_000,
  );
});
