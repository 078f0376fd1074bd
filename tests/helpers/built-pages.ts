import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { projectRoot } from '../../src/server/project-root';

const serverBuild = path.join(projectRoot, 'build/server/index.js');

/** The built storefront's pages, for `buildApp({ pages })` in tests that serve them. */
export async function builtPages(): Promise<{ build: ServerBuild; clientDir: string }> {
  if (!existsSync(serverBuild))
    throw new Error('Run `npm run build` first: these tests serve the built storefront.');
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  return { build, clientDir: path.join(projectRoot, 'build/client') };
}
