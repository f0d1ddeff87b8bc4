import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, PASSWORD, startTestServer, uniqueUsername } from '../test/harness';

describe('restart persistence', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-restart-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps accounts and sessions across a restart of the server', async () => {
    const database = await createTestDatabase();
    const options = database ? { databaseUrl: database.url } : { pgliteDataDir: dataDir };
    try {
      const first = await startTestServer(options);
      const client = first.client();
      const username = uniqueUsername();
      expect((await client.post('/api/user/register', { username, password: PASSWORD })).status).toBe(200);
      const cookie = client.cookies.get('ante_session');
      await first.close();

      const second = await startTestServer(options);
      try {
        const again = second.client();
        again.cookies.set('ante_session', cookie ?? '');
        const me = await again.get('/api/user/me');
        expect(me.status).toBe(200);
        expect(me.body.user.username).toBe(username);
        const login = await second.client().post('/api/user/login', { username, password: PASSWORD });
        expect(login.status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await database?.drop();
    }
  });
});
