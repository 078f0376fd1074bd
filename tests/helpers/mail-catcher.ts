import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml } from '../../scripts/mailbox.mjs';

export interface CaughtMail {
  raw: string;
  messageId: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts, parsed, or refuses them
 * (451) while `state.refuse` is set. Port 0 picks a free one.
 */
export async function startMailCatcher(port = 0) {
  const mails: CaughtMail[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse) {
          callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const { messageId, to, subject, text } = parseEml(raw) as Omit<CaughtMail, 'raw'>;
        mails.push({ raw, messageId, to, subject, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
