// Photos on the built server (embedded database): what encoding costs the rest of the site.
//   node bench/photos.mjs [--no-build] [--on-demand]
// Two photos of hotel 1001 are left waiting in the database (as an upload leaves them) and the
// server is started: it encodes them in the background. Meanwhile /healthz and an API sign-in
// (scrypt, on libuv's threadpool like the agents' sign-in) are timed every 200 ms. Then 20 requests
// at once ask for the second photo's 1600-pixel AVIF, timed the same way. Prints the latencies,
// the encode's duration and the CPU seconds of the server and of its child processes.
// `--on-demand` is for the code before decision 0020 (run it from a checkout of that commit):
// nothing is encoded at start, and the 20 requests encode on demand.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { startServer } from './start-server.mjs';

const args = process.argv.slice(2);
const onDemand = args.includes('--on-demand');
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-photos-'));
const env = {
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: '100000000',
  PAGE_RATE_LIMIT_PER_MINUTE: '100000000',
};
const TICKS = 100; // USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second
const cpuSeconds = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS; // utime + stime
  } catch {
    return 0;
  }
};
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const describe = (values) =>
  `p50 ${quantile(values, 0.5)} ms, p95 ${quantile(values, 0.95)} ms, max ${Math.max(0, ...values)} ms (${values.length} samples)`;

// 1. A first start seeds the demo catalogue; then two photos are left waiting for their variants.
let server = await startServer({ port: 3460, build: !args.includes('--no-build'), env });
await server.stop();
const photo = await sharp({
  create: {
    width: 2400,
    height: 1600,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .blur(1.2)
  .jpeg({ quality: 88, mozjpeg: true })
  .toBuffer();
const db = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
const inserted = await db.query(
  `insert into photos (owner_kind, owner_key, data, width, height) values ('alojamiento', '1001', $1, 2400, 1600), ('alojamiento', '1001', $1, 2400, 1600) returning id`,
  [photo],
);
await db.close();
const [first, second] = inserted.rows.map((row) => row.id);

// 2. The server starts again, and the probes run.
server = await startServer({ port: 3460, build: false, env });
const { base } = server;
let probing = true;
const samples = { health: [], login: [] };
const timed = async (list, work) => {
  const started = Date.now();
  await work();
  list.push(Date.now() - started);
};
const probes = (async () => {
  while (probing) {
    await timed(samples.health, () => fetch(`${base}/healthz`).then((r) => r.arrayBuffer()));
    await timed(samples.login, () =>
      fetch(`${base}/api/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'demo' }),
      }).then((r) => r.arrayBuffer()),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
})();
const take = () => {
  const taken = { health: samples.health.splice(0), login: samples.login.splice(0) };
  return taken;
};
const cpu = () => {
  const [main, ...children] = server.pids();
  return {
    main: cpuSeconds(main),
    children: children.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    pids: children,
  };
};

const status = async (id, file) => (await fetch(`${base}/fotos/${id}/${file}`)).status;
try {
  if (!onDemand) {
    const began = Date.now();
    while ((await status(second, '1600.avif')) !== 200)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const during = take();
    const used = cpu();
    console.log(`background encode of 2 photos × 12 variants: ${((Date.now() - began) / 1000).toFixed(1)} s`);
    console.log(
      `  encoder processes: ${used.pids.length} (pids ${used.pids.join(', ')}), CPU ${used.children.toFixed(1)} s; server CPU ${used.main.toFixed(1)} s since start`,
    );
    console.log(`  /healthz meanwhile: ${describe(during.health)}`);
    console.log(`  API sign-in (scrypt) meanwhile: ${describe(during.login)}`);
    console.log(`  first photo served: ${await status(first, '800.jpg')}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  take();
  const before = cpu();
  const began = Date.now();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      fetch(`${base}/fotos/${second}/1600.avif`).then(async (r) => [
        r.status,
        (await r.arrayBuffer()).byteLength,
      ]),
    ),
  );
  const wall = Date.now() - began;
  const during = take();
  const after = cpu();
  console.log(
    `20 requests at once for /fotos/${second}/1600.avif: ${(wall / 1000).toFixed(2)} s, statuses ${[...new Set(answers.map(([s]) => s))].join(',')}, ${answers[0][1]} bytes`,
  );
  console.log(
    `  CPU: server ${(after.main - before.main).toFixed(2)} s, child processes ${(after.children - before.children).toFixed(2)} s`,
  );
  console.log(`  /healthz meanwhile: ${describe(during.health)}`);
  console.log(`  API sign-in (scrypt) meanwhile: ${describe(during.login)}`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = take();
  console.log(`idle, for comparison: /healthz ${describe(idle.health)}`);
  console.log(`  API sign-in (scrypt): ${describe(idle.login)}`);
} finally {
  probing = false;
  await probes;
  await server.stop();
}
