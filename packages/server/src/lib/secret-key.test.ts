import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, registerPlayer, startTestServer, type TestServerOptions } from '../test/harness';
import { codeAt, enableTwoFactor } from '../test/totp-helpers';
import { createSecretBox } from './secret-box';
import { assertSecretKeyMatches, loadSecretKey, SECRET_KEY_FILE } from './secret-key';

const folders: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ante-key-'));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('SECRET_KEY', () => {
  it('is generated into DATA_DIR (mode 0600) when unset, and read from there on every later start', async () => {
    const dataDir = tempDir();
    const database = await createTestDatabase();
    const where: TestServerOptions = database ? { databaseUrl: database.url } : { pgliteDataDir: tempDir() };
    const env = { DATA_DIR: dataDir, SECRET_KEY: '' };

    const first = await startTestServer({ ...where, env });
    const file = path.join(dataDir, SECRET_KEY_FILE);
    const key = fs.readFileSync(file, 'utf8').trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const player = await registerPlayer(first);
    const secret = await enableTwoFactor(player.client);
    await first.close();

    // Restarted: the same key opens the secret sealed by the first start.
    const second = await startTestServer({ ...where, env });
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(key);
    const login = await second.client().post('/api/user/login', {
      username: player.username,
      password: 'correct horse battery',
      totpCode: codeAt(secret),
    });
    expect(login.status).toBe(200);

    // A node given another key stops at start (context-factory.ts runs this check), saying why.
    await expect(assertSecretKeyMatches(second.context.database.db, Buffer.alloc(32, 0xab))).rejects.toThrow(
      /SECRET_KEY is not the key this database was first used with/,
    );
    await second.close();
    await database?.drop();
  });

  it('prefers SECRET_KEY, and refuses a malformed key file with a clear message', () => {
    const configured = Buffer.alloc(32, 7);
    expect(loadSecretKey(configured, '/nonexistent/never-made')).toEqual({
      key: configured,
      generated: false,
    });
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, SECRET_KEY_FILE), 'not a key\n');
    expect(() => loadSecretKey(undefined, dataDir)).toThrow(/must hold 64 hex characters/);
  });

  it('is refused at start when malformed', async () => {
    await expect(startTestServer({ env: { SECRET_KEY: 'short' } })).rejects.toThrow(
      /SECRET_KEY must be 64 hex/,
    );
  });
});

describe('secret box', () => {
  const box = createSecretBox(Buffer.alloc(32, 1));

  it('seals with AES-256-GCM in a versioned format, a fresh nonce each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:a');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp:a')).not.toBe(sealed);
    expect(box.open(sealed, 'totp:a')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('does not open under another context, another key, or once altered', () => {
    const sealed = box.seal('secret', 'totp:a');
    expect(() => box.open(sealed, 'totp:b')).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 2)).open(sealed, 'totp:a')).toThrow();
    const [version, nonce, body, tag] = sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => box.open([version, nonce, flipped, tag].join('.'), 'totp:a')).toThrow();
    expect(() => box.open(`v2.${nonce}.${body}.${tag}`, 'totp:a')).toThrow(/unknown format/);
  });
});
