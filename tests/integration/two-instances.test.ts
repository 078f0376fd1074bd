// The scale-out path of DESIGN.md: two storefront processes on one PostgreSQL, with bookings
// sent to each in turn. Rate limits are kept in each process's memory (README, Configuration),
// so they are not part of this test. The embedded database serves one process: a second one on
// the same folder must refuse to start rather than corrupt it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { expectCompleteBookings, orphanMails, readBookings, type RunSql } from '../helpers/booking-integrity';
import {
  openBookingForm,
  outboxIdOf,
  requireBuild,
  spawnBuiltServer,
  startBuiltServer,
  startMailCatcher,
  submitBooking,
  waitUntil,
} from '../helpers/built-server';
import { createPostgresDatabase } from '../helpers/test-database';

const BOOKINGS = 24;

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('books on both in turn: every booking whole, locators unique, each e-mail sent once', async () => {
    requireBuild();
    const mail = await startMailCatcher();
    const postgres = await createPostgresDatabase();
    const client = new pg.Client({ connectionString: postgres.url });
    const run: RunSql = async (text) => (await client.query(text)).rows as Record<string, unknown>[];
    const env = { SMTP_URL: mail.url, DATABASE_URL: postgres.url };
    // Both start at once on an empty database: one migrates and seeds, the other waits for its locks.
    const servers = await Promise.all([startBuiltServer(env), startBuiltServer(env)]);
    try {
      await client.connect();
      // Each visitor reads the form (its key and total) from one instance and sends it there.
      const statuses = await Promise.all(
        Array.from({ length: BOOKINGS }, async (_, index) => {
          const server = servers[index % 2]!;
          return submitBooking(server.url, await openBookingForm(server.url));
        }),
      );
      expect(statuses).toEqual(Array.from({ length: BOOKINGS }, () => 302));

      // One form sent to both instances at the same moment (a double click behind a load balancer).
      const form = await openBookingForm(servers[0]!.url);
      const twice = await Promise.all(servers.map((server) => submitBooking(server.url, form)));
      expect(twice).toEqual([302, 302]);

      const sent = async () =>
        Number((await run("select count(*)::int as n from outbox_emails where status = 'sent'"))[0]?.n);
      await waitUntil(async () => (await sent()) === 2 * (BOOKINGS + 1), 60_000, 'every e-mail to be sent');

      const bookings = await readBookings(run);
      expect(bookings).toHaveLength(BOOKINGS + 1);
      expectCompleteBookings(bookings);
      expect(await orphanMails(run)).toBe(0);
      expect(new Set(bookings.map((booking) => booking.locator)).size).toBe(bookings.length);

      // Marked sent only after the SMTP server accepted it: nothing more can arrive now.
      const messageIds = mail.mails.map((caught) => caught.messageId);
      expect(messageIds).toHaveLength(2 * (BOOKINGS + 1));
      expect(new Set(messageIds).size).toBe(messageIds.length);
      const outboxIds = bookings.flatMap((booking) => booking.mails.map((m) => m.id)).sort((a, b) => a - b);
      expect(messageIds.map((id) => outboxIdOf(id)).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(outboxIds);
    } finally {
      await Promise.all(servers.map((server) => server.kill('SIGTERM')));
      await client.end().catch(() => undefined);
      await mail.close();
      await postgres.drop();
    }
  }, 120_000);
});

describe('two instances on one PGlite folder', () => {
  it('refuses the second with a clear message and exit code 1, while the first keeps booking', async () => {
    requireBuild();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-two-'));
    const first = await startBuiltServer({ DATA_DIR: dataDir });
    try {
      const second = await spawnBuiltServer({ DATA_DIR: dataDir });
      const exit = await Promise.race([
        second.exited,
        new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 30_000)),
      ]);
      if (exit === 'running') await second.kill('SIGKILL');
      expect(exit).toEqual({ code: 1, signal: null });
      expect(second.output()).toContain(`in use by process`);
      expect(second.output()).toContain('run several instances on PostgreSQL (DATABASE_URL)');

      expect(await submitBooking(first.url, await openBookingForm(first.url))).toBe(302);
    } finally {
      await first.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
