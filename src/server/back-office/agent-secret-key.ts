import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that encrypts agents' TOTP secrets in the database (decision 0022). It lives outside the
 * database: AGENT_SECRET_KEY, or else a file the installation writes once into its data folder.
 * A copy of the database alone then opens no second factor.
 */
export const AGENT_SECRET_KEY_FILE = 'agent-secret.key';
const KEY_BYTES = 32;

/**
 * 32 bytes written as 64 hexadecimal digits or in Base64 (standard or URL-safe, padded or not);
 * undefined for anything else.
 */
export function parseSecretKey(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return undefined;
  const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

export class SecretKeyError extends Error {}

export interface LoadedSecretKey {
  key: Buffer;
  /** Where it came from: the environment, the data folder's file, or a file written just now. */
  source: 'environment' | 'file' | 'new-file';
  /** The file, when the key is kept in one. */
  file?: string;
  /** The file can be read by others than its owner (it should be 0600). */
  loosePermissions?: boolean;
}

/**
 * AGENT_SECRET_KEY when set; else the key in `<dataDir>/agent-secret.key`, written the first time
 * (mode 0600). Two processes starting together write it once: each writes its own temporary
 * file and links it into place, which only one link can do; the other reads the winner's key.
 */
export function loadSecretKey(options: {
  fromEnvironment: Buffer | undefined;
  dataDir: string;
}): LoadedSecretKey {
  if (options.fromEnvironment) return { key: options.fromEnvironment, source: 'environment' };
  const file = path.join(options.dataDir, AGENT_SECRET_KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(temporary, 0o600); // whatever the umask
  try {
    linkSync(temporary, file);
    return { ...readKeyFile(file)!, source: 'new-file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeyFile(file)!;
  } finally {
    unlinkSync(temporary);
  }
}

function readKeyFile(file: string): LoadedSecretKey | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = parseSecretKey(text);
  // Never replaced silently: a new key would leave every enrolled secret unreadable.
  if (!key)
    throw new SecretKeyError(
      `${file} does not hold a 32-byte key (Base64 or 64 hex digits): restore it, or set AGENT_SECRET_KEY to the key the agents' secrets were encrypted with`,
    );
  const loosePermissions = process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0;
  return { key, source: 'file', file, loosePermissions };
}

/** The prefix of every sealed value: the format's version. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Why a sealed value could not be opened (never the value itself). */
export class UnreadableSecretError extends Error {
  constructor(
    message: string,
    readonly reason: 'other-key' | 'damaged' | 'unknown-format',
  ) {
    super(message);
  }
}

/**
 * AES-256-GCM with a random 96-bit IV for each value: `v1:<key id>:<Base64url of IV, tag,
 * ciphertext>`. The key id (8 hex digits of a SHA-256 of the key) lets the log say that a value
 * was sealed with another key; `context` (e.g. the agent's id) is authenticated too, so a value
 * copied to another row does not open.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== KEY_BYTES) throw new SecretKeyError('the agents’ secret key must be 32 bytes');
  const keyId = createHash('sha256').update('agent-secret-key\0').update(key).digest('hex').slice(0, 8);
  return {
    keyId,

    isSealed: (value: string) => value.startsWith(`${VERSION}:`),

    seal(plain: string, context: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${keyId}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },

    /** The plain value; throws UnreadableSecretError when it cannot be opened with this key. */
    open(sealed: string, context: string): string {
      const [version, id, data] = sealed.split(':');
      if (version !== VERSION || !id || data === undefined)
        throw new UnreadableSecretError('not a sealed value of a known format', 'unknown-format');
      const bytes = Buffer.from(data, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES)
        throw new UnreadableSecretError('the sealed value is cut short', 'damaged');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw id === keyId
          ? new UnreadableSecretError('the sealed value does not authenticate (altered or moved)', 'damaged')
          : new UnreadableSecretError(
              `sealed with another key (id ${id}; this server's key is ${keyId})`,
              'other-key',
            );
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
