import type * as fsPromises from 'node:fs/promises';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailTransport } from './transport';

/** A write that stops half-way, as when the process is killed during it. */
const cutWrites = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof fsPromises>();
  return {
    ...original,
    writeFile: async (...args: Parameters<typeof original.writeFile>) => {
      if (!cutWrites.on) return original.writeFile(...args);
      const [file, data, options] = args;
      await original.writeFile(file, String(data).slice(0, 10), options);
      throw new Error('killed during the write');
    },
  };
});

describe('the dev mailbox, when a write is cut short', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mailbox-cut-'));
  });
  afterAll(async () => {
    cutWrites.on = false;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no partial .eml behind, and the next send writes a whole one', async () => {
    const transport = createMailTransport({ smtpUrl: undefined, dataDir, smtpTimeoutMs: 2_000 });
    const message = {
      from: '"Caribe Sol" <reservas@caribesol.example>',
      to: 'lucia@example.org',
      subject: 'Solicitud de reserva recibida',
      text: 'Hola Lucía',
      html: '<p>Hola Lucía</p>',
      messageId: '<outbox-1.abc@caribesol.example>',
    };
    cutWrites.on = true;
    await expect(transport.send(message)).rejects.toThrow('killed during the write');
    const mailbox = path.join(dataDir, 'mailbox');
    expect((await readdir(mailbox)).filter((name) => name.endsWith('.eml'))).toEqual([]);

    cutWrites.on = false;
    await transport.send(message);
    transport.close();
    expect((await readdir(mailbox)).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
  });
});
