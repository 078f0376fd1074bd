import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
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
  /** Resolves once the SMTP server (or the dev mailbox) accepted the message; rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A server that stops answering fails the attempt instead of holding the worker forever. */
const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 20_000,
  dnsTimeout: 10_000,
};

/** The folder where mail goes when no SMTP server is configured. */
export function devMailboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'mailbox');
}

/**
 * SMTP when `SMTP_URL` is set; otherwise the dev mailbox: every message is written as a raw
 * `.eml` file under `<DATA_DIR>/mailbox` (`npm run mailbox` lists them).
 */
export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl);
  return createDevMailboxTransport(devMailboxDir(config));
}

function createSmtpTransport(url: string): MailTransport {
  // Options in the URL's query (e.g. ?socketTimeout=…) override these defaults.
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

function fileNameFor(messageId: string, date: Date): string {
  const time = date.toISOString().replace(/:/g, '');
  const id = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._-]+/g, '_');
  return `${time}-${id}.eml`;
}

function createDevMailboxTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error('the dev mailbox expected a buffered message');
      // Mail holds personal data: readable by this user only.
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await writeFile(path.join(folder, fileNameFor(message.messageId, new Date())), info.message, {
        mode: 0o600,
      });
    },
    close: () => transporter.close(),
  };
}

/** The From of every mail: the brand name and the bookings mailbox of the site settings. */
export function mailSender(config: Pick<Config, 'site'>): string {
  const name = config.site.brandName.replace(/["\\\r\n]/g, '');
  return `"${name}" <${config.site.mailboxes.bookings}>`;
}
