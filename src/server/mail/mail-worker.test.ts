import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEml } from '../../../scripts/mailbox.mjs';
import { startMailCatcher } from '../../../tests/helpers/mail-catcher';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/helpers/test-database';
import { outboxEmails } from '../db/schema/mail';
import {
  createMailWorker,
  mailLeaseMs,
  retryDelayMs,
  type MailLogger,
  type MailWorkerOptions,
} from './mail-worker';
import { enqueueEmail, type OutgoingEmail } from './outbox';
import { createMailTransport, type MailTransport } from './transport';

const FROM = '"Caribe Sol Viajes" <reservas@caribesol.example>';
/** The From header as nodemailer writes it. */
const FROM_HEADER = 'Caribe Sol Viajes <reservas@caribesol.example>';
/** `SMTP_TIMEOUT_MS` of these tests; a whole send may take twice that, and the lease 5 s more. */
const SMTP_TIMEOUT_MS = 2_000;
const LEASE_MS = 9_000;

/**
 * A transport whose process dies once the SMTP server accepted a mail, before the worker could
 * mark it sent: the send never returns, and nothing of that worker runs again.
 */
function dyingAfterAcceptance(inner: MailTransport) {
  let accept: () => void = () => undefined;
  const accepted = new Promise<void>((resolve) => (accept = resolve));
  const transport: MailTransport = {
    sendTimeoutMs: inner.sendTimeoutMs,
    async send(message) {
      await inner.send(message);
      accept();
      await new Promise(() => undefined);
    },
    close: () => inner.close(),
  };
  return { transport, accepted };
}

const silent: MailLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A logger that remembers what was logged, to check that no body or mailbox leaks. */
function recordingLogger() {
  const lines: string[] = [];
  const record = (obj: object, msg?: string) => void lines.push(JSON.stringify({ ...obj, msg }));
  return { log: { info: record, warn: record, error: record } satisfies MailLogger, lines };
}

function email(n: number | string, overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    dedupeKey: `test:${n}`,
    kind: 'test',
    to: `guest${n}@example.org`,
    subject: `Booking ${n}`,
    text: `Hello guest ${n}, your booking request is received.`,
    html: `<p>Hello guest <b>${n}</b>, your booking request is received.</p>`,
    ...overrides,
  };
}

