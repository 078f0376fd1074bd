// Browser tests drive the system Chromium (never a downloaded one). On a fresh Debian machine
// it is installed from Debian's packages the first time.
import { execFileSync } from 'node:child_process';
import { chromiumPath, hasChromium } from './chromium-path.mjs';

if (!hasChromium()) {
  console.log(`Chromium not found at ${chromiumPath}; installing Debian's chromium package…`);
  const asRoot = process.getuid?.() === 0;
  const run = (args) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, { stdio: 'inherit' });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
}
if (!hasChromium()) {
  console.error(`Chromium is still missing at ${chromiumPath}. Install it or set CHROMIUM_PATH.`);
  process.exit(1);
}
