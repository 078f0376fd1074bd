import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/helpers/test-database';
import { signInThrottles } from '../db/schema/security';
import {
  createSignInThrottle,
  judgeAttempt,
  lockLengthMs,
  type ThrottlePolicy,
  type ThrottleState,
} from './sign-in-throttle';

const MINUTE = 60_000;
const POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 15 * MINUTE,
  firstLockMs: MINUTE,
  maxLockMs: 15 * MINUTE,
  resetOnSuccess: true,
};
const START = new Date('2026-11-21T09:00:00Z');
const at = (minutes: number) => new Date(START.getTime() + minutes * MINUTE);

/** Runs `count` attempts at `now` on one key and returns the verdicts and the last state. */
function attempts(state: ThrottleState | undefined, count: number, now: Date, policy = POLICY) {
  const verdicts = [];
  for (let i = 0; i < count; i++) {
    const verdict = judgeAttempt(state, policy, now);
    verdicts.push(verdict);
    state = verdict.state;
  }
  return { verdicts, state };
}

describe('sign-in throttle rules', () => {
  it('locks for 1 minute, then doubles each lock up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((lockouts) => lockLengthMs(POLICY, lockouts) / MINUTE)).toEqual([
      1, 2, 4, 8, 15, 15, 15,
    ]);
  });

  it('allows 5 failures, refuses the 6th attempt and locks the key for a minute', () => {
    const { verdicts, state } = attempts(undefined, 6, START);
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, true, false]);
    expect(verdicts[5]).toMatchObject({ allowed: false, lockedNow: true, retryAfterMs: MINUTE });
    expect(state?.lockedUntil).toEqual(at(1));
  });

  it('refuses every attempt while locked without counting it, then allows 5 more and locks for twice as long', () => {
    let { state } = attempts(undefined, 6, START);
    const during = judgeAttempt(state, POLICY, new Date(START.getTime() + 45_000));
    expect(during).toMatchObject({ allowed: false, lockedNow: false, retryAfterMs: 15_000 });
    expect(during.state).toEqual(state);

    ({ state } = attempts(state, 5, at(1)));
    expect(state?.failures).toBe(5);
    const second = judgeAttempt(state, POLICY, at(1));
    expect(second).toMatchObject({ allowed: false, lockedNow: true, retryAfterMs: 2 * MINUTE });
  });

  it('forgets the count and the backoff a window after the last lock ended', () => {
    let { state } = attempts(undefined, 6, START);
    ({ state } = attempts(state, 6, at(1)));
    expect(state?.lockedUntil).toEqual(at(3));
    const stillRemembered = attempts(state, 6, at(3 + 14)).verdicts.at(-1);
    expect(stillRemembered).toMatchObject({ retryAfterMs: 4 * MINUTE });
    const forgotten = attempts(state, 6, at(3 + 15)).verdicts.at(-1);
    expect(forgotten).toMatchObject({ retryAfterMs: MINUTE });
  });

  it('counts failures within a window: 10 failures every 15 minutes never lock a 10-per-15-minutes key', () => {
    const lookup = { ...POLICY, maxFailures: 10, resetOnSuccess: false };
    let state: ThrottleState | undefined;
    for (let window = 0; window < 4; window++) {
      const round = attempts(state, 10, at(window * 15), lookup);
      expect(round.verdicts.every((v) => v.allowed)).toBe(true);
      state = round.state;
    }
    expect(judgeAttempt(state, lookup, at(45 + 14)).allowed).toBe(false);
  });
});

describe.each(testDatabaseKinds)('sign-in throttle on %s', (kind) => {
  const database = useTestDatabase(kind);
  let now = START;
  const throttle = () => createSignInThrottle(database().db, () => now);
  const client = (name: string) => ({ key: `client:${name}`, policy: POLICY });
  const address = (ip: string) => ({
    key: `address:${ip}`,
    policy: { ...POLICY, maxFailures: 20, resetOnSuccess: false },
  });
  const row = async (key: string) =>
    (await database().db.select().from(signInThrottles).where(eq(signInThrottles.key, key)))[0];

  it('lets only 5 of 30 parallel attempts through, whichever instance takes them', async () => {
    now = START;
    const instances = [throttle(), throttle(), throttle()];
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        instances[i % 3]!.begin([client('parallel'), address('10.0.0.1')]),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.filter((r) => !r.allowed && r.lockedNow.length > 0)).toHaveLength(1);
    expect(results.find((r) => !r.allowed)).toMatchObject({ retryAfterSeconds: 60 });
  });

  it('does not count a refused attempt on the keys that would have let it through', async () => {
    now = START;
    const service = throttle();
    for (let i = 0; i < 6; i++) await service.begin([client('locked')]);
    expect(await service.begin([client('locked'), address('10.0.0.2')])).toMatchObject({ allowed: false });
    expect((await row('address:10.0.0.2'))?.failures ?? 0).toBe(0);
  });

  it('forgets the client on success and gives the attempt back to the address', async () => {
    now = START;
    const service = throttle();
    const keys = [client('ok'), address('10.0.0.3')];
    for (let i = 0; i < 3; i++) await service.begin(keys);
    await service.succeeded(keys);
    expect(await row('client:ok')).toBeUndefined();
    expect((await row('address:10.0.0.3'))?.failures).toBe(2);
  });

  it('purges rows once their count and backoff are over', async () => {
    now = START;
    const service = throttle();
    await service.begin([client('old')]);
    expect(await row('client:old')).toBeDefined();
    now = at(15);
    await service.begin([client('new')]);
    expect(await row('client:old')).toBeUndefined();
    expect(await row('client:new')).toBeDefined();
  });
});
