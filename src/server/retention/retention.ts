import { lt, or } from 'drizzle-orm';
import { addDays, isoDayOf } from '../../domain/days';
import { AGENT_SESSION_IDLE_MS, AGENT_SESSION_MAX_MS } from '../back-office/agent-sessions';
import { createBookingPrivacyRepository } from '../booking/booking-privacy.repository';
import type { Database } from '../db/client';
import { agentSessions } from '../db/schema/back-office';
import { callbackRequests } from '../db/schema/site';

/**
 * What the privacy policy promises ("Plazos de conservación"): passports, ID numbers and birth
 * dates `passportYears` after the return (the site setting passportRetentionYears, 3 by default);
 * the guarantee card once the booking is paid or cancelled; call-me requests after 30 days; ended
 * "Mi reserva" and back-office sessions at once.
 */
export const CALLBACK_DAYS = 30;
const RUN_EVERY_MS = 6 * 60 * 60_000;

export interface RetentionLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Years before a day, keeping 29 February on the 28th. */
function yearsBefore(isoDay: string, years: number): string {
  const monthDay = isoDay.slice(5) === '02-29' ? '02-28' : isoDay.slice(5);
  return `${Number(isoDay.slice(0, 4)) - years}-${monthDay}`;
}

/**
 * Erases personal data past its time, every six hours and at start. Each step is one idempotent
 * statement, so several instances running it at once do no harm.
 */
export function createRetentionWorker(deps: {
  db: Database;
  clock: () => Date;
  log: RetentionLogger;
  /** Years after the return date when passports and birth dates are erased. */
  passportYears: number;
}) {
  const { db } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function runOnce() {
    const now = deps.clock();
    const today = isoDayOf(now);
    const returnedBefore = yearsBefore(today, deps.passportYears);
    return db.transaction(async (tx) => {
      const bookings = createBookingPrivacyRepository(tx);
      const passports = await bookings.erasePassportsReturnedBefore(returnedBefore, now);
      const cards = await bookings.eraseCardsNoLongerNeeded();
      const callbacks = await tx
        .delete(callbackRequests)
        .where(lt(callbackRequests.createdAt, new Date(`${addDays(today, -CALLBACK_DAYS)}T00:00:00Z`)))
        .returning({ id: callbackRequests.id });
      const sessions = await bookings.endExpiredSessions(now);
      const agentSessionsEnded = await tx
        .delete(agentSessions)
        .where(
          or(
            lt(agentSessions.lastSeenAt, new Date(now.getTime() - AGENT_SESSION_IDLE_MS)),
            lt(agentSessions.createdAt, new Date(now.getTime() - AGENT_SESSION_MAX_MS)),
          ),
        )
        .returning({ agentId: agentSessions.agentId });
      return {
        passports,
        cards,
        callbacks: callbacks.length,
        sessions: sessions + agentSessionsEnded.length,
      };
    });
  }

  const run = () => {
    running = runOnce()
      .then((erased) => {
        if (Object.values(erased).some((n) => n > 0))
          deps.log.info({ erased }, 'retention: personal data erased');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'retention run failed'));
    return running;
  };

  return {
    runOnce,
    start() {
      void run();
      timer = setInterval(() => void run(), RUN_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
