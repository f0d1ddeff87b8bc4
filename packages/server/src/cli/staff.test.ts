import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askRunningCasino } from '../modules/staff/control-socket';
import {
  createTestDatabase,
  PASSWORD,
  registerPlayer,
  seedPgliteDataDir,
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from '../test/harness';
import { bundleMain, freePort, removeBundle, runNode, startNode, tempDir } from '../test/node-process';

/**
 * `npm run staff` as the operator runs it: the real command, bundled as `npm run
 * staff` bundles it, in a process of its own against the casino's database (PGlite in
 * DATA_DIR, or PostgreSQL when DATABASE_URL is set). The casino is a real test server
 * on that database, started and stopped around the command as an operator would on
 * PGlite, whose folder only one process may hold.
 */
let command = '';
const dataDir = tempDir('ante-staff-');
let database: Awaited<ReturnType<typeof createTestDatabase>> = null;
let options: TestServerOptions = {};
let commandEnv: Record<string, string> = {};

beforeAll(async () => {
  command = await bundleMain('cli/staff.ts');
  database = await createTestDatabase();
  options = database ? { databaseUrl: database.url } : { pgliteDataDir: dataDir };
  commandEnv = { ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }), LOG_LEVEL: 'info' };
});
afterAll(async () => {
  removeBundle(command);
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function staff(...args: string[]): Promise<{ code: number; output: string }> {
  const run = runNode(command, commandEnv, args);
  const code = await run.exited;
  return { code, output: run.output() };
}

/** Logs in as `username` on a server started for the purpose and returns what a staff call answers. */
async function staffCallAs(username: string): Promise<number> {
  const server = await startTestServer(options);
  try {
    const client = server.client();
    expect((await client.post('/api/user/login', { username, password: PASSWORD })).status).toBe(200);
    return (await client.post('/api/admin/game-message', { gameSlug: 'dice', message: 'Maintenance.' }))
      .status;
  } finally {
    await server.close();
  }
}

describe('npm run staff', () => {
  it('grants and revokes staff on an existing account, records each change, and refuses an unknown one', async () => {
    let server: TestServer = await startTestServer(options);
    await registerPlayer(server, { username: 'Boss' });
    if (!database) {
      // PGlite holds its folder: the command refuses rather than work on a copy the casino would overwrite.
      const busy = await staff('grant', 'boss', 'admin');
      expect(busy.code).toBe(2);
      expect(busy.output).toContain('is in use by process');
    }
    await server.close();

    const granted = await staff('grant', 'boss', 'admin');
    expect(granted.code, granted.output).toBe(0);
    expect(granted.output).toContain('Granted admin to Boss (was user).');
    // The process log has the change as a JSON line.
    expect(granted.output).toContain('"msg":"staff role granted"');
    expect(granted.output).toContain('"by":"cli"');
    const again = await staff('grant', 'BOSS', 'admin');
    expect(again.code).toBe(0);
    expect(again.output).toContain('Boss is admin already; nothing changed.');

    const unknown = await staff('grant', 'ghost', 'admin');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('There is no account named ghost.');
    const king = await staff('grant', 'boss', 'king');
    expect(king.code).toBe(1);
    expect(king.output).toContain('There is no role named king.');
    for (const args of [['grant', 'boss', 'King!'], ['grant', 'boss'], ['promote', 'boss'], []]) {
      const refused = await staff(...args);
      expect(refused.code, args.join(' ')).toBe(1);
      expect(refused.output).toContain('Usage:');
    }

    const listed = await staff('list');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/Boss\tadmin since \S+ by cli/);
    expect(await staffCallAs('boss')).toBe(200);

    const revoked = await staff('revoke', 'boss');
    expect(revoked.code, revoked.output).toBe(0);
    expect(revoked.output).toContain('Revoked admin from Boss');
    expect(await staffCallAs('boss')).toBe(403);
    expect((await staff('list')).output).toContain('No staff accounts.');

    server = await startTestServer(options);
    try {
      const history = await server.context.database.db
        .selectFrom('staff_grants')
        .innerJoin('users', 'users.id', 'staff_grants.user_id')
        .select([
          'users.username',
          'staff_grants.action',
          'staff_grants.role',
          'staff_grants.previous_role',
          'staff_grants.source',
          'staff_grants.actor_user_id',
        ])
        .orderBy('staff_grants.created_at')
        .execute();
      expect(history).toMatchObject([
        {
          username: 'Boss',
          action: 'grant',
          role: 'admin',
          previous_role: 'user',
          source: 'cli',
          actor_user_id: null,
        },
        {
          username: 'Boss',
          action: 'revoke',
          role: 'user',
          previous_role: 'admin',
          source: 'cli',
          actor_user_id: null,
        },
      ]);
    } finally {
      await server.close();
    }
  });
});

/**
 * On the embedded database the casino holds DATA_DIR, so the command asks the running
 * casino (the real entry point, in its own process) over its control socket, and opens
 * the folder itself once the casino is down, even one killed without a goodbye. Always
 * PGlite: on PostgreSQL the command connects directly, as the test above shows. So it
 * runs in the embedded pass only: the database pass (DATABASE_URL) would repeat it unchanged.
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'npm run staff while the casino runs on the embedded database',
  () => {
    const casinoDir = tempDir('ante-staff-live-');
    let main = '';
    beforeAll(async () => {
      main = await bundleMain();
    });
    afterAll(() => {
      removeBundle(main);
      fs.rmSync(casinoDir, { recursive: true, force: true });
    });

    const staffOn = async (...args: string[]) => {
      const run = runNode(command, { DATA_DIR: casinoDir, LOG_LEVEL: 'info' }, args);
      return { code: await run.exited, output: run.output() };
    };

    it('grants through the running casino, refuses a wrong key, and works directly once the casino is down', async () => {
      const port = await freePort();
      // No SECRET_KEY: the casino makes DATA_DIR/secret-key, and the command reads the same file.
      const env = {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: casinoDir,
        WEB_DIST_DIR: '/nonexistent',
      };
      const base = `http://127.0.0.1:${port}/api`;
      const post = (url: string, body: unknown, cookie = '') =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        });
      await seedPgliteDataDir(casinoDir);
      let casino = await startNode(main, env);
      try {
        expect((await post('/user/register', { username: 'Chief', password: PASSWORD })).status).toBe(200);
        const granted = await staffOn('grant', 'chief', 'admin');
        expect(granted.code, granted.output).toBe(0);
        expect(granted.output).toContain('Granted admin to Chief (was user).');
        // The running casino made the change and logged it.
        expect(casino.output()).toContain('"msg":"staff role granted"');
        expect((await staffOn('list')).output).toMatch(/Chief\tadmin since \S+ by cli/);
        const login = await post('/user/login', { username: 'chief', password: PASSWORD });
        const cookie = (login.headers.getSetCookie() ?? []).map((entry) => entry.split(';')[0]).join('; ');
        const call = await post('/admin/game-message', { gameSlug: 'dice', message: 'Maintenance.' }, cookie);
        expect(call.status).toBe(200);

        // Reaching the socket is not enough: the request must carry the casino's key.
        const forged = await askRunningCasino(casinoDir, Buffer.alloc(32), ['grant', 'chief', 'support']);
        expect(forged).toMatchObject({ exitCode: 1, lines: [expect.stringContaining('does not match')] });
        expect((await staffOn('list')).output).toContain('Chief\tadmin');
      } finally {
        casino.child.kill('SIGTERM');
        expect(await casino.exited).toBe(0);
      }

      const revoked = await staffOn('revoke', 'chief');
      expect(revoked.code, revoked.output).toBe(0);
      expect(revoked.output).toContain('Revoked admin from Chief');

      // A casino killed outright leaves its socket and lock behind; the command still runs.
      casino = await startNode(main, env);
      casino.child.kill('SIGKILL');
      await casino.exited;
      const listed = await staffOn('list');
      expect(listed.code, listed.output).toBe(0);
      expect(listed.output).toContain('No staff accounts.');
    });
  },
);
