import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../config';

/** One message as the mail worker hands it over. */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** `<…@domain>`, the same on every attempt so a receiver can tell a repeat. */
  messageId: string;
}

export interface MailTransport {
  /** The longest one send may take: it fails after that. The worker's lease follows from it. */
  readonly sendTimeoutMs: number;
  /** Resolves once the SMTP server (or the dev mailbox) accepted the message; rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A whole send may take twice the SMTP time-out: one for connecting and the greeting (nodemailer
 * counts the DNS lookup and the greeting against `connectionTimeout`), one for the commands and
 * the message, which are small.
 */
export function sendTimeoutMsFor(smtpTimeoutMs: number): number {
  return 2 * smtpTimeoutMs;
}

/** The folder where mail goes when no SMTP server is configured. */
export function devMailboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'mailbox');
}

/**
 * SMTP when `SMTP_URL` is set; otherwise the dev mailbox: every message is written as a raw
 * `.eml` file under `<DATA_DIR>/mailbox` (`npm run mailbox` lists them).
 */
export function createMailTransport(
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'smtpTimeoutMs'>,
): MailTransport {
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl, config.smtpTimeoutMs);
  return createDevMailboxTransport(devMailboxDir(config), sendTimeoutMsFor(config.smtpTimeoutMs));
}

function createSmtpTransport(url: string, timeoutMs: number): MailTransport {
  // A server that stops answering fails the attempt instead of holding the worker and the mail.
  // Options in the URL's query (e.g. ?socketTimeout=…) override these, but not the whole send's
  // limit below, which the lease relies on.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const sendTimeoutMs = sendTimeoutMsFor(timeoutMs);
  return {
    sendTimeoutMs,
    async send(message) {
      // A server that answers, but too slowly, is cut off too: nodemailer closes the connection
      // when the signal aborts (`signal` is newer than @types/nodemailer).
      const mail: SendMailOptions & { signal: AbortSignal } = {
        ...message,
        signal: AbortSignal.timeout(sendTimeoutMs),
      };
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

function fileNameFor(messageId: string, date: Date): string {
  const time = date.toISOString().replace(/:/g, '');
  const id = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._-]+/g, '_');
  return `${time}-${id}.eml`;
}

function createDevMailboxTransport(folder: string, sendTimeoutMs: number): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    // Writing a file does not hang; SMTP_TIMEOUT_MS still sets the lease, as it would with SMTP.
    sendTimeoutMs,
    async send(message) {
      const info = await transporter.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error('the dev mailbox expected a buffered message');
      // Mail holds personal data: readable by this user only.
      await mkdir(folder, { recursive: true, mode: 0o700 });
      // Written under a temporary name, then renamed: a process killed mid-write leaves no
      // empty or half .eml in the mailbox (a rename within one folder is atomic).
      const name = fileNameFor(message.messageId, new Date());
      const temporary = path.join(folder, `.${name}.${process.pid}.tmp`);
      await writeFile(temporary, info.message, { mode: 0o600 });
      await rename(temporary, path.join(folder, name));
    },
    close: () => transporter.close(),
  };
}

/** The From of every mail: the brand name and the bookings mailbox of the site settings. */
export function mailSender(config: Pick<Config, 'site'>): string {
  const name = config.site.brandName.replace(/["\\\r\n]/g, '');
  return `"${name}" <${config.site.mailboxes.bookings}>`;
}
