import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', 'src');
/** Data, not code: the demo catalogue's texts in six languages. */
const DATA = /^server\/catalogue\/seed\/[a-z-]*texts[a-z-]*\.ts$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('+') ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

it('no source file is over 500 lines, but data', () => {
  const files = sourceFiles(SRC).map((file) => path.relative(SRC, file));
  expect(files.length).toBeGreaterThan(300);
  const long = files
    .filter((file) => !DATA.test(file))
    .map((file) => [file, readFileSync(path.join(SRC, file), 'utf8').split('\n').length] as const)
    .filter(([, lines]) => lines > 500);
  expect(long).toEqual([]);
});
