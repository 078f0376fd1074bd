// Starts the built storefront for the browser tests on a fresh database:
//   node scripts/e2e-server.mjs pglite 3100     (embedded, in a new temporary folder)
//   node scripts/e2e-server.mjs postgres 3101   (a new database on TEST_DATABASE_URL's server)
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { parseEml } from './mailbox.mjs';
import { E2E_AGENT } from '../tests/helpers/e2e-agent.mjs';
import { E2E_API_CLIENT } from '../tests/helpers/e2e-api-client.mjs';

const [kind = 'pglite', port = '3100'] = process.argv.slice(2);
const env = {
  ...process.env,
  NODE_ENV: 'production',
  // One server process on PostgreSQL too: the journeys count rate limits per server.
  WORKERS: '1',
  PORT: port,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  RATE_LIMIT_PER_MINUTE: '1000',
  PAGE_RATE_LIMIT_PER_MINUTE: '100000',
  // The SMTP server below catches the mail the storefront sends; the journeys read it from a file.
  SMTP_URL: `smtp://127.0.0.1:${Number(port) + 1000}`,
  // The card gateway's sandbox notifies and returns to the address the browser uses.
  PUBLIC_URL: `http://127.0.0.1:${port}`,
};
delete env.DATABASE_URL;

if (kind === 'postgres') {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres browser tests');
  const name = `storefront_e2e_${port}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  env.E2E_DATABASE_URL = env.DATABASE_URL;
} else {
  env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
}

// One real SMTP server for every journey of this storefront, whichever worker runs it: each mail
// it accepts is a line of JSON in storefront-e2e-<port>.mails.jsonl (see tests/e2e/booking-helpers.ts).
const mailFile = path.join(tmpdir(), `storefront-e2e-${port}.mails.jsonl`);
writeFileSync(mailFile, '');
const catcher = await startMailCatcher(Number(port) + 1000, (mail) =>
  appendFileSync(mailFile, `${JSON.stringify(mail)}\n`),
);

// The booking team's first agent, made the way the README says (before the server holds the database).
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'src/server/back-office/agent-create.cli.ts',
    '--email',
    E2E_AGENT.email,
    '--name',
    E2E_AGENT.name,
  ],
  {
    env: { ...env, AGENT_PASSWORD: E2E_AGENT.password, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

// The booking team's system, a client of the booking API, made the same way.
execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'src/server/api-clients/api-client-create.cli.ts',
    '--username',
    E2E_API_CLIENT.username,
    '--scopes',
    E2E_API_CLIENT.scopes.join(','),
  ],
  {
    env: { ...env, API_CLIENT_PASSWORD: E2E_API_CLIENT.password, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

// Everything the server logs is also kept in a file the journeys scan for card data.
const log = createWriteStream(path.join(tmpdir(), `storefront-e2e-${port}.log`));
const server = spawn(process.execPath, ['build/app/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
server.stdout.pipe(log, { end: false });
server.stderr.pipe(log, { end: false });
server.stderr.pipe(process.stderr);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  catcher.close();
  process.exit(code ?? 0);
});

/** A minimal SMTP server on 127.0.0.1 that hands every message it accepts, parsed, to `onMail`. */
async function startMailCatcher(smtpPort, onMail) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { messageId, to, subject, text } = parseEml(raw);
        onMail({ raw, messageId, to, subject, text });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', resolve);
  });
  return { close: () => smtp.close() };
}
