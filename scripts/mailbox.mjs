// The dev mailbox: mail the storefront "sent" without SMTP_URL, as .eml files under
// $DATA_DIR/mailbox (./data/mailbox by default).
//   npm run mailbox          lists the messages, newest first
//   npm run mailbox -- 3     prints the text of message 3 of that list
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Decodes quoted-printable text into bytes. */
export function decodeQuotedPrintable(text) {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes);
}

function decodeBody(body, encoding = '') {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body).toString('utf8');
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header value. */
export function decodeHeaderValue(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, kind, text) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

/** Splits a message or part into its (lower-case, unfolded, decoded) headers and its body. */
function splitEntity(raw) {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeaderValue(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The text/plain content of an entity, looking into multipart bodies. */
function textOf({ headers, body }) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const text = textOf(splitEntity(part.replace(/^\r?\n/, '')));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (!/^text\/plain/i.test(type)) return undefined;
  return decodeBody(body, headers['content-transfer-encoding']).replace(/\r?\n$/, '');
}

/** Reads the headers and the plain text of a message as nodemailer writes it. */
export function parseEml(raw) {
  const entity = splitEntity(raw);
  return {
    date: entity.headers.date ?? '',
    from: entity.headers.from ?? '',
    to: entity.headers.to ?? '',
    subject: entity.headers.subject ?? '',
    messageId: entity.headers['message-id'] ?? '',
    text: textOf(entity) ?? '',
  };
}

/** The .eml files of a mailbox folder, newest first (their names start with the time). */
export function listMailbox(folder) {
  let names;
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return names
    .sort()
    .reverse()
    .map((name) => ({
      file: path.join(folder, name),
      ...parseEml(readFileSync(path.join(folder, name), 'utf8')),
    }));
}

function main() {
  const folder = path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'mailbox');
  const messages = listMailbox(folder);
  const [which] = process.argv.slice(2);
  if (which !== undefined) {
    const message = messages[Number(which) - 1];
    if (!/^\d+$/.test(which) || !message) {
      console.error(`No message ${which}: the mailbox holds ${messages.length}.`);
      process.exit(1);
    }
    console.log(`From:    ${message.from}\nTo:      ${message.to}\nDate:    ${message.date}`);
    console.log(`Subject: ${message.subject}\nFile:    ${message.file}\n\n${message.text}`);
    return;
  }
  if (messages.length === 0) {
    console.log(`The dev mailbox ${folder} is empty.`);
    return;
  }
  messages.forEach((message, index) => {
    const date = new Date(message.date);
    const when = Number.isNaN(date.getTime())
      ? message.date
      : date.toISOString().slice(0, 16).replace('T', ' ');
    console.log(`${String(index + 1).padStart(3)}  ${when}  ${message.to}  ${message.subject}`);
  });
  console.log(`\n${messages.length} message(s) in ${folder}; \`npm run mailbox -- N\` prints message N.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
