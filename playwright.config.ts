import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium-path.mjs';

/** The browser journeys run against the built server, on PGlite and, when CI gives one, on PostgreSQL. */
const databases = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
/** E2E_PORT (3100 by default) for PGlite and the next one for PostgreSQL, so two checkouts can run at once. */
const firstPort = Number(process.env.E2E_PORT ?? 3100);
const port = (db: string) => (db === 'pglite' ? firstPort : firstPort + 1);
process.env.E2E_POSTGRES_PORT = String(port('postgres'));
/**
 * The journeys that write (bookings, requests, consents, agents' work) run on both databases;
 * the others only read the catalogue, which the integration suite reads on both, so they run once,
 * on PGlite (decision 0030).
 */
const WRITING_JOURNEYS = [
  'booking',
  'my-booking',
  'modify-cancel',
  'back-office',
  'call-me',
  'consent',
  'trips',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A journey takes 5 to 15 s here; CI's machines have run the suite up to three times slower.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: databases.map((db) => ({
    name: db,
    use: {
      ...devices['Desktop Chrome'],
      locale: 'es-ES',
      baseURL: `http://127.0.0.1:${port(db)}`,
      channel: undefined,
    },
    metadata: { database: db },
    ...(db === 'postgres' ? { testMatch: WRITING_JOURNEYS.map((name) => `${name}.spec.ts`) } : {}),
  })),
  webServer: databases.map((db) => ({
    command: `node scripts/e2e-server.mjs ${db} ${port(db)}`,
    url: `http://127.0.0.1:${port(db)}/healthz`,
    reuseExistingServer: false,
    // The demo catalogue is seeded at start, after the first agent is created.
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
