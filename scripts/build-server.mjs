// Bundles the Node entry (Fastify, services, database) into build/app/main.js, and the photo
// encoder's process (forked by src/server/catalogue/photo-encoder.ts) into build/app/photo-encoder.js.
// Dependencies stay external: they are installed in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'photo-encoder': 'src/server/catalogue/photo-encoder.process.ts',
  },
  outdir: 'build/app',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built build/app/main.js and build/app/photo-encoder.js');

// Precompressed twins of the client's text assets, served by @fastify/static (preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const file of files('build/client')) {
  if (!/\.(js|css|svg|json|txt|xml|html)$/.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} client files`);
