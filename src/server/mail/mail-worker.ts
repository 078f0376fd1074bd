import { randomBytes } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema/mail';
import type { MailTransport } from './transport';

/** The part of a pino logger (Fastify's `app.log`) the worker uses. */
export interface MailLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** Sender, e.g. `"Caribe Sol Viajes" <reservas@caribesol.example>`; its domain ends every Message-ID. */
  from: string;
  log: MailLogger;
  /** How often the outbox is looked at without a nudge. */
  pollMs?: number;
  now?: () => Date;
}

export interface MailRunResult {
  sent: number;
  failed: number;
}

export interface MailWorker {
  /** Runs at once, then every `pollMs`. */
  start(): void;
  /** Stops the timer, waits for a run in progress and closes the transport. */
  stop(): Promise<void>;
  /** Asks for a run soon (a mail was just queued); many nudges make one run. */
  nudge(): void;
  /** Sends every due mail; waits for a run in progress first. */
  runOnce(): Promise<MailRunResult>;
}

interface ClaimedRow {
  id: number;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  message_id: string;
}

const NUDGE_DELAY_MS = 50;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
/**
 * Added to the send's time-out to make the lease: the claim and the marking may wait behind other
 * queries (PGlite has one connection), and the instances' clocks may differ a little.
 */
const LEASE_MARGIN_MS = 5_000;

/**
 * How long a claimed mail belongs to the instance sending it; after that another one may send it.
 * The transport gives up on a send before the lease ends, so a live instance never loses a mail.
 */
export function mailLeaseMs(sendTimeoutMs: number): number {
  return sendTimeoutMs + LEASE_MARGIN_MS;
}

/** Wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, … at most 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

function domainOf(address: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(address)?.[1]?.toLowerCase() ?? 'localhost';
}

/** An error as it may be stored and logged: short, with no message body. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const text = typeof code === 'string' && !message.startsWith(code) ? `${code}: ${message}` : message;
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

/** Logs keep the domain of an address only. */
function withoutMailboxes(text: string): string {
  return text.replace(/[^\s<>"'@:;,]+@/g, '…@');
}

/**
 * Sends the outbox, at least once. Each mail is claimed alone, with a lease, in one short
 * statement (`FOR UPDATE SKIP LOCKED`), so any number of instances may run a worker on one
 * database and no two send a mail at the same time; no transaction stays open while the SMTP
 * server is talked to. An instance that dies after the SMTP server accepted a mail and before
 * marking it leaves that one mail to be sent again once its lease has passed, with the same
 * Message-ID so that the receiver can tell the repeat. A mail that fails stays pending and is
 * tried again later, without end.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, from, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = mailLeaseMs(transport.sendTimeoutMs);
  const now = options.now ?? (() => new Date());
  const domain = domainOf(from);

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  /** The pending timer is a nudge: further nudges change nothing. */
  let nudged = false;
  /** A nudge came during a run: run again right after it. */
  let runAgain = false;
  let current: Promise<MailRunResult> | undefined;
  let stopped: Promise<void> | undefined;

  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  /**
   * Claims the next due mail, alone: its lease starts as its send starts, so an instance that dies
   * leaves at most this one mail in doubt, for at most one lease. The Message-ID is drawn at the
   * first claim and kept on every later one.
   */
  async function claimNext(): Promise<ClaimedRow | undefined> {
    const at = now();
    const leaseEnd = new Date(at.getTime() + leaseMs);
    const tag = randomBytes(6).toString('hex');
    const claimed = await rows<ClaimedRow>(sql`
      update outbox_emails as o
      set claimed_until = ${leaseEnd.toISOString()}::timestamptz,
          attempts = o.attempts + 1,
          message_id = coalesce(
            o.message_id,
            '<outbox-' || o.id::text || '.' || ${tag}::text || '@' || ${domain}::text || '>'
          )
      from (
        select id from outbox_emails
        where status = 'pending'
          and next_attempt_at <= ${at.toISOString()}::timestamptz
          and (claimed_until is null or claimed_until < ${at.toISOString()}::timestamptz)
        order by id
        limit 1
        for update skip locked
      ) as due
      where o.id = due.id
      returning o.id, o.kind, o.to_address, o.reply_to, o.subject, o.text_body, o.html_body,
        o.attempts, o.message_id`);
    const [row] = claimed;
    return row && { ...row, id: Number(row.id), attempts: Number(row.attempts) };
  }

  async function deliver(row: ClaimedRow): Promise<boolean> {
    const facts = { id: row.id, kind: row.kind, attempts: row.attempts, toDomain: domainOf(row.to_address) };
    try {
      await transport.send({
        from,
        to: row.to_address,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: row.message_id,
      });
    } catch (error) {
      const lastError = describeError(error);
      const nextAttemptAt = new Date(now().getTime() + retryDelayMs(row.attempts));
      await db
        .update(outboxEmails)
        .set({ nextAttemptAt, claimedUntil: null, lastError })
        .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'pending')));
      log.warn({ ...facts, error: withoutMailboxes(lastError), nextAttemptAt }, 'mail not sent, will retry');
      return false;
    }
    // Marked sent and released in one statement: no other instance ever finds the mail released
    // but not yet marked, which would send it twice without any crash.
    await db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: now(), claimedUntil: null, lastError: null })
      .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'pending')));
    log.info(facts, 'mail sent');
    return true;
  }

  async function drain(): Promise<MailRunResult> {
    const result: MailRunResult = { sent: 0, failed: 0 };
    // A stopping worker finishes the mail in hand and claims no other.
    while (!stopping) {
      const row = await claimNext();
      if (!row) break;
      if (await deliver(row)) result.sent += 1;
      else result.failed += 1;
    }
    return result;
  }

  function runOnce(): Promise<MailRunResult> {
    const run = (current ?? Promise.resolve()).catch(() => undefined).then(() => drain());
    current = run;
    const clear = () => {
      if (current === run) current = undefined;
    };
    run.then(clear, clear);
    return run;
  }

  function schedule(delayMs: number) {
    if (!started || stopping) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    nudged = false;
    try {
      await runOnce();
    } catch (error) {
      log.error({ err: error }, 'mail worker run failed');
    }
    if (runAgain) {
      runAgain = false;
      schedule(0);
    } else schedule(pollMs);
  }

  return {
    start() {
      if (started || stopping) return;
      started = true;
      schedule(0);
    },
    stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      stopped ??= (async () => {
        await current?.catch(() => undefined);
        transport.close();
      })();
      return stopped;
    },
    nudge() {
      if (!started || stopping) return;
      if (current) runAgain = true;
      else if (!nudged) {
        nudged = true;
        schedule(NUDGE_DELAY_MS);
      }
    },
    runOnce,
  };
}
