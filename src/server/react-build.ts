import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const REACT_MODULE =
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]cjs[\\/].*\.(development|production)\.js$/;

/**
 * Which React build this process loaded ('development' or 'production'), read from the module
 * cache after the server build was imported; null before React is loaded. React chooses its
 * build from NODE_ENV when it is first loaded, so a production server started without
 * NODE_ENV=production would otherwise render with the slow development build.
 */
export function loadedReactBuild(
  cache: Record<string, { loaded?: boolean } | undefined> = require.cache,
): 'development' | 'production' | null {
  const builds = new Set(
    Object.entries(cache).flatMap(([file, module]) => {
      const match = REACT_MODULE.exec(file);
      // Importing React from ESM also parses (without running) the other build's file to learn its
      // exports: only modules that ran count.
      return match && module?.loaded ? [match[2] as 'development' | 'production'] : [];
    }),
  );
  if (builds.has('development')) return 'development';
  return builds.has('production') ? 'production' : null;
}
