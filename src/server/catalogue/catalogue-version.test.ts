import { describe, expect, it } from 'vitest';
import type { Database, NotificationHandlers } from '../db/client';
import { createCatalogueVersion, withCatalogueSnapshot, withLiveCatalogue } from './catalogue-version';

/** A database whose version table answers `stored`, counting reads; reads wait for `release`. */
function fakeDatabase(stored: { version: number }) {
  let reads = 0;
  let gate: Promise<void> = Promise.resolve();
  let handlers: NotificationHandlers | undefined;
  const db = {
    execute: async () => {
      reads += 1;
      const version = stored.version;
      await gate;
      return { rows: [{ version }] };
    },
  } as unknown as Database;
  return {
    db,
    listen: async (_channel: string, given: NotificationHandlers) => {
      handlers = given;
    },
    reads: () => reads,
    hold() {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    handlers: () => handlers!,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the catalogue version', () => {
  it('is read from the database once per page while nobody listens', async () => {
    const database = fakeDatabase({ version: 3 });
    const version = createCatalogueVersion(database);
    await withCatalogueSnapshot(async () => {
      expect(await version.current()).toBe(3);
      expect(await version.current()).toBe(3);
    });
    expect(database.reads()).toBe(1);
  });

  it('costs no query while listening, follows notifications, and is read live for a booking', async () => {
    const stored = { version: 3 };
    const database = fakeDatabase(stored);
    const version = createCatalogueVersion(database);
    await version.listen();
    database.handlers().onListening();
    await settle();
    const afterStart = database.reads();
    expect(await version.current()).toBe(3);
    stored.version = 4;
    database.handlers().onMessage('4');
    expect(await version.current()).toBe(4);
    expect(database.reads()).toBe(afterStart);

    // Another process changed the catalogue; its notification is still on the way.
    stored.version = 5;
    expect(await withLiveCatalogue(() => version.current())).toBe(5);
  });

  it('reads the database again once listening is lost, even if a read from before the loss ends later', async () => {
    const stored = { version: 7 };
    const database = fakeDatabase(stored);
    const version = createCatalogueVersion(database);
    await version.listen();
    const release = database.hold();
    database.handlers().onListening();
    database.handlers().onLost();
    release();
    await settle();
    stored.version = 8;
    const before = database.reads();
    expect(await version.current()).toBe(8);
    expect(database.reads()).toBe(before + 1);
  });
});
