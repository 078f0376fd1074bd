import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, lockDataDir } from './data-dir-lock';

describe('the embedded database folder lock', () => {
  let folder = '';
  let dataDir = '';
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'storefront-lock-'));
    dataDir = path.join(folder, 'pglite');
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('holds our process id until released', () => {
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('keeps out a second process while the first one lives, naming it', () => {
    // The test runner's parent process is alive for sure.
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DatabaseInUseError);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over the lock of a process that died, or of an earlier life of our process id', () => {
    for (const holder of ['2147483646', String(process.pid), 'garbage']) {
      writeFileSync(`${dataDir}.lock`, holder);
      const release = lockDataDir(dataDir);
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
      release();
    }
  });
});
