import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../lib/config';
import { createContext, type OwnedContext } from '../lib/context-factory';
import { openDatabase } from '../lib/db/database';
import { adminQuery } from './template-database';

/**
 * A real casino server for tests: real HTTP on a random port, a real database and
 * bus. PGlite in memory by default; with DATABASE_URL a fresh PostgreSQL database is
 * created for each server and dropped afterwards; with REDIS_URL the Redis bus and
 * rate-limit store, under a key prefix of its own. Nothing is faked.
 */
export interface TestServer {
  url: string;
  app: FastifyInstance;
  context: OwnedContext;
  /** A client with its own cookie jar, like one browser. */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Reuse a database across servers (restart tests): a PGlite folder or a postgres URL. */
  pgliteDataDir?: string;
  databaseUrl?: string;
  /** Share Redis keys with another test server (two nodes of one casino). */
  redisKeyPrefix?: string;
  /** Receives the server's log lines (set LOG_LEVEL in env too: it is silent by default). */
  logDestination?: DestinationStream;
}

export const TEST_SECRET_KEY = '7e57'.repeat(16);
/** The built-in studio's shared secret on test servers, so tests write no key file. */
export const TEST_STUDIO_KEY = 'studio-test-key-'.repeat(3);

/**
 * A database of its own on DATABASE_URL's server, or null on PGlite. Empty, for tests of
 * migrations and of a first start; `migrated` copies the run's migrated template instead.
 */
export async function createTestDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const name = `ante_test_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? templates()?.postgresName : null;
  await adminQuery(base, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The run's migrated templates (global-setup.ts), or undefined outside a Vitest run that made them. */
function templates() {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

/**
 * A tar already in memory, handed to PGlite as the Blob it takes. PGlite reads the whole
 * tar with `arrayBuffer()`, which on Node.js 20 gathers a Blob's bytes chunk by chunk: a
 * quarter of a second of CPU for the 37 MB template, on every one of the hundreds of test
 * servers. This one answers its bytes at once. They are shared by every load, which is
 * safe because PGlite only reads them: it copies each file out of the tar into its own.
 * `arrayBuffer()` is the only read PGlite makes, so it is the only one answered here.
 */
class TemplateTar extends Blob {
  private readonly tar: ArrayBuffer;
  constructor(file: Buffer) {
    super([]);
    this.tar = file.buffer.slice(file.byteOffset, file.byteOffset + file.length) as ArrayBuffer;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.tar);
  }
}

/** A migrated PGlite data directory, read once per test process. */
let pgliteTemplate: Blob | undefined;
function migratedPglite(): Blob | undefined {
  const file = templates()?.pgliteFile;
  if (!file) return undefined;
  pgliteTemplate ??= new TemplateTar(fs.readFileSync(file));
  return pgliteTemplate;
}

/** Whether a PGlite data directory holds no database yet (a first start would make and migrate one). */
function holdsNoDatabase(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Writes the run's migrated database into a new DATA_DIR, for a test that starts a casino
 * process on it and is not about the first start. A first start makes an empty database
 * and runs every migration, which took 7 to 15 s of a loaded machine's CPU each time;
 * loading the template takes about one. The process still runs `migrate`, which finds
 * nothing to do. Outside a Vitest run that made the template, the folder is left empty.
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const template = migratedPglite();
  if (!template || !holdsNoDatabase(dataDir)) return;
  // Opened as the casino opens it, holding the folder's lock while the template is written.
  const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: template });
  await database.close();
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownDatabase =
    options.databaseUrl || options.pgliteDataDir ? null : await createTestDatabase({ migrated: true });
  const databaseUrl = options.databaseUrl ?? ownDatabase?.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    AUTH_RATE_LIMIT: '1000',
    // The global pot is a lottery on every qualifying bet (by default one win per
    // $1,000,000 staked): a test staking a few thousand dollars would win it now and then
    // and find its balance off by the pot. Tests of the pot set their own odds.
    JACKPOT_ODDS: '100000000000',
    // Withdrawal tests move sums far above the default verification threshold (2:2000);
    // the verification tests set their own rule.
    KYC_WITHDRAW_LEVEL_USD: 'off',
    // Nor are they held for staff review; the review's own tests set a threshold.
    WITHDRAWAL_REVIEW_USD: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    WEB_DIST_DIR: '/nonexistent',
    // A fixed key, so tests write no key file and a restarted server opens what the
    // first one sealed; the key-file tests unset it and give a DATA_DIR of their own.
    SECRET_KEY: TEST_SECRET_KEY,
    STUDIO_KEY: TEST_STUDIO_KEY,
    ...options.env,
  });
  const context = await createContext(config, {
    pgliteDataDir: options.pgliteDataDir ?? 'memory://',
    // A folder of its own starts from the template too while it holds no database yet.
    ...(!options.pgliteDataDir || holdsNoDatabase(options.pgliteDataDir)
      ? { pgliteTemplate: migratedPglite() }
      : {}),
    redisKeyPrefix: options.redisKeyPrefix ?? `ante-test-${randomBytes(6).toString('hex')}:`,
    ...(options.logDestination ? { logDestination: options.logDestination } : {}),
  });
  const app = await buildApp(context);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    app,
    context,
    client: () => new TestClient(url),
    async close() {
      await app.close();
      await context.close();
      await ownDatabase?.drop();
    },
  };
}

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** fetch with a cookie jar, so a test reads like a browser session. */
/**
 * Two casino nodes in this process on one PostgreSQL database and one Redis (the bus),
 * as behind a load balancer; `name` keeps their Redis keys apart from other tests', and
 * `env` is both nodes' configuration beyond the test defaults.
 * Needs DATABASE_URL and REDIS_URL, as CI's second run has.
 */
export async function startTwoNodes(
  name: string,
  env: Record<string, string> = {},
): Promise<[TestServer, TestServer]> {
  const redisKeyPrefix = `ante-test-${name}-${randomBytes(4).toString('hex')}:`;
  const nodeA = await startTestServer({ redisKeyPrefix, env });
  try {
    const nodeB = await startTestServer({
      env,
      redisKeyPrefix,
      databaseUrl: nodeA.context.config.databaseUrl ?? '',
    });
    return [nodeA, nodeB];
  } catch (error) {
    await nodeA.close();
    throw error;
  }
}

/** The same browser session, its requests sent to another node. */
export function sessionOn(server: TestServer, client: TestClient): TestClient {
  const other = new TestClient(server.url);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', val = ''] = attribute.trim().split('=');
        return (
          (key.toLowerCase() === 'expires' && new Date(val).getTime() <= Date.now()) ||
          (key.toLowerCase() === 'max-age' && Number(val) <= 0)
        );
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a page): keep the text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }

  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { body, headers });
  }
}

let counter = 0;
/** A fresh, valid username for each call. */
export function uniqueUsername(prefix = 'p'): string {
  counter += 1;
  return `${prefix}${randomBytes(3).toString('hex')}${counter}`.slice(0, 14);
}

export const PASSWORD = 'correct horse battery';

/** Registers a player and returns a client logged in as them. */
export async function registerPlayer(
  server: TestServer,
  fields: { username?: string; email?: string; password?: string } = {},
  headers?: Record<string, string>,
): Promise<{ client: TestClient; username: string; userId: string }> {
  const client = server.client();
  const username = fields.username ?? uniqueUsername();
  const body = {
    username,
    password: fields.password ?? PASSWORD,
    ...(fields.email ? { email: fields.email } : {}),
  };
  const response = await client.post('/api/user/register', body, headers);
  if (response.status !== 200) {
    throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { client, username, userId: response.body.user.userId };
}
