import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  AGENT_SECRET_KEY_FILE,
  createSecretBox,
  loadSecretKey,
  parseSecretKey,
  SecretKeyError,
  UnreadableSecretError,
} from './agent-secret-key';

const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'agent-key-'));
  folders.push(made);
  return made;
};
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
});

describe('the agents’ secret key', () => {
  it('is read from AGENT_SECRET_KEY as Base64 or hex, and a wrong one stops the configuration without repeating it', () => {
    const key = randomBytes(32);
    expect(loadConfig({ AGENT_SECRET_KEY: key.toString('base64') }).agentSecretKey).toEqual(key);
    expect(loadConfig({ AGENT_SECRET_KEY: key.toString('base64url') }).agentSecretKey).toEqual(key);
    expect(loadConfig({ AGENT_SECRET_KEY: key.toString('hex') }).agentSecretKey).toEqual(key);
    expect(loadConfig({}).agentSecretKey).toBeUndefined();
    for (const wrong of ['short', randomBytes(16).toString('base64'), 'z'.repeat(64)]) {
      expect(() => loadConfig({ AGENT_SECRET_KEY: wrong })).toThrow(/AGENT_SECRET_KEY: must be 32 bytes/);
      expect(() => loadConfig({ AGENT_SECRET_KEY: wrong })).not.toThrow(wrong);
    }
    expect(parseSecretKey(` ${key.toString('hex')}\n`)).toEqual(key);
  });

  it('is written once into the data folder (0600) when not in the environment, and read from there after', () => {
    const dataDir = path.join(folder(), 'data');
    const first = loadSecretKey({ fromEnvironment: undefined, dataDir });
    expect(first.source).toBe('new-file');
    const file = path.join(dataDir, AGENT_SECRET_KEY_FILE);
    expect(first.file).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = loadSecretKey({ fromEnvironment: undefined, dataDir });
    expect(again).toMatchObject({ source: 'file', loosePermissions: false });
    expect(again.key).toEqual(first.key);
    // The environment wins, and no file is needed for it.
    const fromEnvironment = randomBytes(32);
    expect(loadSecretKey({ fromEnvironment, dataDir: path.join(folder(), 'none') })).toEqual({
      key: fromEnvironment,
      source: 'environment',
    });
  });

  it('is the same key for processes starting together', async () => {
    const dataDir = folder();
    const script = path.join(dataDir, 'load.mjs');
    // Plain Node, no TypeScript: the same steps as loadSecretKey, racing for the one file.
    writeFileSync(
      script,
      `import { loadSecretKey } from ${JSON.stringify(path.resolve('src/server/back-office/agent-secret-key.ts'))};
       const loaded = loadSecretKey({ fromEnvironment: undefined, dataDir: process.argv[2] });
       process.send(loaded.key.toString('hex'), () => process.exit(0));`,
    );
    const keys = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<string>((resolve, reject) => {
            const child = fork(script, [dataDir], { execArgv: ['--import', 'tsx'] });
            child.once('message', (message) => resolve(String(message)));
            child.once('error', reject);
          }),
      ),
    );
    expect(new Set(keys).size).toBe(1);
    expect(readFileSync(path.join(dataDir, AGENT_SECRET_KEY_FILE), 'utf8').trim()).toBe(
      Buffer.from(keys[0]!, 'hex').toString('base64'),
    );
  }, 30_000);

  it('is never replaced when its file is damaged', () => {
    const dataDir = folder();
    writeFileSync(path.join(dataDir, AGENT_SECRET_KEY_FILE), 'not a key\n');
    expect(() => loadSecretKey({ fromEnvironment: undefined, dataDir })).toThrow(SecretKeyError);
    expect(readFileSync(path.join(dataDir, AGENT_SECRET_KEY_FILE), 'utf8')).toBe('not a key\n');
  });
});

describe('sealed secrets', () => {
  const box = createSecretBox(randomBytes(32));

  it('are AES-GCM with a fresh IV each time, versioned, and open only with their key and context', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const one = box.seal(secret, 'agent:1:totp');
    const two = box.seal(secret, 'agent:1:totp');
    expect(one).toMatch(/^v1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain(secret);
    expect(box.open(one, 'agent:1:totp')).toBe(secret);
    expect(box.isSealed(one)).toBe(true);
    expect(box.isSealed(secret)).toBe(false);
    // Moved to another agent's row.
    expect(() => box.open(one, 'agent:2:totp')).toThrow(UnreadableSecretError);
    // Another installation's key: the reason names both keys' ids, never a secret.
    const other = createSecretBox(randomBytes(32));
    let reason = '';
    try {
      other.open(one, 'agent:1:totp');
    } catch (error) {
      expect(error).toBeInstanceOf(UnreadableSecretError);
      reason = (error as UnreadableSecretError).message;
    }
    expect(reason).toContain(box.keyId);
    expect(reason).toContain(other.keyId);
    expect(reason).not.toContain(secret);
    expect(() => box.open('v1:abc', 'agent:1:totp')).toThrow(UnreadableSecretError);
    expect(() => box.open(`${one.slice(0, -4)}AAAA`, 'agent:1:totp')).toThrow(UnreadableSecretError);
  });
});
