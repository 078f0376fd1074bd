import type { ThrottledKey, ThrottlePolicy } from '../sign-in-throttle/sign-in-throttle';

/**
 * Agents' sign-in throttling (decision 0022), counted like the packages API's: a guesser locks
 * only its own address. 5 wrong passwords for one account from one address lock that address
 * for that account, 20 failures from one address (any accounts) lock that address; only 50
 * failures on one account from every address together lock the account itself. Locks last
 * 15 minutes, then 30, up to 4 hours. While its account lock holds, the account signs in with
 * password and code together (and says nothing about either until both are right), which lifts
 * the lock. Wrong codes — only someone with the password gets that far — lock the account's code
 * step after 5, until it ends or an admin lifts it.
 */
const WINDOW_MS = 15 * 60_000;
const LOCKS = { windowMs: WINDOW_MS, firstLockMs: 15 * 60_000, maxLockMs: 4 * 60 * 60_000 };
/** One account from one address. */
export const AGENT_FROM_ADDRESS_THROTTLE: ThrottlePolicy = { maxFailures: 5, ...LOCKS, resetOnSuccess: true };
/** One address, over any accounts (an office behind one address shares it). */
export const AGENT_ADDRESS_THROTTLE: ThrottlePolicy = { maxFailures: 20, ...LOCKS, resetOnSuccess: false };
/** One account from every address together: a distributed guess. */
export const AGENT_ACCOUNT_THROTTLE: ThrottlePolicy = { maxFailures: 50, ...LOCKS, resetOnSuccess: true };
/** Wrong codes on one account. */
export const AGENT_CODE_THROTTLE: ThrottlePolicy = { maxFailures: 5, ...LOCKS, resetOnSuccess: true };

/** What the keys that lock one address out of an account start with. */
export const fromKeyPrefix = (email: string) => `agent-from:${email}@`;

/** The throttle keys of an agent's sign-in, each with its policy. */
export const throttleKeys = {
  fromAddress: (email: string, address: string): ThrottledKey => ({
    key: `${fromKeyPrefix(email)}${address}`,
    policy: AGENT_FROM_ADDRESS_THROTTLE,
  }),
  address: (address: string): ThrottledKey => ({
    key: `agent-address:${address}`,
    policy: AGENT_ADDRESS_THROTTLE,
  }),
  account: (email: string): ThrottledKey => ({ key: `agent:${email}`, policy: AGENT_ACCOUNT_THROTTLE }),
  code: (agentId: number): ThrottledKey => ({ key: `agent-code:${agentId}`, policy: AGENT_CODE_THROTTLE }),
  /**
   * What a refused password costs while the account is locked: a throttle write like the code
   * count a right password makes, so that the time of the answer does not tell them apart.
   */
  guard: (email: string, address: string): ThrottledKey => ({
    key: `agent-guard:${email}@${address}`,
    policy: AGENT_CODE_THROTTLE,
  }),
};

/** The attempt is not counted on this key after all (a success that does not reset it). */
export const givenBack = ({ key, policy }: ThrottledKey): ThrottledKey => ({
  key,
  policy: { ...policy, resetOnSuccess: false },
});

/** Keys that lock the account itself (not one address). */
export const accountLockKeys = (agent: { id: number; email: string }) => [
  throttleKeys.account(agent.email).key,
  throttleKeys.code(agent.id).key,
];