describe.each(testDatabaseKinds)('the mail outbox on %s', (kind) => {
  const database = useTestDatabase(kind);
  let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
  let clock: Date;

  const smtpTransport = (smtpTimeoutMs = SMTP_TIMEOUT_MS) =>
    createMailTransport({ smtpUrl: smtp.url, dataDir: tmpdir(), smtpTimeoutMs });
  const worker = (overrides: Partial<MailWorkerOptions> = {}) =>
    createMailWorker({
      db: database().db,
      transport: smtpTransport(),
      from: FROM,
      log: silent,
      now: () => clock,
      ...overrides,
    });
  const rowOf = async (dedupeKey: string) => {
    const [row] = await database()
      .db.select()
      .from(outboxEmails)
      .where(eq(outboxEmails.dedupeKey, dedupeKey));
    if (!row) throw new Error(`no outbox row ${dedupeKey}`);
    return row;
  };
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    smtp = await startMailCatcher();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    await database().db.delete(outboxEmails);
    smtp.mails.length = 0;
    smtp.state.refuse = false;
    // The worker looks a second after the test queues its mails (queued mails are due from the
    // database's now()).
    clock = new Date(Date.now() + 1_000);
  });

  it('sends a queued mail once, with subject, text and html, and marks it sent', async () => {
    await enqueueEmail(database().db, email(1, { replyTo: 'help@caribesol.example', bookingId: 7 }));
    const mailer = worker();

    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0 });
    await mailer.stop();

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    const parsed = parseEml(mail!.raw);
    expect(parsed.subject).toBe('Booking 1');
    expect(parsed.to).toBe('guest1@example.org');
    expect(parsed.from).toBe(FROM_HEADER);
    expect(parsed.text).toBe('Hello guest 1, your booking request is received.');
    expect(mail!.raw).toMatch(/^Reply-To: help@caribesol\.example$/m);
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    expect(mail!.raw).toContain('<p>Hello guest <b>1</b>, your booking request is received.</p>');

    const row = await rowOf('test:1');
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      claimedUntil: null,
      lastError: null,
      bookingId: 7,
    });
    expect(row.sentAt?.getTime()).toBe(clock.getTime());
    expect(row.messageId).toMatch(/^<outbox-\d+\.[0-9a-f]+@caribesol\.example>$/);
    expect(mail!.messageId).toBe(row.messageId);
  });

  it('keeps one mail when the same dedupe key is queued twice, in a transaction or not', async () => {
    const db = database().db;
    await db.transaction(async (tx) => enqueueEmail(tx, email(2)));
    await enqueueEmail(db, email(2, { subject: 'A retried request' }));

    expect(await db.select().from(outboxEmails)).toHaveLength(1);
    const mailer = worker();
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0 });
    await mailer.stop();
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Booking 2']);
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    const db = database().db;
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, email(3));
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    expect(await db.select().from(outboxEmails)).toHaveLength(0);
  });

  it('keeps a refused mail pending with a backoff, then sends it once the server takes it', async () => {
    await enqueueEmail(database().db, email(4));
    const { log, lines } = recordingLogger();
    const mailer = worker({ log });

    smtp.state.refuse = true;
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1 });
    const failed = await rowOf('test:4');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null, sentAt: null });
    expect(failed.nextAttemptAt.getTime()).toBe(clock.getTime() + 30_000);
    expect(failed.lastError).toMatch(/mailbox unavailable/);
    expect(smtp.mails).toHaveLength(0);

    // Not due yet, even when the server works again.
    smtp.state.refuse = false;
    advance(29_000);
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0 });

    advance(1_000);
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0 });
    await mailer.stop();

    expect(smtp.mails).toHaveLength(1);
    const sent = await rowOf('test:4');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    // The same Message-ID on every attempt.
    expect(sent.messageId).toBe(failed.messageId);
    expect(smtp.mails[0]!.messageId).toBe(failed.messageId);

    const logged = lines.join('\n');
    expect(logged).toContain('example.org');
    expect(logged).not.toContain('guest4@');
    expect(logged).not.toContain('Hello guest');
  });

  it('retries later and later, at most every hour', async () => {
    expect([1, 2, 3, 4, 5, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000,
    ]);
    await enqueueEmail(database().db, email(5));
    const mailer = worker({
      transport: {
        sendTimeoutMs: 4_000,
        send: () => Promise.reject(new Error('down')),
        close: () => undefined,
      },
    });
    for (const delay of [30_000, 60_000, 120_000]) {
      expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 1 });
      const row = await rowOf('test:5');
      expect(row.nextAttemptAt.getTime() - clock.getTime()).toBe(delay);
      advance(delay);
    }
    await mailer.stop();
    expect(await rowOf('test:5')).toMatchObject({ status: 'pending', attempts: 3, lastError: 'down' });
  });

  it('sends each mail exactly once when several workers run at the same time', async () => {
    const count = 30;
    for (let n = 0; n < count; n += 1) await enqueueEmail(database().db, email(`many-${n}`));
    const workers = [1, 2, 3, 4].map(() => worker());

    const results = await Promise.all(workers.flatMap((w) => [w.runOnce(), w.runOnce()]));
    await Promise.all(workers.map((w) => w.stop()));

    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(count);
    expect(results.every((r) => r.failed === 0)).toBe(true);
    const subjects = smtp.mails.map((m) => m.subject).sort();
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    const rows = await database().db.select().from(outboxEmails);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('leases a mail for twice the SMTP time-out plus 5 s, from the moment its own send starts', async () => {
    expect(mailLeaseMs(smtpTransport().sendTimeoutMs)).toBe(LEASE_MS);
    for (const smtpTimeoutMs of [1_000, 20_000]) {
      await enqueueEmail(database().db, email(`lease-${smtpTimeoutMs}-a`));
      await enqueueEmail(database().db, email(`lease-${smtpTimeoutMs}-b`));
      const inner = smtpTransport(smtpTimeoutMs);
      const leases: number[] = [];
      const mailer = worker({
        transport: {
          sendTimeoutMs: inner.sendTimeoutMs,
          async send(message) {
            const [row] = await database()
              .db.select()
              .from(outboxEmails)
              .where(eq(outboxEmails.messageId, message.messageId));
            leases.push(row!.claimedUntil!.getTime() - clock.getTime());
            // Each send takes a second: the next mail's lease must not have started meanwhile.
            advance(1_000);
            await inner.send(message);
          },
          close: () => inner.close(),
        },
      });
      expect(await mailer.runOnce()).toEqual({ sent: 2, failed: 0 });
      await mailer.stop();
      expect(leases).toEqual([2 * smtpTimeoutMs + 5_000, 2 * smtpTimeoutMs + 5_000]);
    }
  });

  it('sends a mail again with the same Message-ID when its sender died after the SMTP server took it, never before the lease has passed', async () => {
    await enqueueEmail(database().db, email(6));
    const dead = dyingAfterAcceptance(smtpTransport());
    void worker({ transport: dead.transport }).runOnce();
    await dead.accepted;
    const first = await rowOf('test:6');
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.claimedUntil?.getTime()).toBe(clock.getTime() + LEASE_MS);
    expect(smtp.mails.map((m) => m.messageId)).toEqual([first.messageId]);

    const other = worker();
    expect(await other.runOnce()).toEqual({ sent: 0, failed: 0 });
    // Up to the lease's last millisecond, the mail still belongs to the dead worker.
    advance(LEASE_MS);
    expect(await other.runOnce()).toEqual({ sent: 0, failed: 0 });
    advance(1);
    expect(await other.runOnce()).toEqual({ sent: 1, failed: 0 });
    await other.stop();

    // Sent twice, as one message for a receiver that de-duplicates by Message-ID.
    expect(smtp.mails.map((m) => m.messageId)).toEqual([first.messageId, first.messageId]);
    expect(smtp.mails[1]!.raw).toContain('Hello guest 6');
    expect(await rowOf('test:6')).toMatchObject({
      status: 'sent',
      attempts: 2,
      claimedUntil: null,
      messageId: first.messageId,
    });
  });

  it('leaves at most one mail in doubt when its sender dies', async () => {
    for (let n = 0; n < 5; n += 1) await enqueueEmail(database().db, email(`doubt-${n}`));
    const dead = dyingAfterAcceptance(smtpTransport());
    void worker({ transport: dead.transport }).runOnce();
    await dead.accepted;
    const claimed = await database()
      .db.select()
      .from(outboxEmails)
      .where(isNotNull(outboxEmails.claimedUntil));
    expect(claimed.map((row) => row.dedupeKey)).toEqual(['test:doubt-0']);

    // Another instance sends the others at once, and the one in doubt after its lease.
    const other = worker();
    expect(await other.runOnce()).toEqual({ sent: 4, failed: 0 });
    advance(LEASE_MS + 1);
    expect(await other.runOnce()).toEqual({ sent: 1, failed: 0 });
    await other.stop();
    expect(smtp.mails.map((m) => m.subject)).toEqual([
      'Booking doubt-0',
      'Booking doubt-1',
      'Booking doubt-2',
      'Booking doubt-3',
      'Booking doubt-4',
      'Booking doubt-0',
    ]);
  });

  it('sends soon after a nudge once started, and stops cleanly', async () => {
    const mailer = worker({ pollMs: 60_000, now: () => new Date() });
    mailer.start();
    await waitFor(async () => (await database().db.select().from(outboxEmails)).length === 0);
    await enqueueEmail(database().db, email(7));
    mailer.nudge();
    mailer.nudge();
    await waitFor(async () => (await rowOf('test:7')).status === 'sent');
    await mailer.stop();
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Booking 7']);
    // A stopped worker neither runs nor throws on a nudge.
    await enqueueEmail(database().db, email(8));
    mailer.nudge();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await rowOf('test:8')).status).toBe('pending');
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the dev mailbox', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mailbox-test-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each message as a readable .eml file under DATA_DIR/mailbox', async () => {
    const transport = createMailTransport({ smtpUrl: undefined, dataDir, smtpTimeoutMs: SMTP_TIMEOUT_MS });
    await transport.send({
      from: FROM,
      to: 'lucia@example.org',
      replyTo: 'reservas@caribesol.example',
      subject: 'Solicitud de reserva recibida — Punta Cana',
      text: 'Hola Lucía,\nhemos recibido tu solicitud para el Caribe: 1.234 € por persona.',
      html: '<p>Hola Lucía</p>',
      messageId: '<outbox-9.abc123@caribesol.example>',
    });
    transport.close();

    const files = await readdir(path.join(dataDir, 'mailbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{6}\.\d{3}Z-outbox-9\.abc123_caribesol\.example\.eml$/);
    const raw = await readFile(path.join(dataDir, 'mailbox', files[0]!), 'utf8');
    expect(parseEml(raw)).toMatchObject({
      from: FROM_HEADER,
      to: 'lucia@example.org',
      subject: 'Solicitud de reserva recibida — Punta Cana',
      messageId: '<outbox-9.abc123@caribesol.example>',
      text: 'Hola Lucía,\nhemos recibido tu solicitud para el Caribe: 1.234 € por persona.',
    });
  });
});

