import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiClients, apiTokens } from '../db/schema/catalogue';
import type { ThrottledKey, ThrottlePolicy } from '../sign-in-throttle/sign-in-throttle';
import { hashPassword, verifyPassword } from './passwords';

export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const DEMO_CLIENT = { username: 'demo', password: 'demo' } as const;

/**
 * Sign-in throttling of the packages API. A partner whose integration sends an old password a few
 * times gets in as soon as it is fixed (a lock lasts a minute at first). A guesser gets 5 tries
 * per username from one address and 20 per address (over any usernames) within 15 minutes, then
 * a lock of 1 minute that doubles with each lock that follows, up to 15 minutes. Those locks hold
 * the guessing address only, so nobody can lock a partner out by guessing at its username; many
 * addresses guessing one username together (50 failures in 15 minutes) lock that username
 * everywhere. Unknown usernames are throttled exactly like known ones.
 */
const LOGIN_WINDOW_MS = 15 * 60_000;
const LOGIN_FIRST_LOCK_MS = 60_000;
const LOGIN_MAX_LOCK_MS = 15 * 60_000;
/** One username from one address. */
export const API_CLIENT_THROTTLE: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: LOGIN_WINDOW_MS,
  firstLockMs: LOGIN_FIRST_LOCK_MS,
  maxLockMs: LOGIN_MAX_LOCK_MS,
  resetOnSuccess: true,
};
/** One username from every address together: a distributed guess. */
export const API_USERNAME_THROTTLE: ThrottlePolicy = {
  maxFailures: 50,
  windowMs: LOGIN_WINDOW_MS,
  firstLockMs: LOGIN_FIRST_LOCK_MS,
  maxLockMs: LOGIN_MAX_LOCK_MS,
  resetOnSuccess: true,
};
/** One address, over any usernames. */
export const API_ADDRESS_THROTTLE: ThrottlePolicy = {
  maxFailures: 20,
  windowMs: LOGIN_WINDOW_MS,
  firstLockMs: LOGIN_FIRST_LOCK_MS,
  maxLockMs: LOGIN_MAX_LOCK_MS,
  resetOnSuccess: false,
};

/** The keys a packages API sign-in is throttled on: the username from this address, the username, the address. */
export function apiLoginThrottleKeys(username: string, address: string): ThrottledKey[] {
  return [
    { key: `client:${username}@${address}`, policy: API_CLIENT_THROTTLE },
    { key: `username:${username}`, policy: API_USERNAME_THROTTLE },
    { key: `address:${address}`, policy: API_ADDRESS_THROTTLE },
  ];
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Hashed with a random password so that unknown users take as long as wrong passwords. */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));

/** Clients of the packages API: scrypt passwords, bearer tokens stored only as SHA-256 hashes. */
export function createApiClientsService(db: Database, now: () => Date = () => new Date()) {
  return {
    async create(username: string, password: string, demo = false) {
      const [row] = await db
        .insert(apiClients)
        .values({ username, passwordHash: await hashPassword(password), demo })
        .onConflictDoNothing()
        .returning({ id: apiClients.id });
      return row?.id;
    },

    /** A new token for valid credentials, or null. */
    async login(username: string, password: string): Promise<{ token: string; expiresAt: Date } | null> {
      const [client] = await db.select().from(apiClients).where(eq(apiClients.username, username)).limit(1);
      const valid = await verifyPassword(password, client?.passwordHash ?? (await DUMMY_HASH));
      if (!client || !valid) return null;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + TOKEN_LIFETIME_MS);
      await db.delete(apiTokens).where(lt(apiTokens.expiresAt, now()));
      await db.insert(apiTokens).values({ tokenHash: sha256(token), clientId: client.id, expiresAt });
      return { token, expiresAt };
    },

    /** The client id behind a token that has not expired, or null. */
    async verify(token: string): Promise<number | null> {
      const [row] = await db
        .select({ clientId: apiTokens.clientId })
        .from(apiTokens)
        .where(and(eq(apiTokens.tokenHash, sha256(token)), gt(apiTokens.expiresAt, now())))
        .limit(1);
      return row?.clientId ?? null;
    },

    /** The demo client exists only while the server runs with the demo catalogue. */
    async syncDemoClient(enabled: boolean) {
      if (enabled) {
        await this.create(DEMO_CLIENT.username, DEMO_CLIENT.password, true);
        return;
      }
      const demos = await db.select({ id: apiClients.id }).from(apiClients).where(eq(apiClients.demo, true));
      for (const demo of demos) {
        await db.delete(apiTokens).where(eq(apiTokens.clientId, demo.id));
        await db.delete(apiClients).where(eq(apiClients.id, demo.id));
      }
    },
  };
}

export type ApiClientsService = ReturnType<typeof createApiClientsService>;
