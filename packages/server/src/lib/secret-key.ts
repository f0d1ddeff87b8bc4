import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config';
import type { Db } from './db/database';

/** The file in DATA_DIR that holds the generated key when SECRET_KEY is not set. */
export const SECRET_KEY_FILE = 'secret-key';
const KEY_BYTES = 32;
const HEX_KEY = /^[0-9a-f]{64}$/i;

/**
 * The server's own secret (it encrypts the two-factor secrets at rest). SECRET_KEY wins
 * when set. Otherwise the key is read from DATA_DIR/secret-key, and made there on the
 * first start (mode 0600, created exclusively, so two processes starting at once agree
 * on one key): `npm start` works with no setting, and keeps working across restarts.
 * With DATABASE_URL the database is elsewhere but this key still lives in DATA_DIR, so
 * every node of a scaled casino must be given the same SECRET_KEY (README).
 */
export function loadSecretKey(
  configured: Buffer | undefined,
  dataDir: string,
): { key: Buffer; generated: boolean } {
  if (configured) return { key: configured, generated: false };
  return readOrCreateKeyFile(dataDir, SECRET_KEY_FILE, 'or set SECRET_KEY');
}

/**
 * A 32-byte key kept as hex in `DATA_DIR/<name>`, made there on first use (mode 0600,
 * created exclusively, so two processes starting at once agree on one key). A file
 * that holds anything else stops the start, naming the file and `remedy`.
 */
export function readOrCreateKeyFile(
  dataDir: string,
  name: string,
  remedy: string,
): { key: Buffer; generated: boolean } {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  let generated = false;
  try {
    fs.writeFileSync(file, `${randomBytes(KEY_BYTES).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    generated = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!HEX_KEY.test(text)) {
    throw new ConfigError(
      `Invalid configuration: ${file} must hold 64 hex characters (32 bytes); fix or remove it, ${remedy}`,
    );
  }
  return { key: Buffer.from(text, 'hex'), generated };
}

/**
 * Records the key's fingerprint on the first start against a database and compares it
 * on every later one. Two-factor secrets sealed under one key cannot be opened with
 * another, so a node with a different key (a forgotten SECRET_KEY on a second node, a
 * lost DATA_DIR) is stopped here with a clear message rather than refusing every code.
 */
export async function assertSecretKeyMatches(db: Db, key: Buffer): Promise<void> {
  const fingerprint = createHmac('sha256', key).update('ante secret key check').digest('hex');
  await db
    .insertInto('secret_key_check')
    .values({ fingerprint })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('secret_key_check').select('fingerprint').executeTakeFirstOrThrow();
  if (row.fingerprint !== fingerprint) {
    throw new ConfigError(
      'Invalid configuration: SECRET_KEY is not the key this database was first used with ' +
        '(set the same SECRET_KEY on every node, or restore the DATA_DIR/secret-key file)',
    );
  }
}
