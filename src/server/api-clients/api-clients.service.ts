import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import {
  API_SCOPES,
  DEFAULT_API_SCOPES,
  DEMO_API_USERNAME,
  type ApiScope,
} from '../../domain/schemas/api-clients';
import { audit, type Actor } from '../back-office/audit';
import type { Database } from '../db/client';
import { apiClients, apiTokens } from '../db/schema/api-clients';
import type { ThrottledKey, ThrottlePolicy } from '../sign-in-throttle/sign-in-throttle';
import { hashPassword, verifyPassword } from './passwords';

export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const DEMO_CLIENT = { username: DEMO_API_USERNAME, password: 'demo' } as const;
/** Who wrote a client's creation in the audit trail when no agent did: the command line. */
export const API_CLIENT_CLI: Actor = { id: null, email: 'api-client:create' };

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

/** A client as the token of a call shows it: who, and what it may do. */
export interface ApiCaller {
  clientId: number;
  scopes: readonly ApiScope[];
}

/** A client as the back office lists it (never its password hash). */
export interface ApiClientView {
  id: number;
  username: string;
  scopes: ApiScope[];
  demo: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
  revokedAt: Date | null;
}

/** The known scopes of a stored row, in API_SCOPES' order: a scope this version does not know grants nothing. */
const knownScopes = (scopes: readonly string[]): ApiScope[] =>
  API_SCOPES.filter((scope) => scopes.includes(scope));

type ClientRow = typeof apiClients.$inferSelect;
const viewOf = (row: ClientRow): ApiClientView => ({
  id: row.id,
  username: row.username,
  scopes: knownScopes(row.scopes),
  demo: row.demo,
  createdAt: row.createdAt,
  lastLoginAt: row.lastLoginAt,
  revokedAt: row.revokedAt,
});
/** What the audit trail keeps of a client. */
const auditView = (row: ClientRow) => ({
  usuario: row.username,
  permisos: knownScopes(row.scopes),
  revocado: row.revokedAt?.toISOString() ?? null,
});

/**
 * Clients of the REST APIs: scrypt passwords, bearer tokens stored only as SHA-256 hashes, scopes
 * (decision 0021) and revocation, which ends a client's tokens at once.
 */
export function createApiClientsService(db: Database, now: () => Date = () => new Date()) {
  return {
    /**
     * A new client with `scopes` (catalogue:read when none are given); undefined when the username
     * is taken. Written to the audit trail with its creator (the command line unless an agent is named).
     */
    async create(
      username: string,
      password: string,
      options: { scopes?: readonly ApiScope[]; demo?: boolean; actor?: Actor } = {},
    ): Promise<number | undefined> {
      const passwordHash = await hashPassword(password);
      const scopes = knownScopes(options.scopes ?? DEFAULT_API_SCOPES);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(apiClients)
          .values({ username, passwordHash, demo: options.demo ?? false, scopes, createdAt: now() })
          .onConflictDoNothing({ target: apiClients.username })
          .returning();
        if (!row) return undefined;
        if (!row.demo)
          await audit(tx, options.actor ?? API_CLIENT_CLI, {
            action: 'cliente-api.crear',
            entity: 'cliente-api',
            entityId: row.id,
            after: auditView(row),
          });
        return row.id;
      });
    },

    /** A new token for valid credentials of a client that is not revoked, or null. */
    async login(username: string, password: string): Promise<{ token: string; expiresAt: Date } | null> {
      const [client] = await db
        .select()
        .from(apiClients)
        .where(and(eq(apiClients.username, username), isNull(apiClients.revokedAt)))
        .limit(1);
      const valid = await verifyPassword(password, client?.passwordHash ?? (await DUMMY_HASH));
      if (!client || !valid) return null;
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(at.getTime() + TOKEN_LIFETIME_MS);
      await db.delete(apiTokens).where(lt(apiTokens.expiresAt, at));
      await db.transaction(async (tx) => {
        await tx.insert(apiTokens).values({ tokenHash: sha256(token), clientId: client.id, expiresAt });
        await tx.update(apiClients).set({ lastLoginAt: at }).where(eq(apiClients.id, client.id));
      });
      return { token, expiresAt };
    },

    /** The client behind a token that has not expired, of a client not revoked, with its scopes; or null. */
    async verify(token: string): Promise<ApiCaller | null> {
      const [row] = await db
        .select({ clientId: apiTokens.clientId, scopes: apiClients.scopes })
        .from(apiTokens)
        .innerJoin(apiClients, eq(apiClients.id, apiTokens.clientId))
        .where(
          and(
            eq(apiTokens.tokenHash, sha256(token)),
            gt(apiTokens.expiresAt, now()),
            isNull(apiClients.revokedAt),
          ),
        )
        .limit(1);
      return row ? { clientId: row.clientId, scopes: knownScopes(row.scopes) } : null;
    },

    /** Every client, by username, for the back office. */
    list: async (): Promise<ApiClientView[]> =>
      (await db.select().from(apiClients).orderBy(asc(apiClients.username))).map(viewOf),

    /**
     * Revokes a client: it cannot log in again and its tokens are deleted, in one transaction with
     * its line of the audit trail. `missing` for no such client, `already` when it was revoked.
     */
    async revoke(
      id: number,
      actor: Actor,
    ): Promise<{ kind: 'revoked' | 'already'; username: string } | { kind: 'missing' }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(apiClients).where(eq(apiClients.id, id)).for('update');
        if (!before) return { kind: 'missing' as const };
        if (before.revokedAt) return { kind: 'already' as const, username: before.username };
        const [after] = await tx
          .update(apiClients)
          .set({ revokedAt: now() })
          .where(eq(apiClients.id, id))
          .returning();
        await tx.delete(apiTokens).where(eq(apiTokens.clientId, id));
        await audit(tx, actor, {
          action: 'cliente-api.revocar',
          entity: 'cliente-api',
          entityId: id,
          before: auditView(before),
          after: auditView(after!),
        });
        return { kind: 'revoked' as const, username: before.username };
      });
    },

    /**
     * The demo client exists only while the server runs with the demo catalogue, and may read the
     * catalogue only (its password is published). A revoked demo client stays revoked.
     */
    async syncDemoClient(enabled: boolean) {
      if (enabled) {
        await this.create(DEMO_CLIENT.username, DEMO_CLIENT.password, { demo: true });
        // A demo client of an earlier version may hold more: it gets the catalogue back only.
        await db
          .update(apiClients)
          .set({ scopes: [...DEFAULT_API_SCOPES] })
          .where(and(eq(apiClients.username, DEMO_CLIENT.username), eq(apiClients.demo, true)));
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
