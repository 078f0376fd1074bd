// Bundles the Node entry (Fastify, services, database) into build/app/main.js.
// Dependencies stay external: they are installed in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'build/app/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built build/app/main.js');
