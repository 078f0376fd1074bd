import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const SERVER_ZONES = {
  web: { group: ['**/web/**'], message: 'server must not import web' },
  tests: { group: ['**/tests/**'], message: 'test helpers stay in tests/' },
};

/** The demo generator's data (src/server/catalogue/seed/): the running server needs none of it. */
const SEED_ZONE = {
  group: ['**/catalogue/seed/**', './seed/**', '../seed/**'],
  message:
    'catalogue/seed/ is the demo generator only: runtime texts live in catalogue/texts/, shared helpers outside seed/',
};

/**
 * The booking module (src/server/booking) owns the booking and payment tables: every other
 * capability reads and writes bookings through its repositories (decision 0024).
 */
const BOOKING_TABLES = {
  group: [
    '**/db/schema/booking',
    '**/db/schema/booking.*',
    '**/db/schema/payments',
    '**/db/schema/payments.*',
  ],
  message: 'the booking tables belong to src/server/booking: use its repositories',
};
const BOOKING_OWNERS = ['src/server/booking/**', 'src/server/db/**'];

/** Tests, and the set-up that tests next to each other share (name.test-helpers.ts), may import tests/. */
const SERVER_TESTS = ['src/server/**/*.test.ts', 'src/server/**/*.test-helpers.ts'];

/** The packages API's presenter (specification field names). */
const PRESENTER_ZONE = {
  group: ['**/catalogue/api-presenter', '**/catalogue/api-fields', './api-presenter', './api-fields'],
  message:
    'the specification-shaped answers are for http/api/packages-api.ts only; pages and services read catalogue.service.ts (English views)',
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'data/',
      'node_modules/',
      '.react-router/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Server code logs through the pino logger (src/server/logging.ts), which redacts personal data.
      'no-console': 'error',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call their callback `use`, which is not a React hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: BOOKING_OWNERS,
    rules: restrictImports(BOOKING_TABLES),
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', 'node:*'],
              message: 'src/domain is pure: it imports nothing of ours outside domain, and no Node modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**'],
    ignores: SERVER_TESTS,
    rules: restrictImports(SERVER_ZONES.web, SERVER_ZONES.tests, SEED_ZONE, PRESENTER_ZONE, BOOKING_TABLES),
  },
  {
    // The owners of the booking tables keep the server's other rules.
    files: BOOKING_OWNERS,
    ignores: SERVER_TESTS,
    rules: restrictImports(SERVER_ZONES.web, SERVER_ZONES.tests, SEED_ZONE, PRESENTER_ZONE),
  },
  {
    // The demo generator itself, and the two entries that run it: the start-up seeding
    // (CATALOGUE=demo) and the import tool's `--example`, which writes demo data as an import file.
    // The bed bank's generator (hotels/seed) puts the demo catalogue's hotels in its inventory.
    files: [
      'src/server/catalogue/seed/**',
      'src/server/hotels/seed/**',
      'src/server/catalogue/prepare-catalogue.ts',
      'src/server/catalogue/import/catalogue-import.cli.ts',
    ],
    ignores: SERVER_TESTS,
    rules: restrictImports(SERVER_ZONES.web, SERVER_ZONES.tests, PRESENTER_ZONE, BOOKING_TABLES),
  },
  {
    // The packages API's answers in the specification's names: read by its routes only (and wired
    // in the service container); the pages read the catalogue's English views (catalogue.service.ts).
    files: [
      'src/server/http/api/packages-api.ts',
      'src/server/services.ts',
      'src/server/catalogue/api-presenter.ts',
    ],
    rules: restrictImports(SERVER_ZONES.web, SERVER_ZONES.tests, SEED_ZONE, BOOKING_TABLES),
  },
  {
    // The web reaches the server only through src/web/platform.server.ts (types excepted), and
    // never its database or HTTP internals.
    files: ['src/web/**'],
    ignores: ['src/web/platform.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/db/**', '**/server/http/**', '!**/server/http/load-context'],
              message: 'the web does not reach the server database or HTTP internals',
            },
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: 'the web imports server values only through src/web/platform.server.ts',
            },
            SERVER_ZONES.tests,
            SEED_ZONE,
            PRESENTER_ZONE,
            BOOKING_TABLES,
          ],
        },
      ],
    },
  },
);
