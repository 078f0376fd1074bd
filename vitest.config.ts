import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    globalSetup: ['tests/helpers/catalogue-copies.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
