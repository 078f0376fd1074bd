import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
const SERVER_ZONE = [
  { group: ['**/web/**'], message: 'server must not import web' },
  { group: ['**/tests/**'], message: 'test helpers stay in tests/' },
];

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
    rules: { 'no-restricted-imports': ['error', { patterns: [BOOKING_TABLES] }] },
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
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...SERVER_ZONE, BOOKING_TABLES],
        },
      ],
    },
  },
  {
    // The owners of the booking tables keep the server's other rules.
    files: BOOKING_OWNERS,
    ignores: ['src/server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_ZONE }] },
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
            { group: ['**/tests/**'], message: 'test helpers stay in tests/' },
            BOOKING_TABLES,
          ],
        },
      ],
    },
  },
);
