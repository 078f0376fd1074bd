// Answer times of the generated hostile input (tests/integration/hostile-input.test.ts): runs the
// test (both databases when TEST_DATABASE_URL is set) and prints each run's p50, p99 and slowest
// answer against the one-second bound, beside /healthz's answer time on the same machine.
//   node bench/hostile-input.mjs [--no-run]
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';

const BOUND_MS = 1000;
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'bench/results');

if (!process.argv.includes('--no-run'))
  execSync('npx vitest run tests/integration/hostile-input.test.ts', { cwd: root, stdio: 'inherit' });

console.log(
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
for (const database of ['pglite', 'postgres']) {
  const file = path.join(results, `hostile-input-${database}.json`);
  if (!existsSync(file)) continue;
  const figures = JSON.parse(readFileSync(file, 'utf8'));
  const verdict = figures.maxMs < BOUND_MS ? 'within' : 'OVER';
  console.log(
    `${database}: ${figures.requests} requests, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms (${figures.slowest}): ${verdict} the ${BOUND_MS} ms bound (${figures.measuredAt})`,
  );
}
