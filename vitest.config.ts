import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole repository, as four projects: unit tests in core, web
 * and studio, integration tests in server (real HTTP against PGlite, or PostgreSQL
 * and Redis when DATABASE_URL and REDIS_URL are set). Browser tests live in e2e/ and
 * run under Playwright.
 */
export default defineConfig({
  test: {
    // Limits for a hung test, never for a slow machine: machines of CI's kind differ
    // threefold in speed, and a test that works must pass on the slowest, only later.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // One worker per core, and two on a 2-core machine (Vitest would take one): a test
    // file's time is partly waiting (on its server, on a timer), which the other
    // worker fills.
    maxWorkers: Math.max(2, availableParallelism()),
    // Test files share their worker's loaded modules: the server's imports cost about a
    // second a file, more than most files' tests. Every file starts and closes its own
    // servers, and no test changes a module's state, so sharing changes no result (the
    // counts match an isolated run's).
    isolate: false,
    projects: [
      { extends: true, test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'web', include: ['packages/web/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'studio', include: ['packages/studio/src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          // The migrated databases each test server copies (test/template-database.ts).
          globalSetup: ['packages/server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
