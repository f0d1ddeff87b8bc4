import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  PASSWORD,
  registerPlayer,
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from '../test/harness';
import { bundleMain, removeBundle, runNode, tempDir } from '../test/node-process';

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
    for (const args of [['grant', 'boss', 'king'], ['grant', 'boss'], ['promote', 'boss'], []]) {
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
