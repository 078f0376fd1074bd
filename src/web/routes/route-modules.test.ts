import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROUTES = path.dirname(new URL(import.meta.url).pathname);

/** Every page module under routes/ (resource routes without a page are .ts and have no boundary). */
function pageModules(folder = ROUTES): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('+') ? [] : pageModules(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('the route modules', () => {
  const modules = pageModules().map((file) => ({
    name: path.relative(ROUTES, file),
    source: readFileSync(file, 'utf8'),
  }));

  it('are found', () => {
    expect(modules.length).toBeGreaterThan(30);
  });

  it('show a failed load inside the page: every page that loads data has an ErrorBoundary', () => {
    const missing = modules
      .filter(({ source }) => /export (async )?function loader\b/.test(source))
      .filter(({ source }) => /export default /.test(source))
      .filter(({ source }) => !/export function ErrorBoundary\b/.test(source))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('stay short: a long page is a route plus components (at most 400 lines)', () => {
    const long = modules
      .map(({ name, source }) => [name, source.split('\n').length] as const)
      .filter(([, lines]) => lines > 400);
    expect(long).toEqual([]);
  });
});
