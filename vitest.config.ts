import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole repository: unit tests in core, integration tests
 * in server (real HTTP against PGlite, or PostgreSQL and Redis when DATABASE_URL and
 * REDIS_URL are set). Browser tests live in e2e/ and run under Playwright.
 */
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
