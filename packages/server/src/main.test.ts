import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, seedPgliteDataDir } from './test/harness';
import { bundleMain, freePort, removeBundle, runNode, tempDir, waitFor } from './test/node-process';

/**
 * The real entry point as an operator runs it: its own process, configuration from
 * the environment, signals. The bundle is built the way `npm start` builds it.
 */
const workDir = tempDir('ante-main-');
let bundle = '';

beforeAll(async () => {
  bundle = await bundleMain();
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  removeBundle(bundle);
});

const run = (env: Record<string, string>) => runNode(bundle, env);

describe('main', () => {
  it('stops with one clear line for a malformed DATABASE_URL', async () => {
    const proc = run({ DATABASE_URL: 'postgres//oops' });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('Invalid configuration: DATABASE_URL must be a postgres://');
    expect(proc.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses to run the simulated chain on a public https site, in one line saying what to set', async () => {
    const proc = run({ PUBLIC_URL: 'https://casino.example', DATA_DIR: path.join(workDir, 'public') });
    expect(await proc.exited).toBe(1);
    expect(proc.output().trim()).toMatch(
      /^Invalid configuration: the simulated chain .* but BTC, .* are simulated; give each a real node \(CHAIN_<NETWORK>\).* set ALLOW_SIMULATED_CHAIN=true to run a public demo on purpose$/,
    );
  });

  // On the embedded database whatever DATABASE_URL says, so the database pass would repeat it unchanged.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'runs a public demo when the operator allows it, and warns that its coins are test coins',
    async () => {
      const port = await freePort();
      // Not a test of the first start (the test below is): its database is the migrated template.
      await seedPgliteDataDir(path.join(workDir, 'demo'));
      const proc = run({
        PUBLIC_URL: 'https://demo.casino.example',
        ALLOW_SIMULATED_CHAIN: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(workDir, 'demo'),
        WEB_DIST_DIR: path.join(workDir, 'no-web'),
      });
      await waitFor(() => proc.output().includes('Ante is running'));
      expect(proc.output()).toContain(
        'Wallet runs on the simulated chain on a public site (ALLOW_SIMULATED_CHAIN=true): balances are test coins, not money.',
      );
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
    },
  );

  it('stops with a clear line when the configured database cannot be reached', async () => {
    const port = await freePort();
    const proc = run({ DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/none` });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain('Could not start');
    expect(proc.output()).toContain('PostgreSQL (DATABASE_URL)');
  });

  it('serves, then shuts down gracefully on SIGTERM and keeps its data', async () => {
    const database = await createTestDatabase();
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST_DIR: path.join(workDir, 'no-web'),
      // The built-in studio starts with the casino, on a port of its own.
      STUDIO: 'true',
      STUDIO_PORT: '0',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    };
    try {
      const first = run(env);
      await waitFor(() => first.output().includes('Ante is running'));
      const launch = await fetch(`http://127.0.0.1:${port}/api/casino/games/forge-of-fortune/launch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currency: 'BTC', mode: 'demo' }),
      });
      const studioPage = new URL(((await launch.json()) as { url: string }).url);
      expect(studioPage.port).not.toBe(String(port));
      studioPage.hostname = '127.0.0.1';
      expect((await fetch(studioPage)).status).toBe(200);
      const register = await fetch(`http://127.0.0.1:${port}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'main_test', password: 'long enough password' }),
      });
      expect(register.status).toBe(200);
      const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
        status: string;
      };
      expect(health.status).toBe('ok');
      // A crash in a player's browser lands in the server's log.
      const crash = await fetch(`http://127.0.0.1:${port}/api/client-errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message: 'Cannot read properties of undefined (reading x)',
          url: '/games/dice',
        }),
      });
      expect(crash.status).toBe(200);
      await waitFor(() =>
        first.output().includes('client crash: Cannot read properties of undefined (reading x)'),
      );
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('shutting down');

      const second = run(env);
      await waitFor(() => second.output().includes('Ante is running'));
      const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'main_test', password: 'long enough password' }),
      });
      expect(login.status).toBe(200);
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    } finally {
      await database?.drop();
    }
  }, 300_000);
});