describe('the SMTP time-outs', () => {
  const timeoutMs = 200;
  const sockets = new Set<Socket>();

  /** A TCP server that talks to each connection with `onConnect`. */
  async function serve(onConnect: (socket: Socket) => void) {
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      onConnect(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const close = () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    };
    return { url: `smtp://127.0.0.1:${port}`, close };
  }
  const message = {
    from: FROM,
    to: 'lucia@example.org',
    subject: 'Prueba',
    text: 'Hola',
    html: '<p>Hola</p>',
    messageId: '<outbox-1.abc@caribesol.example>',
  };

  // Short test time-outs: without these settings nodemailer would wait for 15 s to 10 min.
  it('gives up on a server that never greets after SMTP_TIMEOUT_MS', { timeout: 5_000 }, async () => {
    const server = await serve(() => undefined);
    const transport = createMailTransport({
      smtpUrl: server.url,
      dataDir: tmpdir(),
      smtpTimeoutMs: timeoutMs,
    });
    await expect(transport.send(message)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    transport.close();
    await server.close();
  });

  it(
    'cuts off a server that keeps talking without ever answering, at twice SMTP_TIMEOUT_MS',
    { timeout: 5_000 },
    async () => {
      const server = await serve((socket) => {
        socket.write('220 slow.example ESMTP\r\n');
        // A continued reply line every 50 ms: the socket is never idle, the EHLO never answered.
        socket.once('data', () => {
          const timer = setInterval(() => socket.write('250-still thinking\r\n'), 50);
          socket.on('close', () => clearInterval(timer));
        });
      });
      const transport = createMailTransport({
        smtpUrl: server.url,
        dataDir: tmpdir(),
        smtpTimeoutMs: timeoutMs,
      });
      expect(transport.sendTimeoutMs).toBe(2 * timeoutMs);
      await expect(transport.send(message)).rejects.toMatchObject({ code: 'EABORT' });
      transport.close();
      await server.close();
    },
  );
});
