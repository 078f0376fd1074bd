import type { Database } from '../db/client';
import type { SignInThrottle } from '../sign-in-throttle/sign-in-throttle';
import { createAgentAccounts } from './agent-accounts';
import type { LoadedSecretKey } from './agent-secret-key';
import { createAgentSessions } from './agent-sessions';
import { createAgentSignIn } from './agent-sign-in';
import { createSignInFailures } from './agent-sign-in-failures';
import { createTotpSecrets } from './agent-totp-secrets';

export { normaliseEmail, type AgentLock } from './agent-accounts';
export type { CodeOutcome, SignInOutcome } from './agent-sign-in';
export {
  AGENT_ACCOUNT_THROTTLE,
  AGENT_ADDRESS_THROTTLE,
  AGENT_CODE_THROTTLE,
  AGENT_FROM_ADDRESS_THROTTLE,
} from './agent-sign-in-throttles';
export { UNREADABLE_SECRET, type SecretProblem } from './agent-totp-secrets';

/**
 * The booking team's accounts: created, signed in with password and second factor, managed by
 * admins. Made of the accounts (agent-accounts.ts), the sign-in (agent-sign-in.ts, throttled as
 * agent-sign-in-throttles.ts says) and the encrypted second-factor secrets (agent-totp-secrets.ts).
 */
export function createAgentsService(deps: {
  db: Database;
  throttle: SignInThrottle;
  clock: () => Date;
  /** The key of the TOTP secrets, read when first needed (agent-secret-key.ts). */
  secretKey: () => LoadedSecretKey;
}) {
  const { db, throttle, clock } = deps;
  const sessions = createAgentSessions(db, clock);
  const failures = createSignInFailures(db, clock);
  const secrets = createTotpSecrets(db, deps.secretKey);

  return {
    sessions,
    ...createAgentAccounts({ db, clock, sessions }),
    ...createAgentSignIn({ db, throttle, clock, sessions, failures, secrets }),

    /** Failed sign-ins between the agent's previous sign-in and this one, for the notice after signing in. */
    failuresSinceLastSignIn: (agentId: number) => failures.sinceLastSignIn(agentId),

    /** The agent has read that notice. */
    acknowledgeFailures: (agentId: number) => failures.acknowledge(agentId),

    /**
     * At start: reads the secrets' key (writing it the first time), encrypts the secrets still
     * stored in clear, and counts those this key cannot open. Safe to run from several
     * instances at once: each value is replaced only if it is still the clear one read.
     */
    protectSecrets: secrets.protect,
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
