import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agents } from '../db/schema/back-office';
import {
  createSecretBox,
  UnreadableSecretError,
  type LoadedSecretKey,
  type SecretBox,
} from './agent-secret-key';

/** What the log says when an agent's secret cannot be opened (with the agent's id and the reason). */
export const UNREADABLE_SECRET =
  'an agent’s second-factor secret cannot be decrypted with this server’s key (AGENT_SECRET_KEY or DATA_DIR/agent-secret.key): their codes are refused until that key is restored or an admin resets their second factor';

/** Why an agent's second factor could not be checked: for the log, never shown to anyone. */
export interface SecretProblem {
  agentId: number;
  reason: string;
}

/** What a TOTP secret is authenticated with: the agent it belongs to. */
const secretContext = (agentId: number) => `agent:${agentId}:totp`;

/**
 * Agents' TOTP secrets, stored encrypted under this server's key (read when first needed, from
 * `secretKey`, agent-secret-key.ts).
 */
export function createTotpSecrets(db: Database, secretKeyOf: () => LoadedSecretKey) {
  let loadedKey: { loaded: LoadedSecretKey; box: SecretBox } | undefined;
  const secretKey = () => {
    if (!loadedKey) {
      const loaded = secretKeyOf();
      loadedKey = { loaded, box: createSecretBox(loaded.key) };
    }
    return loadedKey;
  };
  const seal = (agentId: number, secret: string) => secretKey().box.seal(secret, secretContext(agentId));

  /**
   * The Base32 secret of a stored value. A value without the `v1:` prefix is one written before
   * secrets were encrypted (an older instance during an upgrade) and is taken as it is; start-up
   * encrypts those.
   */
  const open = (agentId: number, stored: string): { secret: string } | { problem: SecretProblem } => {
    const { box } = secretKey();
    if (!box.isSealed(stored)) return { secret: stored };
    try {
      return { secret: box.open(stored, secretContext(agentId)) };
    } catch (error) {
      if (!(error instanceof UnreadableSecretError)) throw error;
      return { problem: { agentId, reason: error.message } };
    }
  };

  return {
    seal,
    open,

    /**
     * At start: reads the secrets' key (writing it the first time), encrypts the secrets still
     * stored in clear, and counts those this key cannot open. Safe to run from several
     * instances at once: each value is replaced only if it is still the clear one read.
     */
    async protect(): Promise<{
      key: Omit<LoadedSecretKey, 'key'> & { id: string };
      encrypted: number;
      unreadable: SecretProblem[];
    }> {
      const { loaded, box } = secretKey();
      const stored = await db
        .select({ id: agents.id, secret: agents.totpSecret, pending: agents.totpPendingSecret })
        .from(agents)
        .where(or(isNotNull(agents.totpSecret), isNotNull(agents.totpPendingSecret)));
      let encrypted = 0;
      const unreadable: SecretProblem[] = [];
      for (const row of stored) {
        for (const column of ['secret', 'pending'] as const) {
          const value = row[column];
          if (value === null) continue;
          const target = column === 'secret' ? agents.totpSecret : agents.totpPendingSecret;
          if (!box.isSealed(value)) {
            const done = await db
              .update(agents)
              .set(
                column === 'secret'
                  ? { totpSecret: seal(row.id, value) }
                  : { totpPendingSecret: seal(row.id, value) },
              )
              .where(and(eq(agents.id, row.id), eq(target, value)))
              .returning({ id: agents.id });
            encrypted += done.length;
          } else if (column === 'secret') {
            const opened = open(row.id, value);
            if ('problem' in opened) unreadable.push(opened.problem);
          }
        }
      }
      const { key: _key, ...about } = loaded;
      return { key: { ...about, id: box.keyId }, encrypted, unreadable };
    },
  };
}

export type TotpSecrets = ReturnType<typeof createTotpSecrets>;
