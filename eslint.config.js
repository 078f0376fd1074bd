import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
          patterns: [
            { group: ['**/web/**'], message: 'server must not import web' },
            { group: ['**/tests/**'], message: 'test helpers stay in tests/' },
          ],
        },
      ],
    },
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
          ],
        },
      ],
    },
  },
);
